import Foundation
import XCTest

/// `slideback check-bars` through the built program: its report, its verdict and its bad input.
final class CheckBarsRunTests: ProgramTestCase {
    private let scene = """
    {"pages": [
      {"id": "orange", "content": "#FFF3EC", "bar": "opaque", "barColor": "#FF5000"},
      {"id": "teal", "content": "#ECF7F5", "bar": "opaque", "barColor": "#13877A"}
    ]}
    """

    func testItReportsEveryCaseAndPassesWholePageStylesAndFailsTheStockOneOnlyWhereExpected() throws {
        let stress = try fixture.write(scene, to: "stress.json")
        // A frame that moved is drawn twice since the status text's contrast is measured (d): 40 s in a debug build.
        let result = try fixture.run(["check-bars", "--json", "--scene", stress, "--style", "slideback,system"], hungAfter: 180)
        XCTAssertEqual(result.status, 0, result.standardError)
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        XCTAssertEqual(json["pairs"] as? Int, 2, "each page under the other")
        XCTAssertEqual(json["passes"] as? Bool, true)
        let styles = try XCTUnwrap(json["styles"] as? [[String: Any]])
        XCTAssertEqual(styles.map { $0["style"] as? String }, ["slideback", "system"])
        for row in styles {
            let cases = try XCTUnwrap(row["cases"] as? [String: [String: Any]])
            XCTAssertEqual(Set(cases.keys), ["full-pop", "cancel", "flick", "regrab", "two-pops"])
            let strays = cases.values.compactMap { $0["b"] as? Int }.reduce(0, +)
            if row["style"] as? String == "system" {
                XCTAssertEqual(row["whole_page"] as? Bool, false)
                XCTAssertGreaterThan(strays, 0, "one shared bar is neither page's")
            } else {
                XCTAssertEqual(row["whole_page"] as? Bool, true)
                XCTAssertEqual(strays, 0)
            }
            XCTAssertTrue(cases.values.allSatisfy { $0["a"] as? Int == 0 && $0["c"] as? Int == 0 }, "\(row)")
            XCTAssertTrue(cases.values.allSatisfy { $0["d"] as? Int == 0 }, "the status text reads in every frame: \(row)")
            XCTAssertTrue(cases.values.allSatisfy { ($0["worst_contrast"] as? Double ?? 0) >= 4.5 }, "\(row)")
        }
        let table = try fixture.run(["check-bars", "--scene", stress, "--style", "slideback"])
        XCTAssertEqual(table.status, 0, table.standardError)
        XCTAssertTrue(table.standardOutput.contains("check-bars: pass"), table.standardOutput)
    }

    func testBadInputNamesTheCommandAndTheFlag() throws {
        let unknown = try InProcess.run(["check-bars", "--frobnicate"], in: fixture)
        XCTAssertEqual(unknown.status, 2)
        XCTAssertEqual(unknown.errorLines, [#"slideback: check-bars: unknown flag "--frobnicate"; see slideback check-bars --help"#])
        let missing = try InProcess.run(["check-bars", "--style"], in: fixture)
        XCTAssertEqual(missing.errorLines, ["slideback: check-bars: --style: missing value: the flag needs a value"])
        let style = try InProcess.run(["check-bars", "--style", "nope"], in: fixture)
        XCTAssertEqual(style.status, 2)
        XCTAssertTrue(style.standardError.hasPrefix(#"slideback: check-bars: --style: unknown style "nope" (known: system,"#), style.standardError)
        let lonely = try fixture.write(#"{"pages": [{"id": "only"}]}"#, to: "one.json")
        let single = try InProcess.run(["check-bars", "--scene", lonely], in: fixture)
        XCTAssertEqual(single.status, 2)
        XCTAssertEqual(single.errorLines.count, 1, single.standardError)
        XCTAssertTrue(single.standardError.contains("needs two pages"), single.standardError)
    }
}
