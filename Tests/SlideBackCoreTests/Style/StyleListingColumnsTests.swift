import XCTest
@testable import SlideBackCore

/// `slideback styles`' table: its three columns are always apart, however long a key or a value.
final class StyleListingColumnsTests: XCTestCase {
    func testNoKeyOrValueRunsIntoTheNextColumn() throws {
        // Ours has the longest value a style shows, a backParallax of 0.3333333333333333.
        let table = StyleListing.table(StyleSpec.builtIns)
        // The spring in every unit is a block of its own lines (four spaces in), not columns.
        let rows = table.split(separator: "\n").filter { $0.hasPrefix("  ") && !$0.hasPrefix("    ") && !$0.hasPrefix("  the spring in every unit") }
            .map { Array($0) }
        XCTAssertGreaterThan(rows.count, StyleSpec.fields.count * StyleSpec.builtIns.count)
        let keys = Set(StyleSpec.fields.map(\.key) + PhaseLook.fields.flatMap { ["push.\($0.key)", "pop.\($0.key)"] })
        // The columns, from the first row: where its value and its summary start.
        let first = try XCTUnwrap(rows.first)
        let valueStart = try XCTUnwrap((3..<first.count).first { first[$0 - 1] == " " && first[$0] != " " })
        let summaryStart = try XCTUnwrap((valueStart..<first.count).first { first[$0 - 1] == " " && first[$0] != " " })
        for row in rows {
            let text = String(row)
            XCTAssertGreaterThan(row.count, summaryStart, text)
            XCTAssertTrue(keys.contains(String(row[2..<valueStart]).trimmingCharacters(in: .whitespaces)), "the key stands alone: \(text)")
            XCTAssertEqual(String(row[(valueStart - 2)..<valueStart]), "  ", "two spaces before the value: \(text)")
            XCTAssertNotEqual(row[valueStart], " ", text)
            XCTAssertFalse(String(row[valueStart..<summaryStart]).trimmingCharacters(in: .whitespaces).contains(" "), "the value stands alone: \(text)")
            XCTAssertEqual(String(row[(summaryStart - 2)..<summaryStart]), "  ", "two spaces before the summary: \(text)")
            XCTAssertNotEqual(row[summaryStart], " ", text)
        }
        XCTAssertTrue(table.contains("  commandsWhileSwiping  "), "the 20-character key is apart from its value")
        XCTAssertTrue(table.contains("0.3333333333333333  "))
    }
}
