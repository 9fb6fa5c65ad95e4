import SlideBackCore
import SlideBackRender
import XCTest

/// `ios-zoom` drawn mid-swipe over the solid scene: the page in front shrunk by 0.67 per width of
/// travel about the point the finger grabbed, which moves with the finger, with rounded corners,
/// over the page underneath, unmoved, under 0.07 of black (the fit in JakeThomson/swift_transitions
/// `lib/src/zoom/zoom_dismiss_physics.dart`).
final class IOSZoomPixelTests: XCTestCase {
    private let width = RenderHarness.screen.width, height = RenderHarness.screen.height

    func testTheHeldPageShrinksAboutTheGrabbedPointOverTheDimmedPageUnderneath() throws {
        let harness = try RenderHarness(scene: TestScenes.solid)
        var navigator = Navigator(scene: TestScenes.solid, spec: try XCTUnwrap(StyleSpec.builtIns.first { $0.name == "ios-zoom" }))
        navigator.perform(.push)
        for _ in 0..<120 { navigator.step(1.0 / 60) }
        XCTAssertTrue(navigator.isSettled)
        let offset = 0.25 * width, p = offset / width, scale = 1 - 0.67 * p
        navigator.edgeDrag(by: offset)
        let buffer = try harness.render(navigator.frame())
        // Grabbed at (2, 600) and moved `offset` right: scaled about that point, carried with it.
        let left = 2 * (1 - scale) + offset, top = 600 * (1 - scale)
        let underneath = RGB(Palette.rootBody).dimmed(by: 0.07 * (1 - p))
        assertPixel(buffer, x: left - 3, y: 600, underneath, "left of the card: the page underneath, in place, dimmed")
        assertPixel(buffer, x: left + 3, y: 600, RGB(Palette.secondBody), "the card")
        assertPixel(buffer, x: left + 100, y: top - 3, underneath, "above it, the same")
        assertPixel(buffer, x: left + 100, y: top + scale * height + 3, underneath, "and below it")
        assertPixel(buffer, x: left + scale * 300, y: top + scale * 66, RGB(Palette.secondBar), "its own bar (page 300, 66), scaled with it")
        assertPixel(buffer, x: left + 1, y: top + 1, underneath, "a rounded corner: the page underneath shows through it")
    }
}
