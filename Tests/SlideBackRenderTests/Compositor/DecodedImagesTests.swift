import CSDL2
import Foundation
@testable import SlideBackRender
import SlideBackPixelComparison
import XCTest

/// `DecodedImages` promises what `ImageDecoder.decode` gives, pixel for pixel, at every cover,
/// from one decode of each file; and a broken file fails there as it does from the file.
final class DecodedImagesTests: XCTestCase {
    /// The checkout's default scene's art: large PNGs, the files the fuzz test shares.
    private static let pages = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Resources/pages")

    /// The surface's size, format and pixels: its rows one after another, without the pitch's padding.
    private func contents(_ surface: UnsafeMutablePointer<SDL_Surface>) -> (size: [Int32], format: UInt32, pixels: [UInt8]) {
        defer { SDL_FreeSurface(surface) }
        let width = Int(surface.pointee.w), pitch = Int(surface.pointee.pitch), bytes = Int(surface.pointee.format.pointee.BytesPerPixel)
        let base = surface.pointee.pixels.assumingMemoryBound(to: UInt8.self)
        var pixels: [UInt8] = []
        for row in 0..<Int(surface.pointee.h) { pixels += UnsafeBufferPointer(start: base + row * pitch, count: width * bytes) }
        return ([surface.pointee.w, surface.pointee.h], surface.pointee.format.pointee.format, pixels)
    }

    func testEveryCoverGivesTheFilesOwnDecodeFromOneDecodeAFile() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.pages.path).filter { $0.hasSuffix(".png") }.sorted().prefix(2)
        XCTAssertEqual(files.count, 2, "the default scene's art is generated (scripts/generate-art)")
        let shared = DecodedImages()
        for name in files {
            let path = Self.pages.appendingPathComponent(name).path
            // Its own size (nil), a phone's screen at 2x, a 1 x 1 window and one wider than tall.
            for cover in [nil, (width: 828, height: 1792), (width: 1, height: 1), (width: 900, height: 120)] as [(width: Int, height: Int)?] {
                let fresh = contents(try ImageDecoder.decode(path, cover: cover))
                let kept = contents(try shared.decode(path, cover: cover))
                XCTAssertEqual(kept.size, fresh.size, "\(name) \(String(describing: cover))")
                XCTAssertEqual(kept.format, fresh.format, "\(name) \(String(describing: cover))")
                XCTAssertEqual(PixelComparison.differingBytes(kept.pixels, fresh.pixels), 0, "\(name) \(String(describing: cover)): the same pixels")
            }
        }
        XCTAssertEqual(shared.decodeCount, 2, "each file decoded once")
        let broken = NSTemporaryDirectory() + "slideback-decoded-\(UUID().uuidString).png"
        try Data("not a PNG".utf8).write(to: URL(fileURLWithPath: broken))
        defer { try? FileManager.default.removeItem(atPath: broken) }
        var fromFile = "", fromShared = ""
        XCTAssertThrowsError(try ImageDecoder.decode(broken, cover: nil)) { fromFile = "\($0)" }
        XCTAssertThrowsError(try shared.decode(broken, cover: nil)) { fromShared = "\($0)" }
        XCTAssertEqual(fromShared, fromFile, "the same reason")
    }
}
