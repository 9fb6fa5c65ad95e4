import SlideBackRender

/// The fixed 256-entry palette GIF recordings use: a 6 x 7 x 6 colour cube (252 colours, green
/// gets the extra level because the eye is most sensitive to it) padded with black, and the
/// mapping of RGBA pixels onto it with a 4 x 4 ordered (Bayer) dither.
///
/// Why fixed and ordered: one global palette needs no per-frame analysis (fast enough to run on
/// every frame of a live window) and no local colour tables (smaller files); an ordered dither
/// depends only on the pixel's position, so still parts of the screen keep exactly the same
/// indices from frame to frame and neither shimmer nor defeat the GIF's compression the way
/// error diffusion would. The average over a 4 x 4 block stays within a few levels of the
/// original colour, so gradients and the page art read as smooth.
public enum ColorCube {
    /// Levels of red, green and blue.
    public static let levels = (red: 6, green: 7, blue: 6)
    /// Entries in the palette: a GIF colour table must have a power-of-two size.
    public static let paletteSize = 256

    /// The palette as (red, green, blue) bytes, index `(r * 7 + g) * 6 + b` for level r, g, b;
    /// entries 252 to 255 are unused black.
    public static let palette: [(red: UInt8, green: UInt8, blue: UInt8)] = {
        var colors: [(red: UInt8, green: UInt8, blue: UInt8)] = []
        for red in 0..<levels.red {
            for green in 0..<levels.green {
                for blue in 0..<levels.blue {
                    colors.append((level(red, of: levels.red), level(green, of: levels.green), level(blue, of: levels.blue)))
                }
            }
        }
        return colors + Array(repeating: (0, 0, 0), count: paletteSize - colors.count)
    }()

    /// The 4 x 4 Bayer matrix: the order in which the 16 thresholds are spread over a block.
    private static let bayer: [Int] = [0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5]

    /// The byte value of level `index` out of `count` levels, spread evenly over 0...255.
    private static func level(_ index: Int, of count: Int) -> UInt8 {
        UInt8((index * 255 + (count - 1) / 2) / (count - 1))
    }

    /// Palette indices for every pixel of `buffer`, row by row. Alpha is ignored: frames read
    /// back from the window are opaque.
    public static func indices(of buffer: PixelBuffer) -> [UInt8] {
        var result = [UInt8](zeros: buffer.width * buffer.height)
        let width = buffer.width
        buffer.bytes.withUnsafeBufferPointer { source in
            result.withUnsafeMutableBufferPointer { target in
                for y in 0..<buffer.height {
                    for x in 0..<width {
                        let pixel = y * width + x
                        // Threshold in 1/32 steps: (2t + 1) / 32 for t in 0..<16, centred in (0, 1).
                        let threshold = (2 * bayer[(y & 3) * 4 + (x & 3)] + 1) * 255
                        let red = quantize(source[pixel * 4], levels.red, threshold)
                        let green = quantize(source[pixel * 4 + 1], levels.green, threshold)
                        let blue = quantize(source[pixel * 4 + 2], levels.blue, threshold)
                        target[pixel] = UInt8((red * levels.green + green) * levels.blue + blue)
                    }
                }
            }
        }
        return result
    }

    /// The level for one channel value: the level below it, or the one above when the value's
    /// fractional position between the two exceeds the dither threshold (`threshold` is that
    /// fraction x 255 x 32, so the comparison stays in integers).
    private static func quantize(_ value: UInt8, _ count: Int, _ threshold: Int) -> Int {
        let scaled = Int(value) * (count - 1)
        let below = scaled / 255, remainder = scaled % 255
        return remainder * 32 > threshold ? below + 1 : below
    }
}
