/// SPEC styles 2 and 5, the whole-page snapshot slide-back with its push/pop animator: the page
/// leaves with its own bar over a picture of the page underneath.
public struct SnapshotSlideBackStyle: TransitionStyle {
    /// The screenshot underneath moves at this fraction of the page's speed (seeds: 0.6).
    public static let parallax = 0.6
    /// Opacity of the black cover over the screenshot at rest (seeds' `kDefaultAlpha`).
    public static let coverAlpha = 0.6
    /// The cover reaches zero when the page has moved this fraction of the width.
    public static let coverFadeFraction = 0.75

    /// Where the screenshot underneath sits when the top page is dragged by `offset`: `(offset - W) * 0.6`.
    public static func underneathX(offset: Double, width: Double) -> Double {
        (offset - width) * parallax
    }

    /// The cover's opacity at `offset`: `0.6 - (offset / W / 0.75) * 0.6`, never below zero.
    public static func coverOpacity(offset: Double, width: Double) -> Double {
        guard width > 0 else { return 0 }
        return max(0, coverAlpha - (offset / width / coverFadeFraction) * coverAlpha)
    }

    /// Makes the style.
    public init() {}

    /// `snapshot`.
    public var name: StyleName { .snapshot }

    /// Edge pan (seed default), 40 pt completes, 0.3 s settle, a picture of each page left by a push.
    public var rules: StyleRules {
        StyleRules(panMode: .edge, completion: .beyondDistance(40), settleDuration: 0.3, snapshots: .screenWhenLeft)
    }

    /// Builds the layers for a presentation.
    public func layers(for presentation: Presentation, in context: StyleContext) -> [Layer] {
        let width = context.width
        let pages = context.pages
        switch presentation {
        case .rest(let top):
            return context.live(top, dx: 0)
        case .interactivePop(let top, let below, let offset):
            // The whole navigation view (bar and page) moves; the stored screenshot of the page below
            // follows with parallax under a fading black cover.
            return [
                context.picture(below, .screen, dx: Self.underneathX(offset: offset, width: width)),
                context.cover(alpha: Self.coverOpacity(offset: offset, width: width)),
                pages.edgeShadow(at: offset),
            ] + context.live(top, dx: offset)
        case .push(let from, let to, let progress):
            // The live new page slides in from the right over a screenshot of the old screen, which
            // slides out by the full width: the new page cannot be screenshotted before it appears.
            let newX = width * (1 - progress)
            return [context.picture(from, .screen, dx: -width * progress), pages.edgeShadow(at: newX)]
                + context.live(to, dx: newX)
        case .pop(let leaving, let destination, let progress):
            // Two pictures move right together: the destination's stored screenshot from -W, and a
            // fresh screenshot of the leaving screen, with its shadow, on top.
            let leavingX = width * progress
            return [
                context.picture(destination, .screen, dx: leavingX - width),
                pages.edgeShadow(at: leavingX),
                context.picture(leaving, .leavingScreen, dx: leavingX),
            ]
        }
    }
}
