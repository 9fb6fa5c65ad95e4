import Foundation

/// What an image file is, judged by its content (never its name), and the size it declares,
/// read from the header before anything is decoded: a few bytes can declare gigabytes of pixels.
public struct ImageHeader: Equatable {
    /// The formats the program decodes.
    public enum Format: String, Equatable {
        case png = "PNG"
        case jpeg = "JPEG"
    }

    /// The longest side an image may declare.
    public static let maximumSide = 16384
    /// The most pixels an image may declare: 64 megapixels, 256 MiB decoded.
    public static let maximumPixels = 64 * 1024 * 1024
    /// Image files larger than this are not read.
    public static let maximumFileBytes = 64 * 1024 * 1024

    /// The format.
    public let format: Format
    /// The declared width in pixels.
    public let width: Int
    /// The declared height in pixels.
    public let height: Int

    /// Why an image is refused before decoding: one phrase, without the file's name.
    public struct Refusal: Error, Equatable, CustomStringConvertible {
        public let description: String
    }

    /// Reads the header of `bytes`; a refusal names the format of anything that is not PNG or
    /// JPEG, or the declared size when it is over the limits or impossible.
    public init(_ bytes: Data) throws {
        let data = [UInt8](bytes.prefix(Self.maximumFileBytes))
        guard !data.isEmpty else { throw Refusal(description: "the file is empty") }
        if data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            (width, height) = try Self.pngSize(data)
            format = .png
        } else if data.starts(with: [0xFF, 0xD8]) {
            (width, height) = try Self.jpegSize(data)
            format = .jpeg
        } else {
            let named = Self.otherFormat(data).map { "it is \($0), not a PNG or JPEG image" }
            throw Refusal(description: named ?? "it is not a PNG or JPEG image")
        }
        guard width > 0, height > 0 else {
            throw Refusal(description: "the \(format.rawValue) header declares \(width) x \(height) pixels")
        }
        guard width <= Self.maximumSide, height <= Self.maximumSide, width * height <= Self.maximumPixels else {
            throw Refusal(description: "the \(format.rawValue) header declares \(width) x \(height) pixels, over the limit of "
                          + "\(Self.maximumSide) a side and \(Self.maximumPixels / (1024 * 1024)) megapixels")
        }
    }

    /// Width and height from the IHDR chunk, which must come first.
    private static func pngSize(_ data: [UInt8]) throws -> (Int, Int) {
        guard data.count >= 24, Array(data[12..<16]) == Array("IHDR".utf8) else {
            throw Refusal(description: "the PNG header is truncated or has no IHDR chunk first")
        }
        return (bigEndian(data, at: 16, count: 4), bigEndian(data, at: 20, count: 4))
    }

    /// Width and height from the first start-of-frame segment, walking the segments before it.
    private static func jpegSize(_ data: [UInt8]) throws -> (Int, Int) {
        var offset = 2
        while offset + 4 <= data.count {
            guard data[offset] == 0xFF else { break }
            let marker = data[offset + 1]
            if marker == 0xFF { offset += 1; continue }  // fill bytes
            if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) { offset += 2; continue }
            if marker == 0xD9 || marker == 0xDA { break }  // end of image, or data before any frame
            let length = bigEndian(data, at: offset + 2, count: 2)
            guard length >= 2 else { break }
            // SOF0 to SOF15, except DHT (C4), JPG (C8) and DAC (CC).
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                guard offset + 9 <= data.count else { break }
                return (bigEndian(data, at: offset + 7, count: 2), bigEndian(data, at: offset + 5, count: 2))
            }
            offset += 2 + length
        }
        throw Refusal(description: "the JPEG has no frame header")
    }

    /// The name of a known image or document format `data` starts as, for the warning.
    static func otherFormat(_ data: [UInt8]) -> String? {
        let text = String(decoding: data.prefix(512), as: UTF8.self).lowercased()
        let ascii = { (prefix: String) in data.starts(with: Array(prefix.utf8)) }
        if ascii("GIF87a") || ascii("GIF89a") { return "a GIF image" }
        if ascii("BM") { return "a BMP image" }
        if ascii("RIFF"), data.count >= 12, Array(data[8..<12]) == Array("WEBP".utf8) { return "a WebP image" }
        if ascii("II*\u{0}") || ascii("MM\u{0}*") { return "a TIFF image" }
        if ascii("qoif") { return "a QOI image" }
        if data.starts(with: [0, 0, 1, 0]) { return "an ICO image" }
        if data.count >= 12, Array(data[4..<8]) == Array("ftyp".utf8) { return "an AVIF or HEIF image" }
        if data.starts(with: [0xFF, 0x0A]) || data.starts(with: [0, 0, 0, 0x0C, 0x4A, 0x58, 0x4C, 0x20]) { return "a JPEG XL image" }
        if text.contains("/* xpm */") { return "an XPM image" }
        if text.contains("<svg") { return "an SVG image" }
        if ascii("P1") || ascii("P2") || ascii("P3") || ascii("P4") || ascii("P5") || ascii("P6") { return "a PNM image" }
        if data.first == 0x0A, data.count > 1, data[1] <= 5 { return "a PCX image" }
        if ascii("8BPS") { return "a Photoshop image" }
        if ascii("%PDF") { return "a PDF document" }
        return nil
    }

    private static func bigEndian(_ data: [UInt8], at offset: Int, count: Int) -> Int {
        data[offset ..< offset + count].reduce(0) { $0 << 8 | Int($1) }
    }
}
