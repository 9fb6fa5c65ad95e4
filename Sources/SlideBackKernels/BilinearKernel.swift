/// The inner loop of the software renderer's own smooth stretch (`DimmedStretch`), in a module of
/// its own that every build compiles optimized, tests included: unoptimized, its SIMD code runs
/// some 500 times slower, seconds a frame. Its loop is inlinable, for `PixelLoops`' builds.
public enum BilinearKernel {
    /// Where a destination pixel samples its picture: the texel it starts from, and the weight
    /// of the next one in 128ths.
    @frozen
    public struct Sample: Equatable, Sendable {
        /// The first texel, counted from the stretched part's first.
        public let index: Int
        /// The next texel's weight, 0...128.
        public let fraction: Int

        /// A sample of texel `index` and the next at `fraction` / 128.
        @inlinable
        public init(index: Int, fraction: Int) {
            self.index = index
            self.fraction = fraction
        }
    }

    /// Writes the pixels of `regions` (row and column ranges of the whole stretch) of a stretch
    /// whose pixel (column, row) blends the texels `columns[column]` and `rows[row]` name,
    /// counted from `origin` (`rowLength` texels a row), into `target` (`targetPitch` bytes a
    /// row), the stretch's pixel (0, 0) at `corner`, each byte then times its lane of
    /// `multipliers` / 255, rounded down (255: kept), or, with a `fade`, blended over the pixel
    /// there as SDL blends a picture at an opacity (`fade`'s lanes: the opacity for colour
    /// bytes, 0 for the byte kept). The arithmetic is SDL's SSE2 bilinear one:
    /// vertical, then horizontal, each in 128ths, rounded once, so the bytes are SDL's. Every
    /// texel a sample names, and the next, must exist. `loops` is the build of the loop that
    /// writes each region (`PixelLoops`): every build writes the same bytes.
    public static func stretch(origin: UnsafePointer<UInt32>, rowLength: Int, rows: [Sample], columns: [Sample],
                               regions: [(rows: Range<Int>, columns: Range<Int>)], into target: UnsafeMutableRawPointer,
                               targetPitch: Int, corner: (x: Int, y: Int), multipliers: SIMD4<UInt16>, fade: SIMD4<UInt16>? = nil,
                               loops: any PixelLoops.Type) {
        // Per column, the horizontal weights of its two texels, paired per byte: left, right.
        let weights = columns.map { column in
            let right = Int16(column.fraction), left = 128 - right
            return SIMD8<Int16>(left, right, left, right, left, right, left, right)
        }
        rows.withUnsafeBufferPointer { rows in
            columns.withUnsafeBufferPointer { columns in
                weights.withUnsafeBufferPointer { weights in
                    for region in regions {
                        loops.stretch(origin: origin, rowLength: rowLength, rows: rows, columns: columns, weights: weights, region: region,
                                      into: target, targetPitch: targetPitch, corner: corner, multipliers: multipliers, fade: fade)
                    }
                }
            }
        }
    }

    /// The loop of `stretch` for one region, `weights` holding each column's pair of horizontal
    /// weights (left, right, per byte). Inlined into each build of it (`PixelLoops`), so that
    /// each is compiled for its own processor; nothing else is to call it.
    @inlinable @inline(__always)
    public static func stretchRegion(origin: UnsafePointer<UInt32>, rowLength: Int, rows: UnsafeBufferPointer<Sample>,
                                     columns: UnsafeBufferPointer<Sample>, weights: UnsafeBufferPointer<SIMD8<Int16>>,
                                     region: (rows: Range<Int>, columns: Range<Int>), into target: UnsafeMutableRawPointer,
                                     targetPitch: Int, corner: (x: Int, y: Int), multipliers: SIMD4<UInt16>, fade: SIMD4<UInt16>?) {
        // Unchecked reads in the loop: every index lies within the samples, as the caller promises.
        for row in region.rows {
            let sample = rows[row]
            let upper = origin + sample.index * rowLength
            // A row past either end reads one texel row twice, at weight 0 for the second.
            let lower = sample.fraction == 0 ? upper : upper + rowLength
            // Pixel `column` of the row is `out + column`; only the region's are touched.
            let out = (target + (corner.y + row) * targetPitch + corner.x * 4).assumingMemoryBound(to: UInt32.self)
            if let fade {
                blendRow(upper: upper, lower: lower, fraction: sample.fraction, columns: columns, weights: weights,
                         range: region.columns, into: out) { value, under in
                    // SDL's MMX blend at a surface alpha: d + ((s - d) * a >> 8) in wrapping
                    // 16-bit lanes, kept to a byte; a lane of 0 keeps what is under it.
                    (under &+ (((value &- under) &* fade) &>> 8)) & 0xFF
                }
            } else if multipliers == SIMD4(repeating: 255) {
                // Undimmed, the multiplication is left out of the loop altogether.
                blendRow(upper: upper, lower: lower, fraction: sample.fraction, columns: columns, weights: weights,
                         range: region.columns, into: out) { value, _ in value }
            } else {
                blendRow(upper: upper, lower: lower, fraction: sample.fraction, columns: columns, weights: weights,
                         range: region.columns, into: out) { value, _ in
                    // c * m / 255 rounded down, as SDL's colour modulation rounds.
                    KernelMath.divide255(value &* multipliers)
                }
            }
        }
    }

    /// One row of the stretch: the pixels `range` of it, from the texel rows `upper` and `lower`
    /// (the lower at `fraction` / 128), pixel `column` written at `out + column`, each pixel's
    /// four bytes passed through `finish` with the four already there.
    @inlinable @inline(__always)
    static func blendRow(upper: UnsafePointer<UInt32>, lower: UnsafePointer<UInt32>, fraction: Int,
                         columns: UnsafeBufferPointer<Sample>, weights: UnsafeBufferPointer<SIMD8<Int16>>, range: Range<Int>,
                         into out: UnsafeMutablePointer<UInt32>, finish: (SIMD4<UInt16>, SIMD4<UInt16>) -> SIMD4<UInt16>) {
        let lowerWeight = SIMD8<UInt16>(repeating: UInt16(fraction)), upperWeight = 128 &- lowerWeight
        for column in range {
            let index = columns[column].index
            let top = UnsafeRawPointer(upper + index).loadUnaligned(as: SIMD8<UInt8>.self)
            let bottom = UnsafeRawPointer(lower + index).loadUnaligned(as: SIMD8<UInt8>.self)
            // Vertical: each byte times 128, at most 32640, so it fits a signed 16-bit lane.
            let vertical = interleaved(SIMD8<UInt16>(truncatingIfNeeded: top) &* upperWeight &+ SIMD8<UInt16>(truncatingIfNeeded: bottom) &* lowerWeight)
            // Horizontal, as SDL's (v0 * (128 - f) + v1 * f) >> 14, the pairs multiplied and
            // added in 32 bits (one pmaddwd, as SDL's own loop does).
            let weight = weights[column]
            let sums = SIMD4<Int32>(truncatingIfNeeded: vertical.evenHalf) &* SIMD4<Int32>(truncatingIfNeeded: weight.evenHalf)
                &+ SIMD4<Int32>(truncatingIfNeeded: vertical.oddHalf) &* SIMD4<Int32>(truncatingIfNeeded: weight.oddHalf)
            let pixel = UnsafeMutableRawPointer(out + column)
            let value = finish(SIMD4<UInt16>(truncatingIfNeeded: sums &>> 14), SIMD4<UInt16>(truncatingIfNeeded: pixel.load(as: SIMD4<UInt8>.self)))
            pixel.storeBytes(of: SIMD4<UInt8>(truncatingIfNeeded: value), as: SIMD4<UInt8>.self)
        }
    }

    /// Two texels' four values each, paired: the left's first beside the right's first, and so on.
    @inlinable @inline(__always)
    static func interleaved(_ values: SIMD8<UInt16>) -> SIMD8<Int16> {
        SIMD8<Int16>(truncatingIfNeeded: SIMD8<UInt16>(values[0], values[4], values[1], values[5], values[2], values[6], values[3], values[7]))
    }
}
