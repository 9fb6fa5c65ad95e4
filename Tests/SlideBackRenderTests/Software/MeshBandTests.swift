import CSDL2
import SlideBackCore
@testable import SlideBackRender
import XCTest

/// Issue 13, section 4: a scaled, rounded page hides exactly the bands `RoundedMesh` copies its
/// picture into, so a page underneath that it covers but for a fraction of a pixel is not drawn.
final class MeshBandTests: XCTestCase {
    /// The window's pixels after drawing an opaque white picture through a mesh over `under`.
    private func meshDrawn(over under: Color4, rect: SDL_FRect, radius: Double, harness: RenderHarness,
                           picture: SDLTexture, feathered: Bool = true) throws -> PixelBuffer {
        harness.renderer.setClip(nil)
        harness.renderer.clear(under)
        let output = harness.renderer.outputSize
        let clip = SDL_FRect(x: 0, y: 0, w: Float(output.width), h: Float(output.height))
        RoundedMesh(rect: rect, clip: clip, radius: radius, opacity: 1, textureSize: (picture.width, picture.height), feathered: feathered)
            .draw(picture, with: harness.renderer, opacity: 1)
        return try harness.renderer.readPixels()
    }

    private func whitePicture(_ renderer: SDLRenderer, width: Int, height: Int) throws -> SDLTexture {
        let surface = try XCTUnwrap(SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32, SDL_PIXELFORMAT_RGB888.rawValue))
        defer { SDL_FreeSurface(surface) }
        SDL_FillRect(surface, nil, 0xFFFFFF)
        return try SDLTexture(surface: surface, renderer: renderer)
    }

    func testEveryPixelOfAMeshsBandsIsItsPicturesAndThePixelsJustPastThemAreNot() throws {
        let harness = try RenderHarness(scene: TestScenes.solid, screen: Size(width: 300, height: 200))
        let picture = try whitePicture(harness.renderer, width: 300, height: 200)
        let red = Color4(red: 255, green: 0, blue: 0, alpha: 255), blue = Color4(red: 0, green: 0, blue: 255, alpha: 255)
        for (rect, radius) in [(SDL_FRect(x: 20.3, y: 10.8, w: 240.2, h: 170.6), 28.0), (SDL_FRect(x: 7.5, y: 3.49, w: 283.7, h: 190.02), 0),
                               (SDL_FRect(x: 31.9, y: 20.5, w: 200.0, h: 150.9), 63.4), (SDL_FRect(x: 0.6, y: 0.6, w: 298.8, h: 198.8), 9.6)] {
            let overRed = try meshDrawn(over: red, rect: rect, radius: radius, harness: harness, picture: picture)
            let overBlue = try meshDrawn(over: blue, rect: rect, radius: radius, harness: harness, picture: picture)
            func same(_ x: Int, _ y: Int) -> Bool {
                let index = (y * overRed.width + x) * 4
                return overRed.bytes[index..<(index + 4)] == overBlue.bytes[index..<(index + 4)]
            }
            let bands = OpaqueCores.meshBands(of: rect, radius: radius)
            XCTAssertEqual(bands.count, 2, "\(rect)")
            for band in bands {
                for y in Int(band.y)..<Int(band.y + band.h) {
                    for x in Int(band.x)..<Int(band.x + band.w) where !same(x, y) {
                        return XCTFail("\(rect), radius \(radius): (\(x), \(y)) in a band shows what is under it")
                    }
                }
            }
            // Halfway along each side, the pixel just past the bands is the ring: see-through.
            let tall = bands[0], wide = bands[1]
            let middleX = Int(tall.x + tall.w / 2), middleY = Int(wide.y + wide.h / 2)
            for (x, y) in [(middleX, Int(tall.y) - 1), (middleX, Int(tall.y + tall.h)), (Int(wide.x) - 1, middleY), (Int(wide.x + wide.w), middleY)] {
                XCTAssertFalse(same(x, y), "\(rect), radius \(radius): (\(x), \(y)) just past the bands is the ring")
            }
        }
    }

    func testAPageUnderAnotherOfTheSameSizeIsNotDrawnWhereThatOneHidesIt() throws {
        let spec = try XCTUnwrap(StyleSpec.builtIns.first { $0.name == "predictive-back" })
        for offset in [160.0, 220, 300] {
            let harness = try RenderHarness(scene: TestScenes.solid, scale: 2)
            var navigator = Navigator(scene: TestScenes.solid, spec: spec)
            navigator.pushAndSettle()
            navigator.edgeDrag(by: offset)
            let frame = navigator.frame()
            // Past the gesture's end both pages are 0.9 of the screen, one over the other but for a
            // strip at the left (and the corners).
            XCTAssertEqual(frame.groups.filter { $0.role != .chrome }.map(\.transform.scale), [0.9, 0.9], "at \(offset)")
            _ = try harness.render(frame)
            var counted = harness.renderer.pixelsDrawn
            let shown = try harness.render(frame)
            let withUnderneath = harness.renderer.pixelsDrawn - counted
            var frontOnly = frame
            frontOnly.groups.removeAll { $0.role == .back }
            counted = harness.renderer.pixelsDrawn
            _ = try harness.render(frontOnly)
            let underneath = (withUnderneath - (harness.renderer.pixelsDrawn - counted)) / Double(shown.width * shown.height)
            // The strip is under a tenth of the screen; it and its dimming are drawn, not the whole page (0.81).
            XCTAssertLessThan(underneath, 0.25, "at \(offset): the page underneath, and its dimming, drawn over \(underneath) of the screen")
        }
    }

    /// A group only moved and faded is drawn square, on whole pixels, with no ring: a pixel is the
    /// picture's when its centre lies inside the rectangle, else wholly what is under it, as every
    /// rectangle is placed and as the status text's colour is chosen (flutter-fade-forwards' ring
    /// pixel, half of each side, read 2.78:1 under the clock).
    func testAMeshWithoutFeatherIsSquareOnWholePixels() throws {
        let harness = try RenderHarness(scene: TestScenes.solid, screen: Size(width: 300, height: 200))
        let picture = try whitePicture(harness.renderer, width: 300, height: 200)
        let red = Color4(red: 255, green: 0, blue: 0, alpha: 255)
        XCTAssertFalse(PageTransform(x: 35.26, opacity: 0.36).hasFadingEdge)
        XCTAssertTrue(PageTransform(scale: 0.93, cornerRadius: 12).hasFadingEdge)
        for rect in [SDL_FRect(x: 35.2568, y: 10.8, w: 240.2, h: 170.6), SDL_FRect(x: 7.5, y: 3.49, w: 283.7, h: 190.02),
                     SDL_FRect(x: 20.7, y: 0.4, w: 100.6, h: 150.5)] {
            let drawn = try meshDrawn(over: red, rect: rect, radius: 12, harness: harness, picture: picture, feathered: false)
            for y in 0..<200 {
                for x in 0..<300 {
                    let centre = (x: Float(x) + 0.5, y: Float(y) + 0.5)
                    let inside = centre.x > rect.x && centre.x <= rect.x + rect.w && centre.y > rect.y && centre.y <= rect.y + rect.h
                    let pixel = drawn.pixel(x: x, y: y)
                    let expected: (UInt8, UInt8, UInt8) = inside ? (255, 255, 255) : (255, 0, 0)
                    guard (pixel.red, pixel.green, pixel.blue) == expected else {
                        return XCTFail("\(rect): (\(x), \(y)) is \(pixel), expected \(inside ? "the picture" : "what is under it")")
                    }
                }
            }
        }
    }
}
