import Foundation
import XCTest

/// `--reference` through the built program: recordings the program made itself, fed back, are
/// tracked to within a point of its own trace (a push and a released swipe, on solid pages and
/// on the default scene's pictures); a GIF tracks too; a trace is a reference; and every bad
/// reference stops the run in one line with nothing written.
final class ReferenceRunTests: ProgramTestCase {
    /// The repository's default scene, whose pages are pictures, not solid colours.
    private let pictureScene = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Resources/scene.json").path

    override func setUpWithError() throws {
        try super.setUpWithError()
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/ffprobe") else { throw XCTSkip("ffmpeg is not installed") }
        try fixture.writeTwoPageScene()
        // A push, then a swipe back dragged 192 pt in 12 frames and let go: it flings home.
        let moves = (1...12).map { #"{"frame": \#(40 + $0), "action": "move", "x": \#(5 + $0 * 16), "y": 500}"# }
        try fixture.write(#"{"events": [{"frame": 0, "action": "push"}, {"frame": 40, "action": "down", "x": 5, "y": 500}, "#
                          + moves.joined(separator: ", ") + #", {"frame": 53, "action": "up", "x": 197, "y": 500}]}"#, to: "swipe.json")
    }

    /// The trace's rows where the reference has a value: the RMS of front_x - reference_x, and
    /// how many rows there were of each phase.
    private func traceError(_ name: String) throws -> (rms: Double, phases: [String: Int]) {
        let lines = try String(contentsOfFile: fixture.path(name), encoding: .utf8).split(separator: "\n")
        let header = lines[0].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        XCTAssertEqual(header.last, "reference_x")
        let front = try XCTUnwrap(header.firstIndex(of: "front_x")), phase = try XCTUnwrap(header.firstIndex(of: "phase"))
        var squares = 0.0, phases: [String: Int] = [:]
        for line in lines.dropFirst() {
            let fields = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            guard let reference = Double(fields[header.count - 1]), fields[phase] != "rest" else { continue }
            squares += pow(try XCTUnwrap(Double(fields[front])) - reference, 2)
            phases[fields[phase], default: 0] += 1
        }
        let count = phases.values.reduce(0, +)
        return (count == 0 ? .infinity : (squares / Double(count)).squareRoot(), phases)
    }

    /// The RMS the end-of-run line reports.
    private func reportedRMS(_ output: String) throws -> Double {
        let line = try XCTUnwrap(output.split(separator: "\n").first { $0.hasPrefix("reference ") }, output)
        let number = try XCTUnwrap(line.range(of: "RMS ").map { line[$0.upperBound...].prefix { $0 != " " } })
        return try XCTUnwrap(Double(number))
    }

    /// Records `style` on `scene` with `recording` (a `--video` or `--gif` path), feeds it back as
    /// the reference, and returns the trace's RMS, the reported one and the phases compared.
    private func roundTrip(_ style: String, scene: String, recording: (flag: String, name: String), align: String = "auto") throws
        -> (trace: Double, reported: Double, phases: [String: Int]) {
        let base = ["--headless", "--style", style, "--scene", scene, "--script", fixture.path("swipe.json")]
        let made = try fixture.run(base + [recording.flag, fixture.path(recording.name)])
        XCTAssertEqual(made.status, 0, made.standardError)
        let fed = try fixture.run(base + ["--reference", fixture.path(recording.name), "--reference-align", align, "--trace", fixture.path("back.csv")])
        XCTAssertEqual(fed.status, 0, fed.standardError)
        let error = try traceError("back.csv")
        return (error.rms, try reportedRMS(fed.standardOutput), error.phases)
    }

    func testAVideoOfAPushAndAReleasedSwipeTracksWithinAPointOfTheTrace() throws {
        for (style, scene) in [("cupertino", pictureScene), ("react-navigation", fixture.path("scene.json")), ("ios-measured", fixture.path("scene.json"))] {
            let result = try roundTrip(style, scene: scene, recording: ("--video", "\(style).mp4"))
            // Measured: cupertino on pictures 0.27 pt, react-navigation on solid pages 0.55 pt, ios-measured on solid pages 0.50 pt.
            XCTAssertLessThan(result.trace, 1, style)
            XCTAssertEqual(result.reported, result.trace, accuracy: 0.05, "\(style): the line says what the trace shows")
            XCTAssertGreaterThan(result.phases["push"] ?? 0, 15, "\(style): the push is compared, \(result.phases)")
            XCTAssertGreaterThan(result.phases["drag"] ?? 0, 8, "\(style): the drag")
            XCTAssertGreaterThan(result.phases["settle"] ?? 0, 8, "\(style): the settle")
        }
    }

    func testAHalfSizeGIFTracksWithItsOwnFrameDelays() throws {
        // 30 pictures a second at half size, times rounded to centiseconds: a coarser reference,
        // laid where it fits best. Measured: 4.3 pt RMS (1% of the width).
        let result = try roundTrip("cupertino", scene: fixture.path("scene.json"), recording: ("--gif", "clip.gif"), align: "best")
        XCTAssertLessThan(result.trace, 6)
        XCTAssertGreaterThan(result.phases.values.reduce(0, +), 35)
    }

    func testATraceLoadsBackAsAReferenceAndTellsTwoStylesApart() throws {
        let base = ["--headless", "--scene", fixture.path("scene.json"), "--script", fixture.path("swipe.json")]
        XCTAssertEqual(try fixture.run(base + ["--style", "cupertino", "--trace", fixture.path("cupertino.csv")]).status, 0)
        let same = try fixture.run(base + ["--style", "cupertino", "--reference", fixture.path("cupertino.csv"), "--trace", fixture.path("same.csv")])
        XCTAssertEqual(same.status, 0, same.standardError)
        XCTAssertEqual(try traceError("same.csv").rms, 0, accuracy: 1e-3, "a trace is itself")
        XCTAssertEqual(try reportedRMS(same.standardOutput), 0)
        let other = try fixture.run(base + ["--style", "slideback", "--reference", fixture.path("cupertino.csv"), "--plot", fixture.path("plot.png")])
        XCTAssertEqual(other.status, 0, other.standardError)
        XCTAssertGreaterThan(try reportedRMS(other.standardOutput), 20, "slideback's push is not cupertino's")
        XCTAssertTrue(FileManager.default.fileExists(atPath: fixture.path("plot.png")))
    }

    func testABadReferenceIsOneLineExitTwoAndNothingWritten() throws {
        XCTAssertEqual(try fixture.run(["--headless", "--frames", "20", "--video", fixture.path("still.mp4")]).status, 0)
        XCTAssertEqual(try fixture.run(["--headless", "--frames", "1", "--gif", fixture.path("one.gif")]).status, 0)
        let rows = (0..<100_000).map { "\(Double($0) / 60),\($0 % 400)" }.joined(separator: "\n")
        let cases: [(file: String, text: String?, says: String)] = [
            ("empty.csv", "", "is empty"),
            ("nan.csv", "time_s,x_pt\n0,1\n0.1,NaN\n", "line 3: expected a finite number in x_pt, got \"NaN\""),
            ("back.csv", "time_s,x_pt\n0,1\n0.2,2\n0.1,3\n", "line 4: time_s goes back (or stands still) from 0.2 to 0.1"),
            ("long.csv", "time_s,x_pt\n" + rows, "has 100000 rows, more than the 36000 a reference may hold (10 minutes at 60 Hz)"),
            ("still.mp4", nil, "no page edge moves across the screen (no frame has one); check --reference-crop"),
            ("one.gif", nil, "has 1 frame; tracking a motion needs at least 2"),
        ]
        for item in cases {
            if let text = item.text { try fixture.write(text, to: item.file) }
            let outputs = ["out.csv", "out.png", "frames"].map(fixture.path)
            let result = try InProcess.run(["--headless", "--frames", "5", "--reference", fixture.path(item.file),
                                            "--trace", outputs[0], "--plot", outputs[1], "--record", outputs[2]], in: fixture)
            XCTAssertEqual(result.status, 2, item.file)
            XCTAssertEqual(result.errorLines, ["slideback: --reference: \(fixture.path(item.file)): \(item.says)"], item.file)
            XCTAssertEqual(outputs.filter { FileManager.default.fileExists(atPath: $0) }, [], "\(item.file): nothing written")
        }
    }
}
