import CSDL2
import CSDL2Image
import Foundation
import SlideBackCore
import SlideBackKernels

/// Turns an image file into a surface ready to become a texture: the file must be a regular file,
/// PNG or JPEG by its content, and declare a size within `ImageHeader`'s limits before a byte of
/// it is decoded; then it is scaled, once, to no more than the pixels it is shown at.
enum ImageDecoder {
    /// How many bytes of a file `check` reads: enough for any PNG header and the usual JPEG one.
    static let headerBytes = 64 * 1024

    /// Refuses `path` early (at start, without decoding) when its first bytes already say it will
    /// be refused; a JPEG whose frame header lies further in is left to `decode`.
    static func check(_ path: String) throws {
        let head = try readImageFile(path, limit: headerBytes, wholeFile: false)
        do {
            _ = try ImageHeader(head)
        } catch let refusal as ImageHeader.Refusal where head.count >= headerBytes && head.starts(with: [0xFF, 0xD8]) {
            _ = refusal  // the frame header may come after large metadata: decided when decoded
        } catch {
            throw failure(path, error)
        }
    }

    /// The image at `path` as an ARGB8888 surface (RGB888 when every pixel is opaque), scaled down
    /// so that it still covers `cover` pixels (aspect fill) but is no larger; the caller frees it.
    static func decode(_ path: String, cover: (width: Int, height: Int)?) throws -> UnsafeMutablePointer<SDL_Surface> {
        try fitted(try decodeWhole(path), cover: cover, path: path)
    }

    /// The image at `path` as an ARGB8888 surface at its own size; the caller frees it.
    static func decodeWhole(_ path: String) throws -> UnsafeMutablePointer<SDL_Surface> {
        let bytes = try readImageFile(path, limit: ImageHeader.maximumFileBytes, wholeFile: true)
        let header: ImageHeader
        do {
            header = try ImageHeader(bytes)
        } catch {
            throw failure(path, error)
        }
        let decoded = try decodeSurface(bytes, header.format, path: path)
        let converted = SDL_ConvertSurfaceFormat(decoded, SDL_PIXELFORMAT_ARGB8888.rawValue, 0)
        SDL_FreeSurface(decoded)
        return try check(converted, path, "cannot convert it")
    }

    /// `whole`, an ARGB8888 surface of the image at `path`, made ready to draw: scaled down to
    /// cover `cover`, and RGB888 when every pixel is opaque. Takes `whole` (freed or returned).
    static func fitted(_ whole: UnsafeMutablePointer<SDL_Surface>, cover: (width: Int, height: Int)?,
                       path: String) throws -> UnsafeMutablePointer<SDL_Surface> {
        var current = whole
        do {
            if let scaled = try scaled(current, toCover: cover, path: path) {
                SDL_FreeSurface(current)
                current = scaled
            }
            guard isOpaque(current) else { return current }
            // Page art is usually opaque even when saved as RGBA: without alpha it is drawn by
            // copying instead of blending.
            let opaque = try check(SDL_ConvertSurfaceFormat(current, SDL_PIXELFORMAT_RGB888.rawValue, 0), path, "cannot convert it")
            SDL_FreeSurface(current)
            return opaque
        } catch {
            SDL_FreeSurface(current)
            throw error
        }
    }

    /// The pixel size that keeps an image of `size` covering `cover` when aspect-filled, never
    /// larger than the image itself and never under 1 x 1.
    static func coverSize(of size: (width: Int, height: Int), cover: (width: Int, height: Int)) -> (width: Int, height: Int) {
        let factor = min(1, max(Double(cover.width) / Double(size.width), Double(cover.height) / Double(size.height)))
        return (max(1, Int((Double(size.width) * factor).rounded(.up))), max(1, Int((Double(size.height) * factor).rounded(.up))))
    }

    /// A new surface of `surface` scaled down to cover `cover`, or `nil` when it needs no scaling.
    private static func scaled(_ surface: UnsafeMutablePointer<SDL_Surface>, toCover cover: (width: Int, height: Int)?,
                               path: String) throws -> UnsafeMutablePointer<SDL_Surface>? {
        guard let cover, cover.width > 0, cover.height > 0 else { return nil }
        let size = (width: Int(surface.pointee.w), height: Int(surface.pointee.h))
        let target = coverSize(of: size, cover: cover)
        guard target != size else { return nil }
        let scaled = try check(SDL_CreateRGBSurfaceWithFormat(0, Int32(target.width), Int32(target.height), 32, SDL_PIXELFORMAT_ARGB8888.rawValue),
                               path, "cannot make room to scale it")
        guard SDL_SoftStretchLinear(surface, nil, scaled, nil) == 0 else {
            let error = SDLError("cannot load the image \(path): cannot scale it")
            SDL_FreeSurface(scaled)
            throw error
        }
        return scaled
    }

    /// Whether every pixel of an ARGB8888 surface is opaque.
    private static func isOpaque(_ surface: UnsafeMutablePointer<SDL_Surface>) -> Bool {
        // An ARGB8888 word's alpha is its high byte: the last in memory on a little-endian machine.
        PictureBytes.isOpaque(surface.pointee.pixels, width: Int(surface.pointee.w), rows: Int(surface.pointee.h),
                              pitch: Int(surface.pointee.pitch), alphaOffset: UInt32(1).littleEndian == 1 ? 3 : 0)
    }

    /// Decodes PNG or JPEG bytes with the decoder of that format only: SDL_image's own guessing
    /// would also try SVG, XPM and others, whose decoders a hostile file can exhaust.
    private static func decodeSurface(_ bytes: Data, _ format: ImageHeader.Format, path: String) throws -> UnsafeMutablePointer<SDL_Surface> {
        try bytes.withUnsafeBytes { raw in
            guard let stream = SDL_RWFromConstMem(raw.baseAddress, Int32(raw.count)) else {
                throw SDLError("cannot load the image \(path)")
            }
            defer { SDL_RWclose(stream) }
            return try AssetLibrary.catchingLibraryOutput(path) {
                format == .png ? IMG_LoadPNG_RW(stream) : IMG_LoadJPG_RW(stream)
            }
        }
    }

    /// The file's bytes (all of them, or its first `limit` when `wholeFile` is false), refusing
    /// anything but a regular file without blocking on it.
    private static func readImageFile(_ path: String, limit: Int, wholeFile: Bool) throws -> Data {
        do {
            if wholeFile { return try InputFile.read(atPath: path, limit: limit, limitText: "64 MiB") }
            return try InputFile.readPrefix(atPath: path, count: limit)
        } catch {
            throw failure(path, error)
        }
    }

    private static func failure(_ path: String, _ error: Error) -> SDLError {
        SDLError(message: "cannot load the image \(path): \(error)")
    }

    static func check<T>(_ pointer: T?, _ path: String, _ doing: String) throws -> T {
        guard let pointer else { throw SDLError("cannot load the image \(path): \(doing)") }
        return pointer
    }
}
