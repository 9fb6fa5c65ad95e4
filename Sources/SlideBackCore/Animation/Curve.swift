/// An easing curve: a pure map from linear progress on 0...1 to eased progress, with f(0) = 0 and f(1) = 1.
public enum Curve: String, Equatable, Sendable, CaseIterable {
    /// No easing: what the finger does while it is down.
    case linear
    /// UIKit's default `UIView.animate` curve, cubic Bézier (0.42, 0, 0.58, 1): the seeds' fixed ease.
    case easeInOut
    /// A decelerating curve, cubic Bézier (0, 0, 0.58, 1), for motion that starts at speed.
    case easeOut
    /// Flutter's `fastLinearToSlowEaseIn`, cubic Bézier (0.18, 1, 0.04, 1): its back gesture's settle.
    case fastLinearToSlowEaseIn
    /// Flutter's `fastEaseInToSlowEaseOut`, a three-point cubic through (0.198, 0.541): its Cupertino
    /// page route's push and pop.
    case fastEaseInToSlowEaseOut
    /// Flutter's `linearToEaseOut`, cubic Bézier (0.35, 0.91, 0.33, 0.97).
    case linearToEaseOut
    /// Flutter's `easeInToLinear`, cubic Bézier (0.67, 0.03, 0.65, 0.09).
    case easeInToLinear
    /// Android's `FAST_OUT_SLOW_IN`, cubic Bézier (0.4, 0, 0.2, 1): its predictive back's commit.
    case fastOutSlowIn
    /// Android's `BACK_GESTURE`, cubic Bézier (0.1, 0.1, 0, 1): how its predictive back follows
    /// the gesture's progress.
    case backGesture
    /// Flutter's stand-in for Material's `fastOutExtraSlowIn`, the two-part sequence its zoom page
    /// transition scales on: cubic (0.05, 0, 0.133333, 0.06) up to 0.4 over the first 0.166666,
    /// then cubic (0.208333, 0.82, 0.25, 1) to 1 (`fastOutExtraSlowInTweenSequenceItems`).
    case fastOutExtraSlowIn
    /// `fastOutExtraSlowIn` played backwards, 1 - f(1 - t) (Flutter's `flipped`): for a push, whose
    /// progress runs from 1 down to 0.
    case fastOutExtraSlowInFlipped
    /// Ionic's iOS transition, cubic Bézier (0.32, 0.72, 0, 1) (`ios.transition.ts`): its pushes,
    /// pops and the settle of its swipe.
    case ionic
    /// Compose Multiplatform's iOS navigation curve, cubic Bézier (0.2833, 0.99, 0.31833, 0.99)
    /// (Navigation 3's `NavDisplay.ios.kt`).
    case composeIOS
    /// Flutter's `Curves.easeInOutCubicEmphasized`, a `ThreePointCubic` through (0.166666, 0.4)
    /// with the controls (0.05, 0), (0.133333, 0.06) and (0.208333, 0.82), (0.25, 1).
    case easeInOutCubicEmphasized
    /// `easeInOutCubicEmphasized` played backwards, 1 - f(1 - t): for a push, whose progress runs
    /// from 1 down to 0.
    case easeInOutCubicEmphasizedFlipped

    /// Eased progress for linear progress `t`; `t` outside 0...1 is clamped so callers never overshoot.
    public func transform(_ t: Double) -> Double {
        let clamped = t.isNaN ? 0 : min(1, max(0, t))
        if let points = controlPoints { return Curve.cubicBezier(x1: points.x1, y1: points.y1, x2: points.x2, y2: points.y2, at: clamped) }
        switch self {
        case .fastEaseInToSlowEaseOut:
            return Curve.threePointCubic(a1: (0.056, 0.024), b1: (0.108, 0.3085), midpoint: (0.198, 0.541),
                                         a2: (0.3655, 1.0), b2: (0.5465, 0.989), at: clamped)
        case .fastOutExtraSlowIn: return Curve.extraSlowInSequence(clamped)
        case .fastOutExtraSlowInFlipped: return 1 - Curve.extraSlowInSequence(1 - clamped)
        case .easeInOutCubicEmphasized: return Curve.cubicEmphasized(clamped)
        case .easeInOutCubicEmphasizedFlipped: return 1 - Curve.cubicEmphasized(1 - clamped)
        // `linear`; the curves of one Bézier were answered above.
        default: return clamped
        }
    }

    /// The control points of a curve that is one cubic Bézier, as CSS's `cubic-bezier()` takes
    /// them; `nil` for `linear` and for the curves made of two.
    public var controlPoints: (x1: Double, y1: Double, x2: Double, y2: Double)? {
        switch self {
        case .easeInOut: return (0.42, 0, 0.58, 1)
        case .easeOut: return (0, 0, 0.58, 1)
        case .fastLinearToSlowEaseIn: return (0.18, 1, 0.04, 1)
        case .linearToEaseOut: return (0.35, 0.91, 0.33, 0.97)
        case .easeInToLinear: return (0.67, 0.03, 0.65, 0.09)
        case .fastOutSlowIn: return (0.4, 0, 0.2, 1)
        case .backGesture: return (0.1, 0.1, 0, 1)
        case .ionic: return (0.32, 0.72, 0, 1)
        case .composeIOS: return (0.2833, 0.99, 0.31833, 0.99)
        case .linear, .fastEaseInToSlowEaseOut, .fastOutExtraSlowIn, .fastOutExtraSlowInFlipped, .easeInOutCubicEmphasized,
             .easeInOutCubicEmphasizedFlipped:
            return nil
        }
    }

    /// Flutter's `ThreePointCubic`: two cubic Béziers joined at `midpoint`, each scaled into its
    /// half (control points in the whole curve's coordinates).
    static func threePointCubic(a1: (Double, Double), b1: (Double, Double), midpoint: (Double, Double),
                                a2: (Double, Double), b2: (Double, Double), at t: Double) -> Double {
        let first = t < midpoint.0
        let scaleX = first ? midpoint.0 : 1 - midpoint.0, scaleY = first ? midpoint.1 : 1 - midpoint.1
        let origin = first ? (0.0, 0.0) : midpoint
        let (p1, p2) = first ? (a1, b1) : (a2, b2)
        let scaled = (t - origin.0) / scaleX
        return cubicBezier(x1: (p1.0 - origin.0) / scaleX, y1: (p1.1 - origin.1) / scaleY,
                           x2: (p2.0 - origin.0) / scaleX, y2: (p2.1 - origin.1) / scaleY, at: scaled) * scaleY + origin.1
    }

    /// Flutter's `easeInOutCubicEmphasized` at `t` in 0...1.
    private static func cubicEmphasized(_ t: Double) -> Double {
        threePointCubic(a1: (0.05, 0), b1: (0.133333, 0.06), midpoint: (0.166666, 0.4), a2: (0.208333, 0.82), b2: (0.25, 1), at: t)
    }

    /// Flutter's `TweenSequence` of `fastOutExtraSlowInTweenSequenceItems` at `t` in 0...1: each
    /// part's tween over its share of the weights (0.166666 and the rest of 1).
    private static func extraSlowInSequence(_ t: Double) -> Double {
        let split = 0.166666
        if t < split { return 0.4 * cubicBezier(x1: 0.05, y1: 0, x2: 0.133333, y2: 0.06, at: t / split) }
        return 0.4 + 0.6 * cubicBezier(x1: 0.208333, y1: 0.82, x2: 0.25, y2: 1, at: (t - split) / (1 - split))
    }

    /// Evaluates a CSS-style cubic Bézier timing function at `x` by solving for its parameter.
    static func cubicBezier(x1: Double, y1: Double, x2: Double, y2: Double, at x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        func coordinate(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
        }
        // Bisection: x(t) is monotonic for control points inside 0...1, and 40 halvings reach double precision.
        var low = 0.0, high = 1.0
        for _ in 0..<40 {
            let middle = (low + high) / 2
            if coordinate(middle, x1, x2) < x { low = middle } else { high = middle }
        }
        return coordinate((low + high) / 2, y1, y2)
    }
}
