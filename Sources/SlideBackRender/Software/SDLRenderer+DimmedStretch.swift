import CSDL2

extension SDLRenderer {
    /// Draws a stretched copy of `source` of `texture` into `rect` (window pixels), dimmed by
    /// `darkening` or faded to `alpha`, by a stretch of our own (`DimmedStretch`; SDL's dimmed
    /// or faded stretch takes two passes and a temporary picture), when that gives what SDL's
    /// would: an opaque `texture` with a current `mirror` in the window's format, stretched,
    /// not both dimmed and faded. A copy past the window's edge is sampled whole, as SDL's
    /// software renderer stretches it whole aside first. Only its pixels outside `hidden` are
    /// written, each as the whole copy has it, so a page is cut round whatever hides it, on
    /// every side. Counts what it writes; returns whether it drew.
    func drawOwnStretch(_ texture: SDLTexture, source: SDL_Rect, into rect: SDL_FRect, alpha: Double = 1,
                        outside hidden: [SDL_Rect] = []) -> Bool {
        guard ownsBlends, Self.fitsInPixels(rect) else { return false }
        let destination = Self.truncated(Self.snapped(rect))
        let opacity = Color4.byte(alpha), multiplier = darkened(255)
        guard opacity > 0, opacity == 255 || multiplier == 255, !texture.hasAlpha, !copiesTextures, let mirror = texture.mirror, mirror.isCurrent,
              source.w >= 2, source.h >= 2, destination.w != source.w || destination.h != source.h,
              let surface = windowPixels(), surface.pointee.format.pointee.format == mirror.format else { return false }
        let whole = SDL_Rect(x: 0, y: 0, w: surface.pointee.w, h: surface.pointee.h), clip = clip(within: surface)
        let from: SDL_Rect, onto: SDL_Rect, shown: SDL_Rect
        let inside = destination.x >= 0 && destination.y >= 0 && destination.x + destination.w <= whole.w && destination.y + destination.h <= whole.h
        if inside {
            guard let cut = DimmedStretch.clipped(source: source, destination: destination, clip: clip,
                                                  sourceSize: (mirror.width, mirror.height)) else { return true }
            (from, onto, shown) = (cut.source, cut.destination, cut.destination)
        } else {
            // Past the window's edge SDL's software renderer stretches the whole copy into a
            // picture aside, then copies what falls in the clip: no walk restarts at the cut.
            let picture = DimmedStretch.intersection(source, SDL_Rect(x: 0, y: 0, w: Int32(mirror.width), h: Int32(mirror.height)))
            guard picture.x == source.x, picture.y == source.y, picture.w == source.w, picture.h == source.h,
                  max(destination.w, destination.h) <= 4 * max(whole.w, whole.h) else { return false }
            (from, onto, shown) = (source, destination, DimmedStretch.intersection(destination, clip))
        }
        // SDL reads the texel before a source one texel wide.
        guard from.w >= 2, from.h >= 2 else { return false }
        guard shown.w > 0, shown.h > 0 else { return true }
        let format = surface.pointee.format.pointee
        let multipliers = DimmedStretch.multipliers(multiplier, redMask: format.Rmask, greenMask: format.Gmask, blueMask: format.Bmask)
        // Faded: the opacity for the colour bytes, 0 (kept) for the other.
        let fade = opacity == 255 ? nil
            : DimmedStretch.multipliers(opacity, redMask: format.Rmask, greenMask: format.Gmask, blueMask: format.Bmask, others: 0)
        let area = SDL_FRect(x: Float(shown.x), y: Float(shown.y), w: Float(shown.w), h: Float(shown.h))
        let pieces = OpaqueCores.pieces(of: area, minus: hidden)
        pieces.forEach { count($0) }
        DimmedStretch.stretch(mirror, source: from, onto: surface.pointee.pixels, targetPitch: Int(surface.pointee.pitch), destination: onto,
                              within: pieces.map { SDL_Rect(x: Int32($0.x), y: Int32($0.y), w: Int32($0.w), h: Int32($0.h)) },
                              multipliers: multipliers, fade: fade, loops: pixelLoops)
        return true
    }
}
