/// One build of the software renderer's own per-pixel loops. The loops' bodies are inlinable
/// (`BilinearKernel.stretchRegion`, `ModulateKernel`, `BlendFillKernel`), and each build is a
/// conformance that inlines them into a module of its own, compiled for its own processors:
/// `PortableLoops` for every x86-64 (SSE2) or other processor, `AVX2Loops` (module
/// `SlideBackKernelsAVX2`) for those with AVX2, whose 256-bit registers take four pixels a step.
/// A build may write a loop of its own instead of a body (`AVX2Loops`' stretch, blend and
/// translucent fill, in AVX2's instructions: LLVM keeps the shared stretch at one pixel a step,
/// and the blend and the fill at four).
/// Every build writes the same bytes; a build is only called on a processor it was made for.
public protocol PixelLoops {
    /// One region of a stretch (`BilinearKernel.stretchRegion`).
    static func stretch(origin: UnsafePointer<UInt32>, rowLength: Int, rows: UnsafeBufferPointer<BilinearKernel.Sample>,
                        columns: UnsafeBufferPointer<BilinearKernel.Sample>, weights: UnsafeBufferPointer<SIMD8<Int16>>,
                        region: (rows: Range<Int>, columns: Range<Int>), into target: UnsafeMutableRawPointer,
                        targetPitch: Int, corner: (x: Int, y: Int), multipliers: SIMD4<UInt16>, fade: SIMD4<UInt16>?)
    /// A dimmed or tinted opaque copy (`ModulateKernel.copy`).
    static func copy(from source: UnsafeRawPointer, sourcePitch: Int, to target: UnsafeMutableRawPointer, targetPitch: Int,
                     width: Int, height: Int, multipliers: SIMD4<UInt16>)
    /// A tinted, dimmed or faded blend of a picture with alpha (`ModulateKernel.blend`).
    static func blend(from source: UnsafeRawPointer, sourcePitch: Int, to target: UnsafeMutableRawPointer, targetPitch: Int,
                      width: Int, height: Int, colour: SIMD4<UInt16>, alpha: UInt16)
    /// A translucent fill (`BlendFillKernel.fill`).
    static func fill(origin: UnsafeMutableRawPointer, pitch: Int, width: Int, height: Int,
                     inverse: UInt8, add: SIMD4<UInt8>, keep: SIMD4<UInt8>)
}

// Every build's loops are these bodies, inlined and so compiled where the build's conformance is.
extension PixelLoops {
    @inlinable @inline(__always)
    public static func stretch(origin: UnsafePointer<UInt32>, rowLength: Int, rows: UnsafeBufferPointer<BilinearKernel.Sample>,
                               columns: UnsafeBufferPointer<BilinearKernel.Sample>, weights: UnsafeBufferPointer<SIMD8<Int16>>,
                               region: (rows: Range<Int>, columns: Range<Int>), into target: UnsafeMutableRawPointer,
                               targetPitch: Int, corner: (x: Int, y: Int), multipliers: SIMD4<UInt16>, fade: SIMD4<UInt16>?) {
        BilinearKernel.stretchRegion(origin: origin, rowLength: rowLength, rows: rows, columns: columns, weights: weights, region: region,
                                     into: target, targetPitch: targetPitch, corner: corner, multipliers: multipliers, fade: fade)
    }

    @inlinable @inline(__always)
    public static func copy(from source: UnsafeRawPointer, sourcePitch: Int, to target: UnsafeMutableRawPointer, targetPitch: Int,
                            width: Int, height: Int, multipliers: SIMD4<UInt16>) {
        ModulateKernel.copy(from: source, sourcePitch: sourcePitch, to: target, targetPitch: targetPitch,
                            width: width, height: height, multipliers: multipliers)
    }

    @inlinable @inline(__always)
    public static func blend(from source: UnsafeRawPointer, sourcePitch: Int, to target: UnsafeMutableRawPointer, targetPitch: Int,
                             width: Int, height: Int, colour: SIMD4<UInt16>, alpha: UInt16) {
        ModulateKernel.blend(from: source, sourcePitch: sourcePitch, to: target, targetPitch: targetPitch,
                             width: width, height: height, colour: colour, alpha: alpha)
    }

    @inlinable @inline(__always)
    public static func fill(origin: UnsafeMutableRawPointer, pitch: Int, width: Int, height: Int,
                            inverse: UInt8, add: SIMD4<UInt8>, keep: SIMD4<UInt8>) {
        BlendFillKernel.fill(origin: origin, pitch: pitch, width: width, height: height, inverse: inverse, add: add, keep: keep)
    }
}

/// The loops built for any processor the program runs on.
public enum PortableLoops: PixelLoops {}
