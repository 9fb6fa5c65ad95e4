/// SPEC style 1, the stock transition and the problem the others solve: pages slide (the one
/// underneath a third as fast, dimmed) while ONE shared bar stays put and cross-fades its colour,
/// title and buttons between the two pages. Over mixed bars that cross-fade looks broken.
public struct SystemStyle: TransitionStyle {
    /// The page underneath moves at this fraction of the front page's speed.
    public static let parallax = 1.0 / 3.0
    /// Opacity of the dimming over the page underneath when it is fully covered.
    public static let dimAlpha = 0.2

    /// Makes the style.
    public init() {}

    /// `system`.
    public var name: StyleName { .system }

    /// Edge swipe only; a fling or half the width completes (as Flutter's Cupertino route, which
    /// copies it), settling in a time that scales with the distance left; no pictures: UIKit keeps its views.
    public var rules: StyleRules { .live }

    /// Live pages without their bars, sliding; the shared bar on top, cross-faded.
    public func layers(for presentation: Presentation, in context: StyleContext) -> [Layer] {
        guard let slide = presentation.slide(width: context.width) else { return context.restLayers(presentation) }
        let shared = SharedBar(context: context)
        return Self.slidingBodies(slide, in: context, dimAlpha: Self.dimAlpha)
            + shared.crossFade(from: slide.front, to: slide.back, fraction: slide.fraction)
    }

    /// The two page bodies of a slide (bars left out), with the parallax and dimming of the stock
    /// transition; weibo's push and pop reuse them.
    static func slidingBodies(_ slide: Slide, in context: StyleContext, dimAlpha: Double) -> [Layer] {
        let width = context.width
        let backX = -(1 - slide.fraction) * width * parallax
        return context.body(slide.back, dx: backX)
            + [context.cover(alpha: dimAlpha * (1 - slide.fraction))]
            + context.body(slide.front, dx: slide.fraction * width)
    }
}
