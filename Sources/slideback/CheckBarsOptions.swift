/// What `slideback check-bars` is asked to run.
struct CheckBarsOptions: Equatable {
    /// The styles, by name, in order; empty: every built-in, then every loaded one.
    var styleNames: [String] = []
    /// `--style-file FILE`, repeatable.
    var styleFiles: [String] = []
    /// The stress scene; `nil`: Resources/stress.json.
    var scenePath: String?
    /// One pair in six (CI's short run).
    var quick = false
    /// One JSON object instead of the table.
    var json = false
    /// Print usage and stop.
    var showHelp = false

    static let usage = """
    usage: slideback check-bars [--json] [--quick] [--style NAME[,NAME...]] [--style-file FILE ...] [--scene FILE]

    Plays five cases (a full pop, a cancelled swipe, a fast flick, a re-grab during the settle,
    two pops in a row) in every style on every pair of bar states of the stress scene
    (Resources/stress.json), headless, and samples the status area and the bar of every frame.
    It counts the frames where (a) at rest the bar is not the top page's own, (b) mid-transition
    a bar pixel is neither the leaving page's bar nor the entering page's as they move (whole-page
    styles must show none; `system` shows many: its one bar cross-fades), (c) the bar flashes for
    one frame. Exit 0 when every whole-page style is clean and no style shows (a) or (c).

    options:
      --json               one JSON object instead of the table
      --quick              one pair of bar states in six: a short run for CI
      --style NAME[,...]   only these styles (repeatable)
      --style-file FILE    load a style file, checked with the built-ins (repeatable)
      --scene FILE         another stress scene: every page is a bar state
    """

    /// Parses the arguments after `check-bars`.
    static func parse(_ arguments: [String]) throws -> CheckBarsOptions {
        var options = CheckBarsOptions()
        var remaining = arguments[...]
        while let flag = remaining.popFirst() {
            switch flag {
            case "--json": options.json = true
            case "--quick": options.quick = true
            case "-h", "--help": options.showHelp = true
            case "--style", "--style-file", "--scene":
                guard let value = remaining.popFirst(), !value.isEmpty, !value.hasPrefix("--") else {
                    throw OptionError(description: "\(flag): missing value")
                }
                switch flag {
                case "--style": options.styleNames += value.split(separator: ",").map(String.init)
                case "--style-file": options.styleFiles.append(value)
                default: options.scenePath = value
                }
            default:
                throw OptionError(description: "unknown flag \"\(flag.prefix(40))\"; see slideback check-bars --help")
            }
        }
        return options
    }
}
