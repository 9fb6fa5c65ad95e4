/// How a released swipe travels to its end (`--settle-curve`).
public enum SettleCurve: String, CaseIterable, Sendable {
    /// The seeds': a fixed duration (the style's settle time) with UIKit's ease-in-out.
    case seed
    /// Flutter's: the duration scales with the distance left (at most 0.8 s to complete, 0.3 s to
    /// go back) on its fast-linear-to-slow-ease-in curve.
    case flutter
    /// A spring with UIKit's transition constants, starting at the finger's velocity.
    case spring
    /// Ionic's (`swipe-back.ts`): the distance left over the release speed, at most the style's
    /// settle time, on its settle easing; a page within `instantDistance` points of its end lands at once.
    case velocity

    /// Points left within which Ionic's settle takes no time at all.
    public static let instantDistance = 5.0

    /// Ionic's settle time for `remaining` points still to travel at `speed` points per second,
    /// at most `longest` seconds (a release at rest takes `longest`).
    public static func velocityDuration(remaining: Double, speed: Double, longest: Double) -> Double {
        guard remaining > instantDistance else { return 0 }
        let speed = abs(speed)
        return speed > 0 && speed.isFinite ? min(longest, remaining / speed) : longest
    }

    /// Longest time to complete a pop from the very start (Flutter's 800 ms).
    public static let longestCompletion = 0.8
    /// Longest time to go back (Flutter's 300 ms).
    public static let longestReturn = 0.3

    /// Flutter's settle time for `remaining` widths still to travel: in proportion, capped lower
    /// when going back.
    public static func flutterDuration(remaining: Double, completing: Bool) -> Double {
        completing ? longestCompletion * remaining : min(longestReturn, longestCompletion * remaining)
    }

    /// The motion from `offset` to `target` on a screen `width` wide, released at `velocity` points/s.
    /// `fixedDuration` is the seed curve's length and the velocity curve's longest.
    public func motion(from offset: Double, to target: Double, width: Double, velocity: Double,
                       fixedDuration: Double) -> SettleMotion {
        switch self {
        case .seed:
            return .tween(Tween(from: offset, to: target, duration: fixedDuration, curve: .easeInOut))
        case .flutter:
            let remaining = width > 0 ? abs(target - offset) / width : 0
            return .tween(Tween(from: offset, to: target, duration: Self.flutterDuration(remaining: remaining, completing: target > offset),
                                curve: .fastLinearToSlowEaseIn))
        case .spring:
            return .spring(SpringMotion(from: offset, to: target, velocity: velocity))
        case .velocity:
            return .tween(Tween(from: offset, to: target, duration: Self.velocityDuration(remaining: abs(target - offset), speed: velocity,
                                                                                         longest: fixedDuration), curve: .easeInOut))
        }
    }
}
