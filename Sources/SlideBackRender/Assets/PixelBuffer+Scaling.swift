extension PixelBuffer {
    /// The size a buffer of `width` x `height` pixels has after scaling by `factor`: each side
    /// rounded to the nearest pixel, at least one. GIF frames and contact-sheet thumbnails use it,
    /// so their sizes can be predicted (and are documented) from the window's pixel size.
    public static func scaledSize(width: Int, height: Int, by factor: Double) -> (width: Int, height: Int) {
        (max(1, Int((Double(width) * factor).rounded())), max(1, Int((Double(height) * factor).rounded())))
    }

    /// A smaller copy, each output pixel the average of the source pixels it covers (a box
    /// filter): cheap, and unlike picking every n-th pixel it keeps one-pixel lines and text
    /// legible instead of letting them flicker in and out from frame to frame.
    /// `factor` is at most 1; 1 returns the buffer itself.
    public func downscaled(by factor: Double) -> PixelBuffer {
        let size = Self.scaledSize(width: width, height: height, by: min(1, factor))
        guard size.width != width || size.height != height else { return self }
        // Source spans per output column and row, computed once: [start, end) with end > start.
        let columns = Self.spans(source: width, target: size.width)
        let rows = Self.spans(source: height, target: size.height)
        var result = PixelBuffer(width: size.width, height: size.height)
        let sourceWidth = width
        bytes.withUnsafeBufferPointer { source in
            result.bytes.withUnsafeMutableBufferPointer { target in
                var out = 0
                for row in rows {
                    for column in columns {
                        var sums = (0, 0, 0, 0)
                        for y in row {
                            var index = (y * sourceWidth + column.lowerBound) * 4
                            for _ in column {
                                sums.0 += Int(source[index]); sums.1 += Int(source[index + 1])
                                sums.2 += Int(source[index + 2]); sums.3 += Int(source[index + 3])
                                index += 4
                            }
                        }
                        let count = row.count * column.count, half = count / 2
                        target[out] = UInt8((sums.0 + half) / count); target[out + 1] = UInt8((sums.1 + half) / count)
                        target[out + 2] = UInt8((sums.2 + half) / count); target[out + 3] = UInt8((sums.3 + half) / count)
                        out += 4
                    }
                }
            }
        }
        return result
    }

    /// Splits `source` pixels into `target` consecutive, non-empty ranges of nearly equal length.
    private static func spans(source: Int, target: Int) -> [Range<Int>] {
        (0..<target).map { index in
            let start = index * source / target
            return start..<max(start + 1, (index + 1) * source / target)
        }
    }
}
