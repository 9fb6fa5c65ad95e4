/// A spring in SwiftUI's units: the response (the period of the undamped spring, in seconds) and
/// the damping fraction (1 is critical), for a given mass. It converts both ways with stiffness
/// and damping as `SpringUnits` does: `k = m (2 pi / response)^2`, `c = 4 pi fraction m / response`.
public struct SpringShape: Equatable, Sendable {
    /// Seconds.
    public var response: Double
    /// 1 is critically damped, below it bounces.
    public var dampingFraction: Double
    /// The mass it is for.
    public var mass: Double

    /// The spring of a spec's settle curve.
    public init(_ spec: StyleSpec) {
        let units = SpringUnits(stiffness: max(spec.springStiffness, 1e-9), damping: spec.springDamping, mass: max(spec.springMass, 1e-9))
        mass = units.mass
        response = units.response
        dampingFraction = units.dampingFraction
    }

    /// Stiffness and damping for this response and damping fraction.
    public var constants: (stiffness: Double, damping: Double) {
        let units = SpringUnits(response: max(response, 1e-9), dampingFraction: dampingFraction, mass: mass)
        return (units.stiffness, units.damping)
    }

    /// Seconds a release from rest across the phone's 414-point screen takes to come to rest on
    /// `constants` (at most 10).
    public func settleTime(_ constants: SpringMotion.Constants) -> Double {
        var spring = SpringMotion(from: 0, to: 1, velocity: 0, constants: constants, unit: ScreenLayout.phone.width)
        var elapsed = 0.0
        let step = 1.0 / 600
        while !spring.isFinished, elapsed < 10 {
            spring.advance(by: step)
            elapsed += step
        }
        return elapsed
    }
}
