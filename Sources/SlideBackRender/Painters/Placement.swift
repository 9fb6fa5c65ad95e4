import SlideBackCore

/// Where a painter puts the parts of one layer: as laid out, or, for a mirrored layer (a
/// right-to-left run), at their mirror places within the layer's frame. Only places change; a
/// painter still draws text and pictures the right way round.
struct Placement {
    /// The layer's frame, in points.
    let frame: Rect
    /// Whether the parts go to their mirror places.
    let mirrored: Bool

    /// Where a part laid out at `rect` (in the frame's coordinates) is painted.
    func callAsFunction(_ rect: Rect) -> Rect {
        mirrored ? rect.mirrored(within: frame) : rect
    }

    /// Where a point at `fraction` of the frame's width (0 = its left edge) is painted.
    func x(atFraction fraction: Double) -> Double {
        frame.x + frame.width * (mirrored ? 1 - fraction : fraction)
    }
}
