/// The software renderer's flip of a finished picture left for right (a right-to-left frame is
/// drawn unmirrored and then flipped, `Compositor.draw`), in the module every build compiles
/// optimized, as the other loops over a whole screen are.
public enum MirrorKernel {
    /// Reverses the order of the `width` 4-byte pixels of each of `height` rows from `origin`
    /// (`pitch` bytes a row): pixel `x` of a row and pixel `width - 1 - x` change places.
    public static func flipRows(origin: UnsafeMutableRawPointer, pitch: Int, width: Int, height: Int) {
        guard width > 1, height > 0 else { return }
        for row in 0..<height {
            let line = origin + row * pitch
            let pixels = line.bindMemory(to: UInt32.self, capacity: width)
            var left = 0, right = width - 1
            // Eight pixels from each end a step, their order reversed in the registers.
            while right - left >= 15 {
                let low = (line + left * 4).loadUnaligned(as: SIMD8<UInt32>.self)
                let high = (line + (right - 7) * 4).loadUnaligned(as: SIMD8<UInt32>.self)
                (line + left * 4).storeBytes(of: reversed(high), as: SIMD8<UInt32>.self)
                (line + (right - 7) * 4).storeBytes(of: reversed(low), as: SIMD8<UInt32>.self)
                left += 8
                right -= 8
            }
            while left < right {
                let kept = pixels[left]
                pixels[left] = pixels[right]
                pixels[right] = kept
                left += 1
                right -= 1
            }
        }
    }

    /// The eight lanes in the other order.
    @inline(__always)
    static func reversed(_ v: SIMD8<UInt32>) -> SIMD8<UInt32> {
        SIMD8(v[7], v[6], v[5], v[4], v[3], v[2], v[1], v[0])
    }
}
