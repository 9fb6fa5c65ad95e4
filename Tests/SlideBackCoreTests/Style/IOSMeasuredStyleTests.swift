import Foundation
import XCTest
@testable import SlideBackCore

/// `ios-measured` against the numbers of JakeThomson/swift_transitions, written out here from
/// `lib/src/page/back_gesture.dart`, `lib/src/physics/curves.dart` and
/// `lib/src/page/swift_page_transition.dart` rather than read from the spec.
final class IOSMeasuredStyleTests: XCTestCase {
    private func spec() throws -> StyleSpec {
        try XCTUnwrap(StyleSpec.builtIns.first { $0.name == "ios-measured" })
    }

    /// A navigator pushed to depth 1 with a finger down 4 pt from the edge.
    private func pressed() throws -> Navigator {
        var navigator = Navigator(scene: StyleFixture.scene(), spec: try spec())
        navigator.step(frameSeconds)
        navigator.perform(.push)
        navigator.runUntilSettled()
        navigator.down(Point(x: 4, y: 500))
        return navigator
    }

    func testThePageStaysPutFor12PointsThenFollows12PointsBehind() throws {
        var navigator = try pressed()
        for (finger, page) in [(10.0, 0.0), (16, 0), (17, 1), (28, 12), (104, 88), (20, 4), (10, 0)] {
            navigator.move(Point(x: finger, y: 500))
            XCTAssertEqual(navigator.frame().layers { $0 == .pageBody(navigator.top) }.first?.frame.x ?? .nan, page, accuracy: 1e-9,
                           "finger at \(finger)")
        }
    }

    func testAReleasePopsWhenTwelveHundredthsOfASecondOfVelocityPass53Percent() throws {
        let spec = try spec()
        let width = 414.0
        // x + 0.12 s * v against 0.53 W: 0.5 + 0.12 * 0.2 = 0.524 stays, 0.5 + 0.12 * 0.3 = 0.536 pops.
        XCTAssertFalse(spec.judgeRelease(progress: 0.5, velocity: 0.2, width: width).completes)
        XCTAssertTrue(spec.judgeRelease(progress: 0.5, velocity: 0.3, width: width).completes)
        XCTAssertFalse(spec.judgeRelease(progress: 0.29, velocity: 400 / width, width: width).completes, "29% at 400 pt/s springs back")
    }

    func testTheReleaseLandsOnA22RadianSpringAt85PercentDamping() throws {
        let spec = try spec()
        XCTAssertEqual(spec.springStiffness, 22 * 22, accuracy: 1e-9)
        XCTAssertEqual(spec.springDamping, 2 * 0.85 * 22, accuracy: 1e-9)
        XCTAssertEqual(spec.springMass, 1)
        // From rest anywhere between 16% and 76%, 98% of the way is covered in 200-220 ms.
        for from in [0.16, 0.4, 0.76] {
            var motion = spec.settleMotion(from: from, to: 1, velocity: 0, width: 414)
            var frames = 0
            while motion.value < from + 0.98 * (1 - from) {
                motion.advance(by: frameSeconds)
                frames += 1
            }
            XCTAssertTrue((0.2...0.22 + frameSeconds).contains(Double(frames) * frameSeconds), "from \(from): \(frames) frames")
        }
    }

    func testThePushDecaysBy1OverEEvery61MillisecondsOver400() throws {
        let spec = try spec()
        XCTAssertEqual(spec.pushDuration, 0.4)
        let rate = 400.0 / 61
        for t in stride(from: 0.0, through: 1.0, by: 0.05) {
            XCTAssertEqual(spec.pushCurve.transform(t), (1 - exp(-rate * t)) / (1 - exp(-rate)), accuracy: 1e-12, "t \(t)")
        }
        // No ease-in: the first frame already covers a fifth of the way.
        XCTAssertGreaterThan(spec.pushCurve.transform(frameSeconds / 0.4), 0.2)
    }

    func testTheCoveredPageTravels29PercentDimmedAndTheShadowIsFaint() throws {
        for p in [0.1, 0.25, 0.5, 0.8] {
            var navigator = try pressed()
            navigator.move(Point(x: 4 + 12 + p * screenWidth, y: 500))
            let frame = navigator.frame()
            let below = navigator.stack[0]
            XCTAssertEqual(frame.layers { $0 == .pageBody(below) }.first?.frame.x ?? .nan, -(1 - p) * 0.29 * screenWidth, accuracy: 1e-9)
            XCTAssertEqual(frame.covers.first?.alpha ?? .nan, 0.115 * (1 - p), accuracy: 1e-9)
            let shadow = try XCTUnwrap(frame.layers { $0 == .edgeShadow }.first)
            XCTAssertEqual(shadow.alpha, 0.03 * (1 - p), accuracy: 1e-9)
            XCTAssertEqual(shadow.frame.width, 0.05 * screenWidth, accuracy: 1e-9)
        }
    }
}
