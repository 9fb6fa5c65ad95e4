/// The inner loop of the software renderer's own translucent fill (`SDLRenderer.fill`), four
/// pixels a step: SDL's own (`SDL_blendfillrect.c`) goes pixel by pixel, a channel at a time,
/// and was a tenth of a frame under a bar's scrim bands.
public enum BlendFillKernel {
    /// Blends over `width` x `height` 4-byte pixels from `origin` (`pitch` bytes a row) as SDL's
    /// software renderer blends a fill: each byte d becomes d * `inverse` / 255, rounded down,
    /// plus its lane of `add`, then is masked by its lane of `keep` (0: the byte is cleared, as
    /// SDL clears a pixel's unused byte). Each lane of `add` must be at most 255 - `inverse`,
    /// so no byte overflows.
    @inlinable @inline(__always)
    public static func fill(origin: UnsafeMutableRawPointer, pitch: Int, width: Int, height: Int,
                            inverse: UInt8, add: SIMD4<UInt8>, keep: SIMD4<UInt8>) {
        guard width > 0, height > 0 else { return }
        let factor = SIMD16<UInt16>(repeating: UInt16(inverse))
        let addWide = SIMD16(fourTimes: SIMD4<UInt16>(truncatingIfNeeded: add)), keepWide = SIMD16(fourTimes: keep)
        for row in 0..<height {
            let line = origin + row * pitch
            var column = 0
            while column + 4 <= width {
                let pixels = line + column * 4
                let blended = KernelMath.divide255(KernelMath.widened(pixels.loadUnaligned(as: SIMD16<UInt8>.self)) &* factor) &+ addWide
                pixels.storeBytes(of: KernelMath.narrowed(blended) & keepWide, as: SIMD16<UInt8>.self)
                column += 4
            }
            while column < width {
                let pixel = line + column * 4
                let blended = KernelMath.divide255(SIMD4<UInt16>(truncatingIfNeeded: pixel.loadUnaligned(as: SIMD4<UInt8>.self)) &* factor.lowHalf.lowHalf)
                    &+ SIMD4<UInt16>(truncatingIfNeeded: add)
                pixel.storeBytes(of: SIMD4<UInt8>(truncatingIfNeeded: blended) & keep, as: SIMD4<UInt8>.self)
                column += 1
            }
        }
    }

    /// Writes `pixel` over `width` x `height` 4-byte pixels from `origin` (`pitch` bytes a row):
    /// an opaque fill, as SDL's `SDL_FillRect` writes it, but with plain stores. SDL's SSE loop
    /// stores past the cache (`movntps`), so pages stretched into the window right after it (as
    /// after the black round scaled pages) find the window in memory.
    public static func paint(origin: UnsafeMutableRawPointer, pitch: Int, width: Int, height: Int, pixel: UInt32) {
        guard width > 0, height > 0 else { return }
        for row in 0..<height {
            (origin + row * pitch).bindMemory(to: UInt32.self, capacity: width).update(repeating: pixel, count: width)
        }
    }
}
