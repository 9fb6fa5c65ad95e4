import Foundation

/// The unit systems by name, each with the values it writes a spring in: what `slideback springs`
/// reads and prints, and what `slideback styles` shows for each style's spring.
extension SpringUnits {
    /// A way platforms write a spring.
    public enum System: String, CaseIterable, Sendable {
        /// Stiffness, damping and mass: React Native, Framer Motion's physical form, this program.
        case physical
        /// SwiftUI's response and damping fraction.
        case response
        /// SwiftUI's and Flutter's duration and bounce.
        case durationBounce = "duration-bounce"
        /// Compose's and Android's damping ratio and stiffness, at mass 1.
        case compose
        /// Framer Motion's visual duration and bounce.
        case framer
        /// Origami's (and Rebound's, React Native's) tension and friction.
        case origami
        /// Origami's Pop Animation (and Rebound's, React Native's) bounciness and speed.
        case bouncy

        /// Who writes springs so, as a listing's heading.
        public var title: String {
            switch self {
            case .physical: return "stiffness, damping, mass (React Native, Framer Motion, slideback)"
            case .response: return "SwiftUI spring(response:dampingFraction:)"
            case .durationBounce: return "SwiftUI Spring(duration:bounce:), Flutter SpringDescription.withDurationAndBounce"
            case .compose: return "Compose spring(dampingRatio, stiffness), Android SpringForce (mass 1)"
            case .framer: return "Framer Motion { visualDuration, bounce }"
            case .origami: return "Origami / Rebound tension and friction"
            case .bouncy: return "Origami Pop / Rebound / React Native bounciness and speed"
            }
        }

        /// The names of its values, in order (`values(in:)` and `init(_:_:)` use this order).
        public var keys: [String] {
            switch self {
            case .physical: return ["stiffness", "damping", "mass"]
            case .response: return ["response", "dampingFraction"]
            case .durationBounce: return ["duration", "bounce"]
            case .compose: return ["dampingRatio", "stiffness"]
            case .framer: return ["visualDuration", "bounce"]
            case .origami: return ["tension", "friction"]
            case .bouncy: return ["bounciness", "speed"]
            }
        }

        /// The unit each value is in ("s" or nothing), for a listing.
        public func unit(of key: String) -> String {
            ["response", "duration", "visualDuration"].contains(key) ? " s" : ""
        }
    }

    /// The spring written in `system` with `values` in its keys' order (the physical system and
    /// the response take a mass as a third value; missing, it is 1).
    public init(_ system: System, _ values: [Double]) {
        func value(_ index: Int, or fallback: Double = 1) -> Double { index < values.count ? values[index] : fallback }
        switch system {
        case .physical: self.init(stiffness: value(0), damping: value(1), mass: value(2))
        case .response: self.init(response: value(0), dampingFraction: value(1), mass: value(2))
        case .durationBounce: self.init(duration: value(0), bounce: value(1))
        case .compose: self.init(dampingRatio: value(0), stiffness: value(1), mass: value(2))
        case .framer: self.init(visualDuration: value(0), bounce: value(1))
        case .origami: self.init(tension: value(0), friction: value(1))
        case .bouncy: self.init(bounciness: value(0), speed: value(1))
        }
    }

    /// This spring's values in `system`, in its keys' order, or `nil` where that system cannot
    /// write it.
    public func values(in system: System) -> [Double]? {
        switch system {
        case .physical: return [stiffness, damping, mass]
        case .response: return [response, dampingFraction]
        case .durationBounce: return [duration, bounce]
        case .compose: return [dampingRatio, stiffnessAtUnitMass]
        case .framer: return framer.map { [$0.visualDuration, $0.bounce] }
        case .origami: return [origami.tension, origami.friction]
        case .bouncy: return bouncinessAndSpeed.map { [$0.bounciness, $0.speed] }
        }
    }

    /// Whether it is a spring at all: a positive, finite stiffness and mass and a finite,
    /// non-negative damping.
    public var isValid: Bool {
        stiffness.isFinite && stiffness > 0 && mass.isFinite && mass > 0 && damping.isFinite && damping >= 0
    }

    /// The values of a system as a listing writes them: "response 0.5 s, dampingFraction 0.7",
    /// each to `digits` decimals; "-" where the system cannot write this spring.
    public func text(in system: System, digits: Int = 4) -> String {
        guard let values = values(in: system) else { return "-" }
        return zip(system.keys, values).map { key, value in "\(key) \(Self.rounded(value, digits: digits))\(system.unit(of: key))" }
            .joined(separator: ", ")
    }

    /// `value` to `digits` decimals, in the shortest form ("0.5", not "0.5000").
    public static func rounded(_ value: Double, digits: Int) -> String {
        guard value.isFinite else { return "-" }
        let scale = pow(10, Double(max(0, digits)))
        return LocatedJSON.format((value * scale).rounded() / scale)
    }
}
