import CSDL2
import CSDL2Image
import CZlib
import Foundation
import SlideBackCore
import SlideBackPixelComparison
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
            for filter in [PNGEncoder.Filter.up, .none] {
                let png = try PNGEncoder.encode(rgba: frame.bytes, width: frame.width, height: frame.height, compression: compression, filter: filter)
                if filter == .up { sizes[compression] = png.count }
                XCTAssertEqual(try Self.rowFilters(png, rowBytes: frame.width * 3), [0] + Array(repeating: filter.rawValue, count: frame.height - 1),
                               "every row but the first (which has none above) stored as asked (\(compression), \(filter))")
                let pixels = try decoded(png, rows: frame.height, rowBytes: frame.width * 4)
                XCTAssertEqual(pixels.count, frame.bytes.count, "the size read back (\(compression), \(filter))")
                let differing = PixelComparison.differingBytes(pixels, frame.bytes)
                XCTAssertEqual(differing, 0, "every byte decodes back (\(compression), \(filter))")
                XCTAssertLessThan(png.count, frame.bytes.count / 4, "flat screens compress")
            }
        }
        XCTAssertLessThan(try XCTUnwrap(sizes[.small]), try XCTUnwrap(sizes[.fast]), "the kept pictures' level compresses harder")
        XCTAssertThrowsError(try PNGEncoder.encode(rgba: [1, 2, 3], width: 2, height: 2), "too few bytes")
    }

    func testTranslucentPixelsKeepTheirAlpha() throws {
        let bytes: [UInt8] = [255, 0, 0, 128, 0, 255, 0, 255, 0, 0, 255, 0,
                              10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120]
        for filter in [PNGEncoder.Filter.up, .none] {
            XCTAssertEqual(try decoded(try PNGEncoder.encode(rgba: bytes, width: 3, height: 2, filter: filter), rows: 2, rowBytes: 12), bytes, "\(filter)")
        }
    }

    /// The RGBA bytes of `png` as SDL_image reads it, rows `rowBytes` long; none when it is not
    /// `rows` rows of that length.
    private func decoded(_ png: Data, rows: Int, rowBytes: Int) throws -> [UInt8] {
        let path = NSTemporaryDirectory() + "png-decoded-\(getpid()).png"
        try png.write(to: URL(fileURLWithPath: path))
        defer { unlink(path) }
        let loaded = try XCTUnwrap(IMG_Load(path))
        defer { SDL_FreeSurface(loaded) }
        let rgba = try XCTUnwrap(SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ABGR8888.rawValue, 0))
        defer { SDL_FreeSurface(rgba) }
        guard Int(rgba.pointee.h) == rows, Int(rgba.pointee.w) * 4 == rowBytes else { return [] }
        let pitch = Int(rgba.pointee.pitch), source = rgba.pointee.pixels.assumingMemoryBound(to: UInt8.self)
        var bytes = [UInt8](repeating: 0, count: rows * rowBytes)
        for row in 0..<rows { bytes.withUnsafeMutableBytes { _ = memcpy($0.baseAddress! + row * rowBytes, source + row * pitch, rowBytes) } }
        return bytes
    }

    /// The filter byte of each row of `png` (its IDAT chunks inflated), rows `rowBytes` long.
    static func rowFilters(_ png: Data, rowBytes: Int) throws -> [UInt8] {
        let bytes = [UInt8](png)
        var compressed: [UInt8] = [], offset = 8
        while offset + 8 <= bytes.count {
            let length = bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
            if bytes[(offset + 4)..<(offset + 8)].elementsEqual("IDAT".utf8) { compressed += bytes[(offset + 8)..<(offset + 8 + length)] }
            offset += 12 + length
        }
        var stream = z_stream()
        XCTAssertEqual(inflateInit_(&stream, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)), Z_OK)
        defer { inflateEnd(&stream) }
        var inflated: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        var status = Z_OK
        compressed.withUnsafeMutableBufferPointer { source in
            stream.next_in = source.baseAddress
            stream.avail_in = uInt(source.count)
            while status == Z_OK {
                chunk.withUnsafeMutableBufferPointer { target in
                    stream.next_out = target.baseAddress
                    stream.avail_out = uInt(target.count)
                    status = inflate(&stream, Z_NO_FLUSH)
                    inflated += target.prefix(target.count - Int(stream.avail_out))
                }
            }
        }
        XCTAssertEqual(status, Z_STREAM_END, "the picture's data inflates whole")
        return Swift.stride(from: 0, to: inflated.count, by: rowBytes + 1).map { inflated[$0] }
    }
}
