#if arch(x86_64)
import _Builtin_intrinsics.intel
import SlideBackKernels

/// The stretch written for AVX2 with its instructions named, four pixels at a time: the
/// portable body (`BilinearKernel.stretchRegion`), which LLVM keeps at one pixel a step, spends
/// some 15 instructions a pixel; this, about 10. The same arithmetic, so the same bytes as every
/// other build and as SDL: vertical, then horizontal, in 128ths, rounded once.
extension AVX2Loops {
    public static func stretch(origin: UnsafePointer<UInt32>, rowLength: Int, rows: UnsafeBufferPointer<BilinearKernel.Sample>,
                               columns: UnsafeBufferPointer<BilinearKernel.Sample>, weights: UnsafeBufferPointer<SIMD8<Int16>>,
                               region: (rows: Range<Int>, columns: Range<Int>), into target: UnsafeMutableRawPointer,
                               targetPitch: Int, corner: (x: Int, y: Int), multipliers: SIMD4<UInt16>, fade: SIMD4<UInt16>?) {
        let dimmed = multipliers != SIMD4(repeating: 255)
        // One pixel's lanes for each of four pixels.
        let multiplier = unsafeBitCast(SIMD16(fourTimes: multipliers), to: __m256i.self)
        let faded = fade.map { unsafeBitCast(SIMD16(fourTimes: $0), to: __m256i.self) }
        // Each 16-byte lane of the horizontal step holds one pixel's two texels, 8 bytes each:
        // byte pairs taken in turn from each (texel 0's first channel, texel 1's, ...).
        let paired = _mm256_setr_epi8(0, 1, 8, 9, 2, 3, 10, 11, 4, 5, 12, 13, 6, 7, 14, 15,
                                      0, 1, 8, 9, 2, 3, 10, 11, 4, 5, 12, 13, 6, 7, 14, 15)
        // The four pixels' 16-bit lanes come out in the order 0, 2, 1, 3 (two per 128-bit half);
        // these put them, and a row's bytes read for fading, in order.
        let inOrder = _mm256_setr_epi32(0, 4, 1, 5, 2, 6, 3, 7), asComputed = _mm256_setr_epi32(0, 1, 4, 5, 2, 3, 6, 7)
        let pixels = UnsafeRawPointer(origin)
        for row in region.rows {
            let sample = rows[row]
            let upper = pixels + sample.index &* rowLength &* 4
            let lower = sample.fraction == 0 ? upper : upper + rowLength &* 4
            // Vertical weights, upper and lower in alternate bytes for pmaddubsw, whose weights
            // are signed bytes: a row of one texel row alone (128: the first, or past the last)
            // is weighed 64, then doubled.
            let fraction = Int16(sample.fraction), alone = fraction == 0 || fraction == 128
            let vertical = _mm256_set1_epi16(alone ? (fraction / 2) << 8 | (64 - fraction / 2) : fraction << 8 | (128 - fraction))
            let doubling = _mm_cvtsi32_si128(alone ? 1 : 0)
            let out = target + (corner.y + row) * targetPitch + corner.x * 4
            var column = region.columns.lowerBound
            while column &+ 4 <= region.columns.upperBound {
                // Pixels 0 and 2 in the low half, 1 and 3 in the high, two texels (8 bytes) each.
                func texels(_ base: UnsafeRawPointer) -> __m256i {
                    func two(_ pixel: Int) -> Int64 { base.loadUnaligned(fromByteOffset: columns[column &+ pixel].index &* 4, as: Int64.self) }
                    return _mm256_set_epi64x(two(3), two(1), two(2), two(0))
                }
                let top = texels(upper), bottom = texels(lower)
                // Vertical: each byte as top * (128 - f) + bottom * f, in 16 bits.
                let sumsLow = _mm256_sll_epi16(_mm256_maddubs_epi16(_mm256_unpacklo_epi8(top, bottom), vertical), doubling)
                let sumsHigh = _mm256_sll_epi16(_mm256_maddubs_epi16(_mm256_unpackhi_epi8(top, bottom), vertical), doubling)
                // Horizontal: (v0 * (128 - f) + v1 * f) >> 14 in 32 bits, pixels 0 and 1, then 2 and 3.
                let weight = UnsafeRawPointer(weights.baseAddress!) + column &* 16
                let first = _mm256_srli_epi32(_mm256_madd_epi16(_mm256_shuffle_epi8(sumsLow, paired),
                                                                weight.loadUnaligned(as: __m256i.self)), 14)
                let second = _mm256_srli_epi32(_mm256_madd_epi16(_mm256_shuffle_epi8(sumsHigh, paired),
                                                                 weight.loadUnaligned(fromByteOffset: 32, as: __m256i.self)), 14)
                var value = _mm256_packus_epi32(first, second)
                let destination = out + column &* 4
                if let faded {
                    // SDL's blend at a surface alpha: d + ((s - d) * a >> 8), wrapping, kept to a byte.
                    let under = _mm256_permutevar8x32_epi32(_mm256_cvtepu8_epi16(destination.loadUnaligned(as: __m128i.self)), asComputed)
                    let blended = _mm256_add_epi16(under, _mm256_srli_epi16(_mm256_mullo_epi16(_mm256_sub_epi16(value, under), faded), 8))
                    value = _mm256_and_si256(blended, _mm256_set1_epi16(0xFF))
                } else if dimmed {
                    // c * m / 255 rounded down: (x + 1 + (x >> 8)) >> 8.
                    let product = _mm256_mullo_epi16(value, multiplier)
                    value = _mm256_srli_epi16(_mm256_add_epi16(_mm256_add_epi16(product, _mm256_set1_epi16(1)), _mm256_srli_epi16(product, 8)), 8)
                }
                let bytes = _mm256_permutevar8x32_epi32(_mm256_packus_epi16(value, value), inOrder)
                destination.storeBytes(of: _mm256_castsi256_si128(bytes), as: __m128i.self)
                column &+= 4
            }
            if column < region.columns.upperBound {
                // The last one to three pixels of the row, through the portable body.
                BilinearKernel.stretchRegion(origin: origin, rowLength: rowLength, rows: rows, columns: columns, weights: weights,
                                             region: (row..<(row + 1), column..<region.columns.upperBound), into: target,
                                             targetPitch: targetPitch, corner: corner, multipliers: multipliers, fade: fade)
            }
        }
    }
}
#endif
