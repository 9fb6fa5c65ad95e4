import Foundation
import XCTest

/// Images as an attacker makes them: huge declared sizes, formats other than PNG and JPEG, files
/// that are not regular files, thin images; each through the built program.
final class HostileImageTests: ProgramTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        try FileManager.default.createDirectory(atPath: fixture.path("art"), withIntermediateDirectories: true)
    }

    /// Runs one page showing `name` (inside art/) for one frame; returns the result and the capture.
    private func runShowing(_ name: String) throws -> (RunResult, DecodedImage?) {
        let scene = try fixture.write(#"{"pages": [{"id": "home", "content": "art/\#(name)", "bar": "hidden"}]}"#, to: "scene-\(name.prefix(20)).json")
        let capture = fixture.path("frame-\(name.prefix(20)).png")
        let result = try fixture.run(["--headless", "--scene", scene, "--frames", "1", "--capture", "0:\(capture)"])
        return (result, try? DecodedImage(path: capture))
    }

    private func assertRefused(_ name: String, saying reason: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let (result, capture) = try runShowing(name)
        XCTAssertEqual(result.status, 0, "\(name): \(result.standardError)", file: file, line: line)
        XCTAssertEqual(result.errorLines, ["warning: cannot load the image \(fixture.path("art/" + name)): \(reason); showing a checkerboard instead"],
                       name, file: file, line: line)
        // The checkerboard's first cell, below the status area: magenta or white, never black.
        let pixel = capture?.pixel(x: 40, y: 168) ?? []
        XCTAssertTrue(pixel == [255, 0, 255, 255] || pixel == [255, 255, 255, 255], "\(name): \(pixel)", file: file, line: line)
    }

    func testImagesDeclaringHugeSizesAreRefusedBeforeDecoding() throws {
        let png = try HostileFiles.solidPNG(width: 8, height: 8, colour: 0x336699)
        let jpeg = try HostileFiles.solidJPEG(width: 8, height: 8, colour: 0x336699)
        let cases: [(String, Data, String)] = [
            ("wide.png", HostileFiles.png(png, declaring: 30000, 30000), "the PNG header declares 30000 x 30000 pixels"),
            ("tall.png", HostileFiles.png(png, declaring: 8, 60000), "the PNG header declares 8 x 60000 pixels"),
            ("many.png", HostileFiles.png(png, declaring: 16384, 16384), "the PNG header declares 16384 x 16384 pixels"),
            ("huge.jpg", HostileFiles.jpeg(jpeg, declaring: 60000, 50000), "the JPEG header declares 60000 x 50000 pixels"),
            ("zero.png", HostileFiles.png(png, declaring: 0, 10), "the PNG header declares 0 x 10 pixels"),
        ]
        for (name, data, declared) in cases {
            try data.write(to: URL(fileURLWithPath: fixture.path("art/\(name)")))
            let reason = name == "zero.png" ? declared : declared + ", over the limit of 16384 a side and 64 megapixels"
            try assertRefused(name, saying: reason)
        }
    }

    func testFormatsOtherThanPNGAndJPEGAreNamedByContentNotName() throws {
        let cases: [(String, String, String)] = [
            ("vector.png", #"<svg xmlns="http://www.w3.org/2000/svg" width="30000" height="30000"><rect width="9" height="9"/></svg>"#,
             "an SVG image"),
            ("pixmap.jpg", "/* XPM */\nstatic char *x[] = {\"30000 30000 1 1\", \"a c #000\"};\n", "an XPM image"),
            ("anim.png", "GIF89a\u{1}\u{0}\u{1}\u{0}", "a GIF image"),
            ("bitmap.png", "BM\u{0}\u{0}\u{0}\u{0}", "a BMP image"),
        ]
        for (name, text, format) in cases {
            try fixture.write(text, to: "art/\(name)")
            try assertRefused(name, saying: "it is \(format), not a PNG or JPEG image")
        }
        // And a real JPEG named .png is drawn: judged by its bytes.
        try HostileFiles.solidJPEG(width: 64, height: 64, colour: 0x20C040).write(to: URL(fileURLWithPath: fixture.path("art/photo.png")))
        let (result, capture) = try runShowing("photo.png")
        XCTAssertEqual(result.errorLines, [])
        assertColour(capture, near: [0x20, 0xC0, 0x40], "a JPEG named .png")
    }

    func testInputsThatAreNotRegularFilesAreRefusedWithoutBlocking() throws {
        XCTAssertEqual(mkfifo(fixture.path("art/pipe.png"), 0o644), 0)
        try FileManager.default.createDirectory(atPath: fixture.path("art/folder.png"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: fixture.path("art/loop.png"), withDestinationPath: "loop.png")
        try assertRefused("pipe.png", saying: "it is a FIFO, not a regular file")
        try assertRefused("folder.png", saying: "cannot read the file (Is a directory)")
        try assertRefused("loop.png", saying: "cannot read the file (Too many levels of symbolic links)")
        try assertRefused(String(repeating: "n", count: 300) + ".png", saying: "cannot read the file (File name too long)")

        // A FIFO as the font, the scene, a script or a style file: refused at once, naming it.
        let pipe = fixture.path("art/pipe.png")
        let font = try fixture.run(["--headless", "--frames", "1", "--font", pipe])
        XCTAssertEqual(font.status, 0)
        XCTAssertEqual(font.errorLines, ["warning: --font: cannot open the font \(pipe): it is a FIFO, not a regular file; titles are not drawn"])
        for flag in ["--scene", "--script", "--style-file"] {
            let result = try fixture.run(["--headless", "--frames", "1", flag, pipe])
            XCTAssertEqual(result.status, 2, flag)
            XCTAssertEqual(result.errorLines, ["slideback: \(pipe): file: it is a FIFO, not a regular file"], flag)
        }
        let device = try fixture.run(["--headless", "--frames", "1", "--scene", "/dev/zero"])
        XCTAssertEqual(device.errorLines, ["slideback: /dev/zero: file: it is a character device, not a regular file"])
    }

    func testOnePixelThinImagesDraw() throws {
        for (name, width, height) in [("row.png", 1000, 1), ("column.png", 1, 1000), ("dot.png", 1, 1)] {
            try HostileFiles.solidPNG(width: width, height: height, colour: 0x20C040).write(to: URL(fileURLWithPath: fixture.path("art/\(name)")))
            let (result, capture) = try runShowing(name)
            XCTAssertEqual(result.errorLines, [], name)
            assertColour(capture, near: [0x20, 0xC0, 0x40], name)
        }
    }

    private func assertColour(_ image: DecodedImage?, near colour: [Double], _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        guard let image else { return XCTFail("\(what): no capture", file: file, line: line) }
        let pixel = image.pixel(x: 200, y: 500)
        XCTAssertTrue(zip(pixel, colour).allSatisfy { abs($0 - $1) <= 4 }, "\(what): \(pixel), expected \(colour)", file: file, line: line)
    }
}
