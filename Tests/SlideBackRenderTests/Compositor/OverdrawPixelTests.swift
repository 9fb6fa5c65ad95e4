import CSDL2
import SlideBackCore
import SlideBackPixelComparison
@testable import SlideBackRender
import XCTest

/// The overdraw count (`slideback bench`'s overdraw_mean and overdraw_max) and what lowers it: a
/// dimming cover folded into the page under it, and a clear of only the uncovered columns, both
/// leaving every pixel as it was, within two levels of rounding.
final class OverdrawPixelTests: XCTestCase {
    /// Draws `frame` and returns the pixels and the pixels drawn per window pixel.
    private func render(_ frame: Frame, _ harness: RenderHarness) throws -> (PixelBuffer, Double) {
        let before = harness.renderer.pixelsDrawn
        let buffer = try harness.render(frame)
        let output = harness.renderer.outputSize
        return (buffer, (harness.renderer.pixelsDrawn - before) / Double(output.width * output.height))
    }

    func testAFoldedCoverDrawsTheSamePixelsWithOnePassLess() throws {
        for style in [StyleName.system, .slideback, .weibo] {
            for offset in [0.0, 30, 200, 413.5] {
                let harness = try RenderHarness(scene: TestScenes.solid)
                var navigator = Navigator(scene: TestScenes.solid, style: style)
                navigator.pushAndSettle()
                navigator.edgeDrag(by: offset)
                let frame = navigator.frame()
                let (folded, foldedOverdraw) = try render(frame, harness)
                harness.compositor.foldsCovers = false
                let (drawn, drawnOverdraw) = try render(frame, harness)
                // Within the rounding of SDL's own blend (its blitter and its fill round differently).
                XCTAssertLessThanOrEqual(PixelComparison.largestDifference(folded, drawn), 2, "\(style) at \(offset): the same picture")
                XCTAssertLessThanOrEqual(foldedOverdraw, drawnOverdraw, "\(style) at \(offset)")
                if offset == 200 { XCTAssertLessThan(foldedOverdraw, drawnOverdraw - 0.3, "\(style): the cover's pass over half the page is saved") }
                XCTAssertLessThanOrEqual(foldedOverdraw, 1.3, "\(style) at \(offset)")
            }
        }
    }

    /// A page only moved and faded, drawn first (ionic's page underneath, at 0.8), drawn as its
    /// layers darkened in one pass (`FadeOverBlack`): its faded picture's pixels, with less drawn.
    /// Within three levels, not two: on a letter's smoothed edge the picture rounds the letter's
    /// blend and then the fade, the darkened layers a blend of two colours already rounded (a
    /// dozen pixels of a frame at three).
    func testAFadedPageOverTheClearedBlackIsDrawnDarkenedWithLessDrawn() throws {
        var drawnDarkened: Set<String> = []
        for spec in StyleSpec.builtIns {
            for offset in [30.0, 200, 380] {
                let harness = try RenderHarness(scene: TestScenes.solid)
                var navigator = Navigator(scene: TestScenes.solid, spec: spec)
                // Pushed and settled: pushes longer than `pushAndSettle`'s half second (Ionic's 540 ms) finish.
                navigator.perform(.push)
                for _ in 0..<120 { navigator.step(1.0 / 60) }
                navigator.edgeDrag(by: offset)
                let frame = navigator.frame()
                guard case .transformed = frame.drawItems.first,
                      case .layer = FadeOverBlack.items(of: frame, scale: PixelScale(factor: 1)).first else { continue }
                drawnDarkened.insert(spec.name)
                let (darkened, darkenedOverdraw) = try render(frame, harness)
                harness.compositor.foldsCovers = false
                let (faded, fadedOverdraw) = try render(frame, harness)
                XCTAssertLessThanOrEqual(PixelComparison.largestDifference(darkened, faded), 3, "\(spec.name) at \(offset): the same picture")
                XCTAssertLessThan(darkenedOverdraw, fadedOverdraw, "\(spec.name) at \(offset)")
            }
        }
        XCTAssertTrue(drawnDarkened.contains("ionic"), "ionic's page underneath is such a page: \(drawnDarkened)")
    }

    func testPixelsAreCountedAfterClippingAndOnlyInTheWindow() throws {
        let harness = try RenderHarness(scene: TestScenes.solid, screen: Size(width: 100, height: 50))
        let renderer = harness.renderer
        let start = renderer.pixelsDrawn
        renderer.setClip(SDL_FRect(x: 10, y: 0, w: 20, h: 50))
        renderer.fill(SDL_FRect(x: -40, y: -10, w: 400, h: 30), Color4(red: 9, green: 9, blue: 9, alpha: 255))
        XCTAssertEqual(renderer.pixelsDrawn - start, 20 * 20, "20 columns of the clip, 20 rows on the window")
        renderer.setClip(nil)
        let texture = try SDLTexture(target: renderer, width: 8, height: 8, transparent: false)
        try renderer.setTarget(texture)
        renderer.fill(SDL_FRect(x: 0, y: 0, w: 8, h: 8), Color4(red: 9, green: 9, blue: 9, alpha: 255))
        try renderer.setTarget(nil)
        XCTAssertEqual(renderer.pixelsDrawn - start, 400, "a texture's pixels are not the window's")
    }
}
