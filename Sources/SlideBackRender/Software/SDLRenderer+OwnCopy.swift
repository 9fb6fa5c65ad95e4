import CSDL2
import SlideBackKernels

extension SDLRenderer {
    /// Draws `source` of `texture` unscaled into `rect` (window pixels) with its colour times
    /// `colour` and, blended, its alpha times `alpha`, by loops of our own (`ModulateKernel`),
    /// when SDL's software renderer would take its generic pixel-by-pixel blitter: an opaque
    /// picture copied dimmed (the page under a transition), or one with alpha blended tinted,
    /// dimmed or faded (text, icons). The bytes are SDL's. It needs the picture's pixels where
    /// it can read them (`SDLTexture.withReadablePixels`) and a window of RGB888 pixels. Counts
    /// nothing; returns whether it drew.
    func drawOwnCopy(_ texture: SDLTexture, source: SDL_Rect?, into rect: SDL_FRect, alpha: UInt8, colour: Color4, blends: Bool) -> Bool {
        let tinted = colour.red & colour.green & colour.blue != 255
        guard ownsBlends, !copiesTextures, tinted || (blends && alpha < 255), blends == texture.hasAlpha, Self.fitsInPixels(rect),
              let surface = windowPixels(), surface.pointee.format.pointee.format == SDL_PIXELFORMAT_RGB888.rawValue else { return false }
        // As SDL_RenderCopyF cuts the source to the picture, and the software renderer truncates
        // the destination: only a copy of the same size is a plain blit.
        let picture = SDL_Rect(x: 0, y: 0, w: Int32(texture.width), h: Int32(texture.height))
        let from = source.map { DimmedStretch.intersection($0, picture) } ?? picture
        let destination = Self.truncated(Self.snapped(rect))
        guard from.w > 0, from.h > 0, destination.w == from.w, destination.h == from.h else { return false }
        // SDL_BlitSurface cuts the destination to the clip, and the source with it.
        let onto = DimmedStretch.intersection(destination, clip(within: surface))
        let column = Int(from.x + onto.x - destination.x), row = Int(from.y + onto.y - destination.y)
        let pitch = Int(surface.pointee.pitch)
        let target = surface.pointee.pixels + Int(onto.y) * pitch + Int(onto.x) * 4
        // In memory an RGB888 or ARGB8888 pixel is blue, green, red, then the unused byte or alpha.
        let multipliers = SIMD4<UInt16>(UInt16(colour.blue), UInt16(colour.green), UInt16(colour.red), 0)
        let expected = (blends ? SDL_PIXELFORMAT_ARGB8888 : SDL_PIXELFORMAT_RGB888).rawValue
        let drew = texture.withReadablePixels { pixels, sourcePitch, format -> Bool in
            guard format == expected else { return false }
            guard onto.w > 0, onto.h > 0 else { return true }
            let start = pixels + row * sourcePitch + column * 4
            if blends {
                pixelLoops.blend(from: start, sourcePitch: sourcePitch, to: target, targetPitch: pitch,
                                     width: Int(onto.w), height: Int(onto.h), colour: multipliers, alpha: UInt16(alpha))
            } else {
                pixelLoops.copy(from: start, sourcePitch: sourcePitch, to: target, targetPitch: pitch,
                                    width: Int(onto.w), height: Int(onto.h), multipliers: multipliers)
            }
            return true
        }
        return drew == true
    }
}
