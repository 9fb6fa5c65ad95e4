import CSDL2
import Foundation
import SlideBackCore
@testable import SlideBackRender
import XCTest

/// Issue 13, section 4: a scaled page whose end is hidden by the page in front is drawn cut
/// short, to a first part that SDL stretches exactly as it stretches the whole (`LinearStretch`),
/// so hiding never moves a pixel of it.
final class LinearStretchTests: XCTestCase {
    /// The window's top-left `columns` x `rows` pixels after stretching `source` of `texture` onto `destination`.
    private func drawn(_ texture: SDLTexture, _ source: SDL_Rect, onto destination: SDL_FRect, harness: RenderHarness,
                       columns: Int, rows: Int) throws -> [UInt8] {
        harness.renderer.setClip(nil)
        harness.renderer.clear(Color4(red: 0, green: 0, blue: 0, alpha: 255))
        harness.renderer.draw(texture, source: source, into: destination)
        let pixels = try harness.renderer.readPixels()
        return (0..<rows).flatMap { (y: Int) -> ArraySlice<UInt8> in
            let start = y * pixels.width * 4, end = (y * pixels.width + columns) * 4
            return pixels.bytes[start..<end]
        }
    }

    func testAFirstPartStretchedAloneShowsTheWholeStretchsPixels() throws {
        let harness = try RenderHarness(scene: TestScenes.solid, screen: Size(width: 300, height: 200))
        let texture = try harness.noise(width: 240, height: 160, seed: 7)
        var naiveDiffered = false
        for (width, height) in [(216, 152), (228, 144), (190, 157), (233, 155), (240, 160)] {
            for needed in [(1, 1), (17, 40), (90, 101), (150, 60), (width - 3, height - 2)] {
                let columns = LinearStretch.prefix(source: 240, destination: width, needed: needed.0)
                let rows = LinearStretch.prefix(source: 160, destination: height, needed: needed.1)
                XCTAssertGreaterThanOrEqual(columns.destination, needed.0)
                XCTAssertGreaterThanOrEqual(rows.destination, needed.1)
                // Unstretched, the copy is cut right where it is needed.
                if width == 240 { XCTAssertEqual(columns.destination, needed.0, "an unstretched copy is cut anywhere") }
                let whole = try drawn(texture, SDL_Rect(x: 0, y: 0, w: 240, h: 160), onto: SDL_FRect(x: 0, y: 0, w: Float(width), h: Float(height)),
                                      harness: harness, columns: columns.destination, rows: rows.destination)
                let part = try drawn(texture, SDL_Rect(x: 0, y: 0, w: Int32(columns.source), h: Int32(rows.source)),
                                     onto: SDL_FRect(x: 0, y: 0, w: Float(columns.destination), h: Float(rows.destination)),
                                     harness: harness, columns: columns.destination, rows: rows.destination)
                XCTAssertEqual(part, whole, "\(width)x\(height), a first \(columns.destination)x\(rows.destination)")
                // The part cut where it is needed, its source in proportion, is sampled otherwise.
                let naive = (Int((Double(needed.0) * 240 / Double(width)).rounded()), Int((Double(needed.1) * 160 / Double(height)).rounded()))
                let cut = try drawn(texture, SDL_Rect(x: 0, y: 0, w: Int32(max(1, naive.0)), h: Int32(max(1, naive.1))),
                                    onto: SDL_FRect(x: 0, y: 0, w: Float(needed.0), h: Float(needed.1)), harness: harness, columns: needed.0, rows: needed.1)
                let wholeNeeded = try drawn(texture, SDL_Rect(x: 0, y: 0, w: 240, h: 160), onto: SDL_FRect(x: 0, y: 0, w: Float(width), h: Float(height)),
                                            harness: harness, columns: needed.0, rows: needed.1)
                if cut != wholeNeeded { naiveDiffered = true }
            }
        }
        XCTAssertTrue(naiveDiffered, "a plain cut moves pixels: the test can tell")
    }

    func testAScaledPageUnderAnotherIsDrawnLessAndEveryPixelStaysTheSame() throws {
        // The home page's photos show any pixel sampled from elsewhere.
        let scene = try RenderHarness.defaultScene()
        let spec = try XCTUnwrap(StyleSpec.builtIns.first { $0.name == "predictive-back" })
        let harness = try RenderHarness(scene: scene, scale: 2)
        for offset in [30.0, 140, 300] {
            var navigator = Navigator(scene: scene, spec: spec)
            navigator.pushAndSettle()
            navigator.edgeDrag(by: offset)
            let frame = navigator.frame()
            _ = try harness.render(frame)
            harness.compositor.cullsUnderTransformedGroups = true
            var counted = harness.renderer.pixelsDrawn
            let culled = try harness.render(frame)
            let culledPixels = harness.renderer.pixelsDrawn - counted
            harness.compositor.cullsUnderTransformedGroups = false
            counted = harness.renderer.pixelsDrawn
            let drawn = try harness.render(frame)
            let drawnPixels = harness.renderer.pixelsDrawn - counted
            harness.compositor.cullsUnderTransformedGroups = true
            XCTAssertTrue(culled.bytes == drawn.bytes, "at \(offset): the same picture")
            // The page underneath is 0.9 of the screen each way, and mostly hidden.
            let screen = Double(harness.renderer.outputSize.width * harness.renderer.outputSize.height)
            XCTAssertGreaterThan((drawnPixels - culledPixels) / screen, 0.3, "at \(offset): most of the page underneath is not drawn")
        }
    }
}
