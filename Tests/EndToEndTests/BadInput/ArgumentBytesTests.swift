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

    /// The refusal covers every argument, a command's and a positional one, and the other names
    /// a path is made of: the working folder and SLIDEBACK_RESOURCES. A scene that exists under
    /// such a name was "No such file"; it is named as it is.
    func testEveryArgumentTheWorkingFolderAndTheResourcesFolderAreChecked() throws {
        let binary = try ProgramFixture.binary().path
        let folder = fixture.folder.path
        let tail = ", is not UTF-8: file names that are not UTF-8 are not supported (they would name another file); rename it"
        for (script, line) in [(#"printf '{"pages": [{"id": "a"}]}' > "$(printf 's\377.json')"; "$0" --headless --frames 1 --scene "$(printf 's\377.json')""#,
                                #"argument 5 (after --scene), "s\xFF.json""# + tail),
                               (#""$0" check-bars --scene "$(printf '\303(.json')""#, #"argument 3 (after --scene), "\xC3(.json""# + tail),
                               (#""$0" help "$(printf 'x\200')""#, #"argument 2 (after help), "x\x80""# + tail),
                               (#"mkdir "$(printf 'w\377')" && cd "$(printf 'w\377')" && "$0" --version"#, #"the working folder, "\#(folder)/w\xFF""# + tail),
                               (#"SLIDEBACK_RESOURCES="$(printf 'r\377')" "$0" --headless --frames 1"#, #"SLIDEBACK_RESOURCES, "r\xFF""# + tail)] {
            let result = try fixture.run(["-c", script, binary], binary: URL(fileURLWithPath: "/bin/sh"), environment: ["SDL_VIDEODRIVER": "dummy"])
            XCTAssertEqual(result.status, 2, script)
            XCTAssertEqual(result.errorLines, ["slideback: " + line], script)
        }
    }
}
