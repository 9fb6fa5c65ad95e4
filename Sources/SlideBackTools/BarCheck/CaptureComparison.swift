import CSDL2
import Foundation
import SlideBackCore
import SlideBackRender

/// One page's picture taken both ways, side by side in the same run with the same painting code
/// (`Compositor.paintPicture`, with the contents the core gives): ours, painted straight into a render-target texture the cache
/// already holds (a full cache reuses the texture of the picture it evicts), and the seeds' way
/// done plainly in SDL (paint the page, `SDL_RenderReadPixels` into a surface, make a texture
/// from it). The read-back surface is made once and reused, as a careful port would; the
/// textures made from it are kept until the measurement ends, since the seeds keep every
/// screenshot, and before each round the allocator gives its cached free memory back to the
/// system (`malloc_trim`, untimed), so each screenshot is new memory, as each of theirs is, and
/// not whatever earlier textures the allocator happens to hold. Beside them the floor
/// of any frame: copying one frame's bytes between two buffers (both warm in the cache). Times
/// are medians of this thread's CPU time.
public struct CaptureComparison {
    /// Painting into a render-target texture, in milliseconds.
    let targetMilliseconds: Double
    /// Painting, reading back and uploading again, in milliseconds.
    let readbackMilliseconds: Double
    /// One `memcpy` of a frame's bytes (width x height x 4), in milliseconds.
    let memcpyMilliseconds: Double

    /// How many times faster ours is.
    var speedup: Double { targetMilliseconds > 0 ? readbackMilliseconds / targetMilliseconds : 0 }

    /// Measures `rounds` of each way, alternating, after a few unmeasured ones. The page is the
    /// scene's second (a pushed page, as most snapshots are), at the display's full pixel size.
    public static func measure(display: any StageDisplay, scene: Scene, screen: Size, rounds: Int) throws -> CaptureComparison {
        let renderer = display.renderer
        let (width, height) = renderer.outputSize
        let factor = Double(width) / screen.width
        let page = PageInstance(serial: Int.max, specIndex: min(1, scene.pages.count - 1))
        let entry = SnapshotEntry(key: SnapshotKey(page: page, kind: .screen), depth: 1, capturedAt: 0)
        let contents = PageLayers(scene: scene, layout: ScreenLayout(screen: screen)).picture(of: entry)
        let texture = try SDLTexture(target: renderer, width: width, height: height)
        let format = SDL_GetWindowPixelFormat(display.window.pointer)
        let surface = try SDLError.check(SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32, format),
                                         "cannot make a surface for the read-back")
        defer { SDL_FreeSurface(surface) }

        func intoTarget() throws {
            try renderer.setTarget(texture)
            display.compositor.paintPicture(contents, of: entry.key, factor: factor)
            SDL_RenderFlush(renderer.pointer)
            try renderer.setTarget(nil)
        }
        func throughReadback() throws -> OpaquePointer {
            try renderer.setTarget(nil)
            display.compositor.paintPicture(contents, of: entry.key, factor: factor)
            try SDLError.check(SDL_RenderReadPixels(renderer.pointer, nil, format, surface.pointee.pixels, surface.pointee.pitch),
                               "cannot read the pixels back")
            return try SDLError.check(SDL_CreateTextureFromSurface(renderer.pointer, surface), "cannot make a texture of the read-back")
        }

        var target: [Double] = [], readback: [Double] = []
        var kept: [OpaquePointer] = []
        defer { kept.forEach(SDL_DestroyTexture) }
        for round in -3..<rounds {
            _ = mallocTrim?(0)
            var start = BenchmarkClock.threadMilliseconds()
            try intoTarget()
            if round >= 0 { target.append(BenchmarkClock.threadMilliseconds() - start) }
            start = BenchmarkClock.threadMilliseconds()
            let copy = try throughReadback()
            if round >= 0 { readback.append(BenchmarkClock.threadMilliseconds() - start) }
            kept.append(copy)
        }
        return CaptureComparison(targetMilliseconds: FrameStatistics(target).percentile(50),
                                 readbackMilliseconds: FrameStatistics(readback).percentile(50),
                                 memcpyMilliseconds: memcpyMilliseconds(bytes: width * height * 4, rounds: max(rounds, 20)))
    }

    /// glibc's `malloc_trim`, which Swift's Glibc module does not export (`nil` where it is missing).
    private static let mallocTrim: (@convention(c) (Int) -> Int32)? = {
        guard let symbol = dlsym(nil, "malloc_trim") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)
    }()

    /// The median time of copying `bytes` between two buffers already touched (no page faults).
    static func memcpyMilliseconds(bytes: Int, rounds: Int) -> Double {
        let source = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
        let destination = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
        defer {
            source.deallocate()
            destination.deallocate()
        }
        memset(source, 0x5A, bytes)
        memset(destination, 0, bytes)
        var times: [Double] = []
        for round in -2..<rounds {
            let start = BenchmarkClock.threadMilliseconds()
            memcpy(destination, source, bytes)
            if round >= 0 { times.append(BenchmarkClock.threadMilliseconds() - start) }
        }
        return FrameStatistics(times).percentile(50)
    }
}
