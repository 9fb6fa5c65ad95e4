import Foundation
import XCTest

/// `slideback --version` is one line with the version CMakeLists.txt declares (the bench and soak
/// reports carry it: `ReportJSONTests`, which runs them), and `slideback help COMMAND` prints what
/// `slideback COMMAND --help` prints.
final class VersionAndHelpTests: ProgramTestCase {
    /// The version in CMakeLists.txt's `project(SlideBack VERSION X ...)`.
    static func cmakeVersion() throws -> String {
        let lists = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("CMakeLists.txt")
        let text = try String(contentsOf: lists, encoding: .utf8)
        let line = try XCTUnwrap(text.split(separator: "\n").first { $0.hasPrefix("project(SlideBack VERSION ") })
        return String(line.split(separator: " ")[2])
    }

    func testVersionIsOneLineWithTheBuildsVersion() throws {
        let version = try Self.cmakeVersion()
        for arguments in [["--version"], ["--headless", "--version"]] {
            let result = try fixture.run(arguments)
            XCTAssertEqual(result.status, 0, result.standardError)
            XCTAssertEqual(result.standardOutput, "slideback \(version)\n", "\(arguments)")
            XCTAssertEqual(result.standardError, "")
        }
        XCTAssertTrue(try fixture.run(["man"]).standardOutput.hasPrefix(#".TH SLIDEBACK 1 "" "slideback \#(version)""#),
                      "the man page names the version")
    }

    func testHelpCommandPrintsTheCommandsOwnUsage() throws {
        XCTAssertEqual(try InProcess.run(["help"], in: fixture).standardOutput, try fixture.run(["--help"]).standardOutput)
        for command in ["bench", "soak", "styles", "springs", "check-bars", "generate-art", "man", "help"] {
            let help = try InProcess.run(["help", command], in: fixture)
            XCTAssertEqual(help.status, 0, "\(command): \(help.standardError)")
            XCTAssertTrue(help.standardOutput.hasPrefix("usage: slideback \(command)"), "\(command): \(help.standardOutput.prefix(80))")
            XCTAssertEqual(help.standardOutput, try InProcess.run([command, "--help"], in: fixture).standardOutput, command)
        }
        let unknown = try InProcess.run(["help", "nope"], in: fixture)
        XCTAssertEqual(unknown.status, 2)
        XCTAssertEqual(unknown.errorLines, [#"slideback: help: unknown topic "nope" (topics: bench, soak, styles, springs, export, fit, check-bars, generate-art, man, completions, help, scene, style, script)"#])
        XCTAssertEqual(unknown.standardOutput, "")
    }
}
