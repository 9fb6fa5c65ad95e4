extension SpringMotion {
    /// How a spring's equation is solved.
    public enum Solver: String, CaseIterable, Equatable, Sendable {
        /// The true solution for every damping ratio: an overdamped spring creeps.
        case exact
        /// As React Native's `SpringAnimation` does: a damping ratio of 1 or more is solved as
        /// critically damped, so an overdamped spring settles in a fraction of a second.
        case reactNative = "react-native"
    }

    /// Whether a spring may be drawn past its target.
    public enum Overshoot: String, CaseIterable, Equatable, Sendable {
        /// Never: the page stops at the target the moment the equation crosses it (React
        /// Navigation's `overshootClamping`, and every built-in style).
        case clamp
        /// As the equation says: an underdamped spring overshoots and comes back, as SwiftUI's
        /// `.bouncy`, Material 3 Expressive's springs and Framer Motion's `bounce` do.
        case allow
    }

    /// A spring's constants: its physics, when it counts as at rest, and how it is solved.
    public struct Constants: Equatable, Sendable {
        /// Spring constant.
        public var stiffness: Double
        /// Damping coefficient.
        public var damping: Double
        /// Moving mass.
        public var mass: Double
        /// At rest when this close to the target, in points ...
        public var restDistance: Double
        /// ... and this slow, in points per second.
        public var restSpeed: Double
        /// How the equation is solved.
        public var solver: Solver
        /// Whether it is drawn past its target.
        public var overshoot: Overshoot

        /// Makes a set of constants.
        public init(stiffness: Double, damping: Double, mass: Double, restDistance: Double = SpringMotion.restDistance,
                    restSpeed: Double = SpringMotion.restSpeed, solver: Solver = .exact, overshoot: Overshoot = .clamp) {
            self.stiffness = stiffness
            self.damping = damping
            self.mass = mass
            self.restDistance = restDistance
            self.restSpeed = restSpeed
            self.solver = solver
            self.overshoot = overshoot
        }

        /// UIKit's transition constants, solved exactly.
        public static let uikit = Constants(stiffness: SpringMotion.stiffness, damping: SpringMotion.damping, mass: SpringMotion.mass)

        /// The damping ratio: above 1 overdamped, 1 critical, below 1 it overshoots.
        public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }
    }
}
