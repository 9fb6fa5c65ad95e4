@testable import SlideBackCore
@testable import SlideBackExport
import XCTest

/// The CSS export moves a page where the program draws it: its timing function is the style's
/// curve (or spring) and its keyframes the look's transforms, whichever way they are written.
final class CSSExportTests: XCTestCase {
    private let screen = Size(width: 414, height: 896)

    private func export(_ name: String) throws -> CSSExport {
        CSSExport(spec: try XCTUnwrap(StyleSpec.builtIns.first { $0.name == name }, name), screen: screen)
    }

    /// The values of a `linear()` timing function.
    private func linearValues(_ function: String) throws -> [Double] {
        XCTAssertTrue(function.hasPrefix("linear(") && function.hasSuffix(")"), function)
        return try function.dropFirst(7).dropLast().split(separator: ",").map {
            try XCTUnwrap(Double($0.trimmingCharacters(in: .whitespaces)), String($0))
        }
    }

    func testACurveOfOneBezierIsCSSsCubicBezierOverTwoKeyframes() throws {
        let css = try export("scale-back")
        let timing = css.timing(of: .push)
        XCTAssertEqual(timing.function, "cubic-bezier(0.42, 0, 0.58, 1)")
        XCTAssertEqual(timing.duration, 0.4)
        XCTAssertTrue(css.text.contains(".slideback-push { --slideback-push-timing: 400ms cubic-bezier(0.42, 0, 0.58, 1); }"), css.text)
        XCTAssertTrue(css.text.contains("@keyframes slideback-push-front {\n  0% { transform: translate(414px, 0px) scale(1, 1); opacity: 1; }\n"
                                         + "  100% { transform: translate(0px, 0px) scale(1, 1); opacity: 1; }\n}"), css.text)
        // The page underneath: 0.95 x 0.97 under a 0.6 cover when covered, full size and clear when shown.
        XCTAssertTrue(css.text.contains("  0% { transform: translate(0px, 0px) scale(1, 1); opacity: 1; }\n"
                                         + "  100% { transform: translate(0px, 0px) scale(0.95, 0.97); opacity: 1; }"), css.text)
        XCTAssertTrue(css.text.contains("@keyframes slideback-push-dim {\n  0% { opacity: 0; }\n  100% { opacity: 0.6; }\n}"), css.text)
    }

    func testEveryCurveOfOneBezierIsTheCurveItNames() {
        for curve in Curve.allCases {
            guard let p = curve.controlPoints else { continue }
            for step in 0...50 {
                let t = Double(step) / 50
                XCTAssertEqual(curve.transform(t), CurveShape.cubicBezier(x1: p.x1, y1: p.y1, x2: p.x2, y2: p.y2, at: t), "\(curve) at \(t)")
            }
        }
        XCTAssertNil(Curve.fastEaseInToSlowEaseOut.controlPoints, "a three-point curve is not one Bézier")
    }

    func testAThreePointCurveIsASampledLinearWithinATenthOfAPoint() throws {
        let timing = try export("cupertino").timing(of: .push)
        let values = try linearValues(timing.function)
        XCTAssertEqual(values.count, CSSExport.timingSamples + 1)
        // What a browser does with linear(): straight lines between evenly spaced values.
        for step in 0...2000 {
            let t = Double(step) / 2000, position = t * Double(values.count - 1)
            let index = min(values.count - 2, Int(position)), within = position - Double(index)
            let css = values[index] + (values[index + 1] - values[index]) * within
            XCTAssertEqual(css * screen.width, Curve.fastEaseInToSlowEaseOut.transform(t) * screen.width, accuracy: 0.1, "at \(t)")
        }
    }

    func testASpringPushIsSampledAtTheProgramsStepForAsLongAsTheProgramRunsIt() throws {
        let spec = try XCTUnwrap(StyleSpec.builtIns.first { $0.name == "react-navigation" })
        let timing = CSSExport(spec: spec, screen: screen).timing(of: .push)
        let pages = (0..<2).map { PageSpec(id: "p\($0)", title: "Page \($0)", content: .color(Color(red: 0, green: 120, blue: 200))) }
        var navigator = Navigator(scene: Scene(pages: pages), spec: spec)
        navigator.perform(.push, screen: screen)
        var progress = [navigator.progress]
        while navigator.isAnimating {
            navigator.step(1.0 / 60, screen: screen)
            progress.append(navigator.transition == nil ? 0 : navigator.progress)
        }
        XCTAssertEqual(timing.duration * 60, Double(progress.count - 1), accuracy: 1e-9, "as many frames as the program's push")
        let values = try linearValues(timing.function)
        XCTAssertEqual(values.count, progress.count)
        for (value, shown) in zip(values, progress) { XCTAssertEqual((1 - value) * screen.width, shown * screen.width, accuracy: 0.01) }
    }

    func testALookThatIsNotAStraightLineIsSampledInTimeWithLinearTiming() throws {
        let css = try export("predictive-back")
        let text = css.text, look = css.spec.look(for: .push)
        XCTAssertTrue(text.contains(".slideback-push { --slideback-push-timing: 300ms linear; }"), text)
        let frames = text.components(separatedBy: "@keyframes slideback-push-front {\n")[1].components(separatedBy: "\n}")[0]
            .split(separator: "\n")
        XCTAssertEqual(frames.count, CSSExport.keyframeSamples + 1)
        // Keyframe 30 of 100 is 30% of the time: the progress the push curve gives then.
        let p = 1 - Curve.fastOutSlowIn.transform(0.3), front = look.frontTransform(at: p, width: 414, height: 896)
        XCTAssertEqual(String(frames[30]), "  30% { transform: translate(\(CSSExport.number(front.x))px, 0px) "
                       + "scale(\(CSSExport.number(front.scale)), \(CSSExport.number(front.scale))); opacity: \(CSSExport.number(front.opacity)); }")
    }

    func testNumbersAreShortAndNeverNegativeZero() {
        XCTAssertEqual(CSSExport.number(-0.0), "0")
        XCTAssertEqual(CSSExport.number(-0.000001), "0")
        XCTAssertEqual(CSSExport.number(1.0 / 3), "0.33333")
        XCTAssertEqual(CSSExport.number(414), "414")
        XCTAssertEqual(CSSExport.number(-138), "-138")
    }
}
