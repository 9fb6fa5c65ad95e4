import CSDL2
import SlideBackCore

extension SDLRenderer {
    /// A polyline through points in pixels, `thickness` pixels thick (drawn again one pixel lower
    /// for each pixel past the first).
    public func drawLines(_ points: [SDL_FPoint], color: Color4, thickness: Int = 1) {
        guard points.count > 1 else { return }
        SDL_SetRenderDrawBlendMode(pointer, color.alpha == 255 || copiesFills ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
        SDL_SetRenderDrawColor(pointer, color.red, color.green, color.blue, color.alpha)
        for offset in 0..<max(1, thickness) {
            let shifted = points.map { SDL_FPoint(x: $0.x, y: $0.y + Float(offset)) }
            SDL_RenderDrawLinesF(pointer, shifted, Int32(shifted.count))
        }
    }

    /// Limits drawing to a rectangle in pixels (`nil`: the whole target), so a screen in compare
    /// mode cannot draw over its neighbour.
    public func setClip(_ rect: SDL_FRect?) {
        guard let rect else {
            SDL_RenderSetClipRect(pointer, nil)
            clipRect = nil
            return
        }
        clipRect = rect
        guard var clip = clipPixels else { return }
        SDL_RenderSetClipRect(pointer, &clip)
    }
}
