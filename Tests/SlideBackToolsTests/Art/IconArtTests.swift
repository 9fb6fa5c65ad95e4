import Foundation
@testable import SlideBackTools
import XCTest

/// The application icon the install puts in the icon theme: every size the same picture on a
/// transparent ground, written where the freedesktop.org layout wants it.
final class IconArtTests: XCTestCase {
    func testEverySizeIsTheSamePictureOnATransparentGround() throws {
        for size in ArtGenerator.iconSizes {
            let icon = try ArtGenerator.makeIcon(pixels: size)
            XCTAssertEqual(icon.width, size)
            XCTAssertEqual(icon.height, size)
            XCTAssertEqual(icon.pixel(x: 0, y: 0) >> 24, 0, "\(size): the corner is transparent")
            XCTAssertEqual(icon.pixel(x: size - 1, y: size - 1) >> 24, 0, "\(size): the corner is transparent")
            // The same spots of the 64-point drawing at every size: the blue tile's edge, the
            // page beneath (left, dimmed), the page on top (right, white).
            let at = { (x: Double, y: Double) in icon.pixel(x: Int(x * Double(size) / 64), y: Int(y * Double(size) / 64)) }
            XCTAssertEqual(at(5, 32) >> 24, 0xFF, "\(size): the tile is opaque")
            XCTAssertLessThan((at(5, 32) >> 16) & 0xFF, at(5, 32) & 0xFF, "\(size): the tile is blue")
            XCTAssertEqual(at(16, 40) & 0xFFFFFF, 0xB9C3D6, "\(size): the page beneath")
            XCTAssertEqual(at(50, 45) & 0xFFFFFF, 0xFFFFFF, "\(size): the page on top")
        }
        XCTAssertThrowsError(try ArtGenerator.makeIcon(pixels: 8))
    }

    func testTheIconsAreWrittenAsAnIconThemeLaysThemOut() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("IconArtTests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try ArtGenerator.writeIcons(into: folder.path)
        for size in ArtGenerator.iconSizes {
            let written = try PixelImage(contentsOfPNG: folder.appendingPathComponent("\(size)x\(size)/apps/slideback.png").path)
            XCTAssertEqual(written, try ArtGenerator.makeIcon(pixels: size), "\(size)x\(size) holds the drawing")
        }
        let files = (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".png") }
        XCTAssertEqual(files.count, ArtGenerator.iconSizes.count, "one PNG per size, no partial files: \(files)")
    }
}
