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

    /// Eased progress for linear progress `t`; `t` outside 0...1 is clamped so callers never overshoot.
    public func transform(_ t: Double) -> Double {
        let clamped = t.isNaN ? 0 : min(1, max(0, t))
        switch self {
        case .linear: return clamped
        case .easeInOut: return Curve.cubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1, at: clamped)
        case .easeOut: return Curve.cubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1, at: clamped)
        case .fastLinearToSlowEaseIn: return Curve.cubicBezier(x1: 0.18, y1: 1, x2: 0.04, y2: 1, at: clamped)
        }
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
