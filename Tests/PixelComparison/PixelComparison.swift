import SlideBackRender

/// How two drawn pictures differ, for the render tests. A module of its own, built optimized:
/// the render tests are built unoptimized (they compile in a third of the time), and these loops
/// over every byte of a frame, unoptimized, took most of their run (the renderer parity test
/// 31 s instead of 7).
public enum PixelComparison {
    /// How many bytes differ between `a` and `b`; where their lengths differ, the longer length.
    public static func differingBytes(_ a: [UInt8], _ b: [UInt8]) -> Int {
        guard a.count == b.count else { return max(a.count, b.count) }
        return a.withUnsafeBufferPointer { x in
            b.withUnsafeBufferPointer { y in
                var count = 0
                for index in 0..<x.count where x[index] != y[index] { count += 1 }
                return count
            }
        }
    }

    /// The largest difference between two bytes in the same place of `a` and `b` (over the
    /// shorter's length).
    public static func largestDifference(_ a: PixelBuffer, _ b: PixelBuffer) -> Int {
        a.bytes.withUnsafeBufferPointer { x in
            b.bytes.withUnsafeBufferPointer { y in
                var largest = 0
                for index in 0..<min(x.count, y.count) { largest = max(largest, abs(Int(x[index]) - Int(y[index]))) }
                return largest
            }
        }
    }

    /// How many pixels of `a` have a channel, alpha included, more than `levels` from `b`'s; `b`
    /// is at least as large.
    public static func pixels(of a: PixelBuffer, differingFrom b: PixelBuffer, byMoreThan levels: Int) -> Int {
        precondition(b.bytes.count >= a.bytes.count, "the second picture is smaller than the first")
        return a.bytes.withUnsafeBufferPointer { x in
            b.bytes.withUnsafeBufferPointer { y in
                var count = 0
                for pixel in stride(from: 0, to: x.count - 3, by: 4)
                where (0..<4).contains(where: { abs(Int(x[pixel + $0]) - Int(y[pixel + $0])) > levels }) {
                    count += 1
                }
                return count
            }
        }
    }

    /// The share of the pixels of `a` and `b` whose red, green and blue each differ by at most
    /// `levels`; none when their sizes differ or they are empty.
    public static func share(within levels: Int, _ a: PixelBuffer, _ b: PixelBuffer) -> Double {
        guard a.width == b.width, a.height == b.height, !a.bytes.isEmpty else { return 0 }
        let close = a.bytes.withUnsafeBufferPointer { x in
            b.bytes.withUnsafeBufferPointer { y in
                var close = 0
                for pixel in stride(from: 0, to: x.count - 3, by: 4)
                where (0..<3).allSatisfy({ abs(Int(x[pixel + $0]) - Int(y[pixel + $0])) <= levels }) {
                    close += 1
                }
                return close
            }
        }
        return Double(close) / Double(a.bytes.count / 4)
    }
}
