import Foundation
import SlideBackCore
import SlideBackRender
import SlideBackTools
import XCTest

/// Issue 31 item 4 in pixels: the status text reads (WCAG 4.5:1) against what is drawn under it
/// in every frame, not only at rest: over the black round `predictive-back`'s shrunken page, over
/// `bar-snapshot`'s purple profile header revealed mid-swipe, and over any page edge passing under it.
final class StatusContrastPixelTests: XCTestCase {
    /// The worst contrast of the status text in `frame`, read from its pixels by check-bars' own
    /// measure (d).
    private func worstContrast(_ frame: Frame, harness: RenderHarness, measure: StatusContrast) throws -> Double {
        let drawn = try harness.render(frame)
        return try XCTUnwrap(measure.worstContrast(of: frame, drawn: drawn, compositor: harness.compositor), "a status text is drawn")
    }

    /// The default scene, measured once.
    private static func scene() throws -> Scene {
        if let loaded = loaded { return loaded }
        let scene = try Scene.load(contentsOf: RenderHarness.checkout + "/Resources/scene.json").measuringBackdrops()
        loaded = scene
        return scene
    }
    nonisolated(unsafe) private static var loaded: Scene?

    /// Every depth of the default scene, swiped back by `offsets`, in `style`: the worst contrast
    /// of each frame, named.
    private func swipes(_ style: String, offsets: [Double] = [40, 120, 207, 300], depths: Int = .max,
                        rest: Bool = true) throws -> [(String, Double)] {
        let scene = try Self.scene()
        let harness = try RenderHarness(scene: scene)
        let measure = try StatusContrast(compositor: harness.compositor, renderer: harness.renderer, screen: RenderHarness.screen)
        let spec = try XCTUnwrap(StyleSpec.builtIns.first { $0.name == style })
        var navigator = Navigator(scene: scene, spec: spec)
        var results: [(String, Double)] = []
        for depth in 1...min(scene.pages.count - 1, depths) {
            navigator.pushAndSettle()
            if rest { results.append(("\(style) at rest on page \(depth)", try worstContrast(navigator.frame(), harness: harness, measure: measure))) }
            for offset in offsets {
                var held = navigator
                held.edgeDrag(by: offset / 2)
                held.edgeDrag(by: offset)
                results.append(("\(style) page \(depth) swiped \(offset) pt", try worstContrast(held.frame(), harness: harness, measure: measure)))
            }
        }
        return results
    }

    func testTheStatusTextReadsOverTheBlackRoundPredictiveBacksShrunkenPage() throws {
        for (name, ratio) in try swipes("predictive-back") {
            XCTAssertGreaterThanOrEqual(ratio, Color.minimumTextContrast, name)
        }
    }

    func testTheStatusTextReadsOverBarSnapshotsProfileHeaderMidSwipe() throws {
        for (name, ratio) in try swipes("bar-snapshot") {
            XCTAssertGreaterThanOrEqual(ratio, Color.minimumTextContrast, name)
        }
    }

    /// The page edge passing under the clock (66 pt) in every style: its shadow's ramp, a dimmed
    /// page underneath and the photo of the page underneath included.
    func testTheStatusTextReadsWhereAPageEdgePassesUnderItInEveryStyle() throws {
        for spec in StyleSpec.builtIns {
            for (name, ratio) in try swipes(spec.name, offsets: [66], depths: 3, rest: false) {
                XCTAssertGreaterThanOrEqual(ratio, Color.minimumTextContrast, name)
            }
        }
    }
}
