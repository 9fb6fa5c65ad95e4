import CSDL2
import Foundation
import SlideBackCore
@testable import SlideBackRender
import XCTest

/// Fonts are read from memory: each file once, whatever sizes and displays open it, and a file
/// that cannot be a font is refused by name, as before.
final class FontFileCacheTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        try HeadlessSDL.start()
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("font-cache-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    func testAFontIsReadOnceAndOpensAtAnotherSizeAfterItsFileIsGone() throws {
        let original = try XCTUnwrap(SDLFont.findDefaultFontPath(), "no DejaVu font")
        let copy = folder.appendingPathComponent("copy.ttf").path
        try FileManager.default.copyItem(atPath: original, toPath: copy)
        let small = try SDLFont(path: copy, pixelSize: 12)
        let first = try FontFileCache.shared.bytes(atPath: copy)
        try FileManager.default.removeItem(atPath: copy)
        // Opened by path, this would fail: the file is gone; its bytes are not.
        let large = try SDLFont(path: copy, pixelSize: 40)
        XCTAssertEqual(try FontFileCache.shared.bytes(atPath: copy).baseAddress, first.baseAddress, "the same bytes, not read again")
        XCTAssertEqual(first.count, try Data(contentsOf: URL(fileURLWithPath: original)).count)
        XCTAssertGreaterThan(large.width(of: "Back"), small.width(of: "Back") * 2, "each size draws at its own size")
    }

    func testWhatCannotBeAFontIsRefusedNamingTheFile() throws {
        let missing = folder.appendingPathComponent("missing.ttf").path
        let notAFont = folder.appendingPathComponent("text.ttf").path
        try Data("not a font".utf8).write(to: URL(fileURLWithPath: notAFont))
        let huge = folder.appendingPathComponent("huge.ttf").path
        // Sparse: its size is checked before anything is read.
        XCTAssertTrue(FileManager.default.createFile(atPath: huge, contents: nil))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: huge))
        try handle.truncate(atOffset: UInt64(FontFileCache.limit + 1))
        try handle.close()
        for (path, reason) in ([(missing, "No such file"), (folder.path, "directory"), (notAFont, nil), (huge, "larger than 256 MiB")] as [(String, String?)]) {
            XCTAssertThrowsError(try SDLFont(path: path, pixelSize: 17), path) { error in
                let message = "\(error)"
                XCTAssertTrue(message.hasPrefix("cannot open the font \(path)"), message)
                if let reason { XCTAssertTrue(message.contains(reason), message) }
                XCTAssertFalse(message.contains("\n"), message)
            }
        }
    }
}
