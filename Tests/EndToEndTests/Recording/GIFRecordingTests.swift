import Foundation
import XCTest

/// `--gif` on headless runs of the built program, decoded with giflib itself: a valid animated GIF
/// with every other frame, the documented size, real-time delays, a forever loop and colours
/// close to the frames'.
final class GIFRecordingTests: XCTestCase {
    private var fixture: ProgramFixture!

    override func setUpWithError() throws {
        fixture = try ProgramFixture()
        try fixture.writeTwoPageScene()
        try fixture.write(#"{"events": [{"frame": 0, "action": "push"}]}"#, to: "script.json")
    }

    override func tearDown() {
        fixture = nil
    }

    /// 61 frames of a push: 31 pictures, 207x448, 3-4 cs each, looping, colours kept.
    func testGIFHasEveryOtherFrameAtHalfSizeLoopingInRealTime() throws {
        let path = fixture.path("run.gif")
        let result = try fixture.run(["--headless", "--scene", fixture.path("scene.json"), "--script", fixture.path("script.json"),
                                      "--frames", "61", "--gif", path])
        XCTAssertEqual(result.status, 0, result.standardError)
        let gif = try DecodedGIF(path: path)
        XCTAssertEqual([gif.width, gif.height], [207, 448], "414x896 at the default --gif-scale 0.5")
        XCTAssertEqual(gif.frames.count, 31, "frames 0, 2, ..., 60 of 61")
        XCTAssertTrue(gif.loopsForever, "a NETSCAPE2.0 block with loop count 0")
        // Each picture stands for two 1/60 s frames: 3.33 cs, as whole centiseconds that add up.
        XCTAssertTrue(gif.delays.allSatisfy { $0 == 3 || $0 == 4 }, "\(gif.delays)")
        XCTAssertEqual(gif.delays.reduce(0, +), 103, "62 frames at 60 per second are 103.3 cs")
        // Frame 0 is the root; the last, after the 0.4 s push, the pushed page. Averaged over a
        // block, the dithered colours come back close to the page colours.
        assertAverage(gif, frame: 0, x: 100, y: 300, near: [0x33, 0x66, 0xCC], "the root's body")
        assertAverage(gif, frame: 30, x: 100, y: 300, near: [0xCC, 0x33, 0x33], "the pushed page's body")
        assertAverage(gif, frame: 30, x: 60, y: 33, near: [0x22, 0xAA, 0x55], "the pushed page's bar")
        XCTAssertFalse(try FileManager.default.contentsOfDirectory(atPath: fixture.folder.path).contains { $0.contains(".partial") },
                       "no temporary file is left")
    }

    func testGIFScaleSetsTheSize() throws {
        let path = fixture.path("small.gif")
        let result = try fixture.run(["--headless", "--scene", fixture.path("scene.json"), "--frames", "4",
                                      "--gif", path, "--gif-scale", "0.25"])
        XCTAssertEqual(result.status, 0, result.standardError)
        let gif = try DecodedGIF(path: path)
        XCTAssertEqual([gif.width, gif.height, gif.frames.count], [104, 224, 2], "414x896 x 0.25, frames 0 and 2")
    }

    /// Checks that the mean colour of the 8x8 block at (x, y) of a frame is within 8 of `expected`.
    private func assertAverage(_ gif: DecodedGIF, frame: Int, x: Int, y: Int, near expected: [Double], _ what: String,
                               file: StaticString = #filePath, line: UInt = #line) {
        var sums = [0.0, 0.0, 0.0]
        for row in y..<y + 8 {
            for column in x..<x + 8 {
                let color = gif.color(frame: frame, x: column, y: row)
                for channel in 0..<3 { sums[channel] += color[channel] / 64 }
            }
        }
        let worst = zip(sums, expected).map { abs($0 - $1) }.max() ?? 0
        XCTAssertLessThanOrEqual(worst, 8, "\(what): mean \(sums.map { Int($0) }), expected \(expected)", file: file, line: line)
    }
}
