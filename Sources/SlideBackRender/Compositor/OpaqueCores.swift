import CSDL2
import SlideBackCore

/// The parts of a frame's items that paint every pixel opaquely, so that nothing drawn before them
/// needs to be drawn there. Two kinds:
/// - the cores of transformed groups (scaled, rounded, faded pages): a page scaled to 0.9 hides
///   most of the page under it although it hides no whole column (`LayerOcclusion` only sees
///   those). A group's core is the cross `RoundedMesh` copies its picture into, between its
///   rounded corners and inside its one-pixel fading ring (a cross any smaller left a row of
///   the page underneath shown, and so the whole of that page drawn, when the page in front
///   covered it but for a fraction of a pixel); a group only counts when its first layer is
///   opaque and fills the screen, at full opacity;
/// - the insides of opaque plain layers (a page's cards and photos, an opaque bar): they hide the
///   page's background under them, which element pages would otherwise paint twice over most of
///   the screen.
///
/// Drawing clipped to the pieces of a clip outside the cores leaves the same picture: the cores
/// are painted over later, opaquely. The compositor cuts the clear and layers painted with plain
/// fills round every inside, and other plain (moved) layers round the groups' cores only: a
/// clip edge across a scaled copy starts its sampling afresh.
struct OpaqueCores {
    /// Per item, every opaque inside drawn after it, in window pixels.
    let hiding: [[SDL_Rect]]
    /// Per item, the cores of the transformed groups drawn after it, in window pixels.
    let hidingByGroups: [[SDL_Rect]]
    /// Every opaque inside of the frame (all are drawn after the screen is cleared).
    let all: [SDL_Rect]

    /// Finds the opaque insides of `items` drawn at `scale`; `isOpaqueGroup` tells whether a
    /// group's pixels inside its outline are all opaque, `inside` gives the window pixels a plain
    /// layer paints opaquely (none for a see-through one). Not `enabled`: no group's core.
    init(items: [Frame.DrawItem], scale: PixelScale, enabled: Bool = true, isOpaqueGroup: (LayerGroup) -> Bool,
         inside: (Layer) -> [SDL_Rect] = { _ in [] }) {
        var hiding = [[SDL_Rect]](repeating: [], count: items.count)
        var hidingByGroups = hiding
        var later: [SDL_Rect] = [], laterCores: [SDL_Rect] = []
        for index in items.indices.reversed() {
            hiding[index] = later
            hidingByGroups[index] = laterCores
            switch items[index] {
            case .layer(let layer):
                later += inside(layer)
            case .transformed(let group, let outline):
                guard enabled, Color4.byte(group.transform.opacity) == 255, isOpaqueGroup(group) else { continue }
                let cross = Self.meshBands(of: scale.rect(outline), radius: group.transform.cornerRadius * scale.factor,
                                           feathered: group.transform.hasFadingEdge)
                later += cross
                laterCores += cross
            }
        }
        self.hiding = hiding
        self.hidingByGroups = hidingByGroups
        all = later
    }

    /// Whether `holes` leave nothing of `rect` to draw.
    static func covers(_ holes: [SDL_Rect], _ rect: SDL_FRect) -> Bool {
        !holes.isEmpty && pieces(of: rect, minus: holes).isEmpty
    }

    /// The two bands `RoundedMesh` copies a transformed group's picture into, unclipped: every
    /// pixel in them is the picture's own, opaque for an opaque picture at full opacity. Outside
    /// them lie only the corners' fans and the fading ring.
    static func meshBands(of rect: SDL_FRect, radius: Double, feathered: Bool = true) -> [SDL_Rect] {
        guard let inside = RoundedMesh.inside(of: rect, clip: nil, radius: radius, feathered: feathered) else { return [] }
        return bands(left: inside.left, top: inside.top, right: inside.right, bottom: inside.bottom, radius: inside.radius)
    }

    /// The two bands of a rounded rectangle's inside, each a whole pixel (and its fading ring)
    /// inside the true edge: the band between the left and right corners, full height, and the
    /// band between the top and bottom ones, full width.
    static func cross(of rect: SDL_FRect, radius: Double) -> [SDL_Rect] {
        let left = Double(rect.x).rounded(.up) + 1, top = Double(rect.y).rounded(.up) + 1
        let right = Double(rect.x + rect.w).rounded(.down) - 1, bottom = Double(rect.y + rect.h).rounded(.down) - 1
        return bands(left: left, top: top, right: right, bottom: bottom, radius: max(0, radius.rounded(.up) + 1))
    }

    /// The two bands of a rounded rectangle with whole-pixel edges and corners of `radius`: the
    /// one between the left and right corners, full height, and the one between the top and
    /// bottom ones, full width; less the empty ones and those too far out to be pixels.
    private static func bands(left: Double, top: Double, right: Double, bottom: Double, radius r: Double) -> [SDL_Rect] {
        [(left + r, top, right - r, bottom), (left, top + r, right, bottom - r)].compactMap { x0, y0, x1, y1 in
            guard x1 > x0, y1 > y0, abs(x0) < 1e6, abs(y0) < 1e6, abs(x1) < 1e6, abs(y1) < 1e6 else { return nil }
            return SDL_Rect(x: Int32(x0), y: Int32(y0), w: Int32(x1 - x0), h: Int32(y1 - y0))
        }
    }

    /// The parts of `rect` outside every one of `holes`, as disjoint rectangles at least a pixel
    /// each way (an empty clip would turn SDL's clipping off); `rect` is widened to whole pixels.
    static func pieces(of rect: SDL_FRect, minus holes: [SDL_Rect]) -> [SDL_FRect] {
        let left = rect.x.rounded(.down), top = rect.y.rounded(.down)
        let whole = SDL_FRect(x: left, y: top, w: (rect.x + rect.w).rounded(.up) - left, h: (rect.y + rect.h).rounded(.up) - top)
        guard whole.w >= 1, whole.h >= 1 else { return [] }
        var pieces = [whole]
        for hole in holes {
            let hx0 = Float(hole.x), hy0 = Float(hole.y), hx1 = Float(hole.x + hole.w), hy1 = Float(hole.y + hole.h)
            pieces = pieces.flatMap { piece -> [SDL_FRect] in
                let px1 = piece.x + piece.w, py1 = piece.y + piece.h
                guard hx0 < px1, hx1 > piece.x, hy0 < py1, hy1 > piece.y else { return [piece] }
                var result: [SDL_FRect] = []
                // Above and below the hole, full width; beside it, the hole's rows only.
                if hy0 > piece.y { result.append(SDL_FRect(x: piece.x, y: piece.y, w: piece.w, h: hy0 - piece.y)) }
                if hy1 < py1 { result.append(SDL_FRect(x: piece.x, y: hy1, w: piece.w, h: py1 - hy1)) }
                let rowTop = max(piece.y, hy0), rowBottom = min(py1, hy1)
                if hx0 > piece.x { result.append(SDL_FRect(x: piece.x, y: rowTop, w: hx0 - piece.x, h: rowBottom - rowTop)) }
                if hx1 < px1 { result.append(SDL_FRect(x: hx1, y: rowTop, w: px1 - hx1, h: rowBottom - rowTop)) }
                return result
            }
        }
        return pieces.filter { $0.w >= 1 && $0.h >= 1 }
    }
}
