import Foundation
import SlideBackCore
import SlideBackRender
import XCTest

/// A style that exists only as style-file JSON, drawn mid-drag: the page underneath moved by half
/// the parallax and dimmed, the page in front scaled about its centre with rounded corners. Every
/// expected pixel is worked out here from the file's numbers, not from the style code.
final class StyleFilePixelTests: XCTestCase {
    private let json = """
    {"name": "tilted", "base": "slideback", "backParallax": 0.5, "backDim": 0.3, "frontScale": 0.9,
     "cornerRadius": 20, "shadowOpacity": 0}
    """
    private let width = RenderHarness.screen.width, height = RenderHarness.screen.height

    func testAStyleFromAFileIsDrawnAsItsNumbersSay() throws {
        var warnings: [String] = []
        let spec = try StyleSpec.parse(Data(json.utf8), file: "tilted.json", warnings: &warnings)
        XCTAssertEqual(warnings, [])
        let offset = 160.0, p = offset / width
        // 4x: large triangles once overflowed SDL's software rasterizer, which crashed or drew garbage.
        for scale in [1, 2, 4] {
            let harness = try RenderHarness(scene: TestScenes.solid, scale: scale)
            var navigator = Navigator(scene: TestScenes.solid, spec: spec)
            navigator.pushAndSettle()
            navigator.edgeDrag(by: offset)
            let buffer = try harness.render(navigator.frame())
            func pixel(_ x: Double, _ y: Double, _ expected: RGB, _ what: String, line: UInt = #line) {
                assertPixel(buffer, x: x * Double(scale), y: y * Double(scale), expected, "\(what) at \(scale)x", line: line)
            }
            // The page underneath: its right edge at W - (1 - p) * 0.5 * W, under black of 0.3 (1 - p).
            let backRight = width - (1 - p) * 0.5 * width
            let dim = 0.3 * (1 - p)
            // The page in front: scale 1 - 0.1 p about its centre, moved right by p W.
            let s = 1 - 0.1 * p
            let left = offset + width / 2 * (1 - s), top = height / 2 * (1 - s), bottom = height / 2 * (1 + s)
            XCTAssertGreaterThan(top, 10, "the scaled page leaves rows above it to sample")

            // Above the scaled page, the page underneath's bar ends at its right edge; then nothing.
            pixel(backRight - 4, top / 2, RGB(Palette.rootBar).dimmed(by: dim), "the page underneath's bar, dimmed")
            pixel(backRight + 4, top / 2, RGB(Color(rgb: 0x000000)), "beyond the page underneath")
            pixel(backRight - 4, (bottom + height) / 2, RGB(Palette.rootBody).dimmed(by: dim), "its body below the scaled page")
            pixel(80, 600, RGB(Palette.rootBody).dimmed(by: dim), "its body beside the scaled page")
            // The scaled page's edges.
            pixel(left - 2, 600, RGB(Palette.rootBody).dimmed(by: dim), "just outside the scaled page's left edge")
            pixel(left + 2, 600, RGB(Palette.secondBody), "just inside its left edge")
            pixel(left + 40, top - 2, RGB(Palette.rootBar).dimmed(by: dim), "just above its top edge")
            pixel(left + 40, top + 2, RGB(Palette.secondBar), "just inside its top edge: its own bar, scaled")
            pixel(left + 40, bottom - 2, RGB(Palette.secondBody), "just inside its bottom edge")
            pixel(left + 40, bottom + 2, RGB(Palette.rootBody).dimmed(by: dim), "just below it")
            // The rounded corner: 20 pt. Its square's outer corner shows the page underneath.
            pixel(left + 2, top + 2, RGB(Palette.rootBar).dimmed(by: dim), "outside the rounded corner")
            pixel(left + 2, bottom - 2, RGB(Palette.rootBody).dimmed(by: dim), "outside the bottom corner")
            pixel(left + 20, top + 4, RGB(Palette.secondBar), "inside the corner's circle")
        }
    }

    func testAHalfFadedPageShowsThePageUnderneathThroughIt() throws {
        var warnings: [String] = []
        let spec = try StyleSpec.parse(Data(#"{"name": "ghost", "frontOpacity": 0.5, "frontOpacityEnd": 0.5, "backDim": 0, "shadowOpacity": 0}"#.utf8),
                                       file: "ghost.json", warnings: &warnings)
        let offset = 100.0
        let harness = try RenderHarness(scene: TestScenes.solid)
        var navigator = Navigator(scene: TestScenes.solid, spec: spec)
        navigator.pushAndSettle()
        navigator.edgeDrag(by: offset)
        let buffer = try harness.render(navigator.frame())
        let front = RGB(Palette.secondBody), back = RGB(Palette.rootBody)
        let half = RGB(Color(red: UInt8((front.red + back.red) / 2), green: UInt8((front.green + back.green) / 2),
                             blue: UInt8((front.blue + back.blue) / 2)))
        // The page underneath, a third as fast, still covers x = 200 (its right edge is at W - (1 - p) W / 3).
        assertPixel(buffer, x: 200, y: 600, half, tolerance: 3, "half the moving page over the page underneath")
        assertPixel(buffer, x: 50, y: 600, back, "the page underneath alone")
        assertPixel(buffer, x: 380, y: 600, RGB(Palette.secondBody).dimmed(by: 0.5), tolerance: 3, "half the moving page over nothing")
    }
}
