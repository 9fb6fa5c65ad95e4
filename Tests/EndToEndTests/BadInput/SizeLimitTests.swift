import Foundation
import XCTest

/// Windows past `PixelLimit` (16384 pixels a side, 64 megapixels): refused up front when the
/// flags or a script ask for one, drawn smaller when compare mode would grow one, never fatal.
final class SizeLimitTests: ProgramTestCase {
    func testASizeAndScaleBeyondTheLimitNameBothFlags() throws {
        for (size, scale, pixels) in [("4096x4096", "8", "32768 x 32768"), ("4096x2100", "4", "16384 x 8400"), ("300x4096", "4.5", "1350 x 18432")] {
            let result = try InProcess.run(["--headless", "--frames", "1", "--size", size, "--scale", scale], in: fixture)
            XCTAssertEqual(result.status, 2, size)
            XCTAssertEqual(result.errorLines, ["slideback: --size \(size) with --scale \(scale) is a window of \(pixels) pixels, over the limit "
                                               + "of 16384 pixels a side and 64 megapixels; choose a smaller --size or --scale"])
        }
        let compared = try InProcess.run(["--headless", "--frames", "1", "--size", "4096x2100", "--scale", "2", "--compare", "system,slideback"], in: fixture)
        XCTAssertEqual(compared.status, 2)
        XCTAssertTrue(compared.errorLines.first?.contains("--size 4096x2100 with --scale 2 and 2 screens of --compare") ?? false, compared.standardError)
    }

    /// Issue 30, class 12: `bench` drew a 16384 x 8192 window for 205 s until killed.
    func testBenchRefusesTheSameSizesBeforeDrawing() throws {
        for pacing in [[], ["--pacing"]] {
            let result = try InProcess.run(["bench", "--size", "4096x2048", "--scale", "4"] + pacing, in: fixture)
            XCTAssertEqual(result.status, 2, result.standardError)
            XCTAssertEqual(result.errorLines, ["slideback: bench: --size 4096x2048 with --scale 4 is a window of 16384 x 8192 pixels, over the limit "
                                               + "of 16384 pixels a side and 64 megapixels; choose a smaller --size or --scale"])
        }
    }

    func testAResizeBeyondTheLimitIsRefusedAtParseTimeNamingTheEvent() throws {
        for (scale, width, height) in [("1", 100000, 100000), ("1", 20000, 20000), ("4", 5000, 1000)] {
            let script = try fixture.write(#"{"events": [{"frame": 0, "action": "push"}, {"frame": 1, "action": "resize", "width": \#(width), "height": \#(height)}]}"#,
                                           to: "resize.json")
            let result = try InProcess.run(["--headless", "--scale", scale, "--script", script, "--capture", "2:\(fixture.path("big.png"))"], in: fixture)
            XCTAssertEqual(result.status, 2, "\(width) x \(height)")
            XCTAssertEqual(result.errorLines.count, 1, result.standardError)
            XCTAssertTrue(result.errorLines.first?.hasPrefix("slideback: \(script): events[1]: a resize to \(width) x \(height) points at scale \(scale) is ") ?? false,
                          result.standardError)
            XCTAssertFalse(FileManager.default.fileExists(atPath: fixture.path("big.png")))
        }
    }

    func testCompareModeGrowingTheWindowPastTheLimitDrawsItSmaller() throws {
        // 12288 x 300 pixels alone is within the limit; C puts two screens side by side, 24576 x 300.
        let script = try fixture.write(#"{"events": [{"frame": 1, "action": "key", "key": "c"}]}"#, to: "compare.json")
        let capture = fixture.path("compared.png")
        let result = try fixture.run(["--headless", "--size", "4096x100", "--scale", "3", "--script", script, "--capture", "2:\(capture)"])
        XCTAssertEqual(result.status, 0, result.standardError)
        let image = try DecodedImage(path: capture)
        XCTAssertLessThanOrEqual(image.width, 16384)
        XCTAssertEqual(Double(image.width) / Double(image.height), 8192.0 / 100, accuracy: 0.5, "both screens, whole")
    }
}
