import CSDL2
import SlideBackKernels

/// Where the software renderer's own loops (`drawOwnFill`, `drawOwnCopy`, `drawOwnStretch`)
/// write, and the rectangles they write, cut as SDL's software renderer cuts them.
extension SDLRenderer {
    /// The window's own pixels, which the software renderer draws into, with what it drew so far
    /// flushed into them; `nil` for a GPU renderer, a texture target, or pixels other than 4 bytes.
    func windowPixels() -> UnsafeMutablePointer<SDL_Surface>? {
        guard drawsIntoWindow, SDL_RenderFlush(pointer) == 0 else { return nil }
        return windowSurface()
    }

    /// The window's surface of 4-byte pixels the software renderer draws into, the output's size;
    /// `nil` for a GPU renderer or any other surface.
    private func windowSurface() -> UnsafeMutablePointer<SDL_Surface>? {
        guard isSoftware, let surface = SDL_GetWindowSurface(window.pointer), let format = surface.pointee.format,
              format.pointee.BytesPerPixel == 4, surface.pointee.pixels != nil else { return nil }
        let (width, height) = outputSize
        return Int(surface.pointee.w) == width && Int(surface.pointee.h) == height ? surface : nil
    }

    /// Whether `flipWindow` can flip what is drawn: the software renderer, drawing into the
    /// window's own pixels.
    public var canFlipWindow: Bool { windowSurface() != nil }

    /// Flips the window's pixels within `rect` (pixels, cut to the window) left for right, as a
    /// mirror standing on its vertical centre line shows them, whatever the clip. Returns whether
    /// it could (`canFlipWindow`, drawing into the window).
    @discardableResult
    public func flipWindow(_ rect: SDL_Rect) -> Bool {
        guard let surface = windowPixels() else { return false }
        let area = DimmedStretch.intersection(rect, SDL_Rect(x: 0, y: 0, w: surface.pointee.w, h: surface.pointee.h))
        guard area.w > 1, area.h > 0 else { return true }
        let pitch = Int(surface.pointee.pitch)
        MirrorKernel.flipRows(origin: surface.pointee.pixels + Int(area.y) * pitch + Int(area.x) * 4, pitch: pitch,
                              width: Int(area.w), height: Int(area.h))
        return true
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
        // Each by name, not from a list made at every fill.
        func fits(_ value: Float) -> Bool { value.isFinite && abs(value) < 1e8 }
        return fits(rect.x) && fits(rect.y) && fits(rect.w) && fits(rect.h)
    }

    /// A rectangle in whole pixels as SDL's software renderer queues it: truncated, and for a
    /// fill (`atLeastOnePixel`) at least one pixel each way. It must `fitsInPixels`.
    static func truncated(_ rect: SDL_FRect, atLeastOnePixel: Bool = false) -> SDL_Rect {
        let least: Int32 = atLeastOnePixel ? 1 : .min
        return SDL_Rect(x: Int32(rect.x), y: Int32(rect.y), w: max(Int32(rect.w), least), h: max(Int32(rect.h), least))
    }
}
