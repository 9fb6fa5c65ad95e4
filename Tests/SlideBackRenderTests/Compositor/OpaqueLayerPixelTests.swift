import CSDL2
import Foundation
import SlideBackCore
import SlideBackPixelComparison
@testable import SlideBackRender
import XCTest

/// Issue 13, section 4: what a page's opaque cards, photos and bars hide of its background is not
/// drawn, a layer they hide whole is skipped, and a black cover is drawn only over what was drawn
/// before it. Every pixel stays as it was, in every style, at rest, mid-swipe, mid-push and with
/// the page scrolled under its bar; and fewer pixels are drawn.
final class OpaqueLayerPixelTests: XCTestCase {

    /// The default scene, as the program loads it.
    private static func defaultScene() throws -> Scene {
        try Scene.loadForDrawing(contentsOf: RenderHarness.checkout + "/Resources/scene.json")
    }

    /// The pixels `frame` draws with and without the culling, and how many pixels each drew per
    /// window pixel. Drawn twice first, so every photo is decoded and counts as opaque.
    private func pictures(of frame: Frame, harness: RenderHarness) throws -> (culled: PixelBuffer, drawn: PixelBuffer, saved: Double) {
        let windowPixels = Double(harness.renderer.outputSize.width * harness.renderer.outputSize.height)
        _ = try harness.render(frame)
        harness.compositor.cullsUnderOpaqueLayers = true
        var counted = harness.renderer.pixelsDrawn
        let culled = try harness.render(frame)
        let culledOverdraw = (harness.renderer.pixelsDrawn - counted) / windowPixels
        harness.compositor.cullsUnderOpaqueLayers = false
        counted = harness.renderer.pixelsDrawn
        let drawn = try harness.render(frame)
        let drawnOverdraw = (harness.renderer.pixelsDrawn - counted) / windowPixels
        harness.compositor.cullsUnderOpaqueLayers = true
        return (culled, drawn, drawnOverdraw - culledOverdraw)
    }

    /// The frames compared: the root at rest, a pushed page at rest, held at two offsets, half-way
    /// through a push, and scrolled so that its content passes under its bar.
    private func frames(of spec: StyleSpec, scene: Scene) -> [(String, Frame)] {
        var navigator = Navigator(scene: scene, spec: spec)
        var frames = [("root", navigator.frame())]
        navigator.pushAndSettle()
        frames.append(("pushed", navigator.frame()))
        for offset in [60.0, 220] {
            var held = navigator
            held.edgeDrag(by: offset)
            frames.append(("held at \(offset)", held.frame()))
        }
        var pushing = navigator
        pushing.perform(.push)
        pushing.step(0.12)
        frames.append(("mid-push", pushing.frame()))
        var scrolled = navigator
        scrolled.handle(PointerEvent(.down, at: Point(x: 200, y: 700)))
        for step in 1...6 { scrolled.handle(PointerEvent(.move, at: Point(x: 200, y: 700 - 40 * Double(step)))) }
        frames.append(("scrolled", scrolled.frame()))
        return frames
    }

    func testWhatOpaqueLayersHideIsNotDrawnAndEveryPixelStaysTheSame() throws {
        let scene = try Self.defaultScene()
        let harness = try RenderHarness(scene: scene)
        var savedAtRest = 0.0
        for spec in StyleSpec.builtIns {
            for (name, frame) in frames(of: spec, scene: scene) {
                let (culled, drawn, saved) = try pictures(of: frame, harness: harness)
                XCTAssertEqual(PixelComparison.differingBytes(culled.bytes, drawn.bytes), 0, "\(spec.name), \(name): the same picture")
                XCTAssertGreaterThanOrEqual(saved, 0, "\(spec.name), \(name): never more drawn")
                if name == "root" { savedAtRest = max(savedAtRest, saved) }
            }
        }
        // The home page's photos, cards and orange bar cover over half of its background.
        XCTAssertGreaterThan(savedAtRest, 0.5, "the root page's hidden background is not drawn")
    }

    func testABlackCoverIsDrawnOnlyOverWhatWasDrawnBeforeIt() throws {
        // predictive-back dims the shrunken page underneath: the black around it stays black.
        let spec = try XCTUnwrap(StyleSpec.builtIns.first { $0.name == "predictive-back" })
        let harness = try RenderHarness(scene: TestScenes.solid)
        // Drawn as a pass of its own: folded, it darkens the page's stretch and is not drawn at all.
        harness.compositor.foldsCovers = false
        var navigator = Navigator(scene: TestScenes.solid, spec: spec)
        navigator.pushAndSettle()
        navigator.edgeDrag(by: 100)
        let frame = navigator.frame()
        XCTAssertTrue(frame.drawItems.contains { if case .layer(let layer) = $0, case .fill = layer.content { true } else { false } })
        let (culled, drawn, saved) = try pictures(of: frame, harness: harness)
        XCTAssertEqual(PixelComparison.differingBytes(culled.bytes, drawn.bytes), 0, "the same picture")
        // At 0.9 the page underneath leaves a tenth of the width and height uncovered.
        XCTAssertGreaterThan(saved, 0.1, "the cover's pass over the black margins is saved")
    }
}
