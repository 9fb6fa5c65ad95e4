@testable import SlideBackCore
import XCTest

/// The status inks' table of points by their bits (`PointIndex`): every point added is found
/// under the number it was given, through the table's growing, and no other point is.
final class PointIndexTests: XCTestCase {
    func testEveryPointAddedIsFoundByItsNumberAndNoOtherIs() {
        var index = PointIndex(capacity: 4)
        // A grid of status points, as an ink asks for them, and 0 beside -0.
        let points = Swift.stride(from: 34.0, through: 74, by: 0.5).flatMap { x in StatusInk.textRows.map { (x, $0) } } + [(0.0, 0.0), (-0.0, 0.0)]
        for (number, point) in points.enumerated() {
            XCTAssertNil(index.index(of: point.0.bitPattern, point.1.bitPattern), "\(point) before it is added")
            XCTAssertEqual(index.add(point.0.bitPattern, point.1.bitPattern), number)
        }
        for (number, point) in points.enumerated() {
            XCTAssertEqual(index.index(of: point.0.bitPattern, point.1.bitPattern), number, "\(point)")
        }
        XCTAssertNil(index.index(of: 34.25.bitPattern, 14.0.bitPattern))
        XCTAssertNil(index.index(of: 14.0.bitPattern, 34.0.bitPattern), "x and y are not interchangeable")
    }
}
