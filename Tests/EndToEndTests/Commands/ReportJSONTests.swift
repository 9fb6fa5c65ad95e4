import Foundation
import XCTest

/// The JSON reports (bench, soak, styles --json) are written by JSONEncoder: keys sorted so two
/// runs line up, measured figures rounded to the decimals they are worth, and their numbers
/// consistent with each other; the bench's and the soak's carry the version CMakeLists.txt declares.
final class ReportJSONTests: ProgramTestCase {
    /// Standard output of a run that must succeed, parsed as one JSON object.
    private func object(_ arguments: [String]) throws -> (text: String, json: [String: Any]) {
        let result = try fixture.run(arguments)
        XCTAssertEqual(result.status, 0, result.standardError)
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any],
                                 "\(arguments): \(result.standardOutput.prefix(200))")
        return (result.standardOutput, json)
    }

    /// The longest run of digits after a decimal point in `text`.
    private func mostDecimals(_ text: String) throws -> Int {
        let fractions = try NSRegularExpression(pattern: #"\.([0-9]+)"#).matches(in: text, range: NSRange(text.startIndex..., in: text))
        return fractions.map { $0.range(at: 1).length }.max() ?? 0
    }

    func testTheSoakReportHoldsItsFiguresConsistently() throws {
        let (text, json) = try object(["soak", "--seconds", "1", "--json"])
        XCTAssertEqual(Set(json.keys), ["version", "seconds", "frames", "resident_bytes_start", "resident_bytes_end",
                                        "resident_growth_percent", "textures_start", "textures_end"])
        let start = try XCTUnwrap(json["resident_bytes_start"] as? Int), end = try XCTUnwrap(json["resident_bytes_end"] as? Int)
        let growth = try XCTUnwrap(json["resident_growth_percent"] as? Double)
        XCTAssertEqual(growth, (Double(end - start) / Double(start) * 100 * 100).rounded() / 100, accuracy: 1e-9, "growth to 2 decimals")
        XCTAssertGreaterThan(json["frames"] as? Int ?? 0, 0)
        XCTAssertLessThanOrEqual(try mostDecimals(text), 2, text)
        XCTAssertEqual(json["version"] as? String, try VersionAndHelpTests.cmakeVersion())
    }

    func testTheBenchReportRoundsItsTimesAndListsItsGoals() throws {
        let (text, json) = try object(["bench", "--quick", "--json", "--scale", "1", "--depth", "6", "--style", "system", "--style", "weibo"])
        XCTAssertLessThanOrEqual(try mostDecimals(text), 3, "times to 3 decimals: \(text)")
        let goals = try XCTUnwrap(json["goals_met"] as? [String: Bool])
        XCTAssertEqual(Set(goals.keys), ["depth_ratio", "capture_speedup", "frame_ms_p50", "frame_ms_p99", "hitch_ms_per_s",
                                         "snapshot_bytes_max", "textures_created_steady", "first_frame_ms"])
        XCTAssertEqual(goals["snapshot_bytes_max"], (json["snapshot_bytes_max"] as? Int ?? .max) <= (json["snapshot_budget_bytes"] as? Int ?? 0))
        let styles = try XCTUnwrap(json["styles"] as? [String: [String: Any]])
        XCTAssertEqual(Set(styles.keys), ["system", "weibo"])
        for (name, figures) in styles {
            XCTAssertEqual(Set(figures.keys), ["frames", "frame_ms_p50", "frame_ms_p95", "frame_ms_p99", "frame_ms_max", "hitch_ms_per_s",
                                               "depth_ratio", "snapshot_bytes_max", "textures_created_steady", "snapshot_evictions"], name)
        }
        XCTAssertEqual(styles.values.reduce(0) { $0 + ($1["frames"] as? Int ?? 0) }, json["frames"] as? Int, "the styles' frames add up")
        XCTAssertEqual(json["version"] as? String, try VersionAndHelpTests.cmakeVersion())
    }

    func testTheStyleListingIsTheSameEveryRunWithSortedKeys() throws {
        let first = try object(["styles", "--json"]), second = try object(["styles", "--json"])
        XCTAssertEqual(first.text, second.text)
        let names = first.text.split(separator: "\n").filter { $0.hasPrefix("  \"") }.map { $0.split(separator: "\"")[1] }
        XCTAssertEqual(names, names.sorted(), "style names in order")
        XCTAssertEqual(names.count, first.json.count)
    }
}
