import Foundation
import XCTest

/// Scrubbing through the built program: a frame reached with `,` is pixel for pixel the same
/// frame of a plain replay, and resuming from it goes on as the replay does.
final class TimelineRunTests: ProgramTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        try fixture.writeTwoPageScene()
    }

    /// Rows 0 to `rows` of two images differ nowhere.
    private func assertSame(_ a: DecodedImage, _ b: DecodedImage, rows: Int, _ what: String) {
        XCTAssertEqual([a.width, a.height], [b.width, b.height], what)
        var differing = 0
        for y in 0..<min(rows, a.height) {
            for x in 0..<a.width where a.pixel(x: x, y: y) != b.pixel(x: x, y: y) { differing += 1 }
        }
        XCTAssertEqual(differing, 0, "\(what): pixels that differ")
    }

    func testAScrubbedFrameIsTheReplaysFrameAndResumingGoesOnFromIt() throws {
        // A push animates over frames 0 to 24; the replay captures frames 10 and 15 of it.
        let replay = try fixture.run(["--headless", "--scene", fixture.path("scene.json"), "--frames", "40",
                                      "--script", try fixture.write(#"{"events": [{"frame": 0, "action": "push"}]}"#, to: "a.json"),
                                      "--capture", "10:\(fixture.path("a10.png"))", "--capture", "15:\(fixture.path("a15.png"))"])
        XCTAssertEqual(replay.status, 0, replay.standardError)
        // The same push, paused at frame 30, scrubbed back with 20 commas (frames 31 to 50), each
        // one step, to frame 10, captured; P at 51 resumes, and five frames on it is at frame 15.
        var events = [#"{"frame": 0, "action": "push"}"#, #"{"frame": 30, "action": "key", "key": "p"}"#]
        events += (31...50).map { #"{"frame": \#($0), "action": "key", "key": ","}"# }
        events.append(#"{"frame": 51, "action": "key", "key": "p"}"#)
        let scrubbed = try fixture.run(["--headless", "--scene", fixture.path("scene.json"), "--frames", "60",
                                        "--script", try fixture.write(#"{"events": [\#(events.joined(separator: ","))]}"#, to: "b.json"),
                                        "--capture", "50:\(fixture.path("b50.png"))", "--capture", "56:\(fixture.path("b56.png"))"])
        XCTAssertEqual(scrubbed.status, 0, scrubbed.standardError)
        let a10 = try DecodedImage(path: fixture.path("a10.png")), b50 = try DecodedImage(path: fixture.path("b50.png"))
        // Above the paused badge and the strip, which the inspector draws over the frame.
        assertSame(a10, b50, rows: 800, "frame 10, scrubbed to")
        let a15 = try DecodedImage(path: fixture.path("a15.png"))
        XCTAssertTrue(stride(from: 0, to: a10.width, by: 4).contains { a10.pixel(x: $0, y: 400) != a15.pixel(x: $0, y: 400) },
                      "frames 10 and 15 differ: the push moves")
        assertSame(try DecodedImage(path: fixture.path("a15.png")), try DecodedImage(path: fixture.path("b56.png")), rows: 896,
                   "five frames after resuming from frame 10")
    }

    func testWWritesTheTunedStyleWhereTuneOutSaysAndItLoadsBackToTheSameConstants() throws {
        let out = fixture.path("mine.json")
        let script = try fixture.write(#"""
        {"events": [{"frame": 1, "action": "key", "key": "t"},
                    {"frame": 2, "action": "key", "key": "down"},
                    {"frame": 3, "action": "key", "key": "shift+right"},
                    {"frame": 4, "action": "key", "key": "w"}]}
        """#, to: "tune.json")
        let run = try fixture.run(["--headless", "--scene", fixture.path("scene.json"), "--script", script, "--frames", "6",
                                   "--tune-out", out])
        XCTAssertEqual(run.status, 0, run.standardError)
        XCTAssertEqual(run.standardOutput, "slideback: wrote the tuned style slideback-tuned to \(out); load it with --style-file\n")
        // Only what differs from the base, and the name and base.
        XCTAssertEqual(try String(contentsOfFile: out, encoding: .utf8),
                       "{\n  \"name\": \"slideback-tuned\",\n  \"base\": \"slideback\",\n  \"edgeWidth\": 30\n}\n")
        let listing = try fixture.run(["styles", "--json", "--style-file", out])
        XCTAssertEqual(listing.status, 0, listing.standardError)
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(listing.standardOutput.utf8)) as? [String: [String: Any]])
        let tuned = try XCTUnwrap(json["slideback-tuned"]), ours = try XCTUnwrap(json["slideback"])
        XCTAssertEqual(tuned["edgeWidth"] as? Double, 30, "20 and a coarse step of 10")
        for (key, value) in ours where key != "name" && key != "edgeWidth" {
            XCTAssertEqual("\(tuned[key] ?? "missing")", "\(value)", "\(key) as ours")
        }
    }
}
