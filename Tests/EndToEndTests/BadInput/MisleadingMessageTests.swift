import Foundation
import XCTest

/// Messages that used to point the wrong way: each now names the real problem.
final class MisleadingMessageTests: ProgramTestCase {
    func testAFlagFollowedByAnotherFlagSaysItsValueIsMissing() throws {
        for flag in ["--scene", "--script", "--frames", "--trace", "--capture"] {
            let result = try InProcess.run([flag, "--frames", "1", "--headless"], in: fixture)
            XCTAssertEqual(result.status, 2, flag)
            XCTAssertEqual(result.errorLines.first,
                           "slideback: \(flag): missing value: the flag needs a value, and the next argument \"--frames\" is a flag", flag)
        }
        // A value that starts with one dash is still a value: `--trace -` is standard output.
        XCTAssertEqual(try fixture.run(["--headless", "--frames", "1", "--trace", "-"]).status, 0)
    }

    func testWideEncodingsAreNamedAndUTF8IsAskedFor() throws {
        let scene = ##"{"pages": [{"id": "home", "content": "#FFFFFF"}]}"##
        let cases: [(String, String.Encoding, String)] = [
            ("utf16le", .utf16LittleEndian, "UTF-16 (little-endian)"), ("utf16be", .utf16BigEndian, "UTF-16 (big-endian)"),
            ("utf32le", .utf32LittleEndian, "UTF-32 (little-endian)"), ("utf32be", .utf32BigEndian, "UTF-32 (big-endian)"),
            ("utf16bom", .utf16, "UTF-16 (little-endian)"),
        ]
        for (name, encoding, said) in cases {
            let path = fixture.path("\(name).json")
            try XCTUnwrap(scene.data(using: encoding)).write(to: URL(fileURLWithPath: path))
            for flag in ["--scene", "--script"] {
                let result = try InProcess.run(["--headless", "--frames", "1", flag, path], in: fixture)
                XCTAssertEqual(result.status, 2, name)
                XCTAssertEqual(result.errorLines, ["slideback: \(path): line 1, column 1: the file is \(said), which is not valid UTF-8; save it as UTF-8"], "\(name) \(flag)")
            }
        }
    }

    func testTheNoDisplayMessageNamesTheDisplayTriedAndSDLsReason() throws {
        var environment = HostileFiles.environment(for: fixture)
        environment["DISPLAY"] = ":97"
        environment["WAYLAND_DISPLAY"] = nil
        let run = try HostileFiles.runMeasuringMemory(try ProgramFixture.binary().path, ["--frames", "1"], in: fixture.folder.path,
                                                      environment: environment)
        XCTAssertEqual(run.status, 1)
        let line = run.standardError.split(separator: "\n").first.map(String.init) ?? ""
        XCTAssertTrue(line.hasPrefix("slideback: no display to open a window on (cannot start SDL video on DISPLAY=:97: "), line)
        XCTAssertTrue(line.hasSuffix("); run with --headless, or in a virtual display: xvfb-run slideback"), line)
        // SDL's own reason follows the display's name.
        XCTAssertGreaterThan(line.count, "slideback: no display to open a window on (cannot start SDL video on DISPLAY=:97: ); run with --headless, or in a virtual display: xvfb-run slideback".count, line)
    }
}
