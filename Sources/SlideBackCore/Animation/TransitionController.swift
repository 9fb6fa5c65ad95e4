/// The one value of a transition, its progress p on 0...1 (0: the front page covers the screen,
/// 1: it has gone), and what moves it: a finger sets it, a command or a release animates it with a
/// curve over a duration or with a spring. Like Flutter's `AnimationController` it owns time and
/// produces the value; like Core Animation it is interrupted from the value presented, so a page
/// caught mid-flight never jumps.
public struct TransitionController: Equatable, Sendable {
    /// What drives the value over time: a curve over a fixed duration, or a spring.
    public typealias Motion = SettleMotion

    /// Where the transition stands, as Flutter names an animation's status.
    public enum Status: String, Equatable, Sendable {
        /// At 0 and still.
        case dismissed
        /// Moving towards 1.
        case forward
        /// Moving towards 0.
        case reverse
        /// At 1 and still.
        case completed
        /// Held between the ends (by a finger, or stopped).
        case held
    }

    /// The progress presented now, 0...1 (beyond while a spring that allows overshoot runs).
    public private(set) var value: Double
    /// The animation moving it, or `nil` while it is held or at rest.
    public private(set) var motion: Motion?

    /// Starts at `value` (clamped to 0...1), still.
    public init(value: Double) {
        self.value = Self.clamped(value)
    }

    /// Whether time moves the value.
    public var isAnimating: Bool { motion != nil }

    /// Where the running animation ends, or `nil` when none runs.
    public var target: Double? { motion?.target }

    /// The status now.
    public var status: Status {
        if let target = motion?.target { return target >= value ? .forward : .reverse }
        return value <= 0 ? .dismissed : value >= 1 ? .completed : .held
    }

    /// A finger puts the value here: any animation stops.
    public mutating func set(_ newValue: Double) {
        motion = nil
        value = Self.clamped(newValue)
    }

    /// Animates from the value presented now to `target` along `curve` over `duration` seconds.
    public mutating func animate(to target: Double, duration: Double, curve: Curve) {
        run(.tween(Tween(from: value, to: Self.clamped(target), duration: duration, curve: curve)))
    }

    /// Animates from the value presented now to `target` on a spring, starting at `velocity`
    /// (progress per second); `width` is the points per unit its rest thresholds are measured in.
    public mutating func spring(to target: Double, velocity: Double, constants: SpringMotion.Constants, width: Double) {
        run(.spring(SpringMotion(from: value, to: Self.clamped(target), velocity: velocity, constants: constants, unit: width)))
    }

    /// Runs a motion, which should start at the value presented now. One that has already
    /// arrived (no duration) ends at the next step, as any other.
    public mutating func run(_ newMotion: Motion) {
        motion = newMotion
        value = Self.clamped(newMotion.value, overshooting: newMotion.overshoots)
    }

    /// Stops where it is drawn: the interruption every catch starts from.
    public mutating func stop() {
        motion = nil
    }

    /// Advances time; returns true when this step brought a running animation to its end.
    @discardableResult
    public mutating func advance(by seconds: Double) -> Bool {
        guard var running = motion, seconds.isFinite, seconds > 0 else { return false }
        running.advance(by: seconds)
        motion = running
        value = Self.clamped(running.value, overshooting: running.overshoots)
        guard running.isFinished else { return false }
        finish(at: running.target)
        return true
    }

    private mutating func finish(at target: Double) {
        value = Self.clamped(target)
        motion = nil
    }

    /// `value` on 0...1, or as it is when a motion that overshoots produced it.
    private static func clamped(_ value: Double, overshooting: Bool = false) -> Double {
        if value.isNaN { return 0 }
        return overshooting && value.isFinite ? value : min(1, max(0, value))
    }
}
