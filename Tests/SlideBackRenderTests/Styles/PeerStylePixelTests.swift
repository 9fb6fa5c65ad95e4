import SlideBackCore
import SlideBackRender
import XCTest

/// The peer styles drawn mid-swipe over the solid scene; expected pixels from GKNavigationBar's and
/// KMNavigationBarTransition's numbers, written out here.
final class PeerStylePixelTests: XCTestCase {
    private let width = RenderHarness.screen.width, height = RenderHarness.screen.height

    /// The solid scene in style `name`, pushed and dragged from the edge by `offset`, drawn.
    private func drawnMidSwipe(_ name: String, offset: Double) throws -> PixelBuffer {
        let harness = try RenderHarness(scene: TestScenes.solid)
        var navigator = Navigator(scene: TestScenes.solid, spec: try XCTUnwrap(StyleSpec.builtIns.first { $0.name == name }))
        navigator.pushAndSettle()
        navigator.edgeDrag(by: offset)
        return try harness.render(navigator.frame())
    }

    func testScaleBackShowsThePageUnderneathSmallerThanTheScreenUnderItsCover() throws {
        let offset = 200.0, p = offset / width
        let buffer = try drawnMidSwipe("scale-back", offset: offset)
        let sx = 0.95 + 0.05 * p, sy = 0.97 + 0.03 * p
        let left = width / 2 * (1 - sx), top = height / 2 * (1 - sy), bottom = height / 2 * (1 + sy)
        XCTAssertGreaterThan(left, 3)
        let covered = RGB(Palette.rootBody).dimmed(by: 0.6 * (1 - p))
        assertPixel(buffer, x: left - 2, y: 600, RGB(Color(rgb: 0)), "left of the shrunken page: the window")
        assertPixel(buffer, x: left + 2, y: 600, covered, "the page underneath, under a cover of 0.6 (1 - p)")
        assertPixel(buffer, x: 100, y: bottom + 2, RGB(Color(rgb: 0)), "below it")
        assertPixel(buffer, x: 100, y: bottom - 2, covered, "its last rows")
        assertPixel(buffer, x: 100, y: top - 2, RGB(Color(rgb: 0)), "above it")
        assertPixel(buffer, x: offset + 20, y: 600, RGB(Palette.secondBody), "the moving page, unscaled")
    }

    func testFakeBarShowsEachPagesOwnBarColourAboveBothHalves() throws {
        let offset = 180.0, p = offset / width
        let buffer = try drawnMidSwipe("fake-bar", offset: offset)
        let below = RGB(Palette.rootBar).dimmed(by: 0.2 * (1 - p))
        // Clear of the shared back button (x 5-30), the titles (around the middle) and the status text.
        for (x, y) in [(60.0, 60.0), (120.0, 10.0), (150.0, 80.0)] {
            assertPixel(buffer, x: x, y: y, below, "the bar rows over the page underneath: its own bar, dimmed")
        }
        for (x, y) in [(300.0, 60.0), (340.0, 10.0), (390.0, 80.0)] {
            assertPixel(buffer, x: x, y: y, RGB(Palette.secondBar), "the bar rows over the moving page: its own bar")
        }
        assertPixel(buffer, x: 80, y: 600, RGB(Palette.rootBody).dimmed(by: 0.2 * (1 - p)), "the body underneath")
    }

    func testPredictiveBackMidGestureShowsTheShrunkenRoundedPageOverTheScrimmedPageUnderneath() throws {
        let buffer = try drawnMidSwipe("predictive-back", offset: 0.5 * width)
        // The leaving page at 0.9 about its centre, shifted so its right edge is 8 points in.
        let left = 0.05 * width + (width / 20 - 8), right = width - 8, top = 0.05 * height, bottom = 0.95 * height
        let underneath = RGB(Palette.rootBody).dimmed(by: 0.2)
        assertPixel(buffer, x: left - 2, y: 600, underneath, "left of the page: the page underneath under the 0.2 scrim")
        assertPixel(buffer, x: left + 2, y: 600, RGB(Palette.secondBody), "the leaving page, undimmed")
        assertPixel(buffer, x: right + 2, y: 600, RGB(Color(rgb: 0)), "the 8-point margin on the right")
        assertPixel(buffer, x: right - 2, y: 600, RGB(Palette.secondBody), "its right edge")
        assertPixel(buffer, x: 200, y: bottom + 2, RGB(Color(rgb: 0)), "below both pages")
        // Just outside the 28-point bottom-left corner lies the page underneath; just inside, the page.
        assertPixel(buffer, x: left + 3, y: bottom - 3, underneath, "outside the rounded corner")
        assertPixel(buffer, x: left + 28, y: bottom - 3, RGB(Palette.secondBody), "inside the corner's straight edge")
        assertPixel(buffer, x: left + 10, y: bottom - 10, RGB(Palette.secondBody), "inside the corner's circle")
        XCTAssertGreaterThan(top, 40)
    }
}
