/// Ours: the whole page moves with its bar, as in the shopping apps, but the page underneath is drawn
/// live from its data, with its own bar, instead of from a picture: it can never be stale, costs no
/// snapshot memory, and still gets the parallax, a light dimming and the edge shadow.
public struct SlideBackStyle: TransitionStyle {
    /// Opacity of the dimming over the page underneath when it is fully covered: lighter than the
    /// seeds' 0.6, which hides the page the user is going back to.
    public static let dimAlpha = 0.1

    /// Makes the style.
    public init() {}

    /// `slideback`.
    public var name: StyleName { .slideback }

    /// Edge swipe; a fling or half the width completes, settling in a time that scales with the
    /// distance left; no pictures at all.
    public var rules: StyleRules { .live }

    /// Two whole live pages, each with its bar; shadow on the front page's edge.
    public func layers(for presentation: Presentation, in context: StyleContext) -> [Layer] {
        guard let slide = presentation.slide(width: context.width) else { return context.restLayers(presentation) }
        let width = context.width
        let frontX = slide.fraction * width
        return context.live(slide.back, dx: -(1 - slide.fraction) * width * SystemStyle.parallax)
            + [context.cover(alpha: Self.dimAlpha * (1 - slide.fraction)), context.pages.edgeShadow(at: frontX)]
            + context.live(slide.front, dx: frontX)
    }
}
