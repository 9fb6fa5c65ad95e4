import Foundation
import XCTest

/// Output that could not be written to standard output is never passed over: every command that
/// prints says so in one line and exits 1, and a closed standard output is refused before a run
/// that would write a recording there.
final class StandardOutputFailureTests: XCTestCase {
    func testEveryPrintingCommandReportsAFullStandardOutput() throws {
        let fixture = try ProgramFixture()
        for command in ["man", "styles", "styles --json", "styles --export system", "completions bash", "--help", "--version", "help",
                        "help bench", "bench --help", "soak --seconds 1 --json", "export --target flutter cupertino"] {
            let result = try shell(fixture, "\"$0\" \(command) >/dev/full")
            XCTAssertEqual(result.status, 1, "\(command): \(result.standardError)")
            XCTAssertEqual(result.errorLines, ["slideback: cannot write standard output: No space left on device"], command)
        }
    }

    func testAClosedStandardOutputIsRefusedBeforeARunThatWritesThere() throws {
        let fixture = try ProgramFixture()
        for flag in ["--trace", "--record-input"] {
            let result = try shell(fixture, "\"$0\" --headless --frames 2 \(flag) - >&-")
            XCTAssertEqual(result.status, 2, result.standardError)
            XCTAssertEqual(result.errorLines, ["slideback: \(flag) -: standard output is closed, so there is nowhere to write; give a file name"])
        }
        let version = try shell(fixture, "\"$0\" --version >&-")
        XCTAssertEqual(version.status, 1, "nothing else took descriptor 1: the write fails")
        XCTAssertEqual(version.errorLines, ["slideback: cannot write standard output: Bad file descriptor"])
    }

    func testOutputThatWasWrittenStillExitsZero() throws {
        let result = try shell(try ProgramFixture(), "\"$0\" --version")
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertTrue(result.standardOutput.hasPrefix("slideback "))
    }

    /// Runs `script` in sh with the program as `$0`.
    private func shell(_ fixture: ProgramFixture, _ script: String) throws -> RunResult {
        try fixture.run(["-c", script, try ProgramFixture.binary().path], binary: URL(fileURLWithPath: "/bin/sh"),
                        environment: ["SDL_VIDEODRIVER": "dummy"])
    }
}
