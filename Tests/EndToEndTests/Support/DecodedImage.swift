import CSDL2
import CSDL2Image
import Foundation
import SlideBackPixelComparison
import XCTest

/// A PNG decoded with SDL_image into RGBA bytes.
struct DecodedImage {
    /// Width in pixels.
    let width: Int
    /// Height in pixels.
    let height: Int
    private let bytes: [UInt8]

    /// Loads and converts the PNG at `path`; throws SDL_image's reason when it cannot.
    init(path: String) throws {
        guard let loaded = IMG_Load(path) else {
            throw NSError(domain: "EndToEndTests", code: 4, userInfo: [NSLocalizedDescriptionKey: "cannot load \(path): \(String(cString: SDL_GetError()))"])
        }
        defer { SDL_FreeSurface(loaded) }
        guard let rgba = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ABGR8888.rawValue, 0) else {
            throw NSError(domain: "EndToEndTests", code: 5, userInfo: [NSLocalizedDescriptionKey: String(cString: SDL_GetError())])
        }
        defer { SDL_FreeSurface(rgba) }
        width = Int(rgba.pointee.w)
        height = Int(rgba.pointee.h)
        let pitch = Int(rgba.pointee.pitch)
        let source = rgba.pointee.pixels.assumingMemoryBound(to: UInt8.self)
        // Row by row, as rows may be padded: a copy per byte in this unoptimized module took
        // seconds over the suite.
        let rowBytes = width * 4, rows = height
        bytes = [UInt8](unsafeUninitializedCapacity: rowBytes * rows) { target, initialized in
            for row in 0..<rows {
                UnsafeMutableRawPointer(target.baseAddress! + row * rowBytes).copyMemory(from: source + row * pitch, byteCount: rowBytes)
            }
            initialized = rowBytes * rows
        }
    }

    /// The (r, g, b, a) bytes at pixel (x, y), which must be inside the image.
    func pixel(x: Int, y: Int) -> [Double] {
        let index = (y * width + x) * 4
        return [Double(bytes[index]), Double(bytes[index + 1]), Double(bytes[index + 2]), Double(bytes[index + 3])]
    }

    /// How many pixels have a channel, alpha included, more than `levels` from the same pixel's
    /// in `other`, an image of the same size. Counted in the optimized comparison module: a loop
    /// over every pixel here, unoptimized, took a second.
    func pixels(differingFrom other: DecodedImage, byMoreThan levels: Int) -> Int {
        precondition(width == other.width && height == other.height, "images of different sizes")
        return PixelComparison.pixels(of: bytes, differingFrom: other.bytes, byMoreThan: levels)
    }
}

/// Checks the pixel at (x, y) of a captured image against an opaque `expected` colour [r, g, b],
/// within 2 per channel. Coordinates are in pixels and truncated.
func assertPixel(_ image: DecodedImage, x: Double, y: Double, _ expected: [Double], _ what: String,
                 file: StaticString = #filePath, line: UInt = #line) {
    let px = Int(x), py = Int(y)
    guard px >= 0, py >= 0, px < image.width, py < image.height else {
        return XCTFail("(\(px), \(py)) is outside the \(image.width)x\(image.height) capture: \(what)", file: file, line: line)
    }
    let actual = image.pixel(x: px, y: py)
    let worst = zip(actual, expected).map { abs($0 - $1) }.max() ?? 0
    XCTAssert(worst <= 2 && actual[3] == 255, "(\(px), \(py)) is \(actual), expected \(expected) ± 2: \(what)", file: file, line: line)
}

/// The "line L, column C" where `marker` first starts in `text`, counted as an editor counts.
func lineAndColumn(of marker: String, in text: String) -> String {
    guard let range = text.range(of: marker) else { return "marker not found" }
    let before = text[..<range.lowerBound]
    let line = before.filter { $0 == "\n" }.count + 1
    let column = before.count - (before.lastIndex(of: "\n").map { before.distance(from: before.startIndex, to: $0) + 1 } ?? 0) + 1
    return "line \(line), column \(column)"
}
