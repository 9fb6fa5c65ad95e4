import Foundation
import XCTest

/// Issue 30, class 8: a name that is not UTF-8 was repaired into U+FFFD, so `--trace x\xff.csv`
/// overwrote `x\u{FFFD}.csv`. It is refused before anything runs, shown byte for byte.
final class ArgumentBytesTests: ProgramTestCase {
    func testANameThatIsNotUTF8IsRefusedAndNoOtherFileIsWritten() throws {
        let other = try fixture.write("keep", to: "x\u{FFFD}.csv")
        let result = try fixture.run(["-c", #""$0" --headless --frames 1 --trace "$(printf 'x\377.csv')""#, try ProgramFixture.binary().path],
                                     binary: URL(fileURLWithPath: "/bin/sh"), environment: ["SDL_VIDEODRIVER": "dummy"])
        XCTAssertEqual(result.status, 2, result.standardError)
        XCTAssertEqual(result.errorLines, [#"slideback: argument 5 (after --trace), "x\xFF.csv", is not UTF-8: file names that are not UTF-8 "#
                                           + "are not supported (they would name another file); rename it"])
        XCTAssertEqual(try String(contentsOfFile: other, encoding: .utf8), "keep")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: fixture.folder.path).filter { $0.hasPrefix("x") }, ["x\u{FFFD}.csv"])
    }
}
