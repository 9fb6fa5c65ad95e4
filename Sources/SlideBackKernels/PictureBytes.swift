/// Loops over a whole picture's bytes that are not drawing: whether every pixel is opaque (a
/// decoded image, a frame about to be written), and a PNG's filtered rows. Here, not in the
/// modules that call them, because this module is optimized fully in every build: those are
/// optimized by Swift only in debug builds (Package.swift), where LLVM keeps every local in
/// memory and these loops took milliseconds a frame. Not inlinable, so that they stay this
/// module's code.
public enum PictureBytes {
    /// Whether the alpha byte of every pixel is 255: `rows` rows of `width` 4-byte pixels, each
    /// row `pitch` bytes after the one before, the alpha byte at `alphaOffset` in each pixel.
    public static func isOpaque(_ pixels: UnsafeRawPointer, width: Int, rows: Int, pitch: Int, alphaOffset: Int) -> Bool {
        let bytes = pixels.assumingMemoryBound(to: UInt8.self)
        for row in 0..<rows {
            let start = bytes + row * pitch + alphaOffset
            var all: UInt8 = 255
            for pixel in 0..<width { all &= start[pixel &* 4] }
            if all != 255 { return false }
        }
        return true
    }

    /// A PNG image's data before compression, from `width` x `height` RGBA pixels, rows
    /// `width * 4` bytes apart: each row one filter byte then its pixels, RGB (`keepsAlpha`
    /// false) or RGBA. With `subtractsAbove` every row after the first is filtered "Up" (PNG
    /// filter 2, the row above subtracted byte by byte); otherwise, and always for the first
    /// row, "None" (filter 0). `target` holds `(width * channels + 1) * height` bytes.
    public static func filteredRows(rgba source: UnsafePointer<UInt8>, width: Int, height: Int, keepsAlpha: Bool,
                                    subtractsAbove: Bool, into target: UnsafeMutablePointer<UInt8>) {
        let channels = keepsAlpha ? 4 : 3, stride = width * channels + 1
        for row in 0..<height {
            let out = target + row * stride, pixels = source + row * width * 4
            let subtracts = subtractsAbove && row > 0
            out[0] = subtracts ? 2 : 0
            if subtracts {
                let above = pixels - width * 4
                for column in 0..<width {
                    for channel in 0..<channels {
                        out[1 + column * channels + channel] = pixels[column * 4 + channel] &- above[column * 4 + channel]
                    }
                }
            } else {
                for column in 0..<width {
                    for channel in 0..<channels { out[1 + column * channels + channel] = pixels[column * 4 + channel] }
                }
            }
        }
    }
}
