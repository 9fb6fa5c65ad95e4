import CSDL2
import SlideBackCore
@testable import SlideBackKernels
import SlideBackPixelComparison
@testable import SlideBackRender
import XCTest

/// Issue 13, section 4: the software renderer blends a translucent fill by a loop of its own
/// (`BlendFillKernel`), four pixels at a time, and gives SDL's own bytes, however the rectangle
/// and the clip fall.
final class OwnFillTests: XCTestCase {
    /// Random fills: fractional, negative, thinner than a pixel, past the window's edges, each
    /// with a random colour and opacity, most cut by a clip.
    private func fills(count: Int) -> [(rect: SDL_FRect, color: Color4, clip: SDL_FRect?)] {
        var random = SeededRandom(seed: 17)
        func number(_ range: ClosedRange<Int>) -> Int { range.lowerBound + Int(random.next() % UInt64(range.count)) }
        func byte() -> UInt8 { UInt8(number(0...255)) }
        return (0..<count).map { index in
            let rect = SDL_FRect(x: Float(number(-40...280)) + Float(number(0...9)) / 10, y: Float(number(-30...180)) + Float(number(0...9)) / 10,
                                 w: Float(number(0...260)) + Float(number(0...9)) / 10, h: Float(number(0...160)) + Float(number(0...9)) / 10)
            let color = Color4(red: byte(), green: byte(), blue: byte(), alpha: UInt8(number(1...254)))
            let clip = index % 4 == 0 ? nil : SDL_FRect(x: Float(number(-20...200)), y: Float(number(-20...150)), w: Float(number(1...260)), h: Float(number(1...180)))
            return (rect, color, clip)
        }
    }

    func testATranslucentFillIsSDLsOwnByteForByteWhereverItAndTheClipFall() throws {
        let harness = try RenderHarness(scene: TestScenes.solid, screen: Size(width: 300, height: 200))
        let renderer = harness.renderer
        let noise = try harness.noise(width: 300, height: 200, seed: 3)
        func window(clip: SDL_FRect?, _ draw: () -> Void) throws -> PixelBuffer {
            try harness.window(over: noise, clip: clip, draw)
        }
        var drawn = 0
        for (rect, color, clip) in fills(count: 80) {
            renderer.ownsBlends = false
            let sdl = try window(clip: clip) { renderer.fill(rect, color) }
            renderer.ownsBlends = true
            var drew = false
            let ours = try window(clip: clip) { drew = renderer.drawOwnFill(rect, color) }
            XCTAssertTrue(drew, "\(rect) in \(String(describing: clip)) is ours")
            drawn += drew ? 1 : 0
            XCTAssertEqual(PixelComparison.differingBytes(ours.bytes, sdl.bytes), 0, "\(rect) of \(color) in \(String(describing: clip))")
        }
        XCTAssertEqual(drawn, 80)
    }

    /// Opaque fills (the black round scaled pages) are ours too, with plain stores where SDL's
    /// go past the cache, and write what SDL writes.
    func testAnOpaqueFillIsSDLsOwnByteForByteWhereverItAndTheClipFall() throws {
        let harness = try RenderHarness(scene: TestScenes.solid, screen: Size(width: 300, height: 200))
        let renderer = harness.renderer
        let noise = try harness.noise(width: 300, height: 200, seed: 5)
        var drawn = 0
        for (rect, translucent, clip) in fills(count: 60) {
            let color = Color4(red: translucent.red, green: translucent.green, blue: translucent.blue, alpha: 255)
            renderer.ownsBlends = false
            let sdl = try harness.window(over: noise, clip: clip) { renderer.fill(rect, color) }
            renderer.ownsBlends = true
            var drew = false
            let ours = try harness.window(over: noise, clip: clip) { drew = renderer.drawOwnFill(rect, color) }
            drawn += drew ? 1 : 0
            XCTAssertEqual(PixelComparison.differingBytes(ours.bytes, sdl.bytes), 0, "\(rect) of \(color) in \(String(describing: clip))")
        }
        XCTAssertEqual(drawn, 60)
    }

    func testEveryFormatOfWholeByteChannelsGetsSDLsBytesItsAlphaBlendedAndItsUnusedByteCleared() throws {
        try HeadlessSDL.start()
        let formats = [SDL_PIXELFORMAT_RGB888, SDL_PIXELFORMAT_ARGB8888, SDL_PIXELFORMAT_ABGR8888, SDL_PIXELFORMAT_BGR888,
                       SDL_PIXELFORMAT_RGBA8888, SDL_PIXELFORMAT_BGRA8888, SDL_PIXELFORMAT_RGBX8888]
        var random = SeededRandom(seed: 23)
        for format in formats {
            let surface = try XCTUnwrap(SDL_CreateRGBSurfaceWithFormat(0, 37, 11, 32, format.rawValue))
            defer { SDL_FreeSurface(surface) }
            let count = Int(surface.pointee.pitch) * 11
            let bytes = surface.pointee.pixels.assumingMemoryBound(to: UInt8.self)
            for index in 0..<count { bytes[index] = UInt8(truncatingIfNeeded: random.next()) }
            let before = Array(UnsafeBufferPointer(start: bytes, count: count))
            let color = Color4(red: 200, green: 31, blue: 97, alpha: 77)
            // SDL's software renderer drawing into the surface is the reference.
            let software = try XCTUnwrap(SDL_CreateSoftwareRenderer(surface))
            SDL_SetRenderDrawBlendMode(software, SDL_BLENDMODE_BLEND)
            SDL_SetRenderDrawColor(software, color.red, color.green, color.blue, color.alpha)
            var rect = SDL_Rect(x: 3, y: 2, w: 29, h: 7)
            SDL_RenderFillRect(software, &rect)
            SDL_RenderFlush(software)
            SDL_DestroyRenderer(software)
            let sdl = Array(UnsafeBufferPointer(start: bytes, count: count))
            let lanes = try XCTUnwrap(SDLRenderer.fillLanes(surface.pointee.format.pointee, color), "\(format)")
            var ours = before
            ours.withUnsafeMutableBytes { raw in
                BlendFillKernel.fill(origin: raw.baseAddress! + 2 * Int(surface.pointee.pitch) + 3 * 4, pitch: Int(surface.pointee.pitch),
                                     width: 29, height: 7, inverse: 255 - color.alpha, add: lanes.add, keep: lanes.keep)
            }
            XCTAssertEqual(PixelComparison.differingBytes(ours, sdl), 0, "\(String(cString: SDL_GetPixelFormatName(format.rawValue)))")
            XCTAssertNotEqual(ours, before, "the fill changed something")
        }
    }

    func testAFormatWhoseChannelsAreNotWholeBytesIsLeftToSDL() throws {
        try HeadlessSDL.start()
        for format in [SDL_PIXELFORMAT_RGB565, SDL_PIXELFORMAT_ARGB2101010, SDL_PIXELFORMAT_RGB24] {
            let pixelFormat = try XCTUnwrap(SDL_AllocFormat(format.rawValue))
            defer { SDL_FreeFormat(pixelFormat) }
            XCTAssertNil(SDLRenderer.fillLanes(pixelFormat.pointee, Color4(red: 1, green: 2, blue: 3, alpha: 100)))
        }
    }
}
