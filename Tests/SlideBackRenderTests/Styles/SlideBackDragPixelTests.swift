import SlideBackCore
import SlideBackRender
import XCTest

/// Style 2, the whole-page snapshot slide-back, as pixels: a back swipe from the left edge is held
/// at several offsets and the drawn frame is compared with the SPEC's parallax and cover formulas.
final class SlideBackDragPixelTests: XCTestCase {
    /// Offsets of the held finger: none, a little, a quarter, half and three quarters of the width.
    static let offsets = [0, 50, 103.5, 207, 310.5]

    func testDragShowsDimmedPageBelowAndMovingPageWithItsBar() throws {
        let harness = try RenderHarness(scene: TestScenes.solid)
        for offset in Self.offsets {
            var navigator = Navigator(scene: TestScenes.solid, style: .snapshot)
            navigator.pushAndSettle()
            navigator.edgeDrag(by: offset)
            let buffer = try harness.render(navigator.frame())
            DragExpectations.assertSolidDrag(buffer, offset: offset, scale: 1)
        }
    }

    func testScreenshotUnderneathMovesWithParallax() throws {
        let scene = try TestScenes.marker()
        let harness = try RenderHarness(scene: scene)
        let width = RenderHarness.screen.width
        for offset in Self.offsets where offset > 0 {
            var navigator = Navigator(scene: scene, style: .snapshot)
            navigator.pushAndSettle()
            navigator.edgeDrag(by: offset)
            let buffer = try harness.render(navigator.frame())
            let alpha = Spec.coverAlpha(offset: offset, width: width)
            let pictureX = Spec.underneathX(offset: offset, width: width)
            var checked = 0
            for x in stride(from: 2.0, through: offset - 8, by: 4) {
                guard let tone = DragExpectations.markerTone(atScreenX: x, pictureX: pictureX) else { continue }
                assertPixel(buffer, x: x, y: 600, RGB(tone).dimmed(by: alpha), "marker picture at offset \(offset)")
                checked += 1
            }
            XCTAssertGreaterThan(checked, 5, "too few samples left of the edge at offset \(offset)")
        }
    }
}

/// Expected pixels of a held back swipe over the solid scene, computed from the SPEC formulas.
enum DragExpectations {
    /// Checks a frame of the solid scene with the finger holding the top page at `offset` points,
    /// drawn at `scale` pixels per point. Samples stay 8 pt clear of the moving edge (shadow) and
    /// away from the status text, titles and the back button.
    static func assertSolidDrag(_ buffer: PixelBuffer, offset: Double, scale: Double,
                                file: StaticString = #filePath, line: UInt = #line) {
        let width = RenderHarness.screen.width
        XCTAssertEqual(buffer.width, Int(width * scale), file: file, line: line)
        XCTAssertEqual(buffer.height, Int(RenderHarness.screen.height * scale), file: file, line: line)
        let alpha = Spec.coverAlpha(offset: offset, width: width)
        let pictureX = Spec.underneathX(offset: offset, width: width)
        func sample(_ x: Double, _ y: Double, _ expected: RGB, _ what: String) {
            assertPixel(buffer, x: x * scale, y: y * scale, expected, "\(what) at offset \(offset), scale \(scale)",
                        file: file, line: line)
        }
        // Left of the edge: the screenshot of the root page under the black cover.
        for x in [2, offset / 2, offset - 8] where x >= 2 && x <= offset - 8 {
            for y in [150.0, 600, 850] {
                sample(x, y, RGB(Palette.rootBody).dimmed(by: alpha), "body of the page below")
            }
        }
        // The screenshot's own bar, 120 pt into the picture: clear of its clock and its title.
        let barX = pictureX + 120
        if barX >= 2 && barX <= offset - 8 {
            sample(barX, 66, RGB(Palette.rootBar).dimmed(by: alpha), "bar of the page below")
        }
        // Right of the edge: the top page, undimmed, with its own bar moving with it.
        for x in [offset + 8, (offset + width) / 2, width - 2] where x >= offset + 8 {
            for y in [150.0, 600, 850] {
                sample(x, y, RGB(Palette.secondBody), "body of the moving page")
            }
        }
        if offset + 60 < width - 2 { sample(offset + 60, 66, RGB(Palette.secondBar), "bar of the moving page") }
        if offset + 150 < width - 2 { sample(offset + 150, 10, RGB(Palette.secondBar), "status area of the moving page") }
    }

    /// The colour of the marker picture at screen x when the picture's left edge is at `pictureX`:
    /// its left half is `rootBody`, its right half `markerRight`. `nil` within 6 pt of the boundary,
    /// where filtering blends the two.
    static func markerTone(atScreenX x: Double, pictureX: Double) -> Color? {
        let inPicture = x - pictureX
        let middle = RenderHarness.screen.width / 2
        guard abs(inPicture - middle) > 6 else { return nil }
        return inPicture < middle ? Palette.rootBody : Palette.markerRight
    }
}
