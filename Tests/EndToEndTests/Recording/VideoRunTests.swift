import Foundation
import XCTest

/// `--video` through the built program and ffmpeg: ffprobe finds every frame at the window's size,
/// and without ffmpeg the run does not start.
final class VideoRunTests: ProgramTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        try fixture.writeTwoPageScene()
        try fixture.write(#"{"events": [{"frame": 0, "action": "push"}]}"#, to: "push.json")
    }

    /// ffprobe's count of decoded frames and their size.
    private func probe(_ path: String) throws -> (frames: Int, width: Int, height: Int) {
        let process = Process(), pipe = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/ffprobe")
        process.arguments = ["-v", "error", "-select_streams", "v:0", "-count_frames", "-show_entries",
                             "stream=nb_read_frames,width,height", "-of", "csv=p=0:nk=1", path]
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let numbers = output.split(whereSeparator: { $0 == "," || $0 == "\n" }).compactMap { Int($0) }
        guard numbers.count == 3 else { throw XCTSkip("ffprobe said \(output)") }
        return (numbers[2], numbers[0], numbers[1])
    }

    func testEveryFrameIsInTheVideoAtTheWindowsSize() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/ffprobe") else { throw XCTSkip("ffmpeg is not installed") }
        for name in ["run.mp4", "run.webm"] {
            let video = fixture.path(name)
            let result = try fixture.run(["--headless", "--scene", fixture.path("scene.json"), "--script", fixture.path("push.json"),
                                          "--frames", "45", "--video", video])
            XCTAssertEqual(result.status, 0, result.standardError)
            let probed = try probe(video)
            XCTAssertEqual(probed.frames, 45, "\(name): one frame per frame drawn")
            XCTAssertEqual([probed.width, probed.height], [414, 896], name)
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: fixture.path("")).filter { $0.contains(".partial") }
            XCTAssertEqual(leftovers, [], "no partial file left")
        }
    }

    func testWithoutFFmpegTheRunDoesNotStartAndSaysSoInOneLine() throws {
        let video = fixture.path("none.mp4")
        let result = try fixture.run(["--headless", "--frames", "5", "--video", video], environment: ["PATH": "/nonexistent"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.errorLines,
                       ["slideback: --video: the ffmpeg program is not installed (Debian: apt-get install ffmpeg); nothing was run"])
        XCTAssertFalse(FileManager.default.fileExists(atPath: video))
        let wrong = try InProcess.run(["--headless", "--frames", "5", "--video", fixture.path("clip.avi")], in: fixture)
        XCTAssertEqual(wrong.status, 2)
        XCTAssertEqual(wrong.errorLines.first, "slideback: --video: \(fixture.path("clip.avi")): the name must end in .mp4 or .webm")
    }

    /// An ffmpeg that stops reading part-way (a full disk, a crash) fails the run in one line
    /// naming `--video`, and leaves neither the video nor its partial file.
    func testAnFFmpegThatDiesMidRunFailsTheRunAndLeavesNoFile() throws {
        let bin = fixture.path("bin")
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        try fixture.write("#!/bin/sh\nhead -c 100000 > /dev/null\nexit 3\n", to: "bin/ffmpeg")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fixture.path("bin/ffmpeg"))
        let video = fixture.path("dies.mp4")
        let result = try fixture.run(["--headless", "--scene", fixture.path("scene.json"), "--script", fixture.path("push.json"),
                                      "--frames", "40", "--video", video], environment: ["PATH": bin + ":/usr/bin:/bin"])
        XCTAssertEqual(result.status, 1, result.standardError)
        XCTAssertEqual(result.errorLines.count, 1, result.standardError)
        XCTAssertTrue(result.errorLines.first?.hasPrefix("slideback: --video: ffmpeg ") == true, result.standardError)
        XCTAssertFalse(FileManager.default.fileExists(atPath: video))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: fixture.path("")).filter { $0.contains(".partial") }
        XCTAssertEqual(leftovers, [], "no partial file left")
    }
}
