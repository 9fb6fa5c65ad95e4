import Foundation
@testable import slideback
import SlideBackCore
import XCTest

/// The rows of docs/reference.md's "When something is wrong" table that BadInputTests, CaptureTests and the
/// parser fuzz tests leave out. A message that needs no run (a refused flag, a bad scene or script
/// file) is checked in-process; one run of the built program for each kind checks that the
/// program prints it as that one line and exits 2.
final class BadInputTableTests: XCTestCase {
    private var fixture: ProgramFixture!

    override func setUpWithError() throws {
        fixture = try ProgramFixture()
    }

    override func tearDown() {
        fixture = nil
    }

    // MARK: Images

    func testBrokenImagesWarnOnceAndShowTheCheckerboard() throws {
        try FileManager.default.createDirectory(atPath: fixture.path("art"), withIntermediateDirectories: true)
        let real = fixture.path("art/real.png")
        try ProgramFixture.writeSolidPNG(width: 400, height: 400, to: real)
        let png = try Data(contentsOf: URL(fileURLWithPath: real))
        XCTAssertGreaterThan(png.count, 150, "the PNG must be longer than what is kept of it")
        try Data().write(to: URL(fileURLWithPath: fixture.path("art/empty.png")))
        try png.prefix(100).write(to: URL(fileURLWithPath: fixture.path("art/truncated.png")))
        try fixture.write("this is not a PNG\n", to: "art/text.png")

        for name in ["empty", "truncated", "text", "missing"] {
            let image = fixture.path("art/\(name).png")
            let scene = try fixture.write(#"{"pages": [{"id": "home", "content": "art/\#(name).png", "bar": "hidden"}]}"#, to: "\(name).json")
            let capture = fixture.path("\(name)-frame.png")
            let result = try fixture.run(["--headless", "--scene", scene, "--frames", "1", "--capture", "0:\(capture)"])
            XCTAssertEqual(result.status, 0, "\(name): \(result.standardError)")
            XCTAssertEqual(result.errorLines.count, 1, "\(name): one line: \(result.standardError)")
            let line = result.errorLines.first ?? ""
            XCTAssertTrue(line.hasPrefix("warning: cannot load the image \(image): ") && line.hasSuffix("; showing a checkerboard instead"),
                          "\(name): \(line)")
            assertCheckerboard(try DecodedImage(path: capture), name)
        }
    }

    /// Samples the middle of the checkerboard's cells below the status area and the clock: each is
    /// pure magenta or pure white, and neighbours differ.
    private func assertCheckerboard(_ image: DecodedImage, _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        // The 64 px, 8 px-cell board is aspect-filled into 414x896: cells are 112 px tall and
        // 110.4 px wide, the first column cut to 96.6 px.
        let columns = [40, 152, 262, 366], rows = [168, 280, 392, 504, 616, 728, 840]
        var isMagenta: [[Bool]] = [], wrong: [String] = []
        for y in rows {
            isMagenta.append(columns.map { x in
                let pixel = image.pixel(x: x, y: y)
                let near = { (colour: [Double]) in zip(pixel, colour + [255]).allSatisfy { abs($0 - $1) <= 2 } }
                if !near([255, 0, 255]) && !near([255, 255, 255]) { wrong.append("(\(x), \(y)) is \(pixel)") }
                return near([255, 0, 255])
            })
        }
        XCTAssertEqual(wrong, [], "\(what): samples neither magenta nor white", file: file, line: line)
        let alternates = rows.indices.allSatisfy { row in
            columns.indices.allSatisfy { column in
                (column == 0 || isMagenta[row][column] != isMagenta[row][column - 1])
                    && (row == 0 || isMagenta[row][column] != isMagenta[row - 1][column])
            }
        }
        XCTAssertTrue(alternates, "\(what): neighbouring cells must differ: \(isMagenta)", file: file, line: line)
    }

    // MARK: Scenes and scripts

    func testBadScenesNameTheFileAndThePlace() throws {
        let huge = String(repeating: "x", count: 10_000_000)
        let cases: [(String, String, [String])] = [
            (#"{"pages": []}"#, "pages", ["the scene has no pages"]),
            (#"{"pages": [{"id": "a"}, {"id": "b"}, {"id": "a"}]}"#, "pages[2].id", [#""a" is already the id of pages[0]"#, "unique"]),
            (#"{"pages": [{"id": "a", "bar": "glass"}]}"#, "pages[0].bar", [#""glass" is not a bar style"#, "opaque, transparent or hidden"]),
            (#"{"direction": "sideways", "pages": [{"id": "a"}]}"#, "direction", [#""sideways" is not a layout direction"#, "ltr or rtl"]),
            (#"{"direction": true, "pages": [{"id": "a"}]}"#, "direction", ["expected a string"]),
            (##"{"pages": [{"id": "a", "barColor": "#GGG"}]}"##, "pages[0].barColor", [##""#GGG" is not a colour"##, "#RGB, #RRGGBB or #RRGGBBAA"]),
            (#"{"pages": [{"id": "a"}, {"id": "b", "title": "\#(huge)"}]}"#, "pages[1].title", ["the title is 10000000 characters long (at most 1000)"]),
            (#"{"pages": [{"id": "\#(huge)"}]}"#, "pages[0].id", ["10000000 characters long", "at most 1000"]),
        ]
        for (index, (text, place, parts)) in cases.enumerated() {
            let scene = try fixture.write(text, to: "scene-\(index).json")
            let arguments = ["--headless", "--frames", "1", "--scene", scene]
            if index == 0 {
                assertOneLine(try fixture.run(arguments), status: 2, starting: "slideback: \(scene): \(place): ", containing: parts)
            }
            let line = InProcess.loadFailure(arguments) { _ = try loadSceneFile($0.scenePath ?? "", screen: $0.size) }
            assertOneLine([line], starting: "slideback: \(scene): \(place): ", containing: parts)
            XCTAssertLessThan(line.count + 1, 500, "a huge value is not echoed: \(place)")
        }
    }

    func testBadScriptsNameTheFileAndTheEventField() throws {
        let cases: [(String, String, [String])] = [
            (#"{"frame": 5, "action": "push"}, {"frame": 3, "action": "pop"}"#, "events[1].frame",
             ["frame 3 comes before the previous event's frame 5"]),
            (#"{"frame": -1, "action": "push"}"#, "events[0].frame", ["at least 0", "-1"]),
            (#"{"frame": 1, "action": "down", "x": 1e6, "y": 5}"#, "events[0].x", ["1000000", "100000"]),
            (#"{"frame": 1, "action": "down", "x": 5, "y": -1e6}"#, "events[0].y", ["-1000000", "100000"]),
            (#"{"frame": 1, "action": "jump"}"#, "events[0].action", [#""jump" is not an action"#, "push, pop"]),
            (#"{"frame": 1, "action": "key", "key": "f13"}"#, "events[0].key", [#""f13" is not a key"#, "left, right"]),
            (#"{"frame": 1, "action": "resize", "width": 0, "height": 500}"#, "events[0].width", ["0 is outside 1 to"]),
        ]
        for (index, (events, place, parts)) in cases.enumerated() {
            let script = try fixture.write(#"{"events": [\#(events)]}"#, to: "script-\(index).json")
            let arguments = ["--headless", "--frames", "1", "--script", script]
            if index == 0 {
                assertOneLine(try fixture.run(arguments), status: 2, starting: "slideback: \(script): \(place): ", containing: parts)
            }
            let line = InProcess.loadFailure(arguments) { _ = try InputScript.load(contentsOf: $0.scriptPath ?? "", pixelsPerPoint: $0.scale) }
            assertOneLine([line], starting: "slideback: \(script): \(place): ", containing: parts)
        }
    }

    // MARK: Flags

    /// Wrong values for every flag that takes one. A flag `--help` lists that is missing here fails
    /// the test, so a new flag comes with its bad values.
    private func wrongValues(missingFolder: String) -> [String: [String]] {
        let real = ["abc", "nan", "inf", "-1", "1e300"], whole = ["abc", "nan", "inf", "-1", "1.5", "99999999999999999999"]
        let file = ["", "\(missingFolder)/file"]
        return [
            "--size": ["abc", "nanx896", "infx896", "-1x896", "414x1e300", "414"],
            "--scale": real, "--edge-width": real, "--max-start-distance": real, "--duration": real,
            "--settle-duration": real, "--time-scale": real, "--slow-motion-factor": real, "--gif-scale": real,
            "--frames": whole, "--snapshot-budget": whole, "--image-budget": whole,
            "--style": ["bogus"], "--compare": ["bogus,system", "system,bogus", "system"], "--pan": ["bogus"], "--direction": ["bogus", "", "RTL"],
            "--release": ["bogus"], "--settle-curve": ["bogus"], "--renderer": ["bogus", "", "OpenGL"],
            "--scene": file, "--screens": file, "--script": file, "--style-file": file, "--font": [""],
            "--capture": ["abc:x.png", "nan:x.png", "inf:x.png", "-1:x.png", "99999999999999999999:x.png", "0:", "0:\(missingFolder)/x.png"],
            "--record": file, "--gif": file, "--contact-sheet": file, "--record-input": file, "--trace": file,
            "--plot": file, "--tune-out": file, "--export-target": ["bogus", "", "CSS"], "--video": ["", "x.avi", "\(missingFolder)/x.mp4"], "--graph-seconds": ["abc", "nan", "inf", "-1", "0.1", "61", "1e300"],
            "--reference": file, "--reference-crop": ["abc", "0,0,5,50", "-1,0,50,50", "nan,0,50,50", "0,0,50", "0,0,50,50,1"],
            "--reference-width": real, "--reference-align": ["bogus", ""],
        ]
    }

    func testEveryFlagWithAWrongValueNamesItOnOneLine() throws {
        let help = try InProcess.run(["--help"], in: fixture)
        XCTAssertEqual(help.status, 0, help.standardError)
        let flags = Self.flagsFromHelp(help.standardOutput)
        XCTAssertTrue(flags.keys.contains("--size") && flags.keys.contains("--headless") && flags.count >= 20, "parsed \(flags)")
        XCTAssertEqual(Set(flags.filter { !$0.value }.keys), ["-h", "--help", "--headless", "--show-pointer", "--no-hints", "--version", "--caption", "--no-fit", "--reduce-motion"], "flags without a value")

        let missingFolder = fixture.path("no-such-folder")
        let table = wrongValues(missingFolder: missingFolder)
        // One run of the binary for a value the parser refuses: the program prints its line and exits 2.
        assertOneLine(try fixture.run(["--headless", "--frames", "1", "--size", "abc"]), status: 2, starting: "slideback: --size: ", containing: [])
        assertOneLine(try InProcess.run(["--headless", "--frames", "1", "--size"], in: fixture), status: 2, starting: "slideback: --size", containing: ["needs a value"])
        for (flag, takesValue) in flags.sorted(by: { $0.key < $1.key }) where takesValue {
            guard let values = table[flag] else {
                XCTFail("\(flag) is in --help but has no wrong values in this test")
                continue
            }
            let missing = ["--headless", "--frames", "1", flag]
            if let lines = InProcess.refusal(missing) {
                assertOneLine(lines, starting: "slideback: \(flag)", containing: ["needs a value"], flag)
            } else {
                assertOneLine(try InProcess.run(missing, in: fixture), status: 2, starting: "slideback: \(flag)", containing: ["needs a value"])
            }
            for value in values {
                let arguments = ["--headless", "--frames", "1", flag, value]
                // A file that cannot be read is named itself; every other message starts with the flag.
                let start = ["--scene", "--script", "--style-file"].contains(flag) && !value.isEmpty ? "slideback: \(value): file: " : "slideback: \(flag): "
                // Refused by the parser, or found in the inputs before a run: both in-process.
                if let lines = InProcess.refusal(arguments) {
                    assertOneLine(lines, starting: start, containing: [], "\(flag) \(value)")
                } else {
                    assertOneLine(try InProcess.run(arguments, in: fixture), status: 2, starting: start, containing: [], "\(flag) \(value)")
                }
            }
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: missingFolder), "no folder is made")
        XCTAssertEqual(Set(table.keys).subtracting(flags.keys), [], "flags tested here but no longer in --help")
    }

    func testBenchAndSoakNameTheirBadFlag() throws {
        for (arguments, flag) in [(["bench", "--depth", "abc"], "--depth"), (["bench", "--depth"], "--depth"),
                                  (["soak", "--seconds", "0"], "--seconds"), (["soak", "--seconds"], "--seconds")] {
            let result = try InProcess.run(arguments, in: fixture)
            assertOneLine(result, status: 2, starting: "slideback: ", containing: [flag], arguments.joined(separator: " "))
        }
    }

    /// The flags of `slideback --help`'s option list, each with whether it takes a value.
    private static func flagsFromHelp(_ help: String) -> [String: Bool] {
        var flags: [String: Bool] = [:]
        guard let start = help.range(of: "\noptions:\n") else { return flags }
        for row in help[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false) {
            if row.trimmingCharacters(in: .whitespaces).isEmpty { break }
            let trimmed = row.drop { $0 == " " }
            guard trimmed.hasPrefix("-") else { continue }  // a description's second line
            // The first column (up to two spaces) is "FLAG[, FLAG] [VALUE]".
            let column = trimmed.components(separatedBy: "  ")[0]
            let words = column.split(separator: " ").map { String($0).trimmingCharacters(in: CharacterSet(charactersIn: ",")) }
            let names = words.filter { $0.hasPrefix("-") }
            for name in names { flags[name] = words.count > names.count }
        }
        return flags
    }

    // MARK: Display and font

    func testNoDisplayWithoutHeadlessSaysHowToRun() throws {
        let saved = ["DISPLAY", "WAYLAND_DISPLAY", "XDG_RUNTIME_DIR"].map { ($0, ProcessInfo.processInfo.environment[$0]) }
        defer { for (name, value) in saved { if let value { setenv(name, value, 1) } else { unsetenv(name) } } }
        unsetenv("DISPLAY")
        unsetenv("WAYLAND_DISPLAY")
        // As on a logged-in machine, so libwayland looks for its socket quietly instead of complaining.
        setenv("XDG_RUNTIME_DIR", fixture.folder.path, 1)
        let result = try fixture.run(["--frames", "1"])
        assertOneLine(result, status: 1, starting: "slideback: ", containing: ["--headless", "xvfb-run"])
    }

    func testUnopenableFontWarnsAndTheDemoRunsOn() throws {
        for font in ["/nonexistent.ttf", fixture.folder.path] {
            let capture = fixture.path("font.png")
            let result = try fixture.run(["--headless", "--font", font, "--frames", "2", "--capture", "1:\(capture)"])
            assertOneLine(result, status: 0, starting: "warning: --font: ", containing: [font, "titles are not drawn"])
            let image = try DecodedImage(path: capture)
            assertPixel(image, x: 200, y: 600, [255, 255, 255], "the white page is drawn without a font")
            try FileManager.default.removeItem(atPath: capture)
        }
    }

    // MARK: Support

    /// In-process, what `assertOneLine` checks of a run's standard error: exactly one line (never
    /// the usage) starting with `start` and holding every part.
    private func assertOneLine(_ lines: [String], starting start: String, containing parts: [String],
                               _ what: String = "", file: StaticString = #filePath, line: UInt = #line) {
        let errorLines = lines.joined(separator: "\n").split(separator: "\n").map(String.init).filter { !$0.isEmpty }
        let context = "\(what): \(lines.joined(separator: "\n").prefix(600))"
        XCTAssertEqual(errorLines.count, 1, "one line: \(context)", file: file, line: line)
        XCTAssertFalse(lines.joined().contains("usage:"), "no usage for a bad value: \(context)", file: file, line: line)
        let first = errorLines.first ?? ""
        XCTAssertTrue(first.hasPrefix(start), "expected it to start with \"\(start)\": \(context)", file: file, line: line)
        for part in parts { XCTAssertTrue(first.contains(part), "expected \"\(part)\" in: \(context)", file: file, line: line) }
    }

    /// Checks the exit status, that stdout is empty unless the run succeeded, and that stderr is
    /// exactly one line (never the usage) starting with `start` and holding every part.
    private func assertOneLine(_ result: RunResult, status: Int32, starting start: String, containing parts: [String],
                               _ what: String = "", file: StaticString = #filePath, line: UInt = #line) {
        let context = "\(what): \(result.standardError.prefix(600))"
        XCTAssertEqual(result.status, status, context, file: file, line: line)
        XCTAssertEqual(result.errorLines.count, 1, "one line: \(context)", file: file, line: line)
        XCTAssertFalse(result.standardError.contains("usage:"), "no usage for a bad value: \(context)", file: file, line: line)
        if status != 0 { XCTAssertEqual(result.standardOutput, "", context, file: file, line: line) }
        let first = result.errorLines.first ?? ""
        XCTAssertTrue(first.hasPrefix(start), "expected it to start with \"\(start)\": \(context)", file: file, line: line)
        for part in parts { XCTAssertTrue(first.contains(part), "expected \"\(part)\" in: \(context)", file: file, line: line) }
    }
}
