import Foundation
import SlideBackCore
import XCTest

/// `--record`, `--record-input` and `--contact-sheet` on headless runs of the built program: a
/// recorded input replays to the very same frames, the contact sheet has its documented layout,
/// and a bad output path stops the program before it runs.
final class RecordingTests: XCTestCase {
    private var fixture: ProgramFixture!
    private let rootBody = [0x33, 0x66, 0xCC].map(Double.init)
    private let secondBody = [0xCC, 0x33, 0x33].map(Double.init)

    override func setUpWithError() throws {
        fixture = try ProgramFixture()
        try fixture.write(#"""
        {"pages": [
          {"id": "home", "title": "Home", "content": "#3366CC", "bar": "opaque", "barColor": "#F7F7F7"},
          {"id": "second", "title": "Second", "content": "#CC3333", "bar": "opaque", "barColor": "#22AA55"},
          {"id": "third", "title": "Third", "content": "#33AA77", "bar": "transparent"}
        ]}
        """#, to: "scene.json")
    }

    override func tearDown() {
        fixture = nil
    }

    /// Input of every kind, with coordinates that have no short decimal form, so that a writer that
    /// rounds, drops, reorders or renumbers anything replays to different pixels.
    private let busyScript = #"""
    {"events": [
      {"frame": 0, "action": "push"},
      {"frame": 30, "action": "down", "x": 2.7, "y": 600.25},
      {"frame": 31, "action": "move", "x": 57.123456789012345, "y": 601},
      {"frame": 32, "action": "move", "x": 233.30000000000001, "y": 602.5, "pointer": 0},
      {"frame": 32, "action": "move", "x": 251.1, "y": 603.1},
      {"frame": 34, "action": "up", "x": 251.1, "y": 603.1},
      {"frame": 50, "action": "key", "key": "S"},
      {"frame": 51, "action": "key", "key": "right"},
      {"frame": 70, "action": "key", "key": "s"},
      {"frame": 95, "action": "down", "x": 200.5, "y": 400, "pointer": 3},
      {"frame": 96, "action": "up", "x": 200.5, "y": 400, "pointer": 3},
      {"frame": 125, "action": "key", "key": "c"},
      {"frame": 126, "action": "popTo", "index": 0},
      {"frame": 150, "action": "cancel"}
    ]}
    """#

    func testRecordedInputReplaysToIdenticalFrames() throws {
        let script = try fixture.write(busyScript, to: "script.json")
        let recorded = fixture.path("recorded.json")
        let first = fixture.path("first"), second = fixture.path("second")
        let common = ["--headless", "--scene", fixture.path("scene.json"), "--frames", "160"]
        let recording = try fixture.run(common + ["--script", script, "--record-input", recorded, "--record", first])
        XCTAssertEqual(recording.status, 0, recording.standardError)
        let replay = try fixture.run(common + ["--script", recorded, "--record", second])
        XCTAssertEqual(replay.status, 0, replay.standardError)

        // The written file is a script in the --script format, with every value bit for bit.
        XCTAssertEqual(try InputScript.load(contentsOf: recorded), try InputScript.load(contentsOf: script))
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: recorded))) as? [String: Any]
        XCTAssertEqual(json?["recordedFrames"] as? Int, 160, "the file says how long the recorded run was")

        let names = (0..<160).map { String(format: "frame-%05d.png", $0) }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: first).sorted(), names, "--record makes its folder and writes every frame")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: second).sorted(), names)
        for name in names {
            let original = try Data(contentsOf: URL(fileURLWithPath: "\(first)/\(name)"))
            let replayed = try Data(contentsOf: URL(fileURLWithPath: "\(second)/\(name)"))
            XCTAssertTrue(original == replayed, "\(name) differs between the run and its replay")
        }
        // The frames really show the run, so equal files are not equal by accident (say, all black).
        assertPixel(try DecodedImage(path: "\(first)/frame-00000.png"), x: 300, y: 700, rootBody, "the root before the push")
        assertPixel(try DecodedImage(path: "\(first)/frame-00028.png"), x: 300, y: 700, secondBody, "the pushed page")
        let frames = try names.map { try Data(contentsOf: URL(fileURLWithPath: "\(first)/\($0)")) }
        XCTAssertGreaterThan(Set(frames).count, 100, "the page clocks tick: nearly every frame is different")
    }

    func testRecordInputPassesAScriptThroughWithoutFrameLimit() throws {
        // Without --frames the run ends when the script is done and everything has settled; the
        // recorded file says how many frames that took: as many as --record wrote.
        let script = try fixture.write(#"{"events": [{"frame": 3, "action": "push"}, {"frame": 5, "action": "key", "key": "home"}]}"#,
                                       to: "script.json")
        let recorded = fixture.path("recorded.json"), frames = fixture.path("frames")
        let result = try fixture.run(["--headless", "--scene", fixture.path("scene.json"), "--script", script,
                                      "--record-input", recorded, "--record", frames])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(try InputScript.load(contentsOf: recorded), try InputScript.load(contentsOf: script))
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: recorded))) as? [String: Any]
        let count = try FileManager.default.contentsOfDirectory(atPath: frames).count
        XCTAssertEqual(json?["recordedFrames"] as? Int, count)
        // A push (0.4 s = 24 frames) from frame 3, then the pop to the root that waited for it.
        XCTAssertGreaterThan(count, 3 + 2 * 24)
    }

    func testContactSheetLayout() throws {
        let script = try fixture.write(#"{"events": [{"frame": 0, "action": "push"}]}"#, to: "script.json")
        let sheet = fixture.path("sheet.png")
        let result = try fixture.run(["--headless", "--scene", fixture.path("scene.json"), "--script", script, "--frames", "60",
                                      "--contact-sheet", sheet])
        XCTAssertEqual(result.status, 0, result.standardError)
        let image = try DecodedImage(path: sheet)
        // Over the sheet, the caption strip naming the style: 2 lines of 20 pt and 6 pt above and under, at the frames' 1 px a point.
        let header = 2 * 20 + 2 * 6, top = Double(header)
        // 12 thumbnails of 414x896 / 4 = 104x224 (rounded), 4 a row, 4 px apart and around.
        XCTAssertEqual([image.width, image.height], [4 * 104 + 5 * 4, header + 3 * 224 + 4 * 4])
        assertPixel(image, x: 2, y: 2, [16, 17, 20], "the caption strip's background")
        XCTAssertTrue((0..<header).contains { y in (150..<270).contains { x in image.pixel(x: x, y: y)[0] > 200 } },
                      "the style's name in white, centred over the sheet")
        assertPixel(image, x: 2, y: top + 2, [0x20, 0x20, 0x20], "the sheet's background")
        assertPixel(image, x: 4 + 52, y: top + 4 + 170, rootBody, "the first thumbnail is frame 0, before the push")
        assertPixel(image, x: 4 + 3 * 108 + 52, y: top + 4 + 2 * 228 + 170, secondBody, "the last is frame 59, after the push")
        // Frame 0's label, bottom left: a black plate 2 px in, a white "0" on it (zoom 2).
        assertPixel(image, x: 4 + 2, y: top + 4 + 224 - 14 - 2, [0, 0, 0], "the label's plate")
        assertPixel(image, x: 4 + 2 + 2, y: top + 4 + 224 - 14 - 2 + 2, [255, 255, 255], "the digit 0's top left")

        // A run shorter than 12 frames shows each of its frames.
        let short = try fixture.run(["--headless", "--scene", fixture.path("scene.json"), "--frames", "5", "--contact-sheet", sheet])
        XCTAssertEqual(short.status, 0, short.standardError)
        let small = try DecodedImage(path: sheet)
        XCTAssertEqual([small.width, small.height], [4 * 104 + 5 * 4, header + 2 * 224 + 3 * 4], "5 thumbnails make two rows")
    }

    func testHelpListsTheRecordingFlagsWithDefaults() throws {
        let help = try InProcess.run(["--help"], in: fixture)
        XCTAssertEqual(help.status, 0)
        for flag in ["--record DIR", "--gif PATH", "--gif-scale X", "--contact-sheet PATH", "--record-input FILE"] {
            guard let line = help.standardOutput.range(of: flag) else {
                XCTFail("--help does not list \(flag)")
                continue
            }
            // The flag's description runs until the next flag; it must state a default.
            let rest = help.standardOutput[line.upperBound...]
            let description = rest.range(of: "\n  -").map { rest[..<$0.lowerBound] } ?? rest
            XCTAssertTrue(description.contains("default"), "\(flag): \(description)")
        }
    }

    func testBadRecordingPathsStopBeforeTheRun() throws {
        let file = try fixture.write("not a folder", to: "plain.txt")
        let cases: [(flag: String, path: String)] = [
            ("--record", fixture.path("missing/frames")), ("--record", file),
            ("--gif", fixture.path("missing/run.gif")), ("--gif", fixture.folder.path),
            ("--contact-sheet", fixture.path("missing/sheet.png")), ("--contact-sheet", fixture.folder.path),
            ("--record-input", fixture.path("missing/input.json")), ("--record-input", fixture.folder.path),
        ]
        let before = try FileManager.default.contentsOfDirectory(atPath: fixture.folder.path).sorted()
        for (flag, path) in cases {
            let result = try InProcess.run(["--headless", "--frames", "3", flag, path], in: fixture)
            XCTAssertEqual(result.status, 2, "\(flag) \(path): \(result.standardError)")
            XCTAssertEqual(result.errorLines.count, 1, "\(flag) \(path): \(result.standardError)")
            XCTAssertTrue(result.standardError.contains(flag) && result.standardError.contains(path), result.standardError)
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: fixture.folder.path).sorted(), before,
                           "\(flag) \(path): nothing is written")
        }
        for scale in ["0", "1.5", "x"] {
            let result = try InProcess.run(["--headless", "--frames", "3", "--gif", fixture.path("run.gif"), "--gif-scale", scale], in: fixture)
            XCTAssertEqual(result.status, 2, "--gif-scale \(scale)")
            XCTAssertTrue(result.standardError.contains("--gif-scale"), result.standardError)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: fixture.path("run.gif")))
    }
}
