import CSDL2
import CSDL2Image
import Foundation
import SlideBackCore

/// PNG files made in memory by SDL_image and written by `OutputFile`, whose every write and
/// close is checked: `IMG_SavePNG` writing a file itself loses the errors of its buffered writes,
/// and a full disk left truncated or empty PNGs behind a run that exited 0.
public enum PNGEncoder {
    /// The PNG of `width` x `height` 32-bit pixels in `format`, rows `width * 4` bytes apart.
    static func encode(_ pixels: UnsafeMutableRawPointer, width: Int, height: Int, format: SDL_PixelFormatEnum) throws -> Data {
        guard let surface = SDL_CreateRGBSurfaceWithFormatFrom(pixels, Int32(width), Int32(height), 32, Int32(width * 4), format.rawValue) else {
            throw OutputFile.Failure("cannot make a picture to encode: \(String(cString: SDL_GetError()))")
        }
        defer { SDL_FreeSurface(surface) }
        // Room for the worst case, pixels that do not compress: zlib's stored blocks, one filter
        // byte per row and the chunks' framing add well under 1% and a few kilobytes.
        let raw = width * height * 4
        var buffer = [UInt8](repeating: 0, count: raw + raw / 128 + height + 65536)
        let written: Int = try buffer.withUnsafeMutableBytes { room in
            guard let stream = SDL_RWFromMem(room.baseAddress, Int32(clamping: room.count)) else {
                throw OutputFile.Failure("cannot encode the PNG: \(String(cString: SDL_GetError()))")
            }
            defer { SDL_RWclose(stream) }
            guard IMG_SavePNG_RW(surface, stream, 0) == 0 else {
                throw OutputFile.Failure("cannot encode the PNG: \(String(cString: SDL_GetError()))")
            }
            return Int(SDL_RWtell(stream))
        }
        return Data(buffer.prefix(written))
    }

    /// Encodes and writes the PNG at `path` whole or not at all (`OutputFile.write`).
    public static func write(_ pixels: UnsafeMutableRawPointer, width: Int, height: Int, format: SDL_PixelFormatEnum, to path: String) throws {
        try OutputFile.write(try encode(pixels, width: width, height: height, format: format), to: path)
    }
}
