import Foundation
import SlideBackCore
@testable import SlideBackTools
import XCTest

/// Checks that the procedural art is complete, reproducible, committed up to date, and that
/// writing it fails cleanly.
final class ArtGeneratorTests: XCTestCase {
    /// The package root, found from this file's place in `Tests/SlideBackRenderTests/`.
    private static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The command that brings `Resources/` up to date, quoted in failure messages.
    private static let regenerate = "`swift run slideback generate-art --out Resources` in the package root"

    /// A fresh empty folder, removed when the test ends.
    private func makeTemporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("ArtGeneratorTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return folder
    }

    /// Every file below `folder`, as sorted relative paths, hidden files included.
    private func listing(_ folder: URL) throws -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        return (enumerator?.allObjects as? [String] ?? []).sorted()
    }

    /// Each listed file draws at its documented pixel size; pages are opaque and not blank.
    func testEveryFileNameMakesAnImageOfTheDocumentedSize() throws {
        XCTAssertEqual(Set(ArtGenerator.fileNames).count, ArtGenerator.fileNames.count, "file names repeat")
        XCTAssertTrue(ArtGenerator.fileNames.contains("back.png"))
        XCTAssertEqual(ArtGenerator.fileNames.filter { $0.hasPrefix("pages/") }.count, 5)
        for name in ArtGenerator.fileNames {
            let image = try ArtGenerator.makeImage(named: name)
            // Pages are 414x896 points at 2x; the back button is 25 points at 3x; the elements'
            // photos (issue 15) are 300x225 points at 2x and 40-point portraits at 3x.
            let expected = name.hasPrefix("pages/") ? (828, 1792) : name.hasPrefix("photos/scene-") ? (600, 450)
                : name.hasPrefix("photos/person-") ? (120, 120) : (75, 75)
            XCTAssertEqual(image.width, expected.0, name)
            XCTAssertEqual(image.height, expected.1, name)
            XCTAssertEqual(image.pixels.count, expected.0 * expected.1, name)
            if name.hasPrefix("pages/") {
                // Page bodies are drawn without blending onto anything, so they must be opaque.
                let (isOpaque, colours) = Self.opacityAndColours(image.pixels, upTo: 51)
                XCTAssertTrue(isOpaque, "\(name) has transparent pixels")
                XCTAssertGreaterThan(colours, 50, "\(name) looks blank")
            }
        }
    }

    /// Whether every pixel is opaque, and how many colours there are, counted up to `limit`. One
    /// pass, a colour looked up only where it changes: unoptimized, a set of a page's 1.5 million
    /// pixels took a fifth of a second.
    static func opacityAndColours(_ pixels: [UInt32], upTo limit: Int) -> (Bool, Int) {
        var isOpaque = true, colours = Set<UInt32>(), previous: UInt32?
        pixels.withUnsafeBufferPointer { pixels in
            var index = 0
            while index < pixels.count {
                let pixel = pixels[index]
                if pixel >> 24 != 0xFF { isOpaque = false }
                if pixel != previous, colours.count < limit { colours.insert(pixel) }
                previous = pixel
                index += 1
            }
        }
        return (isOpaque, colours.count)
    }

    /// The back button keeps its transparent background and its tint, which the bar relies on.
    func testBackChevronIsDrawnOnATransparentSquare() throws {
        let image = try ArtGenerator.makeImage(named: "back.png")
        XCTAssertEqual(image.pixel(x: 0, y: 0) >> 24, 0, "corner should be transparent")
        XCTAssertEqual(image.pixel(x: 74, y: 74) >> 24, 0, "corner should be transparent")
        // The chevron's tip sits at 7.5 x 12.5 points, in the seeds' tint colour.
        XCTAssertEqual(image.pixel(x: 24, y: 37), 0xFF6F_7179)
    }

    /// No page image that scene.json shows is left for someone to draw by hand.
    func testEveryPageInTheSceneIsGenerated() throws {
        let resources = Self.packageRoot.appendingPathComponent("Resources").path
        let scene = try Scene.load(contentsOf: resources + "/scene.json")
        var checked = 0
        // Pages of elements (issue 15) show the generator's pictures too.
        for path in scene.pages.flatMap(\.imagePaths) {
            let relative = path.hasPrefix(resources + "/") ? String(path.dropFirst(resources.count + 1)) : path
            XCTAssertTrue(ArtGenerator.fileNames.contains(relative), "scene.json shows \(relative), which the generator does not make")
            checked += 1
        }
        XCTAssertGreaterThan(checked, 0, "scene.json names no page images")
    }

    /// Art hidden under the app's own bars stays one flat colour.
    func testPagesUnderOpaqueBarsKeepTheCoveredStripsPlain() throws {
        // The app paints its status text and bar over the top 88 points (176 px), and its tab
        // bar over the feed's bottom 83 points (166 px); detail there would only show through
        // during transitions as clutter.
        let strips: [(name: String, rows: Range<Int>)] = [
            ("pages/feed.png", 0..<176), ("pages/feed.png", 1626..<1792),
            ("pages/article.png", 0..<176), ("pages/gallery.png", 0..<176),
        ]
        for strip in strips {
            let image = try ArtGenerator.makeImage(named: strip.name)
            let colours = Set(strip.rows.flatMap { row in image.pixels[(row * image.width)..<((row + 1) * image.width)] })
            XCTAssertEqual(colours.count, 1, "\(strip.name) rows \(strip.rows) are not one plain colour")
        }
    }

    /// Two runs write the same files byte for byte, so committed art can be checked.
    func testGenerationIsDeterministic() throws {
        let first = try makeTemporaryFolder(), second = try makeTemporaryFolder()
        try ArtGenerator.generate(into: first.path)
        try ArtGenerator.generate(into: second.path)
        XCTAssertEqual(try listing(first), try listing(second))
        for name in ArtGenerator.fileNames {
            let a = try Data(contentsOf: first.appendingPathComponent(name))
            let b = try Data(contentsOf: second.appendingPathComponent(name))
            XCTAssertFalse(a.isEmpty, name)
            XCTAssertEqual(a, b, "\(name) differs between two runs")
        }
    }

    /// Writing a PNG and reading it back is lossless, alpha included.
    func testWrittenPNGReadsBackPixelForPixel() throws {
        let folder = try makeTemporaryFolder()
        // The back button has partly transparent edges, the hardest case for a lossless round trip.
        for name in ["back.png", "pages/profile.png"] {
            let image = try ArtGenerator.makeImage(named: name)
            let path = folder.appendingPathComponent(name).path
            try image.writePNG(to: path)
            XCTAssertEqual(try PixelImage(contentsOfPNG: path), image, name)
        }
    }

    /// The PNGs in Resources/ hold exactly the pixels the code makes now. Pixels, not bytes: another
    /// libpng or zlib may encode the same picture differently, and that is not a change of art.
    func testCommittedResourcesMatchTheGenerator() throws {
        let resources = Self.packageRoot.appendingPathComponent("Resources")
        for name in ArtGenerator.fileNames {
            let committedURL = resources.appendingPathComponent(name)
            guard FileManager.default.fileExists(atPath: committedURL.path) else {
                XCTFail("Resources/\(name) is missing; run \(Self.regenerate)")
                continue
            }
            let committed = try PixelImage(contentsOfPNG: committedURL.path)
            XCTAssertEqual(committed, try ArtGenerator.makeImage(named: name),
                           "Resources/\(name) is not what the generator makes now; run \(Self.regenerate) and commit the result")
        }
    }

    /// Names outside `fileNames` are refused, with a message listing the valid ones.
    func testUnknownNameThrows() {
        for name in ["pages/missing.png", "", "Back.png", "pages/feed.png/"] {
            XCTAssertThrowsError(try ArtGenerator.makeImage(named: name), "'\(name)'") { error in
                XCTAssertEqual(error as? ArtGeneratorError, .unknownImage(name))
                XCTAssertTrue("\(error)".contains("pages/feed.png"), "the message should list the known names")
            }
        }
    }

    /// An output folder that cannot exist is reported by path, and nothing is written anywhere.
    func testGeneratingUnderARegularFileThrowsAndWritesNothing() throws {
        let folder = try makeTemporaryFolder()
        let blocker = folder.appendingPathComponent("blocker")
        try Data("not a folder".utf8).write(to: blocker)
        let target = blocker.appendingPathComponent("art").path
        XCTAssertThrowsError(try ArtGenerator.generate(into: target)) { error in
            guard case .cannotCreateFolder(let path, _)? = error as? ArtGeneratorError else {
                return XCTFail("expected cannotCreateFolder, got \(error)")
            }
            XCTAssertEqual(path, target)
            let message = "\(error)"
            XCTAssertTrue(message.contains(target), message)
            XCTAssertTrue(message.contains("'\(blocker.path)' is a file, not a folder"), "should name the culprit: \(message)")
            XCTAssertFalse(message.contains("\n"), "message should be one line: \(message)")
        }
        XCTAssertEqual(try listing(folder), ["blocker"])
        XCTAssertEqual(try Data(contentsOf: blocker), Data("not a folder".utf8))
    }

    /// A blocked `pages` folder fails cleanly, leaving no page or temporary file.
    func testBlockedSubfolderFailsBeforeWritingAnyPage() throws {
        let folder = try makeTemporaryFolder()
        // The output folder exists, but where "pages" should go there is a file.
        try Data().write(to: folder.appendingPathComponent("pages"))
        XCTAssertThrowsError(try ArtGenerator.generate(into: folder.path)) { error in
            guard case .cannotCreateFolder(let path, _)? = error as? ArtGeneratorError else {
                return XCTFail("expected cannotCreateFolder, got \(error)")
            }
            XCTAssertEqual(path, folder.appendingPathComponent("pages").path)
            XCTAssertTrue("\(error)".contains("is a file, not a folder"), "\(error)")
        }
        XCTAssertEqual(try listing(folder), ["pages"], "nothing else, no leftover temporary file")
    }

    /// A file that cannot be replaced is found before any drawing (issue 30, class 10: it failed
    /// after the pages before it were drawn and written): nothing is written, no temporary file.
    func testFileThatCannotBeReplacedIsFoundBeforeAnyPageIsDrawn() throws {
        let folder = try makeTemporaryFolder()
        // A non-empty folder where back.png goes: the final rename must fail.
        let obstacle = folder.appendingPathComponent("back.png")
        try FileManager.default.createDirectory(at: obstacle, withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: obstacle.appendingPathComponent("keep.txt"))
        XCTAssertThrowsError(try ArtGenerator.generate(into: folder.path)) { error in
            guard case .unwritablePlace(let reason)? = error as? ArtGeneratorError else {
                return XCTFail("expected unwritablePlace, got \(error)")
            }
            XCTAssertEqual(reason, "cannot write \(obstacle.path): it is a folder")
        }
        // Places are checked in list order, their folders made: those before back.png are there, empty.
        let before = ArtGenerator.fileNames.prefix { $0 != "back.png" }
        let folders = Set(before.compactMap { $0.split(separator: "/").dropLast().first.map(String.init) })
        let expected = (["back.png", "back.png/keep.txt"] + folders).sorted()
        XCTAssertEqual(try listing(folder), expected, "no page drawn, the obstacle untouched, no .partial file")
    }
}
