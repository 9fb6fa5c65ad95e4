import Foundation

/// A damped spring solved in closed form (no step-size error, the same at any frame rate), with
/// UIKit's transition constants by default: stiffness 1000, damping 500, mass 3 — heavily overdamped,
/// so it never overshoots; it is clamped at the target anyway, as React Navigation's is, unless
/// its constants allow overshoot.
public struct SpringMotion: Equatable, Sendable {
    /// Spring constant.
    public static let stiffness = 1000.0
    /// Damping coefficient.
    public static let damping = 500.0
    /// Moving mass.
    public static let mass = 3.0
    /// At rest when this close to the target (points) ...
    public static let restDistance = 0.5
    /// ... and this slow (points per second).
    public static let restSpeed = 20.0
    /// A spring never runs longer than this; it snaps to the target then, so nothing runs forever.
    public static let longestDuration = 2.0

    /// Its constants.
    public let constants: Constants
    /// Points per unit of its value: its rest thresholds are in points, so a spring over fractions
    /// of a width comes to rest where the same spring over points would.
    public let unit: Double

    /// Where it started.
    public let start: Double
    /// Where it comes to rest.
    public let target: Double
    /// Velocity at the start, points per second.
    public let initialVelocity: Double
    /// Animation time since the start.
    public private(set) var elapsed = 0.0

    /// A spring from `from` to `to`, released at `velocity`.
    public init(from: Double, to: Double, velocity: Double, constants: Constants = .uikit, unit: Double = 1) {
        start = from
        target = to
        initialVelocity = velocity.isFinite ? velocity : 0
        self.constants = constants
        self.unit = unit.isFinite && unit > 0 ? unit : 1
    }

    /// The same spring, `elapsed` seconds in.
    init(from: Double, to: Double, velocity: Double, constants: Constants, unit: Double, elapsed: Double) {
        self.init(from: from, to: to, velocity: velocity, constants: constants, unit: unit)
        self.elapsed = elapsed
    }

    /// Displacement from the target and velocity at time `t`, for the overdamped, critically damped
    /// and underdamped cases alike.
    func state(at t: Double) -> (displacement: Double, velocity: Double) {
        let x0 = start - target, v0 = initialVelocity
        let omega = (constants.stiffness / constants.mass).squareRoot()
        let zeta = constants.dampingRatio
        // React Native solves every ratio of 1 or more as critically damped: the feel its users know.
        if zeta == 1 || (zeta > 1 && constants.solver == .reactNative) {
            let b = v0 + omega * x0
            let decay = exp(-omega * t)
            return ((x0 + b * t) * decay, (b - omega * (x0 + b * t)) * decay)
        }
        if zeta > 1 {
            let root = omega * (zeta * zeta - 1).squareRoot()
            let r1 = -omega * zeta + root, r2 = -omega * zeta - root
            let a = (v0 - r2 * x0) / (r1 - r2), b = x0 - a
            return (a * exp(r1 * t) + b * exp(r2 * t), a * r1 * exp(r1 * t) + b * r2 * exp(r2 * t))
        }
        let damped = omega * (1 - zeta * zeta).squareRoot()
        let a = x0, b = (v0 + zeta * omega * x0) / damped
        let decay = exp(-zeta * omega * t)
        let position = decay * (a * cos(damped * t) + b * sin(damped * t))
        let speed = decay * ((b * damped - zeta * omega * a) * cos(damped * t) - (a * damped + zeta * omega * b) * sin(damped * t))
        return (position, speed)
    }

    /// Where the page is now: never beyond the target when clamped, as the equation says when
    /// overshoot is allowed.
    public var value: Double {
        if isFinished { return target }
        let displacement = state(at: elapsed).displacement
        if constants.overshoot == .allow { return target + displacement }
        // Clamp: the side of the target it started on is the only side it may be drawn on.
        let side = (start - target).sign == .minus ? -1.0 : 1.0
        return target + side * max(0, side * displacement)
    }

    /// Whether it has come to rest, crossed the target (when clamped), or run out of time.
    public var isFinished: Bool {
        if elapsed >= Self.longestDuration { return true }
        let (displacement, speed) = state(at: elapsed)
        let crossed = constants.overshoot == .clamp && (start - target) * displacement < 0
        return crossed || (abs(displacement) * unit < constants.restDistance && abs(speed) * unit < constants.restSpeed)
    }

    /// Advances animation time.
    public mutating func advance(by seconds: Double) {
        guard seconds.isFinite, seconds > 0 else { return }
        elapsed = min(Self.longestDuration, elapsed + seconds)
    }
}
