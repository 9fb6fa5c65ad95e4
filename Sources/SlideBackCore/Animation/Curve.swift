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
    /// iOS's push as swift_transitions measured it (JakeThomson/swift_transitions
    /// `lib/src/physics/curves.dart`, `SwiftCurves.push`): the distance left decays by 1/e every
    /// 61 ms over a 400 ms push, (1 - e^(-rate t)) / (1 - e^(-rate)) with rate 400 / 61; no ease-in.
    case iosDecay

    /// `iosDecay`'s rate: the push's 400 ms over the 61 ms time constant.
    public static let iosDecayRate = 400.0 / 61

    /// Eased progress for linear progress `t`; `t` outside 0...1 is clamped so callers never overshoot.
    public func transform(_ t: Double) -> Double {
        let clamped = t.isNaN ? 0 : min(1, max(0, t))
        return clamped <= 0 ? 0 : clamped >= 1 ? 1 : shape.value(at: clamped)
    }

    /// The control points of a curve that is one cubic Bézier, as CSS's `cubic-bezier()` takes
    /// them; `nil` for `linear` and for the curves made of two.
    public var controlPoints: (x1: Double, y1: Double, x2: Double, y2: Double)? {
        guard case let .cubic(x1, y1, x2, y2) = shape else { return nil }
        return (x1, y1, x2, y2)
    }

    /// What the curve is made of: its control points, once, for evaluating and for exporting.
    public var shape: CurveShape {
        switch self {
        case .linear: return .linear
        case .easeInOut: return .cubic(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
        case .easeOut: return .cubic(x1: 0, y1: 0, x2: 0.58, y2: 1)
        case .fastLinearToSlowEaseIn: return .cubic(x1: 0.18, y1: 1, x2: 0.04, y2: 1)
        case .fastEaseInToSlowEaseOut:
            return .threePoint(a1: Point(x: 0.056, y: 0.024), b1: Point(x: 0.108, y: 0.3085), midpoint: Point(x: 0.198, y: 0.541),
                               a2: Point(x: 0.3655, y: 1.0), b2: Point(x: 0.5465, y: 0.989))
        case .linearToEaseOut: return .cubic(x1: 0.35, y1: 0.91, x2: 0.33, y2: 0.97)
        case .easeInToLinear: return .cubic(x1: 0.67, y1: 0.03, x2: 0.65, y2: 0.09)
        case .fastOutSlowIn: return .cubic(x1: 0.4, y1: 0, x2: 0.2, y2: 1)
        case .backGesture: return .cubic(x1: 0.1, y1: 0.1, x2: 0, y2: 1)
        case .fastOutExtraSlowIn: return Self.extraSlowInSequence
        case .fastOutExtraSlowInFlipped: return .flipped(Self.extraSlowInSequence)
        case .ionic: return .cubic(x1: 0.32, y1: 0.72, x2: 0, y2: 1)
        case .composeIOS: return .cubic(x1: 0.2833, y1: 0.99, x2: 0.31833, y2: 0.99)
        case .easeInOutCubicEmphasized: return Self.cubicEmphasized
        case .easeInOutCubicEmphasizedFlipped: return .flipped(Self.cubicEmphasized)
        case .iosDecay: return .decay(rate: Self.iosDecayRate)
        }
    }

    /// Flutter's `easeInOutCubicEmphasized`, a `ThreePointCubic`.
    private static let cubicEmphasized = CurveShape.threePoint(a1: Point(x: 0.05, y: 0), b1: Point(x: 0.133333, y: 0.06),
                                                               midpoint: Point(x: 0.166666, y: 0.4),
                                                               a2: Point(x: 0.208333, y: 0.82), b2: Point(x: 0.25, y: 1))

    /// Flutter's `TweenSequence` of `fastOutExtraSlowInTweenSequenceItems`: each part's cubic over
    /// its share of the weights (0.166666 and the rest of 1), the first rising to 0.4.
    private static let extraSlowInSequence = CurveShape.joined(at: Point(x: 0.166666, y: 0.4),
                                                               first: .cubic(x1: 0.05, y1: 0, x2: 0.133333, y2: 0.06),
                                                               second: .cubic(x1: 0.208333, y1: 0.82, x2: 0.25, y2: 1))
}
