import CSDL2

extension SDLRenderer {
    /// The window's own pixels, which the software renderer draws into, with what it drew so far
    /// flushed into them; `nil` for a GPU renderer, a texture target, or pixels other than 4 bytes.
    func windowPixels() -> UnsafeMutablePointer<SDL_Surface>? {
        guard isSoftware, drawsIntoWindow, SDL_RenderFlush(pointer) == 0, let surface = SDL_GetWindowSurface(window.pointer),
              let format = surface.pointee.format, format.pointee.BytesPerPixel == 4, surface.pointee.pixels != nil else { return nil }
        let (width, height) = outputSize
        return Int(surface.pointee.w) == width && Int(surface.pointee.h) == height ? surface : nil
    }

    /// The pixel format a texture's copy in main memory (`TextureMirror`) is kept in, when the
    /// software renderer can stretch it into the window itself; `nil` when it cannot.
    var mirrorFormat: UInt32? { windowPixels()?.pointee.format.pointee.format }

    /// Draws a stretched copy of `source` of `texture` into `rect` (window pixels), dimmed by
    /// `darkening`, by a stretch of our own (`DimmedStretch`; SDL's dimmed stretch takes two
    /// passes), when that gives what SDL's colour-modulated stretch would: an opaque `texture` at full `alpha` with a current
    /// `mirror` in the window's format, stretched, inside the window. Only its pixels outside
    /// `hidden` are written, each as the whole copy has it, so a page is cut round whatever
    /// hides it, on every side. Counts what it writes; returns whether it drew.
    func drawOwnStretch(_ texture: SDLTexture, source: SDL_Rect, into rect: SDL_FRect, alpha: Double = 1,
                        outside hidden: [SDL_Rect] = []) -> Bool {
        guard ownsBlends, Self.fitsInPixels(rect) else { return false }
        // SDL truncates a copy's destination to whole pixels.
        let destination = SDL_Rect(x: Int32(rect.x), y: Int32(rect.y), w: Int32(rect.w), h: Int32(rect.h))
        let (width, height) = outputSize
        guard Color4.byte(alpha) == 255, !texture.hasAlpha, !copiesTextures, let mirror = texture.mirror, mirror.isCurrent,
              source.w >= 2, source.h >= 2, destination.w != source.w || destination.h != source.h,
              // Past the window's edge SDL stretches the whole copy aside first: left to SDL.
              destination.x >= 0, destination.y >= 0, Int(destination.x + destination.w) <= width, Int(destination.y + destination.h) <= height,
              let surface = windowPixels(), surface.pointee.format.pointee.format == mirror.format else { return false }
        let whole = SDL_Rect(x: 0, y: 0, w: Int32(width), h: Int32(height))
        let clip = clipPixels.map { DimmedStretch.intersection($0, whole) } ?? whole
        guard let (from, onto) = DimmedStretch.clipped(source: source, destination: destination, clip: clip,
                                                       sourceSize: (mirror.width, mirror.height)) else { return true }
        // SDL reads the texel before a source one texel wide.
        guard from.w >= 2, from.h >= 2 else { return false }
        let format = surface.pointee.format.pointee
        let multipliers = DimmedStretch.multipliers(darkened(255), redMask: format.Rmask, greenMask: format.Gmask, blueMask: format.Bmask)
        let area = SDL_FRect(x: Float(onto.x), y: Float(onto.y), w: Float(onto.w), h: Float(onto.h))
        let pieces = OpaqueCores.pieces(of: area, minus: hidden)
        pieces.forEach { count($0) }
        DimmedStretch.stretch(mirror, source: from, onto: surface.pointee.pixels, targetPitch: Int(surface.pointee.pitch), destination: onto,
                              within: pieces.map { SDL_Rect(x: Int32($0.x), y: Int32($0.y), w: Int32($0.w), h: Int32($0.h)) },
                              multipliers: multipliers)
        return true
    }
}
