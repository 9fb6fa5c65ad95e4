import CSDL2
import SlideBackKernels

extension SDLRenderer {
    /// Blends `color` (translucent) over `rect` (window pixels) by a loop of our own
    /// (`BlendFillKernel`), giving SDL's software renderer's bytes four pixels at a time, when
    /// drawing into the window's own pixels in a format of whole-byte channels; an opaque
    /// `color` is written as SDL writes it (its `SDL_MapRGBA` value), with plain stores. Returns
    /// whether it drew; otherwise the caller leaves the fill to SDL.
    func drawOwnFill(_ rect: SDL_FRect, _ color: Color4) -> Bool {
        guard ownsBlends, color.alpha > 0, Self.fitsInPixels(rect), let surface = windowPixels(),
              let paint = ownFiller(color, into: surface) else { return false }
        paint(rect)
        return true
    }

    /// What `drawOwnFill` does to each rectangle (window pixels, within `fitsInPixels`) filled
    /// with `color` in `surface` (the window's pixels), with what the fills share worked out once:
    /// the colour's bytes, the clip; `nil` where it does not draw (see `drawOwnFill`).
    func ownFiller(_ color: Color4, into surface: UnsafeMutablePointer<SDL_Surface>) -> ((SDL_FRect) -> Void)? {
        let opaque = color.alpha == 255
        let lanes = opaque ? nil : Self.fillLanes(surface.pointee.format.pointee, color)
        guard opaque || lanes != nil else { return nil }
        let clip = clip(within: surface), pitch = Int(surface.pointee.pitch), pixels = surface.pointee.pixels
        let pixel = opaque ? SDL_MapRGBA(surface.pointee.format, color.red, color.green, color.blue, 255) : 0
        let loops = pixelLoops, inverse = 255 - color.alpha
        return { rect in
            let area = DimmedStretch.intersection(Self.truncated(Self.snapped(rect), atLeastOnePixel: true), clip)
            guard area.w > 0, area.h > 0, let pixels else { return }
            let origin = pixels + Int(area.y) * pitch + Int(area.x) * 4
            guard let lanes else {
                return BlendFillKernel.paint(origin: origin, pitch: pitch, width: Int(area.w), height: Int(area.h), pixel: pixel)
            }
            loops.fill(origin: origin, pitch: pitch, width: Int(area.w), height: Int(area.h), inverse: inverse, add: lanes.add, keep: lanes.keep)
        }
    }

    /// Fills each of `rects` (pixels) with `color`, in order: the same pixels as `fill` one by
    /// one, with what the fills share (the colour as drawn, the window's pixels, the clip) worked
    /// out once. A rounded box is a fill for each row of its corners, and working that out for
    /// each row cost as much as the rows' own pixels.
    public func fill(_ rects: [SDL_FRect], _ color: Color4) {
        guard color.alpha > 0 else { return }
        let snapped = rects.map { Self.snapped($0) }
        let shown = Color4(red: darkened(color.red), green: darkened(color.green), blue: darkened(color.blue), alpha: color.alpha)
        guard !copiesFills, ownsBlends, snapped.allSatisfy(Self.fitsInPixels), let surface = windowPixels(),
              let paint = ownFiller(shown, into: surface) else {
            for rect in rects { fill(rect, color) }
            return
        }
        for rect in snapped {
            paint(rect)
            count(rect)
        }
    }

    /// What SDL's blended fill adds to each byte of a pixel of `format`, and which bytes it keeps:
    /// the colour times its alpha for the colour bytes, the alpha for the alpha byte, and the
    /// unused byte cleared. `nil` for a format whose channels are not whole bytes of 4.
    static func fillLanes(_ format: SDL_PixelFormat, _ color: Color4) -> (add: SIMD4<UInt8>, keep: SIMD4<UInt8>)? {
        guard format.BytesPerPixel == 4 else { return nil }
        func premultiplied(_ channel: UInt8) -> UInt8 { UInt8(UInt32(channel) * UInt32(color.alpha) / 255) }
        let channels = [(format.Rmask, premultiplied(color.red)), (format.Gmask, premultiplied(color.green)),
                        (format.Bmask, premultiplied(color.blue)), (format.Amask, color.alpha)]
        var add = SIMD4<UInt8>(repeating: 0), keep = SIMD4<UInt8>(repeating: 0)
        for (mask, value) in channels where mask != 0 {
            guard let byte = (0..<4).first(where: { mask == UInt32(0xFF) << (8 * UInt32($0)) }), keep[byte] == 0 else { return nil }
            add[byte] = value
            keep[byte] = 0xFF
        }
        return (add, keep)
    }
}
