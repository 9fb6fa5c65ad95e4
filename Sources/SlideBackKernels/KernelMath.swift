/// The arithmetic the software renderer's own loops share with SDL's: its exact division by
/// 255, and one pixel's four lanes repeated across four pixels.
enum KernelMath {
    /// Each lane / 255 rounded down, exactly, for every lane up to 255 * 255: SDL's `x / 255`.
    /// For four pixels at once. Concrete, not generic over `SIMD`: a debug build compiles file by
    /// file and cannot specialize a generic from another file, which then looked up every lane.
    @inline(__always)
    static func divide255(_ x: SIMD16<UInt16>) -> SIMD16<UInt16> {
        (x &+ 1 &+ (x &>> 8)) &>> 8
    }

    /// The same for one pixel.
    @inline(__always)
    static func divide255(_ x: SIMD4<UInt16>) -> SIMD4<UInt16> {
        (x &+ 1 &+ (x &>> 8)) &>> 8
    }
}

extension SIMD16 {
    /// One pixel's four lanes, for each of four pixels.
    @inline(__always)
    init(fourTimes pixel: SIMD4<Scalar>) {
        self.init(lowHalf: SIMD8(lowHalf: pixel, highHalf: pixel), highHalf: SIMD8(lowHalf: pixel, highHalf: pixel))
    }
}
