import Foundation
@testable import slideback
import XCTest

/// W without `--tune-out` writes NAME-tuned.json in the working folder and nowhere else, whatever
/// the style's name holds, and a write that fails says what it was writing.
final class TunedStyleFileNameTests: XCTestCase {
    func testADerivedNameHasNoSeparatorsNoLeadingDotAndABoundedLength() {
        XCTAssertEqual(TunedStyleWriter.fileName(for: "../escape-tuned"), "___escape-tuned.json")
        XCTAssertEqual(TunedStyleWriter.fileName(for: ".hidden-tuned"), "_hidden-tuned.json")
        XCTAssertEqual(TunedStyleWriter.fileName(for: "a\\b/c\u{1B}[2J\n-tuned"), "a_b_c_[2J_-tuned.json")
        XCTAssertEqual(TunedStyleWriter.fileName(for: "slideback-tuned"), "slideback-tuned.json", "an ordinary name is kept")
        // Forty family emoji are 40 characters and 1,000 bytes.
        let long = TunedStyleWriter.fileName(for: String(repeating: "👨‍👩‍👧‍👦", count: 40) + "-tuned")
        XCTAssertLessThanOrEqual(long.utf8.count, TunedStyleWriter.fileNameByteLimit)
        XCTAssertTrue(long.hasSuffix("👨‍👩‍👧‍👦-tuned.json"), "whole characters, and the suffix kept: \(long)")
    }

    func testAStyleNamedWithDotsAndSlashesIsWrittenInTheWorkingFolder() throws {
        let fixture = try ProgramFixture()
        let work = fixture.folder.appendingPathComponent("work")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        let style = try fixture.write(#"{"name": "../escape", "base": "slideback"}"#, to: "escape.json")
        let result = try fixture.run(["--headless", "--style-file", style, "--style", "../escape", "--script", try tuneAndWrite(fixture),
                                      "--frames", "4"], in: work)
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertTrue(FileManager.default.fileExists(atPath: work.appendingPathComponent("___escape-tuned.json").path), result.standardOutput)
        XCTAssertFalse(FileManager.default.fileExists(atPath: fixture.path("escape-tuned.json")), "nothing outside the working folder")
    }

    func testAWorkingFolderDeletedBeforeWIsNamedAndNothingIsWrittenAtTheRoot() throws {
        let fixture = try ProgramFixture()
        let script = try tuneAndWrite(fixture)
        let binary = try ProgramFixture.binary().path
        let result = try fixture.run(["-c", #"mkdir gone && cd gone && rmdir ../gone && exec "$0" --headless --script "$1" --frames 4"#, binary, script],
                                     binary: URL(fileURLWithPath: "/bin/sh"))
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(result.errorLines, ["slideback: W: cannot write into the working folder: No such file or directory (was it deleted?); pass --tune-out FILE"])
        XCTAssertFalse(FileManager.default.fileExists(atPath: "/slideback-tuned.json"))
    }

    func testAFailedWriteNamesWNotAFlagThatWasNotGiven() throws {
        let fixture = try ProgramFixture()
        // A folder where the file would go: the write fails, and the line names W and the file.
        try FileManager.default.createDirectory(atPath: fixture.path("slideback-tuned.json"), withIntermediateDirectories: true)
        let result = try fixture.run(["--headless", "--script", try tuneAndWrite(fixture), "--frames", "4"])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(result.errorLines, ["slideback: W: cannot write \(fixture.folder.resolvingSymlinksInPath().path)/slideback-tuned.json: it is a folder"])
    }

    /// A script that opens the tuning panel (T) and writes its style (W).
    private func tuneAndWrite(_ fixture: ProgramFixture) throws -> String {
        try fixture.write(#"{"events": [{"frame": 1, "action": "key", "key": "t"}, {"frame": 2, "action": "key", "key": "w"}]}"#, to: "tune.json")
    }
}
