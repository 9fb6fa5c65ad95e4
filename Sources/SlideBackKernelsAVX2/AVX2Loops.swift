import SlideBackKernels

/// The software renderer's own loops compiled for processors with AVX2 (this module is built
/// with `-Xcc -mavx2` on x86-64): the same bodies as `PortableLoops`, inlined here, but for the
/// stretch and the translucent fill, written in AVX2's instructions (`AVX2Stretch.swift`,
/// `AVX2Fill.swift`). Only to be
/// called where the processor has AVX2: the renderer picks it (`PixelLoopChoice`, asking CPUID).
/// Nothing else belongs in this module: whatever it compiled could run on a processor without
/// AVX2 if the linker took it for another module's copy (`scripts/check-avx2-module`).
public enum AVX2Loops: PixelLoops {}
