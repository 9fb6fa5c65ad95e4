import CSDL2
import SlideBackKernels

extension SDLRenderer {
    /// Blends `color` (translucent) over `rect` (window pixels) by a loop of our own
    /// (`BlendFillKernel`), giving SDL's software renderer's bytes four pixels at a time, when
    /// drawing into the window's own pixels in a format of whole-byte channels; an opaque
    /// `color` is written as SDL writes it (its `SDL_MapRGBA` value), with plain stores. Returns
    /// whether it drew; otherwise the caller leaves the fill to SDL.
    func drawOwnFill(_ rect: SDL_FRect, _ color: Color4) -> Bool {
        guard ownsBlends, color.alpha > 0, Self.fitsInPixels(rect), let surface = windowPixels() else { return false }
        let opaque = color.alpha == 255
        let lanes = opaque ? nil : Self.fillLanes(surface.pointee.format.pointee, color)
        guard opaque || lanes != nil else { return false }
        let area = DimmedStretch.intersection(Self.truncated(Self.snapped(rect), atLeastOnePixel: true), clip(within: surface))
        guard area.w > 0, area.h > 0 else { return true }
        let pitch = Int(surface.pointee.pitch)
        let origin = surface.pointee.pixels + Int(area.y) * pitch + Int(area.x) * 4
        guard let lanes else {
            let pixel = SDL_MapRGBA(surface.pointee.format, color.red, color.green, color.blue, 255)
            BlendFillKernel.paint(origin: origin, pitch: pitch, width: Int(area.w), height: Int(area.h), pixel: pixel)
            return true
        }
        pixelLoops.fill(origin: origin, pitch: pitch,
                             width: Int(area.w), height: Int(area.h), inverse: 255 - color.alpha, add: lanes.add, keep: lanes.keep)
        return true
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
