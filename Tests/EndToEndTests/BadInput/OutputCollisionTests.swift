import Foundation
import XCTest

/// Issue 30, classes 9 and 10: an output on one of the run's own inputs, or two outputs on one
/// file, are refused before the run, naming both flags (files compared by device and inode,
/// links followed); the names only compare mode writes are checked before the run too.
final class OutputCollisionTests: ProgramTestCase {
    func testAnOutputOnAnInputIsRefusedAndTheInputKept() throws {
        try fixture.writeTwoPageScene()
        let scene = fixture.path("scene.json"), script = try fixture.write(#"{"events": []}"#, to: "script.json")
        let style = try fixture.write(#"{"name": "mine"}"#, to: "style.json")
        try FileManager.default.createSymbolicLink(atPath: fixture.path("link.json"), withDestinationPath: scene)
        let original = try String(contentsOfFile: scene, encoding: .utf8)
        for (flag, output, input, inputPath) in [("--trace", scene, "--scene", scene), ("--plot", fixture.folder.path + "/./script.json", "--script", script),
                                                  ("--gif", style, "--style-file", style), ("--record-input", fixture.path("link.json"), "--scene", scene)] {
            let result = try fixture.run(["--headless", "--frames", "2", "--scene", scene, "--script", script, "--style-file", style, flag, output])
            XCTAssertEqual(result.status, 2, "\(flag): \(result.standardError)")
            XCTAssertEqual(result.errorLines, ["slideback: \(flag): \(output) is the \(input) file \(inputPath); an output must not overwrite the run's input"])
        }
        XCTAssertEqual(try String(contentsOfFile: scene, encoding: .utf8), original)
        let image = fixture.path("page.png")
        try ProgramFixture.writeSolidPNG(width: 4, height: 4, to: image)
        let imageScene = try fixture.write(#"{"pages": [{"id": "a", "content": "page.png"}]}"#, to: "image.json")
        let capture = try fixture.run(["--headless", "--frames", "2", "--scene", imageScene, "--capture", "1:\(image)"])
        XCTAssertEqual(capture.status, 2)
        XCTAssertEqual(capture.errorLines, ["slideback: --capture: \(image) is the --scene's image file \(image); an output must not overwrite the run's input"])
    }

    func testTwoOutputsOnOneFileAreRefusedNamingBoth() throws {
        let gif = fixture.path("out.gif")
        let result = try fixture.run(["--headless", "--frames", "2", "--capture", "1:\(gif)", "--gif", fixture.folder.path + "/./out.gif"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.errorLines, ["slideback: --gif: \(fixture.folder.path)/./out.gif is also written by --capture (\(gif)); give each output a file of its own"])
        // The trace's compare-mode names count too: FILE-left.csv is the trace's if C is pressed.
        let trace = try fixture.run(["--headless", "--frames", "2", "--trace", fixture.path("t.csv"), "--capture", "1:\(fixture.path("t-left.csv"))"])
        XCTAssertEqual(trace.status, 2)
        XCTAssertEqual(trace.errorLines, ["slideback: --trace: \(fixture.path("t-left.csv")) is also written by --capture (\(fixture.path("t-left.csv"))); give each output a file of its own"])
        XCTAssertFalse(FileManager.default.fileExists(atPath: gif))
    }

    func testACompareModeTraceNameThatCannotBeWrittenIsRefusedBeforeTheRun() throws {
        try FileManager.default.createDirectory(atPath: fixture.path("t-right.csv"), withIntermediateDirectories: true)
        let result = try fixture.run(["--headless", "--frames", "2", "--trace", fixture.path("t.csv")])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.errorLines, ["slideback: --trace: cannot write \(fixture.path("t-right.csv")): it is a folder"])
        XCTAssertFalse(FileManager.default.fileExists(atPath: fixture.path("t.csv")), "nothing was run")
    }

    /// A legal name near the system's 255 bytes failed at its temporary name, after the run.
    func testANameNearTheSystemLimitIsWrittenThroughItsTemporaryName() throws {
        let stem = String(repeating: "n", count: 246)
        let result = try fixture.run(["--headless", "--frames", "2", "--gif", fixture.path(stem + ".gif"), "--record-input", fixture.path(stem + ".json")])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertTrue(FileManager.default.fileExists(atPath: fixture.path(stem + ".gif")))
        XCTAssertTrue(FileManager.default.fileExists(atPath: fixture.path(stem + ".json")))
    }
}
