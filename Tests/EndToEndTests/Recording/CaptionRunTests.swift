import Foundation
import XCTest

/// `--caption` through the built program: GIF and video frames carry a strip under them naming
/// each screen's style and the constants it changed; without it they are as before.
final class CaptionRunTests: ProgramTestCase {
    private let style = #"{"name": "mine", "base": "slideback", "frontScale": 0.9, "cornerRadius": 20}"#

    func testTheGIFCarriesTheStripUnderTheFrames() throws {
        let file = try fixture.write(style, to: "mine.json")
        let plain = fixture.path("plain.gif"), captioned = fixture.path("captioned.gif")
        let base = ["--headless", "--style-file", file, "--compare", "slideback,mine", "--frames", "4", "--gif-scale", "1"]
        XCTAssertEqual(try fixture.run(base + ["--gif", plain]).status, 0)
        let result = try fixture.run(base + ["--gif", captioned, "--caption"])
        XCTAssertEqual(result.status, 0, result.standardError)
        let without = try DecodedGIF(path: plain), with = try DecodedGIF(path: captioned)
        XCTAssertEqual([without.width, without.height], [828, 896])
        XCTAssertEqual([with.width, with.height], [828, 896 + 52], "2 lines of 20 pt and 6 pt above and under")
        // The frame above the strip is the same picture; the strip is dark with light text under each screen.
        XCTAssertEqual(with.color(frame: 0, x: 200, y: 400), without.color(frame: 0, x: 200, y: 400))
        for screen in [0, 1] {
            let lit = (896..<948).flatMap { y in (screen * 414..<(screen + 1) * 414).map { x in with.color(frame: 0, x: x, y: y) } }
            XCTAssertTrue(lit.contains { $0[0] > 200 && $0[1] > 200 }, "screen \(screen)'s caption")
            XCTAssertGreaterThan(lit.filter { $0[0] < 40 }.count, lit.count / 2, "on near-black")
        }
    }

    func testTheVideoCarriesTheStripAndCaptionNeedsARecording() throws {
        let lonely = try InProcess.run(["--headless", "--frames", "1", "--caption"], in: fixture)
        XCTAssertEqual(lonely.status, 2)
        XCTAssertEqual(lonely.errorLines, ["slideback: --caption: captions --gif and --video frames; give one of them"])
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/ffprobe") else { throw XCTSkip("ffmpeg is not installed") }
        let video = fixture.path("run.mp4")
        let result = try fixture.run(["--headless", "--frames", "3", "--video", video, "--caption"])
        XCTAssertEqual(result.status, 0, result.standardError)
        let process = Process(), pipe = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/ffprobe")
        process.arguments = ["-v", "error", "-select_streams", "v:0", "-show_entries", "stream=width,height", "-of", "csv=p=0", video]
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(output.trimmingCharacters(in: .whitespacesAndNewlines), "414,948")
    }
}
