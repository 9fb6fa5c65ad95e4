import CSDL2
import SlideBackCore

extension Compositor {
    /// Whether a group drawn whole paints every pixel inside its outline opaquely: its first
    /// layer is opaque and fills the screen.
    func isOpaque(_ group: LayerGroup, frame: Frame, cache: SnapshotTextureCache) -> Bool {
        group.layers.first.map { isOpaque($0, cache: cache) && $0.frame == frame.bounds } ?? false
    }

    /// Whether a layer paints every pixel of its frame opaquely, hiding whatever is under it.
    func isOpaque(_ layer: Layer, cache: SnapshotTextureCache) -> Bool {
        guard Color4.byte(layer.alpha) == 255 else { return false }
        switch layer.content {
        case .pageBody(let page), .scrolledBody(let page, _): return painter.paintsOpaqueBody(page)
        case .snapshot(let key): return cache.texture(for: key).map { !$0.hasAlpha } ?? false
        case .fill(let color): return color.alpha == 255
        case .statusBar, .navigationBar, .tabBar, .edgeShadow, .clock, .piece: return false
        }
    }

    /// The window pixels `layer` paints opaquely, whatever was under them (see `OpaqueCores`):
    /// its frame, or a rounded box's cross, cut to whole pixels a pixel inside the true edges,
    /// as SDL may round an edge either way. None for a layer that lets anything show through.
    func opaqueInside(of layer: Layer, scale: PixelScale, cache: SnapshotTextureCache) -> [SDL_Rect] {
        guard Color4.byte(layer.alpha) == 255 else { return [] }
        let rect = scale.rect(layer.frame)
        switch layer.content {
        case .piece(.box(let color, let radius)):
            return color.alpha == 255 ? OpaqueCores.cross(of: rect, radius: radius * scale.factor) : []
        case .piece(.image(let path, _)):
            return assets.isOpaqueImage(path: path) ? OpaqueCores.cross(of: rect, radius: 0) : []
        case .navigationBar(let bar):
            // Its background fills the frame; the hairline and the title are blended onto it.
            return bar.background?.alpha == 255 ? OpaqueCores.cross(of: rect, radius: 0) : []
        case .tabBar:
            return OpaqueCores.cross(of: rect, radius: 0)
        case .pageBody, .scrolledBody, .snapshot, .fill:
            return isOpaque(layer, cache: cache) ? OpaqueCores.cross(of: rect, radius: 0) : []
        case .piece(.text), .piece(.chevron), .piece(.toggle), .statusBar, .edgeShadow, .clock:
            return []
        }
    }

    /// Whether `content` is painted with plain fills only, none outside its frame: drawn in pieces
    /// round what hides it, it leaves the very same pixels. (A texture stretched into pieces
    /// would be sampled afresh at each cut.)
    func paintsOnlyFills(_ content: Layer.Content) -> Bool {
        switch content {
        case .fill, .piece(.box), .piece(.toggle): return true
        case .pageBody(let page): return !painter.paintsImage(page)
        case .scrolledBody, .snapshot, .statusBar, .navigationBar, .tabBar, .edgeShadow, .clock,
             .piece(.text), .piece(.image), .piece(.chevron):
            return false
        }
    }

    /// Whether nothing of `content` is painted outside its frame, so a frame wholly hidden by
    /// opaque layers in front means the layer need not be drawn at all.
    func paintsWithinFrame(_ content: Layer.Content) -> Bool {
        switch content {
        case .fill, .pageBody, .scrolledBody, .snapshot, .piece(.box), .piece(.image), .piece(.toggle): return true
        // Text may be taller than its frame, a chevron's stroke is wider than its line, and the
        // bars place their title and buttons by their own layout.
        case .statusBar, .navigationBar, .tabBar, .edgeShadow, .clock, .piece(.text), .piece(.chevron): return false
        }
    }

    /// The part of `a` inside `b` (empty, at `a`'s corner, when they do not meet).
    static func intersection(_ a: SDL_FRect, _ b: SDL_FRect) -> SDL_FRect {
        let left = max(a.x, b.x), top = max(a.y, b.y)
        let right = min(a.x + a.w, b.x + b.w), bottom = min(a.y + a.h, b.y + b.h)
        return SDL_FRect(x: left, y: top, w: max(0, right - left), h: max(0, bottom - top))
    }

    /// The smallest rectangle holding both (the other one alone when one is empty).
    static func union(_ a: SDL_FRect, _ b: SDL_FRect) -> SDL_FRect {
        guard a.w > 0, a.h > 0 else { return b }
        guard b.w > 0, b.h > 0 else { return a }
        let left = min(a.x, b.x), top = min(a.y, b.y)
        return SDL_FRect(x: left, y: top, w: max(a.x + a.w, b.x + b.w) - left, h: max(a.y + a.h, b.y + b.h) - top)
    }
}
