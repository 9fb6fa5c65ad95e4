#if arch(x86_64)
import _Builtin_intrinsics.intel
import SlideBackKernels

/// The translucent fill written for AVX2 with its instructions named, eight pixels a step: the
/// portable body (`BlendFillKernel.fill`) takes four, with a check of the step's index each time,
/// some 19 instructions; this takes eight in about 14. The same arithmetic, so the same bytes as
/// every other build: each byte d * `inverse` / 255 rounded down, plus its lane of `add`, masked
/// by its lane of `keep`.
extension AVX2Loops {
    public static func fill(origin: UnsafeMutableRawPointer, pitch: Int, width: Int, height: Int,
                            inverse: UInt8, add: SIMD4<UInt8>, keep: SIMD4<UInt8>) {
        guard width > 0, height > 0 else { return }
        let factor = _mm256_set1_epi16(Int16(inverse)), zero = _mm256_setzero_si256()
        // Each half of a step holds four pixels' bytes as 16-bit lanes: one pixel's lanes, four
        // times; the mask, one pixel's bytes eight times.
        let added = fourTimes(SIMD4(UInt16(add[0]), UInt16(add[1]), UInt16(add[2]), UInt16(add[3])))
        let kept = _mm256_set1_epi32(Int32(bitPattern: UInt32(keep[0]) | UInt32(keep[1]) << 8 | UInt32(keep[2]) << 16 | UInt32(keep[3]) << 24))
        // d * inverse / 255 rounded down, plus `add`: at most 255, so packing back to bytes keeps
        // every value.
        func blended(_ lanes: __m256i) -> __m256i {
            _mm256_add_epi16(divide255(_mm256_mullo_epi16(lanes, factor)), added)
        }
        for row in 0..<height {
            let line = origin + row &* pitch
            var column = 0
            while column &+ 8 <= width {
                let pixels = line + column &* 4
                let bytes = pixels.loadUnaligned(as: __m256i.self)
                // Unpacked and packed again within each 128-bit half, so the bytes keep their places.
                let packed = _mm256_packus_epi16(blended(_mm256_unpacklo_epi8(bytes, zero)), blended(_mm256_unpackhi_epi8(bytes, zero)))
                pixels.storeBytes(of: _mm256_and_si256(packed, kept), as: __m256i.self)
                column &+= 8
            }
            if column < width {
                // The last one to seven pixels of the row, through the portable body.
                BlendFillKernel.fill(origin: line + column &* 4, pitch: pitch, width: width &- column, height: 1,
                                     inverse: inverse, add: add, keep: keep)
            }
        }
    }
}
#endif
