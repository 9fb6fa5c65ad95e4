import CSDL2
import SlideBackKernels

/// A smooth stretch that dims as it copies, in one pass over the window's pixels: what the
/// software renderer does instead of a stretch and a black cover over it (a page scaled behind
/// another, under its dimming). SDL's own colour-modulated stretch takes two passes and a
/// temporary surface, slower than the stretch and the cover together.
///
/// Every pixel is sampled exactly as SDL's software renderer samples it (`SDL_render_sw.c`,
/// `SDL_surface.c`'s scaled blit, `SDL_stretch.c`'s SSE2 bilinear): a copy cut by the clip walks
/// afresh from the cut, as SDL's does, so with nothing dimmed the bytes are SDL's own. Each
/// colour channel is then multiplied by `multiplier / 255`, rounded down, as SDL's colour
/// modulation rounds; the alpha (or unused) byte is kept.
enum DimmedStretch {
    /// Where a copy of `source` (texels of a picture of `sourceSize`) onto `destination` (window
    /// pixels, as SDL truncates them) lands inside `clip`, and the part of the picture it then
    /// walks: SDL's clipping of a scaled blit, to the pixel. `nil` when nothing is drawn.
    static func clipped(source: SDL_Rect, destination: SDL_Rect, clip: SDL_Rect,
                        sourceSize: (width: Int, height: Int)) -> (source: SDL_Rect, destination: SDL_Rect)? {
        guard source.w > 0, source.h > 0, destination.w > 0, destination.h > 0 else { return nil }
        let scaleX = Double(destination.w) / Double(source.w), scaleY = Double(destination.h) / Double(source.h)
        var sx0 = Double(source.x), sy0 = Double(source.y), sx1 = sx0 + Double(source.w), sy1 = sy0 + Double(source.h)
        var dx0 = Double(destination.x), dy0 = Double(destination.y), dx1 = dx0 + Double(destination.w), dy1 = dy0 + Double(destination.h)
        // The source cut to the picture, the destination with it.
        if sx0 < 0 { dx0 -= sx0 * scaleX; sx0 = 0 }
        if sx1 > Double(sourceSize.width) { dx1 -= (sx1 - Double(sourceSize.width)) * scaleX; sx1 = Double(sourceSize.width) }
        if sy0 < 0 { dy0 -= sy0 * scaleY; sy0 = 0 }
        if sy1 > Double(sourceSize.height) { dy1 -= (sy1 - Double(sourceSize.height)) * scaleY; sy1 = Double(sourceSize.height) }
        // The destination cut to the clip, the source with it.
        let cx = Double(clip.x), cy = Double(clip.y), cw = Double(clip.w), ch = Double(clip.h)
        dx0 -= cx; dx1 -= cx; dy0 -= cy; dy1 -= cy
        if dx0 < 0 { sx0 -= dx0 / scaleX; dx0 = 0 }
        if dx1 > cw { sx1 -= (dx1 - cw) / scaleX; dx1 = cw }
        if dy0 < 0 { sy0 -= dy0 / scaleY; dy0 = 0 }
        if dy1 > ch { sy1 -= (dy1 - ch) / scaleY; dy1 = ch }
        dx0 += cx; dx1 += cx; dy0 += cy; dy1 += cy
        func rect(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> SDL_Rect {
            SDL_Rect(x: Int32(x0.rounded()), y: Int32(y0.rounded()), w: Int32((x1 - x0).rounded()), h: Int32((y1 - y0).rounded()))
        }
        let finalSource = intersection(rect(sx0, sy0, sx1, sy1), SDL_Rect(x: 0, y: 0, w: Int32(sourceSize.width), h: Int32(sourceSize.height)))
        let finalDestination = intersection(rect(dx0, dy0, dx1, dy1), clip)
        guard finalDestination.w > 0, finalDestination.h > 0, finalSource.w > 0, finalSource.h > 0 else { return nil }
        return (finalSource, finalDestination)
    }

    /// Stretches `source` of `picture` onto `destination` of `target` (4-byte pixels of the same
    /// format, `targetPitch` bytes a row), writing only the pixels within `parts`, each as the
    /// whole stretch has it, and dimming each byte by its lane of `multipliers` (255: kept), or
    /// fading it over what is there by its lane of `fade` (0: kept). The rectangles must be
    /// `clipped`'s, or the whole copy when SDL stretches it whole, the source inside the picture,
    /// the parts inside the target, and the source at least 2 x 2 texels: SDL reads the pixel
    /// before a one-texel-wide source. `loops` is the build of the loop to run (`PixelLoops`).
    static func stretch(_ picture: TextureMirror, source: SDL_Rect, onto target: UnsafeMutableRawPointer, targetPitch: Int,
                        destination: SDL_Rect, within parts: [SDL_Rect], multipliers: SIMD4<UInt16>, fade: SIMD4<UInt16>? = nil,
                        loops: any PixelLoops.Type) {
        let regions = parts.map { intersection($0, destination) }.filter { $0.w > 0 && $0.h > 0 }.map { part in
            let row = Int(part.y - destination.y), column = Int(part.x - destination.x)
            return (rows: row..<(row + Int(part.h)), columns: column..<(column + Int(part.w)))
        }
        guard !regions.isEmpty else { return }
        let rows = LinearStretch.samples(source: Int(source.h), destination: Int(destination.h))
        let columns = LinearStretch.samples(source: Int(source.w), destination: Int(destination.w))
        picture.pixels.withUnsafeBufferPointer { texels in
            guard let base = texels.baseAddress else { return }
            BilinearKernel.stretch(origin: base + Int(source.y) * picture.width + Int(source.x), rowLength: picture.width,
                                   rows: rows, columns: columns, regions: regions, into: target, targetPitch: targetPitch,
                                   corner: (Int(destination.x), Int(destination.y)), multipliers: multipliers, fade: fade, loops: loops)
        }
    }

    /// The lanes of `multipliers` for a pixel format: `multiplier` for its colour bytes, `others`
    /// for the others (alpha, or unused): 255 keeps them when multiplied, 0 when faded.
    static func multipliers(_ multiplier: UInt8, redMask: UInt32, greenMask: UInt32, blueMask: UInt32, others: UInt16 = 255) -> SIMD4<UInt16> {
        let colour = redMask | greenMask | blueMask
        var lanes = SIMD4<UInt16>(repeating: others)
        for byte in 0..<4 where colour & (0xFF << (8 * UInt32(byte))) != 0 { lanes[byte] = UInt16(multiplier) }
        return lanes
    }

    /// The overlap of two rectangles, empty (zero-sized) when they do not meet.
    static func intersection(_ a: SDL_Rect, _ b: SDL_Rect) -> SDL_Rect {
        let left = max(a.x, b.x), top = max(a.y, b.y)
        let right = min(a.x + a.w, b.x + b.w), bottom = min(a.y + a.h, b.y + b.h)
        return SDL_Rect(x: left, y: top, w: max(0, right - left), h: max(0, bottom - top))
    }
}
