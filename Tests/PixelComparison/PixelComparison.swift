import CSDL2
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
        pixels(of: a.bytes, differingFrom: b.bytes, byMoreThan: levels)
    }

    /// How many pixels of the RGBA bytes `a` have a channel, alpha included, more than `levels`
    /// from `b`'s; `b` is at least as long.
    public static func pixels(of a: [UInt8], differingFrom b: [UInt8], byMoreThan levels: Int) -> Int {
        precondition(b.count >= a.count, "the second picture is smaller than the first")
        return a.withUnsafeBufferPointer { x in
            b.withUnsafeBufferPointer { y in
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

    /// The largest difference, in levels rounded to the nearest, between a red, green or blue
    /// byte of `faded` and `opacity` of `opaque`'s over `1 - opacity` of `under`'s, over the
    /// pixels of `areas` inside `faded`: a picture drawn at `opacity` over what is under it.
    public static func largestBlendError(faded: PixelBuffer, opaque: PixelBuffer, under: PixelBuffer, opacity: Double,
                                         in areas: [SDL_Rect]) -> Int {
        var worst = 0
        for area in areas {
            for y in Int(area.y)..<Int(area.y + area.h) where y >= 0 && y < faded.height {
                for x in Int(area.x)..<Int(area.x + area.w) where x >= 0 && x < faded.width {
                    let index = (y * faded.width + x) * 4
                    for channel in 0..<3 {
                        let expected = opacity * Double(opaque.bytes[index + channel]) + (1 - opacity) * Double(under.bytes[index + channel])
                        worst = max(worst, Int(abs(expected - Double(faded.bytes[index + channel])).rounded()))
                    }
                }
            }
        }
        return worst
    }

    /// `bytes` (RGBA) with each red, green and blue byte times `multiplier` / 255, rounded down,
    /// and each alpha byte kept: what dimming by `multiplier` makes of a picture.
    public static func dimmed(_ bytes: [UInt8], by multiplier: Int) -> [UInt8] {
        var dimmed = bytes
        for index in 0..<dimmed.count where index % 4 != 3 { dimmed[index] = UInt8(Int(dimmed[index]) * multiplier / 255) }
        return dimmed
    }

    /// The pixels (x, y) of `a` where `b`'s pixel differs (`b`'s coordinates clamped to its edges).
    public static func changedPixels(_ a: PixelBuffer, _ b: PixelBuffer) -> [(x: Int, y: Int)] {
        var changed: [(x: Int, y: Int)] = []
        for y in 0..<a.height {
            for x in 0..<a.width where a.pixel(x: x, y: y) != b.pixel(x: x, y: y) { changed.append((x, y)) }
        }
        return changed
    }
}
