/// The inner loop of the software renderer's own smooth stretch (`DimmedStretch`), in a module of
/// its own that every build compiles optimized, tests included: unoptimized, its SIMD code runs
/// some 500 times slower, seconds a frame.
public enum BilinearKernel {
    /// Where a destination pixel samples its picture: the texel it starts from, and the weight
    /// of the next one in 128ths.
    public struct Sample: Equatable, Sendable {
        /// The first texel, counted from the stretched part's first.
        public let index: Int
        /// The next texel's weight, 0...128.
        public let fraction: Int

        /// A sample of texel `index` and the next at `fraction` / 128.
        public init(index: Int, fraction: Int) {
            self.index = index
            self.fraction = fraction
        }
    }

    /// Writes the pixels of `regions` (row and column ranges of the whole stretch) of a stretch
    /// whose pixel (column, row) blends the texels `columns[column]` and `rows[row]` name,
    /// counted from `origin` (`rowLength` texels a row), into `target` (`targetPitch` bytes a
    /// row), the stretch's pixel (0, 0) at `corner`, each byte then times its lane of
    /// `multipliers` / 255, rounded down (255: kept). The arithmetic is SDL's SSE2 bilinear one:
    /// vertical, then horizontal, each in 128ths, rounded once, so the bytes are SDL's. Every
    /// texel a sample names, and the next, must exist.
    public static func stretch(origin: UnsafePointer<UInt32>, rowLength: Int, rows: [Sample], columns: [Sample],
                               regions: [(rows: Range<Int>, columns: Range<Int>)], into target: UnsafeMutableRawPointer,
                               targetPitch: Int, corner: (x: Int, y: Int), multipliers: SIMD4<UInt16>) {
        // Per column, the horizontal weights of its two texels' four bytes: left, then right.
        let weights = columns.map { column in
            let right = UInt16(column.fraction), left = 128 - right
            return SIMD8<UInt16>(left, left, left, left, right, right, right, right)
        }
        let low = SIMD8<UInt16>(repeating: 127)
        // Unchecked reads in the loop: every index lies within the samples, as the caller promises.
        columns.withUnsafeBufferPointer { columns in
            weights.withUnsafeBufferPointer { weights in
                for region in regions {
                    for row in region.rows {
                        let sample = rows[row]
                        let upper = origin + sample.index * rowLength
                        // A row past either end reads one texel row twice, at weight 0 for the second.
                        let lower = sample.fraction == 0 ? upper : upper + rowLength
                        let lowerWeight = SIMD8<UInt16>(repeating: UInt16(sample.fraction)), upperWeight = 128 &- lowerWeight
                        let out = (target + (corner.y + row) * targetPitch).assumingMemoryBound(to: UInt32.self) + corner.x
                        for column in region.columns {
                            let index = columns[column].index, weight = weights[column]
                            let top = UnsafeRawPointer(upper + index).loadUnaligned(as: SIMD8<UInt8>.self)
                            let bottom = UnsafeRawPointer(lower + index).loadUnaligned(as: SIMD8<UInt8>.self)
                            // Vertical: each byte times 128, at most 32640.
                            let vertical = SIMD8<UInt16>(truncatingIfNeeded: top) &* upperWeight
                                &+ SIMD8<UInt16>(truncatingIfNeeded: bottom) &* lowerWeight
                            // Horizontal, as SDL's (v0 * (128 - f) + v1 * f) >> 14 but in 16-bit lanes:
                            // v split into v >> 7 and v & 127, the low part's sum carried in 128ths.
                            let high = (vertical &>> 7) &* weight, rest = (vertical & low) &* weight
                            let value = ((high.lowHalf &+ high.highHalf) &+ ((rest.lowHalf &+ rest.highHalf) &>> 7)) &>> 7
                            // c * m / 255 rounded down, exactly, for c and m up to 255.
                            let product = value &* multipliers
                            let dimmed = (product &+ 1 &+ (product &>> 8)) &>> 8
                            UnsafeMutableRawPointer(out + column).storeBytes(of: SIMD4<UInt8>(truncatingIfNeeded: dimmed), as: SIMD4<UInt8>.self)
                        }
                    }
                }
            }
        }
    }
}
