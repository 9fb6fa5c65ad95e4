import SlideBackKernels
import XCTest

/// The window's flip (`MirrorKernel.flipRows`): every row's pixels in reverse order, whatever the
/// width (its loop takes eight from each end a step, the middle one by one), rows apart.
final class MirrorKernelTests: XCTestCase {
    func testEveryRowIsReversedAtEveryWidthAndOnlyItsOwnPixels() {
        for width in [1, 2, 7, 8, 15, 16, 17, 31, 33, 206] {
            // Two rows of `width` pixels in a pitch of `width + 3`: the three between are not touched.
            let pitch = width + 3
            var pixels = (0..<(2 * pitch)).map { UInt32($0) }
            pixels.withUnsafeMutableBytes { MirrorKernel.flipRows(origin: $0.baseAddress!, pitch: pitch * 4, width: width, height: 2) }
            for row in 0..<2 {
                let expected = (0..<width).reversed().map { UInt32(row * pitch + $0) } + (width..<pitch).map { UInt32(row * pitch + $0) }
                XCTAssertEqual(Array(pixels[row * pitch..<(row + 1) * pitch]), expected, "width \(width), row \(row)")
            }
        }
    }
}
