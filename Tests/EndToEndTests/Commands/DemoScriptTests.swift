import Foundation
import XCTest

/// `scripts/demo` on a machine without a display says so before it installs or builds anything,
/// and shows the ways that need none.
final class DemoScriptTests: ProgramTestCase {
    /// The script in the checkout this test file belongs to.
    private let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("scripts/demo")

    func testWithoutADisplayItSaysSoBeforeBuilding() throws {
        // No display variable at all, and a local X display nobody serves.
        let cases: [(environment: [String: String?], reason: String)] = [
            (["DISPLAY": nil, "WAYLAND_DISPLAY": nil], "DISPLAY and WAYLAND_DISPLAY are not set"),
            (["DISPLAY": ":93817", "WAYLAND_DISPLAY": nil], "DISPLAY=:93817"),
        ]
        for (environment, reason) in cases {
            let result = try fixture.run(["--style", "weibo"], binary: script, environment: environment)
            XCTAssertEqual(result.status, 1, result.standardError)
            XCTAssertEqual(result.standardOutput, "", "nothing installed or built")
            let lines = result.errorLines
            let first = lines.first ?? ""
            XCTAssertTrue(first.hasPrefix("scripts/demo: no display to open a window on (") && first.contains(reason),
                          "\(reason): \(result.standardError)")
            XCTAssertTrue(lines.contains("  scripts/demo --headless --frames 120 --capture 119:frame.png"), result.standardError)
            XCTAssertTrue(lines.contains("  xvfb-run -a scripts/demo --style weibo"), "the same arguments under xvfb-run: \(result.standardError)")
            for word in ["Building", "Compiling", "installing"] {
                XCTAssertFalse(result.standardError.contains(word), "no \(word) before the display check")
            }
        }
    }
}
