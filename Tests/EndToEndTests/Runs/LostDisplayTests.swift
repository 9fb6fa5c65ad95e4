import Foundation
import XCTest

/// Issue 30, class 14: the X server killed under a window recording a GIF ended the process
/// through Xlib, exit 1 and nothing said, the `.partial` file left. Now one line says so and the
/// temporary files are removed.
final class LostDisplayTests: ProgramTestCase {
    func testKillingTheXServerMidRecordingLeavesNoPartialFileAndSaysSo() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/Xvfb") else { throw XCTSkip("Xvfb is not installed") }
        let display = ":\(300 + Int(getpid() % 600))"
        // Xvfb writes its display's number to descriptor 3 once it takes connections (-displayfd):
        // waited for that, up to 20 s, not a fixed 1.5 s.
        let script = #"Xvfb "$1" -screen 0 1024x1024x24 -displayfd 3 3>ready >/dev/null 2>&1 & x=$!; "#
            + #"i=0; until [ -s ready ] || [ $i -gt 400 ]; do sleep 0.05; i=$((i+1)); done; "#
            + #"DISPLAY="$1" "$0" --frames 100000 --gif out.gif & p=$!; "#
            + #"i=0; until ls -a | grep -q partial || [ $i -gt 100 ]; do sleep 0.1; i=$((i+1)); done; kill $x; wait $p"#
        let result = try fixture.run(["-c", script, try ProgramFixture.binary().path, display], binary: URL(fileURLWithPath: "/bin/sh"), hungAfter: 40)
        XCTAssertEqual(result.status, 1, result.standardError)
        XCTAssertEqual(result.errorLines, ["slideback: lost the connection to the X display (DISPLAY=\(display)); stopped, recordings in progress removed"])
        let left = try FileManager.default.contentsOfDirectory(atPath: fixture.folder.path).filter { $0.contains("partial") || $0 == "out.gif" }
        XCTAssertEqual(left, [], "no GIF and no temporary file")
    }
}
