/// One drawn part of a live page's elements, placed by `ElementLayout` in the core: the renderer
/// paints exactly this and decides nothing.
public enum PagePiece: Hashable, Sendable {
    /// A filled rectangle with rounded corners (`radius` points; half the height: a pill or a disc).
    case box(Color, radius: Double)
    /// One line of text, `size` points, vertically centred in the frame, starting at its left edge
    /// (or centred in it, or ending at its right edge); wider text ends in "…".
    case text(String, size: Double, color: Color, alignment: TextAlignment)
    /// An image file filling the frame without distortion, cropped from its top (or its centre).
    case image(path: String, fromTop: Bool)
    /// A disclosure chevron ">" in a colour.
    case chevron(Color)
    /// A switch, on (green) or off (grey).
    case toggle(isOn: Bool)
}
