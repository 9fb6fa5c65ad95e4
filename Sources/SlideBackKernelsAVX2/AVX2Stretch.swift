#if arch(x86_64)
import _Builtin_intrinsics.intel
import SlideBackKernels

/// The stretch written for AVX2 with its instructions named, in two passes a row: first the
/// vertical step over every texel the row's pixels reach, eight texels a step, contiguous, into a
/// row of 16-bit sums; then the horizontal step, four pixels a step, each reading its two sums
/// from that row. The portable body (`BilinearKernel.stretchRegion`), which LLVM keeps at one
/// pixel a step, spends some 15 instructions a pixel; one pass doing both steps on texels gathered
/// from two rows, about 12.6; these two, about 9 (the texels a row reaches are blended vertically
/// once, not once for each pixel beside them: 200 frames of `predictive-back`, 1,732 M
/// instructions -> 1,228 M). The same arithmetic, so the same bytes as every
/// other build and as SDL: vertical, then horizontal, in 128ths, rounded once.
extension AVX2Loops {
    public static func stretch(origin: UnsafePointer<UInt32>, rowLength: Int, rows: UnsafeBufferPointer<BilinearKernel.Sample>,
                               columns: UnsafeBufferPointer<BilinearKernel.Sample>, weights: UnsafeBufferPointer<SIMD8<Int16>>,
                               region: (rows: Range<Int>, columns: Range<Int>), into target: UnsafeMutableRawPointer,
                               targetPitch: Int, corner: (x: Int, y: Int), multipliers: SIMD4<UInt16>, fade: SIMD4<UInt16>?) {
        // Whole steps of four pixels a row; the last one to three go through the portable body.
        let stepped = region.columns.lowerBound..<(region.columns.lowerBound + region.columns.count / 4 * 4)
        if !stepped.isEmpty && !region.rows.isEmpty {
            // The texels the stepped pixels reach: from the first a sample names to the one after the last.
            var first = Int.max, last = Int.min
            for column in stepped {
                first = min(first, columns[column].index)
                last = max(last, columns[column].index)
            }
            let reach = last + 2 - first
            // Each texel's four vertical sums, 16 bits each; then each stepped pixel's byte offset
            // of its first texel's sums, worked out once for all rows. On the stack where it fits:
            // a buffer from the heap, freed at the heap's top, is given back to the system and
            // asked for again at the next region, every page of it zeroed anew.
            withUnsafeTemporaryAllocation(byteCount: reach * 8 + stepped.count * 4, alignment: 32) { buffer in
                let scratch = buffer.baseAddress!
                let offsets = (scratch + reach * 8).bindMemory(to: Int32.self, capacity: stepped.count)
                for (step, column) in stepped.enumerated() { offsets[step] = Int32((columns[column].index - first) * 8) }
                let pixels = (offsets: UnsafePointer(offsets), weights: UnsafeRawPointer(weights.baseAddress! + stepped.lowerBound), count: stepped.count)
                let multiplier = fourTimes(multipliers)
                // The four pixels' 16-bit lanes come out in the order 0, 2, 1, 3 (two per 128-bit
                // half): this puts a row's bytes read for fading in that order.
                let asComputed = _mm256_setr_epi32(0, 1, 4, 5, 2, 3, 6, 7)
                for row in region.rows {
                    let sample = rows[row]
                    let upper = UnsafeRawPointer(origin + sample.index &* rowLength + first)
                    let lower = sample.fraction == 0 ? upper : upper + rowLength &* 4
                    blendVertically(upper: upper, lower: lower, fraction: sample.fraction, count: reach, into: scratch)
                    let out = target + (corner.y + row) * targetPitch + (corner.x + stepped.lowerBound) * 4
                    // What is done to each four pixels' values chosen once a row, not at every four.
                    if let fade {
                        let faded = fourTimes(fade)
                        blendHorizontally(sums: UnsafeRawPointer(scratch), pixels: pixels, into: out) { value, destination in
                            // SDL's blend at a surface alpha: d + ((s - d) * a >> 8), wrapping, kept to a byte.
                            let under = _mm256_permutevar8x32_epi32(_mm256_cvtepu8_epi16(destination.loadUnaligned(as: __m128i.self)), asComputed)
                            let blended = _mm256_add_epi16(under, _mm256_srli_epi16(_mm256_mullo_epi16(_mm256_sub_epi16(value, under), faded), 8))
                            return _mm256_and_si256(blended, _mm256_set1_epi16(0xFF))
                        }
                    } else if multipliers != SIMD4(repeating: 255) {
                        blendHorizontally(sums: UnsafeRawPointer(scratch), pixels: pixels, into: out) { value, _ in
                            // c * m / 255 rounded down.
                            divide255(_mm256_mullo_epi16(value, multiplier))
                        }
                    } else {
                        blendHorizontally(sums: UnsafeRawPointer(scratch), pixels: pixels, into: out) { value, _ in value }
                    }
                }
            }
        }
        if stepped.upperBound < region.columns.upperBound {
            BilinearKernel.stretchRegion(origin: origin, rowLength: rowLength, rows: rows, columns: columns, weights: weights,
                                         region: (region.rows, stepped.upperBound..<region.columns.upperBound), into: target,
                                         targetPitch: targetPitch, corner: corner, multipliers: multipliers, fade: fade)
        }
    }

    /// The vertical step of `count` texels from the rows `upper` and `lower` (the lower at
    /// `fraction` / 128): each byte as upper * (128 - fraction) + lower * fraction, at most 32640,
    /// written as 16 bits in the texel's order to `sums`.
    @inline(__always)
    private static func blendVertically(upper: UnsafeRawPointer, lower: UnsafeRawPointer, fraction: Int, count: Int,
                                        into sums: UnsafeMutableRawPointer) {
        // Upper and lower weights in alternate bytes for pmaddubsw, whose weights are signed
        // bytes: a row of one texel row alone (128: the first, or past the last) is weighed 64,
        // then doubled.
        let weight = Int16(fraction), alone = weight == 0 || weight == 128
        let vertical = _mm256_set1_epi16(alone ? (weight / 2) << 8 | (64 - weight / 2) : weight << 8 | (128 - weight))
        let doubling = _mm_cvtsi32_si128(alone ? 1 : 0)
        // Texels 0, 1, 4, 5 in the low half and 2, 3, 6, 7 in the high, so that unpacking the
        // low and high bytes of each half gives texels 0-3 and 4-7 in order.
        let split = _mm256_setr_epi32(0, 1, 4, 5, 2, 3, 6, 7)
        var texel = 0
        while texel &+ 8 <= count {
            let top = _mm256_permutevar8x32_epi32(upper.loadUnaligned(fromByteOffset: texel &* 4, as: __m256i.self), split)
            let bottom = _mm256_permutevar8x32_epi32(lower.loadUnaligned(fromByteOffset: texel &* 4, as: __m256i.self), split)
            let low = _mm256_sll_epi16(_mm256_maddubs_epi16(_mm256_unpacklo_epi8(top, bottom), vertical), doubling)
            let high = _mm256_sll_epi16(_mm256_maddubs_epi16(_mm256_unpackhi_epi8(top, bottom), vertical), doubling)
            sums.storeBytes(of: low, toByteOffset: texel &* 8, as: __m256i.self)
            sums.storeBytes(of: high, toByteOffset: texel &* 8 &+ 32, as: __m256i.self)
            texel &+= 8
        }
        let upperWeight = UInt16(128 - fraction), lowerWeight = UInt16(fraction)
        while texel < count {
            let top = SIMD4<UInt16>(truncatingIfNeeded: upper.loadUnaligned(fromByteOffset: texel &* 4, as: SIMD4<UInt8>.self))
            let bottom = SIMD4<UInt16>(truncatingIfNeeded: lower.loadUnaligned(fromByteOffset: texel &* 4, as: SIMD4<UInt8>.self))
            sums.storeBytes(of: top &* upperWeight &+ bottom &* lowerWeight, toByteOffset: texel &* 8, as: SIMD4<UInt16>.self)
            texel &+= 1
        }
    }

    /// The horizontal step of a row's pixels (a whole number of fours; `pixels` holds the byte
    /// offset in `sums` of each one's first texel's sums, and its pair of weights): (v0 * (128 - f)
    /// + v1 * f) >> 14 per byte, each four pixels' values (in the order 0, 2, 1, 3) then passed
    /// through `finish` with where they go, pixel `n` written at `out + n * 4`.
    @inline(__always)
    private static func blendHorizontally(sums: UnsafeRawPointer, pixels: (offsets: UnsafePointer<Int32>, weights: UnsafeRawPointer, count: Int),
                                          into out: UnsafeMutableRawPointer,
                                          finish: (__m256i, UnsafeMutableRawPointer) -> __m256i) {
        // Each 16-byte lane holds one pixel's two texels' sums: paired per channel (texel 0's
        // first, texel 1's first, ...), as pmaddwd takes them.
        let paired = _mm256_setr_epi8(0, 1, 8, 9, 2, 3, 10, 11, 4, 5, 12, 13, 6, 7, 14, 15,
                                      0, 1, 8, 9, 2, 3, 10, 11, 4, 5, 12, 13, 6, 7, 14, 15)
        // Puts the four pixels' bytes, computed in the order 0, 2, 1, 3, in order.
        let inOrder = _mm256_setr_epi32(0, 4, 1, 5, 2, 6, 3, 7)
        var pixel = 0
        while pixel < pixels.count {
            func pair(_ next: Int) -> __m128i {
                sums.loadUnaligned(fromByteOffset: Int(pixels.offsets[pixel &+ next]), as: __m128i.self)
            }
            // Pixels 0 and 1, then 2 and 3, one per 128-bit half.
            let weight = pixels.weights + pixel &* 16
            let firstTwo = _mm256_srli_epi32(_mm256_madd_epi16(_mm256_shuffle_epi8(_mm256_set_m128i(pair(1), pair(0)), paired),
                                                               weight.loadUnaligned(as: __m256i.self)), 14)
            let lastTwo = _mm256_srli_epi32(_mm256_madd_epi16(_mm256_shuffle_epi8(_mm256_set_m128i(pair(3), pair(2)), paired),
                                                              weight.loadUnaligned(fromByteOffset: 32, as: __m256i.self)), 14)
            let destination = out + pixel &* 4
            let value = finish(_mm256_packus_epi32(firstTwo, lastTwo), destination)
            let bytes = _mm256_permutevar8x32_epi32(_mm256_packus_epi16(value, value), inOrder)
            destination.storeBytes(of: _mm256_castsi256_si128(bytes), as: __m128i.self)
            pixel &+= 4
        }
    }
}
#endif
