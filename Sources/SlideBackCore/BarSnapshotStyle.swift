/// SPEC style 4, the navigation-bar snapshot (seed 002): every page carries a picture of its own
/// bar, taken over the bar's visible boundary (status area included), so that during a transition
/// each page slides with its own bar while the real, shared bar is hidden.
public struct BarSnapshotStyle: TransitionStyle {
    /// Makes the style.
    public init() {}

    /// `bar-snapshot`.
    public var name: StyleName { .barSnapshot }

    /// Its own edge pan (the system's stops while the bar is hidden), the stock half-width rule.
    public var rules: StyleRules {
        StyleRules(panMode: .edge, completion: .atFraction(0.5), settleDuration: 0.3, snapshots: .barWhenLaidOut)
    }

    /// At rest the real bar; in a transition each page's body with its bar picture, if it has one.
    public func layers(for presentation: Presentation, in context: StyleContext) -> [Layer] {
        guard let slide = presentation.slide(width: context.width) else { return context.restLayers(presentation) }
        let width = context.width
        let backX = -(1 - slide.fraction) * width * SystemStyle.parallax
        let frontX = slide.fraction * width
        let frontBar = context.pages.bar(of: slide.front, depth: context.depth(of: slide.front))
        return context.body(slide.back, dx: backX) + barPicture(of: slide.back, dx: backX, in: context)
            + [context.cover(alpha: SystemStyle.dimAlpha * (1 - slide.fraction))]
            + context.body(slide.front, dx: frontX) + barPicture(of: slide.front, dx: frontX, in: context)
            + [Layer(.statusBar(context.pages.statusColor(for: frontBar)), frame: context.pages.layout.statusArea)]
    }

    /// A page's bar picture laid over its top, where the bar's visible boundary was; nothing when the
    /// page has none (it opted out, hides its bar, or is a root that has not appeared yet).
    private func barPicture(of page: PageInstance, dx: Double, in context: StyleContext) -> [Layer] {
        let key = SnapshotKey(page: page, kind: .bar)
        guard context.snapshots.contains(key) else { return [] }
        return [Layer(.snapshot(key), frame: context.pages.layout.barBackground.offsetBy(dx: dx))]
    }
}
