#if arch(x86_64)
import _Builtin_intrinsics.intel
import SlideBackKernels

/// The blend of a picture with alpha written for AVX2 with its instructions named, eight pixels a
/// step: the portable body (`ModulateKernel.blend`) takes four, spreading each pixel's alpha lane
/// by lane. Eight wholly clear pixels keep what is under them, and eight wholly opaque ones of a
/// picture drawn as it is are copied, without the arithmetic; the rest get it. The same
/// arithmetic, so the same bytes as every other build and as SDL's
/// `SDL_Blit_ARGB8888_RGB888_Modulate_Blend`: colour and alpha times their modulation / 255, the
/// colour times the alpha / 255, plus what is under it times the rest / 255, each rounded down,
/// the unused byte cleared.
extension AVX2Loops {
    public static func blend(from source: UnsafeRawPointer, sourcePitch: Int, to target: UnsafeMutableRawPointer, targetPitch: Int,
                             width: Int, height: Int, colour: SIMD4<UInt16>, alpha: UInt16) {
        guard width > 0, height > 0 else { return }
        // Each half of a step holds four pixels' bytes as 16-bit lanes: the modulation, one
        // pixel's lanes four times (colour, colour, colour, alpha).
        let modulating = SIMD4(colour[0], colour[1], colour[2], alpha), modulation = fourTimes(modulating)
        // Drawn as it is: every modulation 255, so an opaque pixel is its own colour.
        let unmodulated = modulating == SIMD4(repeating: 255)
        let full = _mm256_set1_epi16(255), zero = _mm256_setzero_si256()
        let alphaBytes = _mm256_set1_epi32(Int32(bitPattern: 0xFF00_0000)), colourBytes = _mm256_set1_epi32(0x00FF_FFFF)
        // Each pixel's alpha lane (its fourth) copied to all four of its lanes.
        let spread = _mm256_setr_epi8(6, 7, 6, 7, 6, 7, 6, 7, 14, 15, 14, 15, 14, 15, 14, 15,
                                      6, 7, 6, 7, 6, 7, 6, 7, 14, 15, 14, 15, 14, 15, 14, 15)
        // Four pixels over four: at most 255 a lane (the colour's share is at most the alpha, what
        // is under at most the rest), so packing back to bytes keeps every value.
        func blended(_ picture: __m256i, over under: __m256i) -> __m256i {
            let modulated = divide255(_mm256_mullo_epi16(picture, modulation))
            let alphas = _mm256_shuffle_epi8(modulated, spread)
            let premultiplied = divide255(_mm256_mullo_epi16(modulated, alphas))
            return _mm256_add_epi16(premultiplied, divide255(_mm256_mullo_epi16(_mm256_sub_epi16(full, alphas), under)))
        }
        for row in 0..<height {
            let from = source + row &* sourcePitch, to = target + row &* targetPitch
            var column = 0
            while column &+ 8 <= width {
                let bytes = from.loadUnaligned(fromByteOffset: column &* 4, as: __m256i.self)
                let alphas = _mm256_and_si256(bytes, alphaBytes)
                let destination = to + column &* 4
                if _mm256_testz_si256(alphas, alphas) != 0 {
                    // Wholly clear: what is under them, unused byte cleared.
                    let under = destination.loadUnaligned(as: __m256i.self)
                    destination.storeBytes(of: _mm256_and_si256(under, colourBytes), as: __m256i.self)
                } else if unmodulated && _mm256_movemask_epi8(_mm256_cmpeq_epi32(alphas, alphaBytes)) == -1 {
                    destination.storeBytes(of: _mm256_and_si256(bytes, colourBytes), as: __m256i.self)
                } else {
                    // Unpacked and packed again within each 128-bit half, so the bytes keep their places.
                    let under = destination.loadUnaligned(as: __m256i.self)
                    let packed = _mm256_packus_epi16(blended(_mm256_unpacklo_epi8(bytes, zero), over: _mm256_unpacklo_epi8(under, zero)),
                                                     blended(_mm256_unpackhi_epi8(bytes, zero), over: _mm256_unpackhi_epi8(under, zero)))
                    destination.storeBytes(of: _mm256_and_si256(packed, colourBytes), as: __m256i.self)
                }
                column &+= 8
            }
            if column < width {
                // The last one to seven pixels of the row, through the portable body.
                ModulateKernel.blend(from: from + column &* 4, sourcePitch: sourcePitch, to: to + column &* 4, targetPitch: targetPitch,
                                     width: width &- column, height: 1, colour: colour, alpha: alpha)
            }
        }
    }
}
#endif
