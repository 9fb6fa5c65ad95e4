import SlideBackCore

/// What `slideback soak` is asked to do: how long to play random input, from which seed, and how
/// to print the result.
struct SoakOptions: Equatable {
    /// Seconds of wall-clock time to run.
    var seconds = 600.0
    /// Seed of the random input, so a run can be repeated.
    var seed: UInt64 = 1
    /// Print one JSON object instead of the table.
    var json = false
    /// Print usage and stop.
    var showHelp = false

    /// The usage text.
    static let usage = """
    usage: slideback soak [options]

    Plays random input (pushes, pops, drags, flings, style switches, compare mode, slow motion,
    the HUD and overlay, lost render targets) headless as fast as it can, and reports resident
    memory and live textures after a warm-up and at the end. A long run must stay flat.

    options:
      --seconds S    how long to run, 1 to 86400 (default 600)
      --seed N       seed of the random input (default 1)
      --json         one JSON object instead of the table
      -h, --help     show this help
    """

    /// Reads the arguments after `soak`.
    static func parse(_ arguments: [String]) throws -> SoakOptions {
        var options = SoakOptions()
        var index = 0
        func value(_ flag: String) throws -> String {
            index += 1
            guard index < arguments.count else { throw OptionError(description: "\(flag): missing value") }
            return arguments[index]
        }
        while index < arguments.count {
            let flag = arguments[index]
            switch flag {
            case "--seconds":
                let text = try value(flag)
                guard let seconds = Double(text), seconds.isFinite, (1...86_400).contains(seconds) else {
                    throw OptionError(description: "--seconds: expected a number from 1 to 86400, got \"\(text.prefix(40))\"")
                }
                options.seconds = seconds
            case "--seed":
                let text = try value(flag)
                guard let seed = UInt64(text) else {
                    throw OptionError(description: "--seed: expected a whole number from 0, got \"\(text.prefix(40))\"")
                }
                options.seed = seed
            case "--json": options.json = true
            case "-h", "--help": options.showHelp = true
            default: throw OptionError(description: "soak: unknown option \"\(flag.prefix(40))\" (see slideback soak --help)")
            }
            index += 1
        }
        return options
    }
}
