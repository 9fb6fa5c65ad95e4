/// The inner loops of the software renderer's own colour-modulated copies (`SDLRenderer.drawOwnCopy`), four
/// pixels a step. SDL's own (`SDL_blit_auto.c`'s `_Modulate` blitters) go a pixel and a channel
/// at a time: the page under every transition is drawn through them, dimmed, and they were half
/// of a frame's time.
public enum ModulateKernel {
    /// Copies `width` x `height` opaque 4-byte pixels from `source` (`sourcePitch` bytes a row)
    /// to `target` (`targetPitch` bytes a row), each byte times its lane of `multipliers` / 255,
    /// rounded down: SDL's `SDL_Blit_RGB888_RGB888_Modulate`, whose unused byte is a lane of 0.
    @inlinable @inline(__always)
    public static func copy(from source: UnsafeRawPointer, sourcePitch: Int, to target: UnsafeMutableRawPointer, targetPitch: Int,
                            width: Int, height: Int, multipliers: SIMD4<UInt16>) {
        guard width > 0, height > 0 else { return }
        let wide = SIMD16(fourTimes: multipliers)
        for row in 0..<height {
            let from = source + row * sourcePitch, to = target + row * targetPitch
            var column = 0
            while column + 4 <= width {
                let pixels = KernelMath.widened((from + column * 4).loadUnaligned(as: SIMD16<UInt8>.self))
                (to + column * 4).storeBytes(of: KernelMath.narrowed(KernelMath.divide255(pixels &* wide)), as: SIMD16<UInt8>.self)
                column += 4
            }
            while column < width {
                let pixel = SIMD4<UInt16>(truncatingIfNeeded: (from + column * 4).loadUnaligned(as: SIMD4<UInt8>.self))
                (to + column * 4).storeBytes(of: SIMD4<UInt8>(truncatingIfNeeded: KernelMath.divide255(pixel &* multipliers)), as: SIMD4<UInt8>.self)
                column += 1
            }
        }
    }

    /// Blends `width` x `height` pixels with alpha in their byte 3 (ARGB8888, in memory B, G, R,
    /// A) from `source` over opaque ones (RGB888) at `target`, with the colour bytes times their
    /// lane of `colour` / 255 and the alpha times `alpha` / 255, each rounded down, then the
    /// colour times the alpha, rounded down, and added to what is under it times the rest:
    /// SDL's `SDL_Blit_ARGB8888_RGB888_Modulate_Blend`, byte for byte, unused byte cleared.
    @inlinable @inline(__always)
    public static func blend(from source: UnsafeRawPointer, sourcePitch: Int, to target: UnsafeMutableRawPointer, targetPitch: Int,
                             width: Int, height: Int, colour: SIMD4<UInt16>, alpha: UInt16) {
        guard width > 0, height > 0 else { return }
        // Colour lanes as given; the alpha lane's multiplier is the alpha's.
        let modulation = SIMD4<UInt16>(colour[0], colour[1], colour[2], alpha)
        let wide = SIMD16(fourTimes: modulation)
        let colourLanes = SIMD16<UInt16>(1, 1, 1, 0, 1, 1, 1, 0, 1, 1, 1, 0, 1, 1, 1, 0)
        for row in 0..<height {
            let from = source + row * sourcePitch, to = target + row * targetPitch
            var column = 0
            while column + 4 <= width {
                let bytes = (from + column * 4).loadUnaligned(as: SIMD16<UInt8>.self)
                // Wholly clear pixels leave what is under them as it is.
                if bytes[3] | bytes[7] | bytes[11] | bytes[15] != 0 {
                    let modulated = KernelMath.divide255(KernelMath.widened(bytes) &* wide)
                    let a0 = modulated[3], a1 = modulated[7], a2 = modulated[11], a3 = modulated[15]
                    let alphas = SIMD16<UInt16>(a0, a0, a0, a0, a1, a1, a1, a1, a2, a2, a2, a2, a3, a3, a3, a3)
                    let premultiplied = KernelMath.divide255(modulated &* alphas) & (colourLanes &* 0xFFFF)
                    let under = KernelMath.widened((to + column * 4).loadUnaligned(as: SIMD16<UInt8>.self))
                    let blended = (premultiplied &+ KernelMath.divide255((255 &- alphas) &* under)) & (colourLanes &* 0xFFFF)
                    (to + column * 4).storeBytes(of: KernelMath.narrowed(blended), as: SIMD16<UInt8>.self)
                } else {
                    let under = (to + column * 4).loadUnaligned(as: SIMD16<UInt8>.self)
                    (to + column * 4).storeBytes(of: under & KernelMath.narrowed(colourLanes &* 0xFF), as: SIMD16<UInt8>.self)
                }
                column += 4
            }
            while column < width {
                let modulated = KernelMath.divide255(SIMD4<UInt16>(truncatingIfNeeded: (from + column * 4).loadUnaligned(as: SIMD4<UInt8>.self)) &* modulation)
                let a = modulated[3], alphas = SIMD4<UInt16>(repeating: a)
                let premultiplied = KernelMath.divide255(modulated &* alphas)
                let under = SIMD4<UInt16>(truncatingIfNeeded: (to + column * 4).loadUnaligned(as: SIMD4<UInt8>.self))
                var blended = premultiplied &+ KernelMath.divide255((255 &- alphas) &* under)
                blended[3] = 0
                (to + column * 4).storeBytes(of: SIMD4<UInt8>(truncatingIfNeeded: blended), as: SIMD4<UInt8>.self)
                column += 1
            }
        }
    }
}
