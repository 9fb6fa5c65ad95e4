import Foundation
import XCTest

/// Issue 30, class 11: input that would make the program's memory grow without bound is
/// refused, or read only as far as it matters, with one line.
final class UnboundedInputTests: XCTestCase {
    func testCheckBarsRefusesASceneOfMorePairsThanItRunsBeforeMakingThem() throws {
        let fixture = try ProgramFixture()
        let pages = (0..<10_000).map { #"{"id": "p\#($0)"}"# }.joined(separator: ",")
        let scene = try fixture.write(#"{"pages": [\#(pages)]}"#, to: "big.json")
        let result = try fixture.run(["check-bars", "--scene", scene], hungAfter: 30)
        XCTAssertEqual(result.status, 2, result.standardError)
        XCTAssertEqual(result.errorLines, ["slideback: check-bars: \(scene): 10000 pages make 99990000 bar-state pairs, "
                                           + "more than the 1000 check-bars runs; use a scene of fewer pages"])
    }

    func testACheckAgainstAHugeFileReadsOnlyWhatItCompares() throws {
        let fixture = try ProgramFixture()
        // 8 GiB of holes: read whole, it filled memory; the page is shorter, so it differs at once.
        let path = fixture.path("huge")
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.truncate(atOffset: 8 << 30)
        try handle.close()
        for command in [["completions", "bash"], ["man"]] {
            let result = try fixture.run(command + ["--check", path], hungAfter: 30)
            XCTAssertEqual(result.status, 1, result.standardError)
            XCTAssertEqual(result.errorLines, ["slideback: \(command[0]): \(path) is out of date; run: slideback \(command.joined(separator: " ")) > \(path)"])
        }
        let device = try fixture.run(["completions", "bash", "--check", "/dev/zero"], hungAfter: 30)
        XCTAssertEqual(device.status, 2)
        XCTAssertEqual(device.errorLines, ["slideback: completions: --check: /dev/zero: it is a character device, not a regular file"])
    }
}
