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
    /// The easing of the page underneath's travel and scale over p (over the commit part, with
    /// `gestureEnd`): Flutter's zoom scales it on `fastOutExtraSlowIn`.
    public var backCurve = Curve.linear
    /// The page in front sits at `p * frontTravel * W`.
    public var frontTravel = 1.0
    /// Its opacity as a function of p.
    public var frontOpacity = Ramp.constant(1)
    /// Its scale at p = 1 (at `gestureEnd`, with one), from 1 at p = 0 on `gestureCurve`.
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
    /// Where Android's two parts meet: before this progress the page in front shrinks and shifts
    /// with the finger while the page underneath waits; after it, the commit brings the page
    /// underneath in and moves the front page on. `nil`: one part, everything over all of p.
    public var gestureEnd: Double?
    /// The easing of the front page's shrink and shift over the gesture part, or over all of p
    /// without one (Android's `BACK_GESTURE`; Flutter's zoom scales on `fastOutExtraSlowIn`).
    public var gestureCurve = Curve.linear
    /// Points the page in front shifts right over the gesture part, plus `frontShiftFraction` of
    /// the width (a swipe from the right edge shifts it left).
    public var frontShift = 0.0
    /// A fraction of the width it shifts (Flutter's predictive back: W/20 - 8).
    public var frontShiftFraction = 0.0
    /// How much of the room its scale leaves above and below it the page in front moves into as
    /// the finger moves up or down, 0...1 (0: it stays level). It eases out, reaching its limit
    /// at half the screen's height of finger travel, as Android's cross-activity back does.
    public var followY = 0.0
    /// Points of that room it never enters (Android's 8 dp margin).
    public var followYMargin = 0.0
    /// Where the page in front goes: it slides as the numbers above say, or it lands on the page
    /// underneath's `zoomSource` element (iOS 18's zoom, `zoomTransform`).
    public var frontGeometry = FrontGeometry.slide

    /// The stock look: bodies sliding under one shared bar, the page underneath a third as fast.
    public init() {}

    /// Whether a cover is drawn over the page underneath at all in this phase.
    public var dimsBack: Bool { !backDim.isZero }

    /// The progress `slide` is drawn at. With a gesture part, a finger holds the look within it
    /// (Android commits only on the release) and a completing release runs the commit part from
    /// where it was let go; otherwise, and for pushes and pops, its own progress.
    public func drawnProgress(of slide: Slide) -> Double {
        let p = slide.fraction
        // The zoom flies from the release point itself (`zoomTransform`): its progress is the finger's.
        guard let end = gestureEnd, slide.phase == .drag, frontGeometry == .slide else { return p }
        guard let released = slide.releasedAt, slide.completing, released < 1 else { return min(p, end) }
        let start = min(released, end)
        return start + max(0, p - released) / (1 - released) * (1 - start)
    }

    /// How far through the gesture part `p` is, eased: what the front page's shrink and shift follow.
    func gestureAmount(at p: Double) -> Double {
        gestureCurve.transform(gestureEnd.map { $0 > 0 ? p / $0 : 1 } ?? p)
    }

    /// How far through the commit part `p` is: what the travel and the page underneath follow.
    func commitAmount(at p: Double) -> Double {
        guard let gestureEnd else { return p }
        return gestureEnd < 1 ? min(1, max(0, (p - gestureEnd) / (1 - gestureEnd))) : 0
    }

    /// The transform of the page underneath at progress `p` on a screen `width` wide.
    public func backTransform(at p: Double, width: Double) -> PageTransform {
        let scaleY = backScaleY ?? backScale, t = backCurve.transform(commitAmount(at: p))
        return PageTransform(x: -(1 - t) * (width * backParallax + backOffset), scale: backScale + (1 - backScale) * t,
                             scaleY: scaleY + (1 - scaleY) * t, opacity: backOpacity.value(at: p),
                             dimming: dimsBack ? backDim.value(at: p) : nil)
    }

    /// The transform of the page in front at progress `p` on a screen `width` x `height`, with the
    /// finger `lift` points below (negative: above) where it went down, of which `liftShare` still
    /// counts (a settle takes it away); `mirrored` for a swipe
    /// from the right edge, which sends the page the other way.
    public func frontTransform(at p: Double, width: Double, height: Double = 0, lift: Double = 0, liftShare: Double = 1,
                               mirrored: Bool = false) -> PageTransform {
        let opacity = Ramp(from: shadow.opacity, to: shadowOpacityEnd ?? shadow.opacity).value(at: p)
        let extra = shadowWidthFraction * width
        let cast = PageTransform.Shadow(opacity: opacity, width: shadow.width + extra, offset: shadow.offset - extra / 2)
        let gesture = gestureAmount(at: p)
        let scale = 1 + (frontScale - 1) * gesture
        let x = commitAmount(at: p) * width * frontTravel + (frontShiftFraction * width + frontShift) * gesture
        return PageTransform(x: mirrored ? -x : x, y: verticalFollow(lift: lift, height: height, scale: scale) * liftShare, scale: scale,
                             cornerRadius: p != 0 && p != 1 ? cornerRadius : 0, opacity: frontOpacity.value(at: p),
                             shadow: cast.opacity > 0 && cast.width > 0 && !mirrored ? cast : nil)
    }

    /// Points the front page moves down (negative: up) for a finger `lift` points from its press:
    /// decelerating over half the height, never into the margin its scale leaves.
    func verticalFollow(lift: Double, height: Double, scale: Double) -> Double {
        guard followY > 0, height > 0, lift.isFinite, lift != 0 else { return 0 }
        let half = height / 2, ratio = min(half, abs(lift)) / half
        let eased = 1 - (1 - ratio) * (1 - ratio)
        let room = max(0, (1 - scale) * half - followYMargin)
        return (lift < 0 ? -1 : 1) * eased * room * followY
    }
}
