/// The spring in other platforms' units in style files: SwiftUI's response and damping fraction,
/// and SwiftUI's and Flutter's duration and bounce, beside stiffness and damping. A file gives
/// the spring in one system (the mass goes with any); each key changes its own quantity and keeps
/// the rest of its system, so `springResponse` alone keeps the base's damping fraction.
extension StyleSpec {
    /// The spring's units, for the spec's stiffness, damping and mass.
    public var springUnits: SpringUnits {
        SpringUnits(stiffness: springStiffness, damping: springDamping, mass: springMass)
    }

    /// The keys that give the spring in another system than stiffness and damping: read from the
    /// spring, and written as stiffness and damping (at the spec's mass).
    public static let springUnitFields: [StyleField<StyleSpec>] = [
        unitField("springResponse", 0.01...100, "SwiftUI's response, seconds: 2 pi sqrt(m / k); keeps the damping fraction",
                  read: { $0.response }, write: { SpringUnits(response: $1, dampingFraction: $0.dampingFraction, mass: $0.mass) }),
        unitField("springDampingFraction", 0...100, "SwiftUI's damping fraction c / (2 sqrt(k m)), below 1 it bounces; keeps the response",
                  read: { $0.dampingFraction }, write: { SpringUnits(dampingRatio: $1, stiffness: $0.stiffness, mass: $0.mass) }),
        unitField("springDuration", 0.01...100, "SwiftUI's and Flutter's duration, seconds (as springResponse); keeps the bounce",
                  read: { $0.duration }, write: { SpringUnits(response: $1, dampingFraction: $0.dampingFraction, mass: $0.mass) }),
        unitField("springBounce", -0.99...1, "SwiftUI's and Flutter's bounce: 1 - fraction, or below 0 overdamped (1 / (bounce + 1)); keeps the duration",
                  read: { $0.bounce }, write: { SpringUnits(dampingRatio: SpringUnits.ratio(bounce: $1), stiffness: $0.stiffness, mass: $0.mass) }),
    ]

    /// The key after which listings show the spring's other units.
    static let springUnitFieldsAfter = "springOvershoot"

    /// The spring's systems in files, by their keys (the mass goes with any of them).
    static let springSystems: [[String]] = [["springStiffness", "springDamping"], ["springResponse", "springDampingFraction"],
                                            ["springDuration", "springBounce"]]

    /// Why keys of `present` cannot all be given: two systems for one spring. `nil` when they can.
    static func springSystemClash(_ present: [String]) -> (first: String, second: String)? {
        let used = springSystems.compactMap { system in system.first(where: present.contains) }
        return used.count > 1 ? (used[0], used[1]) : nil
    }

    private static func unitField(_ key: String, _ range: ClosedRange<Double>, _ summary: String,
                                  read: @escaping @Sendable (SpringUnits) -> Double,
                                  write: @escaping @Sendable (SpringUnits, Double) -> SpringUnits) -> StyleField<StyleSpec> {
        StyleField(key: key, kind: .number(range), summary: summary, read: { .number(read($0.springUnits)) },
                   write: { spec, value in
                       guard case .number(let number) = value else { return }
                       let spring = write(spec.springUnits, number)
                       spec.springStiffness = spring.stiffness
                       spec.springDamping = spring.damping
                   })
    }
}
