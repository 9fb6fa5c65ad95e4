@testable import slideback
import XCTest

/// `check-bars`' table explains itself: every mark a cell can hold, and the whole-page column,
/// has a line in the legend printed under the table.
final class CheckBarsLegendTests: XCTestCase {
    func testEveryMarkOfACellIsExplainedUnderTheTable() {
        let dirty = CheckBarsReport.Cell(a: 2, b: 40, c: 1, d: 5, firstA: 7, firstB: 3, firstC: 9, firstD: 11, frames: 100, worstContrast: 1.2)
        let marks = dirty.text.split(separator: " ").compactMap(\.first)
        XCTAssertEqual(marks.count, 5, dirty.text)
        for mark in marks {
            XCTAssertTrue(CheckBarsReport.legend.contains { $0.hasPrefix("  \(mark)") }, "\(mark) of \(dirty.text) has a legend line")
        }
        XCTAssertTrue(CheckBarsReport.legend.contains { $0.hasPrefix("  whole-page ") })
        XCTAssertEqual(dirty.text, "a2 b40 c1 d5 #3", "the first flagged frame is the earliest of any kind")
        let table = CheckBarsReport(pairs: 1).table
        XCTAssertTrue(table.contains("\n" + CheckBarsReport.legend.joined(separator: "\n") + "\n"), table)
        XCTAssertTrue(table.hasSuffix("check-bars: pass (every whole-page style clean; no wrong bar at rest, no flash, status text readable)\n"), "the verdict stays last")
    }
}
