/// The arithmetic the software renderer's own loops share with SDL's: its exact division by
/// 255, one pixel's four lanes repeated across four pixels, and bytes widened to 16-bit lanes
/// and back.
@usableFromInline
enum KernelMath {
    /// Each lane / 255 rounded down, exactly, for every lane up to 255 * 255: SDL's `x / 255`.
    /// For four pixels at once. Concrete, not generic over `SIMD`: a debug build compiles file by
    /// file and cannot specialize a generic from another file, which then looked up every lane.
    @inlinable @inline(__always)
    static func divide255(_ x: SIMD16<UInt16>) -> SIMD16<UInt16> {
        (x &+ 1 &+ (x &>> 8)) &>> 8
    }

    /// Four pixels' bytes as 16-bit lanes. Written lane by lane: the standard library's vector
    /// conversions are functions the optimizer may leave uninlined, and each module then compiles
    /// a copy of its own that the linker may share between the builds of `PixelLoops` (see
    /// `AVX2Loops`); lane by lane is always inlined, and LLVM makes it one vector instruction.
    @inlinable @inline(__always)
    static func widened(_ b: SIMD16<UInt8>) -> SIMD16<UInt16> {
        SIMD16(UInt16(b[0]), UInt16(b[1]), UInt16(b[2]), UInt16(b[3]), UInt16(b[4]), UInt16(b[5]), UInt16(b[6]), UInt16(b[7]),
               UInt16(b[8]), UInt16(b[9]), UInt16(b[10]), UInt16(b[11]), UInt16(b[12]), UInt16(b[13]), UInt16(b[14]), UInt16(b[15]))
    }

    /// Four pixels' 16-bit lanes cut to bytes, as `widened` is written.
    @inlinable @inline(__always)
    static func narrowed(_ l: SIMD16<UInt16>) -> SIMD16<UInt8> {
        SIMD16(UInt8(truncatingIfNeeded: l[0]), UInt8(truncatingIfNeeded: l[1]), UInt8(truncatingIfNeeded: l[2]), UInt8(truncatingIfNeeded: l[3]),
               UInt8(truncatingIfNeeded: l[4]), UInt8(truncatingIfNeeded: l[5]), UInt8(truncatingIfNeeded: l[6]), UInt8(truncatingIfNeeded: l[7]),
               UInt8(truncatingIfNeeded: l[8]), UInt8(truncatingIfNeeded: l[9]), UInt8(truncatingIfNeeded: l[10]), UInt8(truncatingIfNeeded: l[11]),
               UInt8(truncatingIfNeeded: l[12]), UInt8(truncatingIfNeeded: l[13]), UInt8(truncatingIfNeeded: l[14]), UInt8(truncatingIfNeeded: l[15]))
    }

    /// The same for one pixel.
    @inlinable @inline(__always)
    static func divide255(_ x: SIMD4<UInt16>) -> SIMD4<UInt16> {
        (x &+ 1 &+ (x &>> 8)) &>> 8
    }
}

extension SIMD16 {
    /// One pixel's four lanes, for each of four pixels (the AVX2 stretch's too).
    @inlinable @inline(__always)
    public init(fourTimes pixel: SIMD4<Scalar>) {
        self.init(lowHalf: SIMD8(lowHalf: pixel, highHalf: pixel), highHalf: SIMD8(lowHalf: pixel, highHalf: pixel))
    }
}
