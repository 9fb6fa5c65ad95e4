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
            // The first through the program, which prints the line and exits 2; the rest in-process.
            let arguments = ["--headless", "--frames", "2", "--scene", scene, "--script", script, "--style-file", style, flag, output]
            let result = flag == "--trace" ? try fixture.run(arguments) : try InProcess.run(arguments, in: fixture)
            XCTAssertEqual(result.status, 2, "\(flag): \(result.standardError)")
            XCTAssertEqual(result.errorLines, ["slideback: \(flag): \(output) is the \(input) file \(inputPath); an output must not overwrite the run's input"])
        }
        XCTAssertEqual(try String(contentsOfFile: scene, encoding: .utf8), original)
        let image = fixture.path("page.png")
        try ProgramFixture.writeSolidPNG(width: 4, height: 4, to: image)
        let imageScene = try fixture.write(#"{"pages": [{"id": "a", "content": "page.png"}]}"#, to: "image.json")
        let capture = try InProcess.run(["--headless", "--frames", "2", "--scene", imageScene, "--capture", "1:\(image)"], in: fixture)
        XCTAssertEqual(capture.status, 2)
        XCTAssertEqual(capture.errorLines, ["slideback: --capture: \(image) is the --scene's image file \(image); an output must not overwrite the run's input"])
    }

    func testTwoOutputsOnOneFileAreRefusedNamingBoth() throws {
        let gif = fixture.path("out.gif")
        let result = try InProcess.run(["--headless", "--frames", "2", "--capture", "1:\(gif)", "--gif", fixture.folder.path + "/./out.gif"], in: fixture)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.errorLines, ["slideback: --gif: \(fixture.folder.path)/./out.gif is also written by --capture (\(gif)); give each output a file of its own"])
        // The trace's compare-mode names count too: FILE-left.csv is the trace's if C is pressed.
        let trace = try InProcess.run(["--headless", "--frames", "2", "--trace", fixture.path("t.csv"), "--capture", "1:\(fixture.path("t-left.csv"))"], in: fixture)
        XCTAssertEqual(trace.status, 2)
        XCTAssertEqual(trace.errorLines, ["slideback: --trace: \(fixture.path("t-left.csv")) is also written by --capture (\(fixture.path("t-left.csv"))); give each output a file of its own"])
        XCTAssertFalse(FileManager.default.fileExists(atPath: gif))
    }

    func testACompareModeTraceNameThatCannotBeWrittenIsRefusedBeforeTheRun() throws {
        try FileManager.default.createDirectory(atPath: fixture.path("t-right.csv"), withIntermediateDirectories: true)
        let result = try InProcess.run(["--headless", "--frames", "2", "--trace", fixture.path("t.csv")], in: fixture)
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

    /// Issue 30, class 10: outputs in /proc or /sys (/proc/version said "No such file"), links
    /// into a missing folder and compare mode's derived names passed the check and failed after
    /// the run, exit 1. Each real place is now tried before the run: exit 2, nothing run.
    func testPlacesThatTakeNoFileAreRefusedBeforeTheRunDerivedNamesIncluded() throws {
        try FileManager.default.createSymbolicLink(atPath: fixture.path("into-missing.csv"), withDestinationPath: fixture.path("missing/x.csv"))
        try FileManager.default.createSymbolicLink(atPath: fixture.path("t-left.csv"), withDestinationPath: "/proc/t-left.csv")
        let proc = "no file can be made in the folder /proc/ (No such file or directory)"
        let sys = "no file can be made in the folder /sys/kernel/ (Permission denied)"
        for (arguments, line) in [(["--trace", "/proc/version"], "--trace: cannot write /proc/version: " + proc),
                                  (["--plot", "/sys/kernel/x.png"], "--plot: cannot write /sys/kernel/x.png: " + sys),
                                  (["--capture", "1:/proc/x.png"], "--capture: cannot write /proc/x.png: " + proc),
                                  (["--record", "/sys/kernel"], "--record: cannot write /sys/kernel/frame-00001.png: " + sys),
                                  (["--record", "/proc/frames"], "--record: cannot make the folder /proc/frames: No such file or directory"),
                                  (["--gif", fixture.path("into-missing.csv")],
                                   "--gif: cannot write \(fixture.path("into-missing.csv")): no file can be made in the folder \(fixture.path("missing"))/ (No such file or directory)"),
                                  (["--compare", "system,slideback", "--trace", fixture.path("t.csv")],
                                   "--trace: cannot write \(fixture.path("t-left.csv")): " + proc)] {
            let result = try InProcess.run(["--headless", "--frames", "2"] + arguments, in: fixture)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertEqual(result.errorLines, ["slideback: " + line])
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: fixture.folder.path).sorted(), ["Resources", "into-missing.csv", "t-left.csv"])
        // generate-art tries its places before seconds of drawing.
        let art = try InProcess.run(["generate-art", "--out", "/sys/kernel"], in: fixture)
        XCTAssertEqual(art.status, 2)
        XCTAssertEqual(art.errorLines, ["slideback: generate-art: cannot create folder '/sys/kernel/pages': The operation could not be completed. You don’t have permission."])
    }
}
