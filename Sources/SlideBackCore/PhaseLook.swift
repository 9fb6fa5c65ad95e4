/// What a page shows during a transition: itself, drawn live from its data, or the picture the
/// snapshot store holds of it (the page underneath's `.screen`, the leaving page's `.leavingScreen`).
public enum PageSource: String, CaseIterable, Equatable, Sendable {
    /// Drawn live, as it is now.
    case live
    /// The stored picture; drawn live instead when the store has none.
    case picture
}

/// How the navigation bar takes part in a transition.
public enum BarTreatment: String, CaseIterable, Equatable, Sendable {
    /// One bar that stays put and cross-fades from one page's to the other's (the stock transition).
    case shared
    /// Each page moves with its own live bar (whole-page styles).
    case perPage
    /// Each page moves with a picture of its own bar; the real bar hides (SPEC style 4).
    case barPicture
    /// Each page moves with a copy of its own bar's background; the titles and buttons stay put
    /// in one shared bar and cross-fade (KMNavigationBarTransition, HBDNavigationBar, QMUI).
    case fakeBackground
}

/// How one phase of a transition (the drag, the push or the pop) draws its two pages, as functions
/// of the progress p: 0 while the front page covers the screen, 1 when it has gone.
public struct PhaseLook: Equatable, Sendable {
    /// What the page underneath shows.
    public var back: PageSource = .live
    /// What the page in front shows.
    public var front: PageSource = .live
    /// How the bar takes part.
    public var bar: BarTreatment = .perPage
    /// The page underneath sits at `-(1 - p) * (backParallax * W + backOffset)`.
    public var backParallax = 1.0 / 3.0
    /// Points added to its travel (Android's entering page starts 96 dp to the left).
    public var backOffset = 0.0
    /// Its opacity as a function of p.
    public var backOpacity = Ramp.constant(1)
    /// Its scale at p = 0, reaching 1 at p = 1 (1: never scaled).
    public var backScale = 1.0
    /// Its vertical scale at p = 0, when unlike the horizontal (GKNavigationBar's 0.95 x 0.97).
    public var backScaleY: Double?
    /// Black over the page underneath, as a function of p.
    public var backDim = Ramp(from: 0)
    /// The page in front sits at `p * frontTravel * W`.
    public var frontTravel = 1.0
    /// Its opacity as a function of p.
    public var frontOpacity = Ramp.constant(1)
    /// Its scale at p = 1, interpolated linearly from 1 at p = 0.
    public var frontScale = 1.0
    /// Its corner radius in points while it moves.
    public var cornerRadius = 0.0
    /// The shadow it casts to its left at p = 0; an opacity of 0 casts none.
    public var shadow = PageTransform.Shadow(opacity: 0, width: 6, offset: -0.8)
    /// The shadow's opacity at p = 1, linear from `shadow.opacity`; `nil`: it does not fade.
    public var shadowOpacityEnd: Double?
    /// A fraction of the width added to the shadow's width, lying left of the edge (Flutter's
    /// Cupertino shadow spans 5% of the width).
    public var shadowWidthFraction = 0.0

    /// The stock look: bodies sliding under one shared bar, the page underneath a third as fast.
    public init() {}

    /// Whether a cover is drawn over the page underneath at all in this phase.
    public var dimsBack: Bool { !backDim.isZero }

    /// The transform of the page underneath at progress `p` on a screen `width` wide.
    public func backTransform(at p: Double, width: Double) -> PageTransform {
        let scaleY = backScaleY ?? backScale
        return PageTransform(x: -(1 - p) * (width * backParallax + backOffset), scale: backScale + (1 - backScale) * p,
                             scaleY: scaleY + (1 - scaleY) * p, opacity: backOpacity.value(at: p),
                             dimming: dimsBack ? backDim.value(at: p) : nil)
    }

    /// The transform of the page in front at progress `p` on a screen `width` wide.
    public func frontTransform(at p: Double, width: Double) -> PageTransform {
        let opacity = Ramp(from: shadow.opacity, to: shadowOpacityEnd ?? shadow.opacity).value(at: p)
        let extra = shadowWidthFraction * width
        let cast = PageTransform.Shadow(opacity: opacity, width: shadow.width + extra, offset: shadow.offset - extra / 2)
        return PageTransform(x: p * width * frontTravel, scale: 1 + (frontScale - 1) * p,
                             cornerRadius: p > 0 && p < 1 ? cornerRadius : 0, opacity: frontOpacity.value(at: p),
                             shadow: cast.opacity > 0 && cast.width > 0 ? cast : nil)
    }
}
