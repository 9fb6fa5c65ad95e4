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
}
