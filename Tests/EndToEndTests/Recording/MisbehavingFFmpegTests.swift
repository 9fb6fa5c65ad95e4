import Foundation
import XCTest

/// Issue 30, classes 3 and 4: fake `ffmpeg` scripts on PATH that never read, never exit, talk
/// too much or sit behind a folder named ffmpeg. Every wait on the child is bounded, the child
/// (and what it started) is killed on any stop, what it said is summarised in the one line, and
/// the video's temporary file is unique to the run and made by the program, exclusively.
final class MisbehavingFFmpegTests: ProgramTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        try fixture.writeTwoPageScene()
        try FileManager.default.createDirectory(atPath: fixture.path("bin"), withIntermediateDirectories: true)
    }

    /// Puts `script` on PATH as ffmpeg; returns the environment that finds it first.
    private func fakeFFmpeg(_ script: String) throws -> [String: String?] {
        try fixture.write("#!/bin/sh\n" + script + "\n", to: "bin/ffmpeg")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fixture.path("bin/ffmpeg"))
        return ["PATH": fixture.path("bin") + ":/usr/bin:/bin", "SLIDEBACK_FFMPEG_TIMEOUT": "1"]
    }

    private func record(_ environment: [String: String?], frames: Int = 20) throws -> RunResult {
        try fixture.run(["--headless", "--scene", fixture.path("scene.json"), "--frames", "\(frames)", "--video", fixture.path("out.mp4")],
                        environment: environment, hungAfter: 30)
    }

    /// Processes whose command line holds `marker` (the fake's `sleep` argument).
    private func running(_ marker: String) -> [String] {
        let ids = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return ids.filter { id in
            guard Int(id) != nil, let line = FileManager.default.contents(atPath: "/proc/\(id)/cmdline") else { return false }
            return String(decoding: line, as: UTF8.self).contains(marker)
        }
    }

    private func assertNothingLeft(_ marker: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let deadline = Date().addingTimeInterval(3)
        while !running(marker).isEmpty && Date() < deadline { usleep(20_000) }
        XCTAssertEqual(running(marker), [], "the child and its children were killed", file: file, line: line)
        let left = try FileManager.default.contentsOfDirectory(atPath: fixture.folder.path).filter { $0.contains("partial") || $0 == "out.mp4" }
        XCTAssertEqual(left, [], "no video, no temporary file", file: file, line: line)
    }

    func testAnFFmpegThatNeverReadsFailsTheRunWithinTheLimitAndIsKilled() throws {
        let result = try record(try fakeFFmpeg("sleep 601.25"))
        XCTAssertEqual(result.status, 1, result.standardError)
        XCTAssertEqual(result.errorLines, ["slideback: --video: ffmpeg stopped taking frames for \(fixture.path("out.mp4")): it took nothing for 1 s"])
        try assertNothingLeft("601.25")
    }

    func testAnFFmpegThatNeverExitsIsStoppedAfterTheLimit() throws {
        let result = try record(try fakeFFmpeg("cat > /dev/null\nsleep 602.25"))
        XCTAssertEqual(result.status, 1, result.standardError)
        XCTAssertEqual(result.errorLines, ["slideback: --video: ffmpeg did not finish \(fixture.path("out.mp4")) within 1 s of the last frame; stopped it"])
        try assertNothingLeft("602.25")
    }

    func testSIGTERMStopsARunWaitingOnAHungFFmpegAndKillsIt() throws {
        // The signal goes once the run waits on ffmpeg (it has started ffmpeg, half a second ago),
        // not at a guessed time: a slow start would otherwise meet the signal before its handler.
        var environment = try fakeFFmpeg("touch ffmpeg-started; sleep 603.25")
        environment["SLIDEBACK_FFMPEG_TIMEOUT"] = "60"
        let started = Date()
        let result = try fixture.run(["-c", #""$0" --headless --scene scene.json --frames 20 --video out.mp4 & "#
                                      + #"while [ ! -e ffmpeg-started ]; do sleep 0.05; done; sleep 0.5; kill -TERM $!; wait $!"#,
                                      try ProgramFixture.binary().path],
                                     binary: URL(fileURLWithPath: "/bin/sh"), environment: environment, hungAfter: 30)
        XCTAssertEqual(result.status, 143, result.standardError)
        XCTAssertLessThan(Date().timeIntervalSince(started), 10, "stopped within a second or two of the signal, not after 60 s")
        XCTAssertEqual(result.errorLines, ["slideback: interrupted by SIGTERM"])
        try assertNothingLeft("603.25")
    }

    func testWhatFFmpegSaysIsSummarisedInTheOneLine() throws {
        let result = try record(try fakeFFmpeg(#"cat > /dev/null; i=0; while [ $i -lt 10000 ]; do echo "noise $i" >&2; i=$((i+1)); done; exit 1"#))
        XCTAssertEqual(result.status, 1, result.standardError)
        XCTAssertEqual(result.errorLines, ["slideback: --video: ffmpeg could not write \(fixture.path("out.mp4")) (exit status 1); "
                                           + "ffmpeg said: noise 0 / noise 1 (and 9998 more lines)"])
    }

    func testAFolderNamedFFmpegOnPathIsSkippedAndTheTemporaryFileIsTheRunsOwn() throws {
        // The fake notes the file it was given, which must be a fresh, empty regular file.
        var environment = try fakeFFmpeg(#"for a; do last=$a; done; [ -f "$last" ] && [ ! -L "$last" ] && [ ! -s "$last" ] || exit 9; "#
                                         + #"echo "$last" >> names.txt; cat > /dev/null; echo video > "$last""#)
        try FileManager.default.createDirectory(atPath: fixture.path("first/ffmpeg"), withIntermediateDirectories: true)
        environment["PATH"] = fixture.path("first") + ":" + fixture.path("bin") + ":/usr/bin:/bin"
        for _ in 0..<2 {
            let result = try record(environment, frames: 3)
            XCTAssertEqual(result.status, 0, result.standardError)
            XCTAssertEqual(try String(contentsOfFile: fixture.path("out.mp4"), encoding: .utf8), "video\n")
        }
        let names = try String(contentsOfFile: fixture.path("names.txt"), encoding: .utf8).split(separator: "\n")
        XCTAssertEqual(names.count, 2)
        XCTAssertNotEqual(names.first, names.last, "each run has a temporary name of its own")
        XCTAssertTrue(names.allSatisfy { $0.hasPrefix(fixture.path(".out.mp4.partial-")) && $0.hasSuffix(".mp4") }, "\(names)")
    }
}
