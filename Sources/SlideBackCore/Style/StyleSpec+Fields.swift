extension SnapshotPolicy: CaseIterable, RawRepresentable {
    /// Every policy.
    public static let allCases: [SnapshotPolicy] = [.none, .screenWhenLeft, .screenWhenShown, .barWhenLaidOut]

    /// Its name in style files.
    public var rawValue: String {
        switch self {
        case .none: return "none"
        case .screenWhenLeft: return "screenWhenLeft"
        case .screenWhenShown: return "screenWhenShown"
        case .barWhenLaidOut: return "barWhenLaidOut"
        }
    }

    /// The policy of a name.
    public init?(rawValue: String) {
        guard let policy = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = policy
    }
}

extension PhaseLook {
    /// Every constant of a look, in the order files and listings show them.
    public static let fields: [StyleField<PhaseLook>] = [
        .choice("back", "what the page underneath shows: itself live, or its stored picture", \.back),
        .choice("front", "what the page in front shows", \.front),
        .choice("bar", "the bar: one shared and cross-faded, each page's own, or a picture of each page's own", \.bar),
        .number("backParallax", 0...2, "the page underneath sits at -(1 - p) * (backParallax * W + backOffset) (p through the commit part, with gestureEnd)", \.backParallax),
        .number("backScale", 0.1...2, "the page underneath's scale at p = 0, reaching 1 at p = 1 (held until gestureEnd, with one)", \.backScale),
        .optionalNumber("backScaleY", 0.1...2, "its vertical scale at p = 0 (null: as backScale)", \.backScaleY),
        .choice("backCurve", "the easing of the page underneath's travel and scale over p (over the commit part, with gestureEnd)", \.backCurve),
    ] + StyleField.ramp("backDim", 0...1, "black over the page underneath", \.backDim) + [
        .number("backOffset", -10_000...10_000, "points added to the page underneath's travel", \.backOffset),
    ] + StyleField.ramp("backOpacity", 0...1, "the page underneath's opacity", \.backOpacity) + [
        .number("frontTravel", 0...2, "the page in front sits at p * frontTravel * W (p through the commit part, with gestureEnd)", \.frontTravel),
    ] + StyleField.ramp("frontOpacity", 0...1, "the page in front's opacity", \.frontOpacity) + [
        .number("frontScale", 0.1...2, "the page in front's scale at p = 1 (at gestureEnd, with one), from 1 at p = 0", \.frontScale),
        .number("cornerRadius", 0...200, "points, on the page in front while it moves", \.cornerRadius),
        .number("shadowOpacity", 0...1, "its edge shadow at its darkest (0: none)", \.shadow.opacity),
        .number("shadowWidth", 0...200, "points, the shadow's gradient", \.shadow.width),
        .number("shadowOffset", -100...100, "points from the page's edge to the shadow's centre", \.shadow.offset),
        .optionalNumber("shadowOpacityEnd", 0...1, "the shadow's opacity at p = 1, linear from shadowOpacity (null: it does not fade)", \.shadowOpacityEnd),
        .number("shadowWidthFraction", 0...1, "a fraction of W added to the shadow's width, left of the edge", \.shadowWidthFraction),
        .optionalNumber("gestureEnd", 0...1, "progress where the gesture part ends and the commit part begins: before it the front page shrinks and shifts, after it the page underneath moves and the front page travels (null: one part)", \.gestureEnd),
        .choice("gestureCurve", "the easing of the front page's shrink and shift over the gesture part", \.gestureCurve),
        .number("frontShift", -1000...1000, "points the page in front shifts over the gesture part (mirrored from the right edge)", \.frontShift),
        .number("frontShiftFraction", -1...1, "a fraction of W it shifts, added to frontShift", \.frontShiftFraction),
        .number("followY", 0...1, "how much of the room its scale leaves it moves into as the finger moves up or down (0: level)", \.followY),
        .number("followYMargin", 0...1000, "points of that room it never enters", \.followYMargin),
        .choice("frontGeometry", "where the page in front goes: slide (as the numbers above say) or zoomSource (it lands on the page underneath's zoomSource card or row, iOS 18's zoom)", \.frontGeometry),
    ]
}

extension StyleSpec {
    /// Every constant of a spec besides its name, base and looks, in the order files show them.
    public static let ownFields: [StyleField<StyleSpec>] = [
        .choice("pan", "where a swipe may start: the edge strip, anywhere, or anywhere but on sideways-scrolling content", \.pan),
        .number("edgeWidth", 1...1000, "points, the edge strip", \.edgeWidth),
        .choice("edges", "the edges a swipe starts from: the left, or both (from the right it moves left, mirrored)", \.edges),
        .optionalNumber("maxStartDistance", 1...10_000, "points from the left edge a swipe may start within (null: anywhere)", \.maxStartDistance),
        .number("slop", 0...100, "points a press may wander and still tap", \.slop),
        .number("activateAfter", 0...100, "points an edge press moves before it is judged (with failVertical: rightwards)", \.activateAfter),
        .number("deadZone", 0...200, "points of the finger's travel the page ignores: it stays put, then follows this far behind the finger", \.deadZone),
        .choice("whileSettling", "a press during a completing settle: catch the page, or let it go and swipe the next one", \.whileSettling),
        .choice("commandsWhileSwiping", "a command while a finger holds a swipe: wait for it to settle, or act at once on the stack as it is", \.commandsWhileSwiping),
        .choice("backProgress", "how the finger's travel becomes the held progress: finger (travel over W) or aosp (Android's TouchTracker: linear up to min(412, W), then non-linear)", \.backProgress),
        .optionalNumber("backProgressStiffness", 1...100_000, "the stiffness of a critically damped spring (mass 1) smoothing the held progress, as Android's BackProgressAnimator (1500) (null: none)", \.backProgressStiffness),
        .optionalNumber("failVertical", 0...1000, "points up or down that fail a swipe before it activates (null: swipeStart decides)", \.failVertical),
        .choice("swipeStart", "without failVertical: horizontalFirst (past the slop, rightwards and as far across as up or down, after up to 20 pt of vertical drift) or firstMotion (the first motion decides, once)", \.swipeStart),
        .choice("velocityEstimator", "flutter: the quadratic over continuous motion, from 3 samples, capped at 8000 pt/s; line: the first version's straight line from 2", \.velocityEstimator),
        .choice("release", "how a release decides: distance, fling (Flutter) or projected (React Navigation)", \.release),
        .number("completeAt", 0...1, "fraction of W past which fling and projected complete (and distance, without completeDistance)", \.completeAt),
        .optionalNumber("completeDistance", 0...100_000, "points beyond which the distance rule completes (null: completeAt)", \.completeDistance),
        .number("flingVelocity", 0...100, "widths per second at which a fling decides by its direction", \.flingVelocity),
        .optionalNumber("flingSpeed", 0...100_000, "points per second at which a fling decides by its direction, whatever the width (null: flingVelocity)", \.flingSpeed),
        .number("projection", 0...5, "seconds of velocity the projected rule adds", \.projection),
        .choice("settleCurve", "how a release travels: seed (fixed time), flutter (time by distance), spring, or velocity (Ionic: the distance left over the release speed, at most settleDuration)", \.settleCurve),
        .number("settleDuration", 0...10, "seconds, the seed curve (the velocity curve's longest)", \.settleDuration),
        .choice("settleEasing", "the seed and velocity curves' easing", \.settleEasing),
        .number("springStiffness", 0.01...100_000, "the spring curve's stiffness", \.springStiffness),
        .number("springDamping", 0...100_000, "the spring curve's damping", \.springDamping),
        .number("springMass", 0.01...1000, "the spring curve's mass", \.springMass),
        .number("springRestDistance", 0.001...1000, "points from its end at which the spring rests (with springRestSpeed)", \.springRestDistance),
        .number("springRestSpeed", 0.001...10_000, "points per second below which the spring rests", \.springRestSpeed),
        .choice("springSolver", "exact, or react-native: a damping ratio of 1 or more solved as critically damped", \.springSolver),
        .choice("springOvershoot", "clamp: the page stops at its end; allow: a bouncy spring carries it past and back, as the equation says", \.springOvershoot),
        .choice("pushMotion", "pushes and pops on pushCurve over pushDuration, or on the spring", \.pushMotion),
        .choice("pushCurve", "the push and pop animator's curve", \.pushCurve),
        .number("pushDuration", 0...10, "seconds, the push and pop animator", \.pushDuration),
        .choice("snapshots", "the pictures it keeps", \.snapshots),
        .choice("reduceMotion", "what reduced motion (--reduce-motion, M) does: crossFade (iOS: opacity replaces motion), instant (Android at animator duration scale 0: animations end at once) or ignore (Flutter, unless the app reads it)", \.reduceMotion),
    ]

    /// Every top-level constant: its own, then the drag's look.
    public static let fields: [StyleField<StyleSpec>] = ownFields + PhaseLook.fields.map { $0.lifted(\StyleSpec.drag) }

    /// The keys that hold a phase's own look, as objects of look keys.
    public static let phaseKeys = ["push", "pop"]
}
