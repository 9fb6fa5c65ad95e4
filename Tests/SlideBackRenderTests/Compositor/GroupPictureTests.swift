import CSDL2
import SlideBackCore
import SlideBackPixelComparison
@testable import SlideBackRender
import XCTest

/// A scaled page's picture is kept between frames and only what changed in it (the clock) is
/// painted again: every frame is the very picture a fresh compositor paints.
final class GroupPictureTests: XCTestCase {
    func testAKeptPictureShowsWhatAFreshOneShowsFrameAfterFrame() throws {
        for name in ["scale-back", "predictive-back", "predictive-back-shared"] {
            let spec = try XCTUnwrap(StyleSpec.builtIns.first { $0.name == name })
            let kept = try RenderHarness(scene: TestScenes.solid)
            var navigator = Navigator(scene: TestScenes.solid, spec: spec)
            navigator.pushAndSettle()
            navigator.handle(PointerEvent(.down, at: Point(x: 2, y: 600)))
            for frame in 0..<24 {
                navigator.step(1.0 / 60)
                // The finger moves, rests (the clock alone changes), and moves again.
                if frame < 8 || frame > 16 { navigator.handle(PointerEvent(.move, at: Point(x: 2 + Double(frame) * 12, y: 600 - Double(frame)))) }
                let shown = navigator.frame()
                let fresh = try RenderHarness(scene: TestScenes.solid)
                XCTAssertEqual(PixelComparison.differingBytes(try kept.render(shown).bytes, try fresh.render(shown).bytes), 0, "\(name), frame \(frame)")
            }
        }
    }

    func testAPageScaledInOneTransitionIsNotPaintedAgainInTheNext() throws {
        let spec = try XCTUnwrap(StyleSpec.builtIns.first { $0.name == "predictive-back" })
        let harness = try RenderHarness(scene: TestScenes.solid)
        var navigator = Navigator(scene: TestScenes.solid, spec: spec)
        navigator.perform(.push)
        var painted: [Double] = []
        for _ in 0..<40 {
            let before = harness.compositor.groupPaintedPages
            _ = try harness.render(navigator.frame())
            painted.append(harness.compositor.groupPaintedPages - before)
            navigator.step(1.0 / 60)
        }
        // The entering page is faded to nothing at first: it is painted then, while it is not
        // drawn, and each page once.
        // Each page once in the push, and the clocks: a few thousandths of a page a frame.
        XCTAssertEqual(painted.reduce(0, +), 2.15, accuracy: 0.15, "\(painted)")
        // The next push shows the page that entered, now underneath, and a new one in front.
        navigator.perform(.push)
        var next = 0.0
        for _ in 0..<40 {
            let before = harness.compositor.groupPaintedPages
            _ = try harness.render(navigator.frame())
            next += harness.compositor.groupPaintedPages - before
            navigator.step(1.0 / 60)
        }
        XCTAssertEqual(next, 1.15, accuracy: 0.15, "only the new page is painted: the one underneath was painted in the last push")
        let fresh = try RenderHarness(scene: TestScenes.solid)
        XCTAssertEqual(PixelComparison.differingBytes(try harness.render(navigator.frame()).bytes, try fresh.render(navigator.frame()).bytes), 0, "the kept pictures are right")
    }

    func testOnlyTheLayersThatChangedInPlaceArePaintedAgain() throws {
        let renderer = try RenderHarness(scene: TestScenes.solid).renderer
        var picture = GroupPicture(texture: try SDLTexture(target: renderer, width: 8, height: 8, transparent: false))
        let body = Layer(.fill(Color(red: 1, green: 2, blue: 3)), frame: Rect(x: 0, y: 0, width: 8, height: 8))
        let clock = Layer(.clock(seconds: 1), frame: Rect(x: 2, y: 2, width: 3, height: 2))
        XCTAssertEqual(picture.repaint(for: [body, clock], opaque: true), .everything, "nothing painted yet")
        picture.layers = [body, clock]
        XCTAssertEqual(picture.repaint(for: [body, clock], opaque: true), .nothing)
        let later = Layer(.clock(seconds: 1.5), frame: clock.frame)
        XCTAssertEqual(picture.repaint(for: [body, later], opaque: true), .within([clock.frame]))
        XCTAssertEqual(picture.repaint(for: [body, later], opaque: false), .everything, "SDL clears a whole target")
        var moved = later
        moved.frame.x += 1
        XCTAssertEqual(picture.repaint(for: [body, moved], opaque: true), .everything)
        XCTAssertEqual(picture.repaint(for: [body], opaque: true), .everything)
    }
}
