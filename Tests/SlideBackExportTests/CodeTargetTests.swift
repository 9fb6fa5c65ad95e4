@testable import SlideBackCore
@testable import SlideBackExport
import Foundation
import XCTest

/// The code targets: `compose` and `flutter` against golden files reviewed against each API's
/// documentation (Tests/Fixtures/export; `scripts/update-generated` remakes them), and for every
/// target and built-in style: the header names the platform, the spring and the timing carried
/// over, what the platform cannot take said in a comment.
final class CodeTargetTests: XCTestCase {
    /// The golden files, by target and style.
    private static let goldens = [("compose", "cupertino", "kt"), ("compose", "compose", "kt"), ("compose", "predictive-back-shared", "kt"),
                                  ("flutter", "cupertino", "dart"), ("flutter", "predictive-back", "dart")]

    /// The targets that write code for a platform's navigation API (the table may hold more).
    private static let codeTargets = ["swiftui", "uikit", "compose", "flutter", "react-navigation"]

    private static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/export")

    private func spec(_ name: String) -> StyleSpec { StyleSpec.builtIns.first { $0.name == name }! }

    func testComposeAndFlutterMatchTheirGoldenFiles() throws {
        for (target, style, ext) in Self.goldens {
            let file = Self.fixtures.appendingPathComponent("\(style).\(ext)")
            let golden = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            let made = (CodeTarget.named(target)?.code(for: spec(style)) ?? "").split(separator: "\n", omittingEmptySubsequences: false)
            // The first line that differs, not two whole files.
            let line = (0..<max(made.count, golden.count)).first { $0 >= made.count || $0 >= golden.count || made[$0] != golden[$0] }
            if let line {
                XCTFail("\(file.path):\(line + 1) is out of date (\(made.count) lines made, \(golden.count) in the file); "
                        + "run scripts/update-generated and review the difference. Made: \(made.indices.contains(line) ? made[line].prefix(200) : "(end)")")
            }
        }
    }

    func testEveryTargetNamesItsPlatformAndCarriesTheTiming() {
        let targets = Self.codeTargets.compactMap(CodeTarget.named)
        XCTAssertEqual(targets.map(\.name), Self.codeTargets)
        for target in targets {
            for spec in StyleSpec.builtIns {
                let code = target.code(for: spec)
                XCTAssertTrue(code.contains("against \(target.platform)."), "\(target.name) \(spec.name)")
                XCTAssertTrue(code.contains(ExportText.releaseRule(spec)), "\(target.name) \(spec.name): the release rule")
                XCTAssertTrue(code.contains(ExportText.bar(spec.drag)), "\(target.name) \(spec.name): the bar")
                XCTAssertTrue(code.hasSuffix("\n"))
            }
        }
    }

    func testSpringsAreWrittenInEachPlatformsUnits() {
        let harmony = spec("harmonyos"), units = harmony.springUnits
        let compose = CodeTarget.compose.code(for: harmony)
        XCTAssertTrue(compose.contains("spring(dampingRatio = \(ExportText.number(units.dampingRatio))f, stiffness = 342f"), compose)
        let flutter = CodeTarget.flutter.code(for: harmony)
        XCTAssertTrue(flutter.contains("SpringDescription(mass: 1, stiffness: 342, damping: 37)"), flutter)
        XCTAssertTrue(CodeTarget.uiKit.code(for: harmony).contains("UISpringTimingParameters(mass: 1, stiffness: 342, damping: 37, "))
        XCTAssertTrue(CodeTarget.swiftUI.code(for: harmony).contains(".interpolatingSpring(mass: 1, stiffness: 342, damping: 37, initialVelocity: 0)"))
        let reactNavigation = CodeTarget.reactNavigation.code(for: spec("react-navigation"))
        XCTAssertTrue(reactNavigation.contains("stiffness: 1000, damping: 500, mass: 3, overshootClamping: true, restDisplacementThreshold: 10, restSpeedThreshold: 10"))
        XCTAssertTrue(reactNavigation.contains("export const gestureResponseDistance = 50;"))
    }

    func testCurvesAreWrittenAsEachPlatformsCubics() {
        let ionic = spec("ionic")
        XCTAssertTrue(CodeTarget.compose.code(for: ionic).contains("val easing: Easing = CubicBezierEasing(0.32f, 0.72f, 0f, 1f)"))
        XCTAssertTrue(CodeTarget.flutter.code(for: ionic).contains("static const Curve pushCurve = Cubic(0.32, 0.72, 0, 1);"))
        XCTAssertTrue(CodeTarget.uiKit.code(for: ionic).contains("UICubicTimingParameters(controlPoint1: CGPoint(x: 0.32, y: 0.72), controlPoint2: CGPoint(x: 0, y: 1))"))
        XCTAssertTrue(CodeTarget.swiftUI.code(for: ionic).contains(".timingCurve(0.32, 0.72, 0, 1, duration: 0.54)"))
        XCTAssertTrue(CodeTarget.reactNavigation.code(for: ionic).contains("duration: 540, easing: Easing.bezier(0.32, 0.72, 0, 1)"))
        // A curve of two parts: Flutter's own join; SwiftUI an animation of its own.
        XCTAssertTrue(CodeTarget.flutter.code(for: spec("cupertino")).contains("static const Curve pushCurve = _Joined(0.198, 0.541, Cubic("))
        XCTAssertTrue(CodeTarget.swiftUI.code(for: spec("cupertino")).contains("struct SlideBackCupertinoCurve: CustomAnimation"))
    }

    func testWhatAPlatformCannotTakeIsAComment() {
        let predictive = spec("predictive-back")
        for target in Self.codeTargets.compactMap(CodeTarget.named) {
            let code = target.code(for: predictive)
            XCTAssertTrue(code.contains("follows the finger up and down (followY 1, margin 8 pt)"), target.name)
            XCTAssertTrue(code.contains("a finger holds the look within its gesture part (to p 0.35)"), target.name)
            // Android's back progress and its smoothing spring: what BackEventCompat gives an app already.
            XCTAssertTrue(code.contains("the progress is Android's back progress (AOSP TouchTracker"), target.name)
            XCTAssertTrue(code.contains("on a critically damped spring of stiffness 1500 (AOSP BackProgressAnimator)"), target.name)
            // iOS's measured dead zone, which no platform gesture has: the code says how to add it.
            XCTAssertTrue(target.code(for: spec("ios-measured")).contains("the page stays put for the finger's first 12 pt"), target.name)
            XCTAssertFalse(target.code(for: spec("cupertino")).contains("stays put"), target.name)
        }
        let compose = CodeTarget.compose.code(for: predictive)
        XCTAssertTrue(compose.contains("// the page underneath is dimmed by 0.2 -> 0: a transition draws no scrim."), compose)
        XCTAssertTrue(compose.contains("// the page rounds to 28 pt while it moves: clip it in the destination."), compose)
        let reactNavigation = CodeTarget.reactNavigation.code(for: spec("snapshot"))
        XCTAssertTrue(reactNavigation.contains("the push and pop have a look of their own in the style"), reactNavigation)
        XCTAssertTrue(reactNavigation.contains("pictures: the style draws stored pictures of pages"), reactNavigation)
    }

    func testANameThatBreaksACommentOrATypeNameIsMadeSafe() {
        var spec = spec("cupertino")
        spec.name = "a\nb */ c"
        spec.summary = "line\rbreak\u{1B}"
        let code = CodeTarget.compose.code(for: spec)
        XCTAssertTrue(code.hasPrefix("// SlideBack style \"a b * / c\": line break \n"), code)
        XCTAssertTrue(code.contains("class SlideBackABCTransitions("), code)
        XCTAssertEqual(ExportText.typeName("ü-😀"), "Style")
        XCTAssertEqual(ExportText.typeName("2026-style"), "Style2026Style")
    }
}
