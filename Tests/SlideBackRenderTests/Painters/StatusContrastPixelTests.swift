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

    /// ios-zoom's rounded card shrinking as it is swiped back, its top edge passing down through
    /// the clock's rows, at 1x and 2x: the row of pixels that edge passes through blends the card's
    /// teal bar with the dimmed orange bar underneath, darker than either, and takes its own
    /// colour there (check-bars measured black on it, 3.95:1).
    func testTheStatusTextReadsOnTheFadingTopEdgeOfIOSZoomsShrinkingCard() throws {
        let scene = Scene(pages: [
            PageSpec(id: "orange", title: "Orange", content: .color(Color(rgb: 0xFFF3EC)), bar: .opaque, barColor: Color(rgb: 0xFF5000)),
            PageSpec(id: "teal", title: "Teal", content: .color(Color(rgb: 0xECF7F5)), bar: .opaque, barColor: Color(rgb: 0x13877A)),
        ])
        let spec = try XCTUnwrap(StyleSpec.builtIns.first { $0.name == "ios-zoom" })
        var navigator = Navigator(scene: scene, spec: spec)
        navigator.pushAndSettle()
        for scale in [1, 2] {
            let harness = try RenderHarness(scene: scene, scale: scale)
            let measure = try StatusContrast(compositor: harness.compositor, renderer: harness.renderer, screen: RenderHarness.screen)
            var crossed = 0
            for offset in Swift.stride(from: 8.0, through: 100, by: 4) {
                var held = navigator
                held.edgeDrag(by: offset / 2)
                held.edgeDrag(by: offset)
                let frame = held.frame()
                let top = try XCTUnwrap(frame.groups.first { $0.role == .front }).transform.apply(to: frame.bounds, in: frame.bounds).y
                guard StatusInk.textRows.first! <= top, top <= StatusInk.textRows.last! else { continue }
                crossed += 1
                XCTAssertGreaterThanOrEqual(try worstContrast(frame, harness: harness, measure: measure), Color.minimumTextContrast,
                                            "\(scale)x, swiped \(offset) pt, the card's top at \(top) pt")
            }
            XCTAssertGreaterThan(crossed, 3, "the card's top crossed the clock's rows at \(scale)x")
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
