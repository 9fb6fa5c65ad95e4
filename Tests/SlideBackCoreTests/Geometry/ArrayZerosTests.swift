import SlideBackCore
import XCTest

/// `Array(zeros:)`: what `Array(repeating: 0, count:)` makes, for every element size.
final class ArrayZerosTests: XCTestCase {
    func testItIsCountZerosOfEveryWidthAndNoneForNoCount() {
        for count in [0, 1, 3, 4097] {
            XCTAssertEqual([UInt8](zeros: count), [UInt8](repeating: 0, count: count))
            XCTAssertEqual([UInt32](zeros: count), [UInt32](repeating: 0, count: count))
            XCTAssertEqual([Int64](zeros: count), [Int64](repeating: 0, count: count))
        }
        XCTAssertEqual([UInt8](zeros: -5), [], "a negative count is none")
    }
}
