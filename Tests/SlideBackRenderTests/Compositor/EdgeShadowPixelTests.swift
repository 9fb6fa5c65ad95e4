import SlideBackCore
@testable import SlideBackRender
import XCTest

/// The edge shadow in pixels: each column of its strip as dark as `EdgeShadowRamp` says at the
/// column's centre, at any place and scale, so the status text's colour, chosen against the ramp
/// at the point its pixel is placed by, reads on what is drawn (issue 31 item 4).
final class EdgeShadowPixelTests: XCTestCase {
    func testEachColumnIsTheRampAtItsCentre() throws {
        let scene = Scene(pages: [PageSpec(id: "white", title: "White", content: .color(.white))])
        for scale in [1, 2] {
            let harness = try RenderHarness(scene: scene, scale: scale)
            for (x, mirrored) in [(20.3, false), (57.571, false), (31.75, true)] {
                var shadow = Layer(.edgeShadow, frame: Rect(x: x, y: 0, width: 10, height: 100), alpha: 0.6)
                shadow.mirrored = mirrored
                let frame = Frame(screen: RenderHarness.screen, snapshots: [], groups: [LayerGroup(.page, layers: [
                    Layer(.fill(.white), frame: Rect(size: RenderHarness.screen)), shadow,
                ])], topTitle: "", style: .slideback)
                let pixels = try harness.render(frame)
                // The columns of the strip as every rectangle is placed: whole pixels, edges half up.
                let strip = SDLRenderer.snapped(PixelScale(factor: Double(scale)).rect(shadow.frame))
                var dark = 0
                for column in Int(x * Double(scale)) - 2...Int((x + 10) * Double(scale)) + 2 {
                    let centre = (Double(column) + 0.5) / Double(scale)
                    let inside = Float(column) >= strip.x && Float(column) < strip.x + strip.w
                    let opacity = inside ? EdgeShadowRamp.opacity(of: shadow, atX: centre) : 0
                    let expected = 255 * (1 - Double(Color4.byte(opacity)) / 255)
                    let drawn = Double(pixels.pixel(x: column, y: 50 * scale).red)
                    XCTAssertEqual(drawn, expected, accuracy: 1, "scale \(scale), strip at \(x), column \(column)")
                    if drawn < 250 { dark += 1 }
                }
                XCTAssertGreaterThan(dark, 4 * scale, "the shadow is drawn")
            }
        }
    }
}
