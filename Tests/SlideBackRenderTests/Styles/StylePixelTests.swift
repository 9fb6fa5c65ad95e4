import SlideBackCore
import SlideBackRender
import XCTest

/// The other styles as pixels, over the solid scene (two pages with opaque bars of distinct
/// colours) or the marker scene. Every expected value comes from the SPEC's rules, written out here:
/// the page underneath of system, bar-snapshot and slideback sits at `-(1 - f) W / 3` (f = offset / W)
/// under black of `dim (1 - f)`; system's one shared bar mixes the two bar colours at f; weibo shows
/// the stored picture of the page below at x = 0 under a fixed 0.5 cover.
final class StylePixelTests: XCTestCase {
    let width = RenderHarness.screen.width

    // MARK: bar-snapshot (style 4)

    func testBarSnapshotSwipeShowsEachPagesOwnBarOverTheStatusArea() throws {
        let offset = 160.0, fraction = offset / width
        let harness = try RenderHarness(scene: TestScenes.solid)
        var navigator = Navigator(scene: TestScenes.solid, style: .barSnapshot)
        navigator.pushAndSettle()
        navigator.edgeDrag(by: offset)
        let frame = navigator.frame()
        let barPictures = frame.layers(where: { if case .snapshot(let key) = $0 { return key.kind == .bar } else { return false } })
        XCTAssertEqual(barPictures.count, 2, "both pages must carry their bar picture, or this test checks live bars")
        XCTAssertTrue(frame.layers(where: { if case .navigationBar = $0 { return true } else { return false } }).isEmpty,
                      "the real bar is hidden during the transition")
        let buffer = try harness.render(frame)

        // The status text (x 34..80) and battery (x 364..392) are drawn over the status area; skip them.
        let below = RGB(Palette.rootBar).dimmed(by: 0.2 * (1 - fraction))
        for y in [0.0, 2, 12, 22, 32, 43] {
            for x in [2.0, 20, 90, 120, offset - 2] {
                assertPixel(buffer, x: x, y: y, below, "status area over the page underneath (its own bar, dimmed)")
            }
            for x in [offset + 2, 250, 340, width - 2] {
                assertPixel(buffer, x: x, y: y, RGB(Palette.secondBar), "status area over the moving page (its own bar)")
            }
        }
        // The bar rows proper, clear of titles and the back button.
        assertPixel(buffer, x: 60, y: 60, below, "bar row of the page underneath")
        assertPixel(buffer, x: 220, y: 60, RGB(Palette.secondBar), "bar row of the moving page")
        // The picture holds the whole bar, not a squeezed or shifted part of it: the moving page's back
        // button (the harness's magenta/white checkerboard) sits where the bar frame puts it,
        // x = 20 - 15 + offset, y = 44 + (44 - 25) / 2, 25 pt square, with plain bar just above it.
        let button = (x: 5 + offset, y: 44 + 9.5, side: 25.0)
        var magenta = 0, samples = 0
        for y in stride(from: button.y + 2, through: button.y + button.side - 2, by: 1) {
            for x in stride(from: button.x + 2, through: button.x + button.side - 2, by: 1) {
                let pixel = buffer.pixel(x: Int(x), y: Int(y))
                if pixel.red > 200 && pixel.green < 60 && pixel.blue > 200 { magenta += 1 }
                samples += 1
            }
        }
        XCTAssertGreaterThan(magenta, samples / 4, "back button in the moving page's bar picture: \(magenta) of \(samples) magenta")
        assertPixel(buffer, x: button.x + 12, y: button.y - 3, RGB(Palette.secondBar), "bar just above the back button")
        // Bodies: the page underneath dimmed, the moving page not.
        assertPixel(buffer, x: 80, y: 600, RGB(Palette.rootBody).dimmed(by: 0.2 * (1 - fraction)), "body underneath")
        assertPixel(buffer, x: 300, y: 600, RGB(Palette.secondBody), "moving body")
    }

    // MARK: system (style 1)

    func testSystemSwipeMixesTheSharedBarColourAtTheSwipeFraction() throws {
        let harness = try RenderHarness(scene: TestScenes.solid)
        for offset in [100.0, 300] {
            var navigator = Navigator(scene: TestScenes.solid, style: .system)
            navigator.pushAndSettle()
            navigator.edgeDrag(by: offset)
            let buffer = try harness.render(navigator.frame())
            // The one bar stays put; its colour goes from the front page's to the back page's.
            let expected = Self.mix(Palette.secondBar, Palette.rootBar, offset / width)
            for (x, y) in [(380.0, 60.0), (120, 60), (200, 20), (150, 2), (width - 2, 40)] {
                assertPixel(buffer, x: x, y: y, expected, "shared bar at offset \(offset)")
            }
        }
    }

    // MARK: weibo (style 3)

    func testWeiboDragShowsThePictureBelowAtTheOriginUnderAFixedHalfCover() throws {
        let scene = try TestScenes.marker()
        let harness = try RenderHarness(scene: scene)
        var samples: [Double: [UInt8]] = [:]
        for offset in [160.0, 300] {
            var navigator = Navigator(scene: scene, style: .weibo)
            navigator.pushAndSettle()
            navigator.edgeDrag(by: offset)
            let frame = navigator.frame()
            XCTAssertFalse(frame.layers(where: { $0 == .snapshot(SnapshotKey(page: navigator.stack[0], kind: .screen)) }).isEmpty,
                           "the page below is shown from its picture")
            let buffer = try harness.render(frame)
            // The marker picture at x = 0: its tone boundary stays at the middle whatever the offset.
            var checked = 0
            for x in stride(from: 2.0, through: offset - 8, by: 4) {
                guard let tone = DragExpectations.markerTone(atScreenX: x, pictureX: 0) else { continue }
                for y in [150.0, 600] {
                    assertPixel(buffer, x: x, y: y, RGB(tone).dimmed(by: 0.5), "picture below at offset \(offset)")
                    checked += 1
                }
            }
            XCTAssertGreaterThan(checked, 50, "too few samples left of the edge at offset \(offset)")
            for x in stride(from: offset + 8, through: width - 2, by: 4) {
                assertPixel(buffer, x: x, y: 600, RGB(Palette.secondBody), "moving page at offset \(offset)")
            }
            assertPixel(buffer, x: offset + 60, y: 66, RGB(Palette.secondBar), "moving page's bar at offset \(offset)")
            let pixel = buffer.pixel(x: 100, y: 600)
            samples[offset] = [pixel.red, pixel.green, pixel.blue, pixel.alpha]
        }
        XCTAssertEqual(samples[160], samples[300], "the cover is fixed: the page below looks the same at every offset")
    }

    // MARK: slideback (ours)

    func testSlideBackPushHalfWayShowsBothPagesWithTheirOwnBars() throws {
        let harness = try RenderHarness(scene: TestScenes.solid)
        var navigator = Navigator(scene: TestScenes.solid, style: .slideback)
        navigator.perform(.push)
        navigator.step(0.2)  // half of the 0.4 s animation
        let fraction = 1 - Spec.easeInOut(0.5)  // how far the new page still is from covering the screen
        let edge = fraction * width
        let buffer = try harness.render(navigator.frame())

        // The old page sits at -(1 - f) W / 3 (its status text left the screen), dimmed by 0.1 (1 - f);
        // the new page's left edge is at f W, its shadow just left of it, its status text at edge + 34..80.
        let old = RGB(Palette.rootBar).dimmed(by: 0.1 * (1 - fraction))
        for y in [0.0, 2, 12, 22, 32, 43] {
            for x in [20.0, 100, 160, edge - 8] {
                assertPixel(buffer, x: x, y: y, old, "status rows over the old page (its own bar, dimmed)")
            }
            for x in [edge + 4, edge + 100, width - 2] {
                assertPixel(buffer, x: x, y: y, RGB(Palette.secondBar), "status rows over the new page (its own bar)")
            }
        }
        assertPixel(buffer, x: 20, y: 60, old, "bar row of the old page")
        assertPixel(buffer, x: edge + 100, y: 60, RGB(Palette.secondBar), "bar row of the new page")
        assertPixel(buffer, x: 100, y: 600, RGB(Palette.rootBody).dimmed(by: 0.1 * (1 - fraction)), "old body")
        assertPixel(buffer, x: edge + 100, y: 600, RGB(Palette.secondBody), "new body")
    }

    /// The straight mix of two opaque colours, `fraction` of the way from `from` to `to`.
    static func mix(_ from: Color, _ to: Color, _ fraction: Double) -> RGB {
        var result = RGB(from)
        let end = RGB(to)
        result.red += (end.red - result.red) * fraction
        result.green += (end.green - result.green) * fraction
        result.blue += (end.blue - result.blue) * fraction
        return result
    }
}
