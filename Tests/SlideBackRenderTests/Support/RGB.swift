import CSDL2
import Foundation
import SlideBackCore
import SlideBackRender
import XCTest

/// A colour as real numbers, so blends can be computed exactly and compared with a tolerance.
struct RGB: CustomStringConvertible {
    var red: Double, green: Double, blue: Double

    /// An opaque scene colour.
    init(_ color: Color) {
        red = Double(color.red); green = Double(color.green); blue = Double(color.blue)
    }

    /// This colour seen through black of opacity `alpha`: `colour * (1 - alpha)`.
    func dimmed(by alpha: Double) -> RGB {
        var result = self
        result.red *= 1 - alpha; result.green *= 1 - alpha; result.blue *= 1 - alpha
        return result
    }

    var description: String { String(format: "(%.1f, %.1f, %.1f)", red, green, blue) }
}

/// Checks that the pixel at (x, y) is `expected` within `tolerance` per channel and opaque.
/// Coordinates are truncated to whole pixels; callers keep samples well away from edges.
func assertPixel(_ buffer: PixelBuffer, x: Double, y: Double, _ expected: RGB, tolerance: Double = 2,
                 _ what: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line) {
    let px = Int(x.rounded(.down)), py = Int(y.rounded(.down))
    guard px >= 0, py >= 0, px < buffer.width, py < buffer.height else {
        return XCTFail("sample (\(px), \(py)) is outside the \(buffer.width)x\(buffer.height) buffer: \(what())", file: file, line: line)
    }
    let pixel = buffer.pixel(x: px, y: py)
    let actual = [Double(pixel.red), Double(pixel.green), Double(pixel.blue)]
    let wanted = [expected.red, expected.green, expected.blue]
    let worst = zip(actual, wanted).map { abs($0 - $1) }.max() ?? 0
    XCTAssert(worst <= tolerance && pixel.alpha == 255,
              "pixel (\(px), \(py)) is (\(pixel.red), \(pixel.green), \(pixel.blue), \(pixel.alpha)), expected \(expected) ± \(tolerance): \(what())",
              file: file, line: line)
}
