import CSDL2
import CSDL2Image
import Foundation
import SlideBackCore
import SlideBackRecording
import SlideBackRender
import XCTest

/// The program's one PNG encoder writes files SDL_image reads back to the very pixels, at both levels.
final class PNGEncoderTests: XCTestCase {
    func testAFrameEncodesAndDecodesToTheSamePixels() throws {
        let harness = try RenderHarness(scene: TestScenes.solid, scale: 2)
        var navigator = Navigator(scene: TestScenes.solid, style: .slideback)
        navigator.pushAndSettle()
        navigator.edgeDrag(by: 150)
        let frame = try harness.render(navigator.frame())
        var sizes: [PNGEncoder.Compression: Int] = [:]
        for compression in [PNGEncoder.Compression.fast, .small] {
            let png = try PNGEncoder.encode(rgba: frame.bytes, width: frame.width, height: frame.height, compression: compression)
            sizes[compression] = png.count
            let path = NSTemporaryDirectory() + "png-\(getpid())-\(compression).png"
            try png.write(to: URL(fileURLWithPath: path))
            defer { unlink(path) }
            let loaded = try XCTUnwrap(IMG_Load(path), String(cString: SDL_GetError()))
            defer { SDL_FreeSurface(loaded) }
            let rgba = try XCTUnwrap(SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ABGR8888.rawValue, 0))
            defer { SDL_FreeSurface(rgba) }
            XCTAssertEqual([Int(rgba.pointee.w), Int(rgba.pointee.h)], [frame.width, frame.height])
            let pitch = Int(rgba.pointee.pitch), source = rgba.pointee.pixels.assumingMemoryBound(to: UInt8.self)
            var differing = 0
            for row in 0..<frame.height {
                for column in 0..<(frame.width * 4) where source[row * pitch + column] != frame.bytes[row * frame.width * 4 + column] {
                    differing += 1
                }
            }
            XCTAssertEqual(differing, 0, "every byte decodes back (\(compression))")
            XCTAssertLessThan(png.count, frame.bytes.count / 4, "flat screens compress")
        }
        XCTAssertLessThan(try XCTUnwrap(sizes[.small]), try XCTUnwrap(sizes[.fast]), "the kept pictures' level compresses harder")
        XCTAssertThrowsError(try PNGEncoder.encode(rgba: [1, 2, 3], width: 2, height: 2), "too few bytes")
    }

    func testTranslucentPixelsKeepTheirAlpha() throws {
        let bytes: [UInt8] = [255, 0, 0, 128, 0, 255, 0, 255, 0, 0, 255, 0,
                              10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120]
        let png = try PNGEncoder.encode(rgba: bytes, width: 3, height: 2)
        let path = NSTemporaryDirectory() + "png-alpha-\(getpid()).png"
        try png.write(to: URL(fileURLWithPath: path))
        defer { unlink(path) }
        let loaded = try XCTUnwrap(IMG_Load(path))
        defer { SDL_FreeSurface(loaded) }
        let rgba = try XCTUnwrap(SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ABGR8888.rawValue, 0))
        defer { SDL_FreeSurface(rgba) }
        let pitch = Int(rgba.pointee.pitch), source = rgba.pointee.pixels.assumingMemoryBound(to: UInt8.self)
        let decoded = (0..<2).flatMap { row in (0..<12).map { source[row * pitch + $0] } }
        XCTAssertEqual(decoded, bytes)
    }
}
