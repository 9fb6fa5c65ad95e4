import Foundation
import XCTest

/// `slideback bench` runs (a short session, as CI runs it) and prints every figure the issue asks
/// for as one JSON object. No time is asserted: benchmarks measure, tests do not time.
final class BenchmarkRunTests: XCTestCase {
    private var fixture: ProgramFixture!

    /// The keys the JSON object must have, each a number.
    static let keys = ["frame_ms_p50", "frame_ms_p95", "frame_ms_p99", "frame_ms_max", "hitch_ms_per_s",
                       "capture_ms_target", "capture_ms_readback", "capture_speedup", "memcpy_frame_ms",
                       "frame_over_memcpy", "depth_ratio", "snapshot_bytes_max", "snapshot_budget_bytes",
                       "textures_created_steady", "first_frame_ms", "record_fps", "video_fps"]

    override func setUpWithError() throws {
        fixture = try ProgramFixture()
    }

    override func tearDown() {
        fixture = nil
    }

    func testQuickJSONRunPrintsEveryKey() throws {
        // Scale 1 keeps the debug build's run short; the session is the same. Every style's
        // session in a debug build still takes a minute on a slow machine: the limit only
        // catches a hang.
        let result = try fixture.run(["bench", "--quick", "--json", "--scale", "1", "--depth", "6"],
                                     environment: ["SLIDEBACK_PIXEL_LOOPS": nil], hungAfter: 300)
        XCTAssertEqual(result.status, 0, result.standardError)
        let object = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        let json = try XCTUnwrap(object, "standard output is one JSON object: \(result.standardOutput.prefix(200))")
        for key in Self.keys {
            XCTAssertNotNil(json[key] as? NSNumber, "\(key) is missing or not a number")
        }
        XCTAssertEqual(json["snapshot_budget_bytes"] as? Int, 64 << 20, "the default budget is 64 MiB")
        // The build of the pixel loops that ran: AVX2's wherever the processor has it.
        let cpuinfo = try String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)
        let avx2 = cpuinfo.split(separator: "\n").first { $0.hasPrefix("flags") }?.split(separator: " ").contains("avx2") == true
        XCTAssertEqual(json["pixel_loops"] as? String, avx2 ? "avx2" : "portable")
        XCTAssertEqual(json["renderer"] as? String, "software", "headless, auto is the software renderer, and the report names it")
        let styles = try XCTUnwrap(json["styles"] as? [String: Any])
        XCTAssertEqual(Set(styles.keys), ["system", "snapshot", "weibo", "bar-snapshot", "slideback", "cupertino", "react-navigation", "ios26", "predictive-back", "predictive-back-shared", "scale-back", "fake-bar",
                                             "ionic", "native-stack", "compose-ios", "flutter-fade-forwards", "material-shared-axis", "compose", "harmonyos", "ios-measured", "ios-zoom"],
                       "every style is run")
    }

    func testThePortableLoopsRunWhenTheEnvironmentAsks() throws {
        let result = try fixture.run(["bench", "--quick", "--json", "--scale", "1", "--depth", "3", "--style", "system"],
                                     environment: ["SLIDEBACK_PIXEL_LOOPS": "portable"], hungAfter: 300)
        XCTAssertEqual(result.status, 0, result.standardError)
        let object = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        XCTAssertEqual(object?["pixel_loops"] as? String, "portable")
    }

    func testBadBenchFlagsAreOneLineErrors() throws {
        for arguments in [["bench", "--depth", "1"], ["bench", "--bogus"], ["bench", "--snapshot-budget", "-3"],
                          ["bench", "--style", "nope"], ["bench", "--scale"]] {
            let result = try InProcess.run(arguments, in: fixture)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertEqual(result.errorLines.count, 1, "\(arguments): \(result.standardError)")
            XCTAssertEqual(result.standardOutput, "", "\(arguments)")
        }
    }

    func testTheProgramTakesASnapshotBudget() throws {
        let run = try fixture.run(["--headless", "--frames", "2", "--snapshot-budget", "16"])
        XCTAssertEqual(run.status, 0, run.standardError)
        // Refused by the options parser, whose lines the program prints before it exits 2.
        let bad = try XCTUnwrap(InProcess.refusal(["--headless", "--frames", "2", "--snapshot-budget", "lots"]))
        XCTAssertTrue(bad.joined(separator: "\n").contains("--snapshot-budget"), "\(bad)")
    }
}
