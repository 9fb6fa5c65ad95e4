import CZlib
import Foundation
import SlideBackCore
import SlideBackKernels

/// The program's one PNG encoder, for every picture it writes (captures, the plot, contact sheets,
/// frame files, the generated art): 8-bit RGB (RGBA when a pixel is not opaque), every row with
/// one filter (`Filter`), zlib at the level asked. At level 1 it is several times faster than
/// libpng's default and its files are about as small on screens of flat colour. Each call is
/// independent, so frames are encoded on several threads.
public enum PNGEncoder {
    /// Why an image could not be encoded.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// How hard zlib works: `fast` for frame sequences, where time counts; `small` for single
    /// pictures that are kept (captures, the plot, sheets, the committed art).
    public enum Compression: Int32, Sendable {
        case fast = 1
        case small = 9
    }

    /// What each row is stored as. `up`, the row above subtracted: a run of a row like the one
    /// above becomes zeros, which zlib's fastest level finds, so frames are written fast and
    /// small. `none`, the row itself: for pictures that are read far more often than written (the
    /// art every launch decodes), as libpng undoes no filter then, and zlib at level 9 finds flat
    /// colour's runs itself: the profile page decodes in 5 ms instead of 7.4 (15 as libpng wrote
    /// it, with Paeth and alpha), and its file is 16% smaller.
    public enum Filter: UInt8, Sendable {
        case none = 0
        case up = 2
    }

    /// Encodes and writes the PNG at `path` whole or not at all (`OutputFile.write`, whose every
    /// write and close is checked).
    public static func write(rgba bytes: [UInt8], width: Int, height: Int, filter: Filter = .up, to path: String) throws {
        try OutputFile.write(try encode(rgba: bytes, width: width, height: height, compression: .small, filter: filter), to: path)
    }

    /// The PNG of `width` x `height` RGBA pixels, rows `width * 4` bytes apart.
    public static func encode(rgba bytes: [UInt8], width: Int, height: Int, compression: Compression = .fast,
                              filter: Filter = .up) throws -> Data {
        guard width > 0, height > 0, bytes.count >= width * height * 4 else {
            throw Failure(description: "cannot encode a \(width)x\(height) picture from \(bytes.count) bytes")
        }
        // A frame is opaque: then its alpha is left out (RGB, a quarter less to compress).
        let (opaque, filtered) = bytes.withUnsafeBufferPointer { source -> (Bool, [UInt8]) in
            let start = source.baseAddress!
            let opaque = PictureBytes.isOpaque(start, width: width, rows: height, pitch: width * 4, alphaOffset: 3)
            // Every byte is the filter's: nothing to clear first.
            let count = (width * (opaque ? 3 : 4) + 1) * height
            let filtered = [UInt8](unsafeUninitializedCapacity: count) { target, initialized in
                PictureBytes.filteredRows(rgba: start, width: width, height: height, keepsAlpha: !opaque,
                                          subtractsAbove: filter == .up, into: target.baseAddress!)
                initialized = count
            }
            return (opaque, filtered)
        }
        let compressed = try deflate(filtered, level: compression.rawValue)
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var header = Data()
        header.append(bigEndian: UInt32(width))
        header.append(bigEndian: UInt32(height))
        header.append(contentsOf: [8, opaque ? 2 : 6, 0, 0, 0])  // 8 bits, RGB or RGBA, deflate, adaptive filters, no interlace
        append(chunk: "IHDR", header, to: &png)
        append(chunk: "IDAT", compressed, to: &png)
        append(chunk: "IEND", Data(), to: &png)
        return png
    }

    /// zlib's stream of `input` at `level`.
    private static func deflate(_ input: [UInt8], level: Int32) throws -> Data {
        var stream = z_stream()
        guard deflateInit2_(&stream, level, Z_DEFLATED, 15, 8, Z_DEFAULT_STRATEGY, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw Failure(description: "cannot start zlib")
        }
        defer { deflateEnd(&stream) }
        var output = [UInt8](zeros: Int(deflateBound(&stream, uLong(input.count))))
        var input = input
        let status = input.withUnsafeMutableBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target -> Int32 in
                stream.next_in = source.baseAddress
                stream.avail_in = uInt(source.count)
                stream.next_out = target.baseAddress
                stream.avail_out = uInt(target.count)
                return CZlib.deflate(&stream, Z_FINISH)
            }
        }
        guard status == Z_STREAM_END else { throw Failure(description: "zlib could not compress the picture (status \(status))") }
        return Data(output.prefix(Int(stream.total_out)))
    }

    private static func append(chunk type: String, _ payload: Data, to png: inout Data) {
        png.append(bigEndian: UInt32(payload.count))
        let tagged = Data(type.utf8) + payload
        png.append(tagged)
        let crc = tagged.withUnsafeBytes { crc32(0, $0.bindMemory(to: UInt8.self).baseAddress, uInt(tagged.count)) }
        png.append(bigEndian: UInt32(crc))
    }
}

private extension Data {
    mutating func append(bigEndian value: UInt32) {
        Swift.withUnsafeBytes(of: value.bigEndian) { append(contentsOf: $0) }
    }
}
