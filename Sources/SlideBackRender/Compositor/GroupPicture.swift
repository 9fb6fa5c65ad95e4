import SlideBackCore

/// An offscreen picture of a transformed group's layers (see `Compositor.drawTransformed`) and
/// the layers it was last painted with. A page scaled behind another, or scaled as it leaves,
/// shows the same layers frame after frame but for its clock: repainting only the rectangles of
/// the layers that changed, instead of the whole page, leaves the same picture.
struct GroupPicture {
    /// The picture, of the screen's size.
    let texture: SDLTexture
    /// The layers painted into it, in points of the screen; `nil`: nothing yet, or unknown.
    var layers: [Layer]?
    /// The compositor's count of drawn frames when it was last used (`Compositor.groupFrame`).
    var lastUse = 0

    /// A fresh picture, holding nothing yet.
    init(texture: SDLTexture) {
        self.texture = texture
    }

    /// What to paint again for the picture to show `new`.
    enum Repaint: Equatable {
        /// Nothing: it shows them already.
        case nothing
        /// Every layer, over the whole picture.
        case everything
        /// The layers meeting these rectangles (points of the screen), within them.
        case within([Rect])
    }

    /// What to paint again for the picture to show `new`: the rectangles of the layers that
    /// changed in place; everything when the layers are others, moved, a stored picture (whose
    /// texture may have been painted anew under the same key), or the picture is transparent
    /// (SDL clears a whole target, whatever the clip).
    func repaint(for new: [Layer], opaque: Bool) -> Repaint {
        guard let old = layers, old.count == new.count else { return .everything }
        var rects: [Rect] = []
        for (was, now) in zip(old, new) {
            if case .snapshot = now.content { return .everything }
            if was == now { continue }
            guard opaque, was.frame == now.frame else { return .everything }
            rects.append(now.frame)
        }
        return rects.isEmpty ? .nothing : .within(rects)
    }

    /// Whether two rectangles overlap.
    static func meets(_ a: Rect, _ b: Rect) -> Bool {
        a.x < b.maxX && b.x < a.maxX && a.y < b.y + b.height && b.y < a.y + a.height
    }
}
