import SlideBackKernels
import XCTest

/// The whole-picture byte loops (`PictureBytes`) against the plain definitions they replace.
final class PictureBytesTests: XCTestCase {
    /// One translucent pixel anywhere in the rows makes a picture not opaque; the bytes between a
    /// row's end and the next row's start, and the other bytes of a pixel, are not looked at.
    func testOneTranslucentPixelAnywhereAndOnlyThereMakesItNotOpaque() {
        let (width, rows, pitch) = (5, 3, 5 * 4 + 8)
        var bytes = [UInt8](repeating: 255, count: pitch * rows)
        // The padding after each row and every colour byte: not alpha, so not looked at.
        for row in 0..<rows {
            for pad in width * 4..<pitch { bytes[row * pitch + pad] = 0 }
            for pixel in 0..<width { bytes[row * pitch + pixel * 4] = 7 }
        }
        func opaque(_ bytes: [UInt8], alphaOffset: Int = 3) -> Bool {
            bytes.withUnsafeBytes { PictureBytes.isOpaque($0.baseAddress!, width: width, rows: rows, pitch: pitch, alphaOffset: alphaOffset) }
        }
        XCTAssertTrue(opaque(bytes))
        XCTAssertFalse(opaque(bytes, alphaOffset: 0), "the first byte of each pixel is 7")
        for row in 0..<rows {
            for pixel in 0..<width {
                var translucent = bytes
                translucent[row * pitch + pixel * 4 + 3] = 254
                XCTAssertFalse(opaque(translucent), "pixel \(pixel) of row \(row)")
            }
        }
    }

    /// Each row is its filter byte, then its pixels (RGB or RGBA), each byte less the one above
    /// when filtered "Up" (PNG filter 2) except in the first row.
    func testFilteredRowsAreEachRowsFilterByteThenItsBytesLessTheRowAbove() {
        let (width, height) = (3, 4)
        let rgba = (0..<(width * height * 4)).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
        for keepsAlpha in [false, true] {
            for subtractsAbove in [false, true] {
                let channels = keepsAlpha ? 4 : 3
                var expected: [UInt8] = []
                for row in 0..<height {
                    let subtracts = subtractsAbove && row > 0
                    expected.append(subtracts ? 2 : 0)
                    for column in 0..<width {
                        for channel in 0..<channels {
                            let at = (row * width + column) * 4 + channel
                            expected.append(subtracts ? rgba[at] &- rgba[at - width * 4] : rgba[at])
                        }
                    }
                }
                var filtered = [UInt8](repeating: 0xAA, count: expected.count)
                rgba.withUnsafeBufferPointer { source in
                    filtered.withUnsafeMutableBufferPointer { target in
                        PictureBytes.filteredRows(rgba: source.baseAddress!, width: width, height: height, keepsAlpha: keepsAlpha,
                                                  subtractsAbove: subtractsAbove, into: target.baseAddress!)
                    }
                }
                XCTAssertEqual(filtered, expected, "alpha kept: \(keepsAlpha), up: \(subtractsAbove)")
            }
        }
    }
}
