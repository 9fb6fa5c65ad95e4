/// SPEC style 3, Weibo's full-screen drag (seed 003): a picture of each page is taken when it has
/// appeared; dragging anywhere moves the whole page off that picture of the page below, which
/// does not move, under a fixed black cover. Buttons and keys push and pop as the system does.
public struct WeiboStyle: TransitionStyle {
    /// Opacity of the cover over the picture underneath, fixed for the whole drag.
    public static let coverAlpha = 0.5

    /// Makes the style.
    public init() {}

    /// `weibo`.
    public var name: StyleName { .weibo }

    /// Full-screen pan, half the width completes, 0.25 s settle, a picture of every shown page.
    public var rules: StyleRules {
        StyleRules(panMode: .fullscreen, completion: .atFraction(0.5), settleDuration: 0.25, snapshots: .screenWhenShown)
    }

    /// The drag over the stored picture; push and pop as the stock transition.
    public func layers(for presentation: Presentation, in context: StyleContext) -> [Layer] {
        switch presentation {
        case .rest(let top):
            return context.live(top, dx: 0)
        case .interactivePop(let top, let below, let offset):
            // The seed shows `images[count - 2]` at the origin: no parallax.
            return [context.picture(below, .screen, dx: 0), context.cover(alpha: Self.coverAlpha)]
                + context.live(top, dx: offset)
        case .push, .pop:
            return SystemStyle().layers(for: presentation, in: context)
        }
    }
}
