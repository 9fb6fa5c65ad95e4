import Foundation
import SlideBackCore

/// `slideback springs`: one spring, given in any platform's units, in every platform's units
/// (`SpringUnits`), as text or JSON.
enum SpringsCommand {
    /// The values given, by flag.
    struct Arguments: CommandValues {
        /// Each spring flag given, with its value.
        var given: [String: Double] = [:]
        /// One JSON object instead of the text.
        var json = false
    }

    /// One spring flag: its name, the value's name and range, what it is, and the value it is
    /// in the systems that take it.
    private struct Flag {
        let name: String, valueName: String, range: ClosedRange<Double>, help: String
    }

    private static let flags = [
        Flag(name: "--stiffness", valueName: "K", range: 0.001...10_000_000, help: "spring constant (with --damping, or Compose's with --damping-ratio)"),
        Flag(name: "--damping", valueName: "C", range: 0...10_000_000, help: "damping coefficient (with --stiffness)"),
        Flag(name: "--mass", valueName: "M", range: 0.001...100_000, help: "mass, with --stiffness or --response (1 if not given)"),
        Flag(name: "--response", valueName: "SECONDS", range: 0.001...1000, help: "SwiftUI's response (with --damping-fraction)"),
        Flag(name: "--damping-fraction", valueName: "F", range: 0...1000, help: "SwiftUI's damping fraction (with --response)"),
        Flag(name: "--duration", valueName: "SECONDS", range: 0.001...1000, help: "SwiftUI's and Flutter's duration (with --bounce)"),
        Flag(name: "--bounce", valueName: "B", range: -0.999...1, help: "SwiftUI's and Flutter's bounce (with --duration), or Framer Motion's (with --visual-duration)"),
        Flag(name: "--damping-ratio", valueName: "ZETA", range: 0...1000, help: "Compose's and Android's damping ratio (with --stiffness)"),
        Flag(name: "--visual-duration", valueName: "SECONDS", range: 0.001...1000, help: "Framer Motion's visual duration (with --bounce)"),
        Flag(name: "--tension", valueName: "T", range: -1000...1_000_000, help: "Origami's tension (with --friction)"),
        Flag(name: "--friction", valueName: "F", range: -1000...1_000_000, help: "Origami's friction (with --tension)"),
        Flag(name: "--bounciness", valueName: "B", range: 0...1000, help: "Origami Pop's and React Native's bounciness (with --speed)"),
        Flag(name: "--speed", valueName: "S", range: 0...1000, help: "Origami Pop's and React Native's speed (with --bounciness)"),
    ]

    /// The flags each system is given by, its values' order, and the mass where it takes one.
    static func flags(of system: SpringUnits.System) -> (required: [String], optional: [String]) {
        switch system {
        case .physical: return (["--stiffness", "--damping"], ["--mass"])
        case .response: return (["--response", "--damping-fraction"], ["--mass"])
        case .durationBounce: return (["--duration", "--bounce"], [])
        case .compose: return (["--damping-ratio", "--stiffness"], ["--mass"])
        case .framer: return (["--visual-duration", "--bounce"], [])
        case .origami: return (["--tension", "--friction"], [])
        case .bouncy: return (["--bounciness", "--speed"], [])
        }
    }

    /// The option table of `slideback springs`.
    static var table: CommandTable<Arguments> {
        CommandTable(
            command: "springs", summary: "one spring in every platform's units",
            about: ["Converts one spring, given in any one system, into every system: stiffness, damping and mass (React Native, "
                    + "Framer Motion, this program's style files); SwiftUI's response and damping fraction; SwiftUI's and Flutter's "
                    + "duration and bounce; Compose's damping ratio and stiffness; Framer Motion's visual duration and bounce; "
                    + "Origami's tension and friction; Origami Pop's bounciness and speed. docs/springs.md gives each formula and its source."],
            options: flags.map { flag in
                .custom(flag.name, flag.valueName, .number(flag.range), default: nil, help: flag.help) { values, value in
                    values.given[flag.name] = value
                }
            } + [.flag("--json", \.json, help: "the same as one JSON object")],
            check: { arguments in _ = try system(of: arguments) })
    }

    /// The system the flags given name, or a problem naming the flags.
    static func system(of arguments: Arguments) throws -> SpringUnits.System {
        let order = flags.map(\.name)
        let given = arguments.given.keys.sorted { order.firstIndex(of: $0)! < order.firstIndex(of: $1)! }
        guard !given.isEmpty else {
            throw ValueProblem(description: "give one spring, for example --stiffness 1000 --damping 500 --mass 3, or --response 0.5 --damping-fraction 0.8")
        }
        let fitting = SpringUnits.System.allCases.filter { system in
            let (required, optional) = flags(of: system)
            return given.allSatisfy { required.contains($0) || optional.contains($0) }
        }
        guard !fitting.isEmpty else {
            for first in given {
                for second in given where !SpringUnits.System.allCases.contains(where: { system in
                    let all = flags(of: system).required + flags(of: system).optional
                    return all.contains(first) && all.contains(second)
                }) {
                    throw ValueProblem(description: "\(first) and \(second) give the spring in two systems; give one")
                }
            }
            throw ValueProblem(description: "\(given.joined(separator: ", ")) give the spring in more than one system; give one")
        }
        if let complete = fitting.first(where: { flags(of: $0).required.allSatisfy(given.contains) }) { return complete }
        let needs = fitting.map { flags(of: $0).required.filter { !given.contains($0) }.joined(separator: " and ") }
        throw ValueProblem(description: "\(given.joined(separator: " and ")) need\(given.count == 1 ? "s" : "") \(needs.joined(separator: " or "))")
    }

    /// The spring the arguments give, in the order its system's keys take them.
    static func spring(of arguments: Arguments, in system: SpringUnits.System) -> SpringUnits {
        let (required, optional) = flags(of: system)
        return SpringUnits(system, (required + optional).compactMap { arguments.given[$0] })
    }

    /// Runs the command with the arguments after `springs`; exit codes as the program's.
    static func run(_ words: [String]) -> Int32 {
        var status: Int32 = 0
        guard let arguments = table.read(words, status: &status) else { return status }
        do {
            let system = try system(of: arguments)
            let spring = spring(of: arguments, in: system)
            guard spring.isValid else {
                printWarning("slideback: springs: \(flags(of: system).required.joined(separator: " and ")) give no spring "
                             + "(stiffness \(SpringUnits.rounded(spring.stiffness, digits: 4)), damping \(SpringUnits.rounded(spring.damping, digits: 4))): "
                             + "it needs a positive stiffness and a damping of 0 or more")
                return 2
            }
            print(arguments.json ? try SpringListing.json(spring) : SpringListing.text(spring), terminator: "")
            return 0
        } catch {
            printWarning("slideback: springs: \(error)")
            return 2
        }
    }
}
