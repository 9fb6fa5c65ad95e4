import CSDL2
import SlideBackCore
import SlideBackPixelComparison
@testable import SlideBackRender
import XCTest

/// Issue 13, section 4: styles whose pages are scaled, rounded or faded draw less. What the
/// opaque inside of a scaled page hides is not drawn, and the screen is cleared only outside it;
/// every pixel stays as it was, within two levels of rounding.
final class TransformedOverdrawPixelTests: XCTestCase {
    /// The pixels `frame` draws, and how many pixels were drawn per window pixel.
    private func picture(of frame: Frame, by harness: RenderHarness) throws -> (pixels: PixelBuffer, overdraw: Double) {
        let counted = harness.renderer.pixelsDrawn
        let pixels = try harness.render(frame)
        let windowPixels = harness.renderer.outputSize.width * harness.renderer.outputSize.height
        return (pixels, (harness.renderer.pixelsDrawn - counted) / Double(windowPixels))
    }

    /// A frame of `spec` with its second page held `offset` points from the edge.
    private func heldSwipe(in spec: StyleSpec, at offset: Double) -> Frame {
        var navigator = Navigator(scene: TestScenes.solid, spec: spec)
        navigator.pushAndSettle()
        navigator.edgeDrag(by: offset)
        return navigator.frame()
    }

    func testScaledAndRoundedPagesHideWhatIsUnderThemAndTheSamePicturesAreDrawn() throws {
        for name in ["scale-back", "predictive-back", "predictive-back-shared"] {
            let spec = try XCTUnwrap(StyleSpec.builtIns.first { $0.name == name })
            for offset in [20.0, 120, 200, 330] {
                let harness = try RenderHarness(scene: TestScenes.solid)
                let frame = heldSwipe(in: spec, at: offset)
                XCTAssertTrue(frame.drawItems.contains { if case .transformed = $0 { true } else { false } }, "\(name): a scaled page")
                let (culled, culledOverdraw) = try picture(of: frame, by: harness)
                harness.compositor.cullsUnderTransformedGroups = false
                harness.compositor.foldsCovers = false
                let (drawn, drawnOverdraw) = try picture(of: frame, by: harness)
                XCTAssertEqual(PixelComparison.pixels(of: culled, differingFrom: drawn, byMoreThan: 2), 0, "\(name) at \(offset): the same picture")
                XCTAssertLessThan(culledOverdraw, drawnOverdraw, "\(name) at \(offset)")
                // A dimmed page underneath is stretched dimmed in one pass (DimmedStretch).
                XCTAssertLessThanOrEqual(culledOverdraw, 1.3, "\(name) at \(offset)")
            }
        }
    }

    /// A pushed page that fades in is painted while it shows nothing; its copy in main memory is
    /// read back in a frame that still shows nothing of it, not in the frame that first shows it,
    /// which also draws the page under it whole.
    func testAFadingInPageIsReadBackBeforeItFirstShows() throws {
        for name in ["predictive-back", "predictive-back-shared"] {
            let spec = try XCTUnwrap(StyleSpec.builtIns.first { $0.name == name })
            let harness = try RenderHarness(scene: TestScenes.solid)
            var navigator = Navigator(scene: TestScenes.solid, spec: spec)
            navigator.perform(.push)
            func readBack() -> Int { harness.compositor.groupTargets.reduce(0) { $0 + ($1.texture.mirror?.pixelsRead ?? 0) } }
            var shown = false
            for _ in 0..<60 where !shown {
                navigator.step(1.0 / 60)
                let frame = navigator.frame()
                shown = frame.drawItems.contains { item in
                    if case .transformed(let group, _) = item { group.transform.opacity < 1 && Color4.byte(group.transform.opacity) > 0 } else { false }
                }
                let before = readBack()
                _ = try harness.render(frame)
                if shown {
                    let screen = harness.renderer.outputSize.width * harness.renderer.outputSize.height
                    XCTAssertLessThan(readBack() - before, screen / 20, "\(name): the first frame that shows the page reads little back")
                }
            }
            XCTAssertTrue(shown, "\(name): the pushed page fades in")
        }
    }

    func testPiecesOfARectangleOutsideItsHolesCoverItExactlyOnce() {
        let rect = SDL_FRect(x: 0, y: 0, w: 100, h: 80)
        let holes = [SDL_Rect(x: 20, y: 10, w: 50, h: 60), SDL_Rect(x: 10, y: 30, w: 70, h: 20), SDL_Rect(x: 90, y: -5, w: 30, h: 200)]
        let pieces = OpaqueCores.pieces(of: rect, minus: holes)
        for y in 0..<80 {
            for x in 0..<100 {
                let inside = pieces.filter { Float(x) >= $0.x && Float(x) < $0.x + $0.w && Float(y) >= $0.y && Float(y) < $0.y + $0.h }.count
                let inHole = holes.contains { x >= $0.x && x < $0.x + $0.w && y >= $0.y && y < $0.y + $0.h }
                XCTAssertEqual(inside, inHole ? 0 : 1, "pixel \(x), \(y)")
            }
        }
        XCTAssertTrue(OpaqueCores.pieces(of: SDL_FRect(x: 5, y: 5, w: 0, h: 10), minus: []).isEmpty, "an empty clip gives no piece")
        XCTAssertTrue(OpaqueCores.pieces(of: rect, minus: [SDL_Rect(x: -1, y: -1, w: 200, h: 200)]).isEmpty)
    }
}
