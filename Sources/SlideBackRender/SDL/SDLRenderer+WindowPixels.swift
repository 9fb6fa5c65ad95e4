import CSDL2

/// Where the software renderer's own loops (`drawOwnFill`, `drawOwnCopy`, `drawOwnStretch`)
/// write, and the rectangles they write, cut as SDL's software renderer cuts them.
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

    /// The clip in whole pixels within `surface`, as SDL's software renderer sets it on the
    /// surface it draws into: the whole surface without one.
    func clip(within surface: UnsafeMutablePointer<SDL_Surface>) -> SDL_Rect {
        let bounds = SDL_Rect(x: 0, y: 0, w: surface.pointee.w, h: surface.pointee.h)
        return clipPixels.map { DimmedStretch.intersection($0, bounds) } ?? bounds
    }

    /// Whether a rectangle's corners convert to 32-bit pixels (SDL truncates them as C does).
    static func fitsInPixels(_ rect: SDL_FRect) -> Bool {
        [rect.x, rect.y, rect.w, rect.h].allSatisfy { $0.isFinite && abs($0) < 1e8 }
    }

    /// A rectangle in whole pixels as SDL's software renderer queues it: truncated, and for a
    /// fill (`atLeastOnePixel`) at least one pixel each way. It must `fitsInPixels`.
    static func truncated(_ rect: SDL_FRect, atLeastOnePixel: Bool = false) -> SDL_Rect {
        let least: Int32 = atLeastOnePixel ? 1 : .min
        return SDL_Rect(x: Int32(rect.x), y: Int32(rect.y), w: max(Int32(rect.w), least), h: max(Int32(rect.h), least))
    }
}
