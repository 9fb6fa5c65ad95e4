import SlideBackCore
import SlideBackRender
import XCTest

/// The styles of issue 33 drawn mid-swipe over the solid scene; expected pixels from the numbers
/// docs/techniques.md ("The platforms in 2026") cites, written out here. A page at opacity o over the black window
/// shows its colour times o.
final class NewPlatformStylePixelTests: XCTestCase {
    private let width = RenderHarness.screen.width, height = RenderHarness.screen.height
    private let black = RGB(Color(rgb: 0))

    /// The solid scene in style `name`, pushed and dragged from the edge by `offset`, drawn.
    private func drawnMidSwipe(_ name: String, offset: Double) throws -> PixelBuffer {
        let harness = try RenderHarness(scene: TestScenes.solid)
        var navigator = Navigator(scene: TestScenes.solid, spec: try XCTUnwrap(StyleSpec.builtIns.first { $0.name == name }))
        // Pushed and settled: pushes longer than `pushAndSettle`'s half second (Ionic's 540 ms) finish.
        navigator.perform(.push)
        for _ in 0..<120 { navigator.step(1.0 / 60) }
        XCTAssertTrue(navigator.isSettled, name)
        navigator.edgeDrag(by: offset)
        return try harness.render(navigator.frame())
    }

    func testIonicShowsThePageUnderneathAtEightTenthsUnderItsCover() throws {
        let offset = 200.0, p = offset / width
        let buffer = try drawnMidSwipe("ionic", offset: offset)
        let underneath = RGB(Palette.rootBody).dimmed(by: 1 - (0.8 + 0.2 * p)).dimmed(by: 0.1 * (1 - p))
        assertPixel(buffer, x: 80, y: 600, underneath, "the page underneath: opacity 0.8 -> 1 under a cover of 0.1 -> 0")
        assertPixel(buffer, x: offset + 20, y: 600, RGB(Palette.secondBody), "the leaving page")
        assertPixel(buffer, x: offset + 100, y: 60, RGB(Palette.secondBar), "with its own bar (clear of its back button)")
    }

    func testNativeStackDimsThePageUnderneathByItsShadowView() throws {
        let offset = 160.0, p = offset / width
        let buffer = try drawnMidSwipe("native-stack", offset: offset)
        assertPixel(buffer, x: 80, y: 600, RGB(Palette.rootBody).dimmed(by: 0.1 * (1 - p)), "under a black view of 0.1")
        assertPixel(buffer, x: offset + 20, y: 600, RGB(Palette.secondBody), "the leaving page")
    }

    func testComposeIOSSlidesThePageUnderneathUndimmed() throws {
        let offset = 160.0
        let buffer = try drawnMidSwipe("compose-ios", offset: offset)
        assertPixel(buffer, x: 80, y: 600, RGB(Palette.rootBody), "no cover")
        assertPixel(buffer, x: offset + 20, y: 600, RGB(Palette.secondBody), "the leaving page")
    }

    func testFlutterFadeForwardsFadesThePageUnderneathInOverAnEmptyWindow() throws {
        let early = try drawnMidSwipe("flutter-fade-forwards", offset: 0.1 * width)
        // p = 0.1: the leaving page at 1 - p / 0.25, the page underneath at p / 0.75, over black.
        assertPixel(early, x: width - 2, y: 600, RGB(Palette.secondBody).dimmed(by: 0.1 / 0.25), "the leaving page alone at the right edge")
        let offset = 200.0, p = offset / width
        let buffer = try drawnMidSwipe("flutter-fade-forwards", offset: offset)
        // Past p = 0.25 the leaving page is gone; the page underneath has nearly arrived.
        assertPixel(buffer, x: 20, y: 600, RGB(Palette.rootBody).dimmed(by: 1 - p / 0.75), "the page underneath at p / 0.75")
        assertPixel(buffer, x: 20, y: 60, RGB(Palette.rootBar).dimmed(by: 1 - p / 0.75), "its own bar with it")
        assertPixel(buffer, x: width - 2, y: 600, black, "right of it: neither page, the leaving one faded out")
    }

    func testMaterialSharedAxisFadesThroughAt035() throws {
        let early = try drawnMidSwipe("material-shared-axis", offset: 0.2 * width)
        assertPixel(early, x: 200, y: 600, RGB(Palette.secondBody).dimmed(by: 0.2 / 0.35), "the outgoing page at 1 - p / 0.35")
        assertPixel(early, x: 3, y: 600, black, "30 p = 6 points right of the edge")
        let late = try drawnMidSwipe("material-shared-axis", offset: 0.6 * width)
        assertPixel(late, x: 200, y: 600, RGB(Palette.rootBody).dimmed(by: 1 - (0.6 - 0.35) / 0.65), "the incoming page after 0.35")
        assertPixel(late, x: width - 6, y: 600, black, "30 (1 - p) = 12 points short of the right edge")
    }

    func testComposeShrinksTheLeavingPageOverThePageFadingIn() throws {
        let buffer = try drawnMidSwipe("compose", offset: 0.5 * width)
        // Scaled to 1 - 0.3 p = 0.85 about its centre.
        let left = 0.075 * width, top = 0.075 * height
        assertPixel(buffer, x: left - 3, y: 600, RGB(Palette.rootBody).dimmed(by: 0.5), "the page underneath at opacity p")
        assertPixel(buffer, x: left + 3, y: 600, RGB(Palette.secondBody), "the leaving page, opaque")
        assertPixel(buffer, x: 100, y: top + 0.85 * 66, RGB(Palette.secondBar), "its own bar (page y 66), scaled with it")
        assertPixel(buffer, x: width - left + 3, y: 600, RGB(Palette.rootBody).dimmed(by: 0.5), "right of it, the page underneath")
    }

    func testHarmonyOSMasksThePageUnderneath() throws {
        let offset = 160.0, p = offset / width
        let buffer = try drawnMidSwipe("harmonyos", offset: offset)
        assertPixel(buffer, x: 40, y: 600, RGB(Palette.rootBody).dimmed(by: 25.0 / 255 * (1 - p)), "under the ARGB(25, 0, 0, 0) mask")
        assertPixel(buffer, x: offset + 20, y: 600, RGB(Palette.secondBody), "the leaving page")
    }
}
