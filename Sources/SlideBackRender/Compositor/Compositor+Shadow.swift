import CSDL2
import SlideBackCore

extension Compositor {
    /// Draws an edge shadow one pixel column at a time, each as dark as `EdgeShadowRamp` says at
    /// the column's centre: the opacity the status text's colour was chosen against
    /// (`StatusBackdrop` reads the ramp at the point the text's pixel is placed by). A gradient
    /// texture stretched over the strip snapped to whole pixels drew each column up to half a
    /// pixel off the ramp, and react-navigation's clock read 4.44-4.48:1 where it crossed.
    func drawEdgeShadow(_ layer: Layer, scale: PixelScale) {
        let strip = SDLRenderer.snapped(scale.rect(layer.frame))
        let first = Int(strip.x), columns = Int(strip.w)
        for column in first..<(first + columns) {
            // A column lies in the snapped strip when its centre lies in the strip itself.
            let centre = (Double(column) + 0.5 - scale.origin.x) / scale.factor
            let alpha = Color4.byte(EdgeShadowRamp.opacity(of: layer, atX: centre))
            guard alpha > 0 else { continue }
            darken(SDL_FRect(x: Float(column), y: strip.y, w: 1, h: strip.h), alpha: alpha)
        }
    }

    /// Lays black at `alpha` over `rect` (pixels): with the shade tile, as every cover is drawn,
    /// or filled where there is none.
    func darken(_ rect: SDL_FRect, alpha: UInt8) {
        if let shade { return renderer.darken(rect, alpha: alpha, tile: shade) }
        renderer.fill(rect, Color4(red: 0, green: 0, blue: 0, alpha: alpha))
    }
}
