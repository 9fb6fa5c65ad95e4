import Foundation

/// One damped spring, `m x'' + c x' + k x = 0`, and the same spring in each unit system the
/// platforms write springs in. The motion depends only on `k / m` and `c / m`, so a system that
/// fixes the mass at 1 (SwiftUI, Flutter, Compose, Framer, Rebound) describes the same motion as
/// `k / m`, `c / m` there. Every conversion is the formula its platform's source or
/// documentation gives (docs/springs.md cites each); a system that cannot express a spring
/// answers `nil`.
public struct SpringUnits: Equatable, Sendable {
    /// Spring constant k (React Native's, Framer Motion's and this program's `stiffness`).
    public var stiffness: Double
    /// Damping coefficient c.
    public var damping: Double
    /// Moving mass m.
    public var mass: Double

    /// A spring from its physical constants (React Native `Animated.spring`, Framer Motion's
    /// physical form, SwiftUI `interpolatingSpring(mass:stiffness:damping:)`, this program).
    public init(stiffness: Double, damping: Double, mass: Double = 1) {
        self.stiffness = stiffness
        self.damping = damping
        self.mass = mass
    }

    /// The undamped angular frequency sqrt(k / m), radians per second.
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

    /// The damping ratio zeta = c / (2 sqrt(k m)): below 1 it overshoots, 1 is critical.
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// The spring of angular frequency `omega` and damping ratio `zeta` for a mass `mass`.
    init(naturalFrequency omega: Double, dampingRatio zeta: Double, mass: Double = 1) {
        let stiffness = omega * omega * mass
        self.init(stiffness: stiffness, damping: 2 * zeta * (stiffness * mass).squareRoot(), mass: mass)
    }

    // MARK: SwiftUI response and damping fraction

    /// SwiftUI's `spring(response:dampingFraction:)`: `k = (2 pi / response)^2 m`,
    /// `c = 4 pi fraction m / response`.
    public init(response: Double, dampingFraction: Double, mass: Double = 1) {
        self.init(naturalFrequency: 2 * Double.pi / response, dampingRatio: dampingFraction, mass: mass)
    }

    /// SwiftUI's response: the period of the undamped spring, 2 pi / omega, seconds.
    public var response: Double { 2 * Double.pi / naturalFrequency }

    /// SwiftUI's damping fraction: the damping ratio.
    public var dampingFraction: Double { dampingRatio }

    // MARK: SwiftUI and Flutter duration and bounce

    /// SwiftUI's `Spring(duration:bounce:)` and Flutter's `SpringDescription.withDurationAndBounce`,
    /// at mass 1: `k = (2 pi / duration)^2`; the damping ratio is `1 - bounce` for a bounce of 0
    /// or more and, as Flutter writes it, `1 / (bounce + 1)` below (overdamped); `c = 2 zeta sqrt(k)`.
    public init(duration: Double, bounce: Double) {
        self.init(naturalFrequency: 2 * Double.pi / duration, dampingRatio: Self.ratio(bounce: bounce))
    }

    /// The duration of SwiftUI and Flutter: 2 pi / omega, seconds (the same number as `response`).
    public var duration: Double { response }

    /// The bounce of SwiftUI and Flutter: `1 - zeta` below critical damping, `1 / zeta - 1` from it
    /// (Flutter's `SpringDescription.bounce`), so -1 < bounce <= 1.
    public var bounce: Double {
        let zeta = dampingRatio
        return zeta < 1 ? 1 - zeta : 1 / zeta - 1
    }

    /// The damping ratio a bounce stands for, as Flutter's `withDurationAndBounce` computes it.
    static func ratio(bounce: Double) -> Double {
        bounce > 0 ? 1 - bounce : 1 / (bounce + 1)
    }

    // MARK: Compose and Android damping ratio and stiffness

    /// Compose's `spring(dampingRatio, stiffness)` and Android's `SpringForce`, at mass 1 unless
    /// given: `c = 2 zeta sqrt(k m)`.
    public init(dampingRatio: Double, stiffness: Double, mass: Double = 1) {
        self.init(stiffness: stiffness, damping: 2 * dampingRatio * (stiffness * mass).squareRoot(), mass: mass)
    }

    /// The stiffness of the same motion at mass 1, as Compose and Android take it: k / m.
    public var stiffnessAtUnitMass: Double { stiffness / mass }

    /// The damping of the same motion at mass 1: c / m.
    public var dampingAtUnitMass: Double { damping / mass }

    // MARK: Framer Motion visual duration and bounce

    /// The least and greatest damping ratio Framer Motion's `bounce` gives: it clamps `1 - bounce`.
    public static let framerRatios = 0.05...1.0

    /// Framer Motion's `{ visualDuration, bounce }` (motion-dom's `getSpringOptions`), at mass 1:
    /// `omega = 2 pi / (1.2 visualDuration)`, `k = omega^2`, `c = 2 clamp(1 - bounce, 0.05, 1) sqrt(k)`.
    public init(visualDuration: Double, bounce: Double) {
        let ratio = min(Self.framerRatios.upperBound, max(Self.framerRatios.lowerBound, 1 - bounce))
        self.init(naturalFrequency: 2 * Double.pi / (1.2 * visualDuration), dampingRatio: ratio)
    }

    /// Framer Motion's visual duration and bounce, or `nil` when the damping ratio is outside
    /// the 0.05...1 its bounce can give (its physical form, stiffness and damping, still can).
    public var framer: (visualDuration: Double, bounce: Double)? {
        let zeta = dampingRatio
        guard Self.framerRatios.contains(zeta), naturalFrequency > 0 else { return nil }
        return (2 * Double.pi / (1.2 * naturalFrequency), 1 - zeta)
    }
}
