import Foundation
import XCTest

/// Bad command lines and bad files: the program must stop with exit status 2 and one line that
/// names the culprit, or, for a missing capture folder, refuse before writing anything.
final class BadInputTests: XCTestCase {
    private var fixture: ProgramFixture!

    override func setUpWithError() throws {
        fixture = try ProgramFixture()
    }

    override func tearDown() {
        fixture = nil
    }

    func testUnknownFlagPrintsUsage() throws {
        let result = try fixture.run(["--headless", "--bogus"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.errorLines.first?.contains(#"unknown flag "--bogus""#) ?? false, result.standardError)
        XCTAssertTrue(result.standardError.contains("usage: slideback"), result.standardError)
        XCTAssertEqual(result.standardOutput, "")
    }

    func testBadValuesNameTheirFlagOnOneLine() throws {
        for (flag, value) in [("--scale", "-1"), ("--frames", "nan"), ("--size", "0x5"), ("--style", "bogus")] {
            let result = try InProcess.run(["--headless", "--frames", "1", flag, value], in: fixture)
            XCTAssertEqual(result.status, 2, "\(flag) \(value)")
            XCTAssertEqual(result.errorLines.count, 1, "one line for \(flag) \(value): \(result.standardError)")
            XCTAssertTrue(result.standardError.contains(flag), "the message names \(flag): \(result.standardError)")
            XCTAssertTrue(result.standardError.contains(value), "the message quotes \(value): \(result.standardError)")
            XCTAssertFalse(result.standardError.contains("usage:"), "a bad value is not an unknown flag")
        }
    }

    func testMalformedSceneNamesFileLineAndColumn() throws {
        let text = "{\"pages\": [\n  {\"id\": \"a\"}\n  {\"id\": \"b\"}\n]}\n"
        let scene = try fixture.write(text, to: "scene.json")
        let result = try InProcess.run(["--headless", "--frames", "1", "--scene", scene], in: fixture)
        assertLocatedError(result, file: scene, location: lineAndColumn(of: "{\"id\": \"b\"", in: text))
    }

    func testMalformedScriptNamesFileLineAndColumn() throws {
        let text = "{\"events\": [\n  {\"frame\": 0, \"action\": \"push\"},\n  {\"frame\": 1 \"action\": \"pop\"}\n]}\n"
        let script = try fixture.write(text, to: "script.json")
        let result = try InProcess.run(["--headless", "--frames", "1", "--script", script], in: fixture)
        assertLocatedError(result, file: script, location: lineAndColumn(of: "\"action\": \"pop\"", in: text))
    }

    func testMissingCaptureFolderIsRefusedBeforeTheRun() throws {
        let target = fixture.path("no-such-folder/frame.png")
        let before = try FileManager.default.contentsOfDirectory(atPath: fixture.folder.path).sorted()
        let result = try InProcess.run(["--headless", "--frames", "1", "--capture", "0:\(target)"], in: fixture)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.errorLines.count, 1, result.standardError)
        XCTAssertTrue(result.standardError.contains("--capture") && result.standardError.contains(target), result.standardError)
        XCTAssertFalse(FileManager.default.fileExists(atPath: fixture.path("no-such-folder")), "no folder is made")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: fixture.folder.path).sorted(), before, "nothing is written")
    }

    func testCaptureAfterTheLastFrameIsRefused() throws {
        // --frames 5 draws frames 0...4: a capture of frame 5 could never be written.
        let target = fixture.path("late.png")
        let result = try InProcess.run(["--headless", "--frames", "5", "--capture", "5:\(target)"], in: fixture)
        XCTAssertEqual(result.status, 2, result.standardError)
        XCTAssertEqual(result.errorLines.count, 1, result.standardError)
        XCTAssertTrue(result.standardError.contains("--capture") && result.standardError.contains("--frames 5"), result.standardError)
        XCTAssertFalse(FileManager.default.fileExists(atPath: target))
        // The last frame itself can be captured.
        XCTAssertEqual(try fixture.run(["--headless", "--frames", "5", "--capture", "4:\(target)"]).status, 0)
        XCTAssertEqual(try DecodedImage(path: target).width, 414)
    }

    func testUnwritableCaptureLeavesNoPartialFile() throws {
        // The folder exists, but the capture path is itself a folder: refused before the run (issue 14).
        let captures = fixture.path("captures")
        try FileManager.default.createDirectory(atPath: captures + "/frame.png", withIntermediateDirectories: true)
        let result = try InProcess.run(["--headless", "--frames", "1", "--capture", "0:\(captures)/frame.png"], in: fixture)
        XCTAssertEqual(result.status, 2, "a capture that can never be written is bad input: \(result.standardError)")
        XCTAssertTrue(result.standardError.contains("\(captures)/frame.png"), result.standardError)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: captures), ["frame.png"], "no temporary file is left")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: captures + "/frame.png"), [])
    }

    /// Checks exit status 2 and one line on stderr naming `file` and `location` ("line L, column C").
    private func assertLocatedError(_ result: RunResult, file: String, location: String,
                                    sourceFile: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(result.status, 2, result.standardError, file: sourceFile, line: line)
        XCTAssertEqual(result.errorLines.count, 1, result.standardError, file: sourceFile, line: line)
        XCTAssertTrue(result.standardError.contains("\(file): \(location)"),
                      "expected \"\(file): \(location)\" in: \(result.standardError)", file: sourceFile, line: line)
    }
}
