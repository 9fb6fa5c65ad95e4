import SlideBackCore
@testable import SlideBackExport
import XCTest

/// The pose tables the exported code interpolates: at every knot each channel is the look's own
/// transform, and between knots the linear interpolation stays on it (exactly for a linear look,
/// within a tenth of a point where a curve eases it). A zoom look's page in front is the flight
/// the program draws without a source element.
final class PoseTableTests: XCTestCase {
    private let width = 414.0

    /// Every channel of `table` at `p` against `look`'s transforms.
    private func assertTable(_ table: PoseTable, matches look: PhaseLook, at p: Double, tolerance: Double, _ name: String,
                             file: StaticString = #filePath, line: UInt = #line) {
        // A zoom look is exported as the program draws it without a source: the flight to the fallback.
        let front = look.frontGeometry == .zoomSource
            ? look.zoomTransform(at: p, screen: Size(width: width, height: width), source: nil, landingFrom: 0)
            : look.frontTransform(at: p, width: width)
        let back = look.backTransform(at: p, width: width)
        let expected: [String: Double] = [
            "frontX": front.x, "frontScale": front.scale, "frontOpacity": front.opacity, "frontRadius": front.cornerRadius,
            "frontShadow": front.shadow?.opacity ?? 0, "backX": back.x, "backScaleX": back.scale, "backScaleY": back.scaleY,
            "backOpacity": back.opacity, "backDim": back.dimming ?? 0,
        ]
        XCTAssertEqual(Set(table.channels.map(\.name)), Set(expected.keys), name, file: file, line: line)
        for (key, value) in expected {
            // x in points; the rest in fractions, a hundredth of a point's worth.
            let allowed = key.hasSuffix("X") ? tolerance : tolerance / width
            XCTAssertEqual(table.value(of: key, at: p, width: width) ?? .nan, value, accuracy: allowed, "\(name) at p \(p): \(key)", file: file, line: line)
        }
    }

    func testEveryKnotOfEveryBuiltInLookIsTheLooksOwnPose() {
        for spec in StyleSpec.builtIns {
            for phase in [TransitionPhase.drag, .push, .pop] {
                let look = spec.look(for: phase), table = PoseTable(look: look)
                XCTAssertEqual(table.knots.first, 0, spec.name)
                XCTAssertEqual(table.knots.last, 1, spec.name)
                XCTAssertEqual(table.knots, table.knots.sorted(), spec.name)
                XCTAssertEqual(Set(table.knots).count, table.knots.count, spec.name)
                for p in table.knots { assertTable(table, matches: look, at: p, tolerance: 1e-9, "\(spec.name) \(phase)") }
            }
        }
    }

    func testBetweenKnotsALinearLookIsExactAndAnEasedOneWithinATenthOfAPoint() {
        for spec in StyleSpec.builtIns {
            for phase in [TransitionPhase.drag, .push, .pop] {
                let look = spec.look(for: phase), table = PoseTable(look: look)
                let eased = look.gestureCurve != .linear || look.backCurve != .linear
                for (a, b) in zip(table.knots, table.knots.dropFirst()) where b - a > 2 * 0.0001 {
                    assertTable(table, matches: look, at: (a + b) / 2, tolerance: eased ? 0.11 : 1e-9, "\(spec.name) \(phase)")
                }
            }
        }
    }

    func testACornerRadiusComesAndGoesWithinATenThousandthOfTheEnds() {
        let table = PoseTable(look: StyleSpec.builtIns.first { $0.name == "predictive-back" }!.drag)
        XCTAssertEqual(table.value(of: "frontRadius", at: 0), 0)
        XCTAssertEqual(table.value(of: "frontRadius", at: 0.0001), 28)
        XCTAssertEqual(table.value(of: "frontRadius", at: 0.5), 28)
        XCTAssertEqual(table.value(of: "frontRadius", at: 1), 0)
        // The gesture part's end is a knot, and the curve is sampled on both sides of it.
        XCTAssertTrue(table.knots.contains(0.35))
        XCTAssertGreaterThan(table.knots.count, 20)
    }

    func testAStepIsKeptWithoutTwoKnotsTheCodeWouldWriteAsOne() {
        // A style file's fade that jumps at 0.5 (until at after), on an eased page underneath.
        var look = PhaseLook()
        look.frontOpacity = Ramp(from: 1, to: 0, after: 0.5, until: 0.5)
        look.backCurve = .fastOutExtraSlowIn
        let table = PoseTable(look: look)
        let written = table.knots.map { ($0 * 1e6).rounded() / 1e6 }
        XCTAssertEqual(Set(written).count, table.knots.count)
        XCTAssertEqual(table.value(of: "frontOpacity", at: 0.49), 1)
        XCTAssertEqual(table.value(of: "frontOpacity", at: 0.51), 0)
        for p in table.knots { assertTable(table, matches: look, at: p, tolerance: 1e-9, "step") }
    }
}
