@testable import SlideBackCore
import XCTest

/// Each curve's shape is the one its source states: Flutter's three-point cubics pass through
/// their midpoints, a flipped curve is the curve played backwards, and a one-cubic curve is
/// exactly its CSS-style cubic.
final class CurveShapeTests: XCTestCase {
    func testThreePointCubicsPassThroughTheirMidpoints() {
        XCTAssertEqual(Curve.fastEaseInToSlowEaseOut.transform(0.198), 0.541, accuracy: 1e-9)
        XCTAssertEqual(Curve.easeInOutCubicEmphasized.transform(0.166666), 0.4, accuracy: 1e-9)
        XCTAssertEqual(Curve.fastOutExtraSlowIn.transform(0.166666), 0.4, accuracy: 1e-9)
    }

    func testAFlippedCurveIsTheCurvePlayedBackwards() {
        for t in stride(from: 0.0, through: 1, by: 0.05) {
            XCTAssertEqual(Curve.easeInOutCubicEmphasizedFlipped.transform(t), 1 - Curve.easeInOutCubicEmphasized.transform(1 - t), accuracy: 1e-12)
            XCTAssertEqual(Curve.fastOutExtraSlowInFlipped.transform(t), 1 - Curve.fastOutExtraSlowIn.transform(1 - t), accuracy: 1e-12)
        }
    }

    func testOneCubicCurvesAreTheirCubicAndJoinedOnesAreNot() {
        XCTAssertEqual(Curve.fastOutSlowIn.shape, .cubic(x1: 0.4, y1: 0, x2: 0.2, y2: 1))
        XCTAssertEqual(Curve.backGesture.shape, .cubic(x1: 0.1, y1: 0.1, x2: 0, y2: 1))
        XCTAssertTrue(Curve.ionic.shape.isOneCubic)
        XCTAssertFalse(Curve.fastEaseInToSlowEaseOut.shape.isOneCubic)
        XCTAssertFalse(Curve.fastOutExtraSlowInFlipped.shape.isOneCubic)
        // The second part of Flutter's fastEaseInToSlowEaseOut, scaled into its own box.
        guard case let .joined(at, _, second) = Curve.fastEaseInToSlowEaseOut.shape else { return XCTFail("not joined") }
        XCTAssertEqual(at, Point(x: 0.198, y: 0.541))
        guard case let .cubic(x1, y1, _, _) = second else { return XCTFail("not a cubic") }
        XCTAssertEqual(x1, (0.3655 - 0.198) / (1 - 0.198), accuracy: 1e-12)
        XCTAssertEqual(y1, (1 - 0.541) / (1 - 0.541), accuracy: 1e-12)
    }
}
