import Foundation

/// One spring in every unit system, as `slideback springs` prints it (text or JSON) and as
/// `slideback styles` shows each style's spring.
public enum SpringListing {
    /// A heading line with the damping ratio and what it means, then each system's heading and
    /// its values; a system that cannot write the spring says why.
    public static func text(_ spring: SpringUnits) -> String {
        var out = "damping ratio \(SpringUnits.rounded(spring.dampingRatio, digits: 4)): \(character(of: spring))\n"
        for system in SpringUnits.System.allCases {
            out += "\(system.title)\n    \(spring.text(in: system))\(spring.values(in: system) == nil ? "  (\(whyNot(system)))" : "")\n"
        }
        return out
    }

    /// One line per system, `indent` in front: how `slideback styles` lists a style's spring.
    public static func lines(_ spring: SpringUnits, indent: String) -> [String] {
        SpringUnits.System.allCases.map { "\(indent)\($0.rawValue.padding(toLength: 18, withPad: " ", startingAt: 0))\(spring.text(in: $0))" }
    }

    /// What a damping ratio does, in words.
    static func character(of spring: SpringUnits) -> String {
        let zeta = spring.dampingRatio
        if abs(zeta - 1) < 1e-9 { return "critically damped, no overshoot" }
        return zeta < 1 ? "underdamped, it overshoots and comes back" : "overdamped, it creeps to rest without overshoot"
    }

    /// Why `system` cannot write some springs.
    static func whyNot(_ system: SpringUnits.System) -> String {
        switch system {
        case .framer: return "its bounce gives damping ratios from 0.05 to 1 only; write stiffness, damping and mass there"
        case .bouncy: return "no bounciness from 0 to 42.5 gives this damping at this speed"
        default: return "not expressible"
        }
    }

    /// A JSON object: the physical constants and damping ratio, then each system's values by
    /// key, `null` where it cannot write the spring. Keys sorted, ending in a newline. Throws
    /// only what `JSONEncoder` throws.
    public static func json(_ spring: SpringUnits) throws -> String {
        var systems: [String: [String: Double]?] = [:]
        for system in SpringUnits.System.allCases {
            systems[system.rawValue] = spring.values(in: system).map { Dictionary(uniqueKeysWithValues: zip(system.keys, $0)) }
        }
        let document = Document(stiffness: spring.stiffness, damping: spring.damping, mass: spring.mass,
                                dampingRatio: spring.dampingRatio, systems: systems)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return String(decoding: try encoder.encode(document), as: UTF8.self) + "\n"
    }

    private struct Document: Encodable {
        let stiffness: Double, damping: Double, mass: Double, dampingRatio: Double
        let systems: [String: [String: Double]?]
    }
}
