import SlideBackPixelComparison
import SlideBackRender
import XCTest

/// The comparisons the pixel tests rest on find every difference they are asked about, and only
/// those: were one to miss them, every picture would pass as the same.
final class PixelComparisonTests: XCTestCase {
    /// A 2 x 1 picture of the given bytes.
    private func picture(_ bytes: [UInt8]) -> PixelBuffer {
        var buffer = PixelBuffer(width: 2, height: 1)
        buffer.bytes = bytes
        return buffer
    }

    func testEachComparisonCountsWhatDiffersAndNothingElse() {
        let a = picture([10, 20, 30, 255, 0, 0, 0, 255])
        let b = picture([10, 23, 30, 255, 0, 0, 0, 250])
        XCTAssertEqual(PixelComparison.differingBytes(a.bytes, a.bytes), 0)
        XCTAssertEqual(PixelComparison.differingBytes(a.bytes, b.bytes), 2)
        XCTAssertEqual(PixelComparison.differingBytes(a.bytes, [1, 2]), 8, "lengths differ: the longer length")
        XCTAssertEqual(PixelComparison.largestDifference(a, b), 5)
        XCTAssertEqual(PixelComparison.largestDifference(a, a), 0)
        XCTAssertEqual(PixelComparison.pixels(of: a, differingFrom: b, byMoreThan: 2), 2, "green by 3, alpha by 5")
        XCTAssertEqual(PixelComparison.pixels(of: a, differingFrom: b, byMoreThan: 3), 1, "only alpha's 5")
        XCTAssertEqual(PixelComparison.pixels(of: a, differingFrom: b, byMoreThan: 5), 0)
        XCTAssertEqual(PixelComparison.share(within: 2, a, b), 0.5, "alpha is not compared")
        XCTAssertEqual(PixelComparison.share(within: 3, a, b), 1)
        XCTAssertEqual(PixelComparison.share(within: 0, a, PixelBuffer(width: 1, height: 2)), 0, "sizes differ")
    }
}
