import Foundation

/// What an easing curve is made of, as data: how `Curve` evaluates itself, and what `slideback
/// export` writes in each platform's terms (one `Cubic`, Flutter's `ThreePointCubic`, a
/// `TweenSequence`), so the control points are written once.
public indirect enum CurveShape: Equatable, Sendable {
    /// No easing.
    case linear
    /// One cubic Bézier from (0, 0) to (1, 1) through the controls (x1, y1) and (x2, y2).
    case cubic(x1: Double, y1: Double, x2: Double, y2: Double)
    /// Two cubics joined at `at` (x, y): the first eases 0...at.x onto 0...at.y, the second
    /// at.x...1 onto at.y...1, each with its controls in its own unit box.
    case joined(at: Point, first: CurveShape, second: CurveShape)
    /// A curve played backwards, 1 - f(1 - t) (Flutter's `Curve.flipped`).
    case flipped(CurveShape)
    /// Exponential decay, (1 - e^(-rate t)) / (1 - e^(-rate)): the distance left falls by 1/e every
    /// 1/rate of the way, normalised to end at 1, with no ease-in.
    case decay(rate: Double)

    /// Flutter's `ThreePointCubic`: two cubics joined at `midpoint`, the controls given in the
    /// whole curve's coordinates and scaled into each half here.
    static func threePoint(a1: Point, b1: Point, midpoint: Point, a2: Point, b2: Point) -> CurveShape {
        func part(_ p1: Point, _ p2: Point, from origin: Point, over size: Point) -> CurveShape {
            .cubic(x1: (p1.x - origin.x) / size.x, y1: (p1.y - origin.y) / size.y, x2: (p2.x - origin.x) / size.x, y2: (p2.y - origin.y) / size.y)
        }
        return .joined(at: midpoint, first: part(a1, b1, from: Point(x: 0, y: 0), over: midpoint),
                       second: part(a2, b2, from: midpoint, over: Point(x: 1 - midpoint.x, y: 1 - midpoint.y)))
    }

    /// Whether it is one cubic Bézier (or none at all): what a platform's single timing curve can take.
    public var isOneCubic: Bool {
        switch self {
        case .linear, .cubic: return true
        case .joined, .flipped, .decay: return false
        }
    }

    /// Whether an exponential decay is part of it (exported code needs its maths library then).
    public var usesDecay: Bool {
        switch self {
        case .linear, .cubic: return false
        case .decay: return true
        case .flipped(let inner): return inner.usesDecay
        case let .joined(_, first, second): return first.usesDecay || second.usesDecay
        }
    }

    /// The eased value at `t` in 0...1.
    public func value(at t: Double) -> Double {
        switch self {
        case .linear: return t
        case let .cubic(x1, y1, x2, y2): return Self.cubicBezier(x1: x1, y1: y1, x2: x2, y2: y2, at: t)
        case let .joined(at, first, second):
            if t < at.x { return at.y * first.value(at: t / at.x) }
            return at.y + (1 - at.y) * second.value(at: (t - at.x) / (1 - at.x))
        case .flipped(let inner): return 1 - inner.value(at: 1 - t)
        case .decay(let rate): return Self.decay(rate: rate, at: t)
        }
    }

    /// (1 - e^(-rate t)) / (1 - e^(-rate)); linear where the rate is too small to divide by.
    static func decay(rate: Double, at t: Double) -> Double {
        guard abs(rate) > 1e-9 else { return t }
        return (1 - exp(-rate * t)) / (1 - exp(-rate))
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
