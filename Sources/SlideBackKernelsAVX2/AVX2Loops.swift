#if arch(x86_64)
import _Builtin_intrinsics.intel
#endif
import SlideBackKernels

/// The software renderer's own loops compiled for processors with AVX2 (this module is built
/// with `-Xcc -mavx2` on x86-64): the same bodies as `PortableLoops`, inlined here, but for the
/// stretch, the blend of a picture with alpha and the translucent fill, written in AVX2's
/// instructions (`AVX2Stretch.swift`, `AVX2Blend.swift`, `AVX2Fill.swift`). Only to be
/// called where the processor has AVX2: the renderer picks it (`PixelLoopChoice`, asking CPUID).
/// Nothing else belongs in this module: whatever it compiled could run on a processor without
/// AVX2 if the linker took it for another module's copy (`scripts/check-avx2-module`).
public enum AVX2Loops: PixelLoops {}

#if arch(x86_64)
extension AVX2Loops {
    /// Each 16-bit lane / 255 rounded down, as (x + 1 + (x >> 8)) >> 8: exact for every lane up
    /// to 255 * 255, as SDL divides (`KernelMath.divide255`, for sixteen lanes at once).
    @inline(__always)
    static func divide255(_ x: __m256i) -> __m256i {
        _mm256_srli_epi16(_mm256_add_epi16(_mm256_add_epi16(x, _mm256_set1_epi16(1)), _mm256_srli_epi16(x, 8)), 8)
    }

    /// One pixel's four 16-bit lanes repeated four times: what a step's four pixels are
    /// multiplied by or added to, lane for lane (`SIMD16(fourTimes:)` in AVX2's type).
    @inline(__always)
    static func fourTimes(_ pixel: SIMD4<UInt16>) -> __m256i {
        unsafeBitCast(SIMD16(fourTimes: pixel), to: __m256i.self)
    }
}
#endif
