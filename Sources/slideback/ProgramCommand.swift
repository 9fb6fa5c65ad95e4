/// The program's commands beside the demo itself (`slideback [options]`): what
/// `slideback COMMAND ...` runs, and the usage text its `--help` and the man page show.
enum ProgramCommand: String, CaseIterable {
    case bench
    case soak
    case styles
    case checkBars = "check-bars"
    case generateArt = "generate-art"
    case man
    case help

    /// The command's usage text, in the layout `UsageText` reads.
    var usage: String {
        switch self {
        case .bench: return BenchmarkOptions.usage
        case .soak: return SoakOptions.usage
        case .styles: return stylesUsage
        case .checkBars: return CheckBarsOptions.usage
        case .generateArt: return ArtCommand.usage
        case .man: return ManCommand.usage
        case .help: return Self.helpUsage
        }
    }

    /// Runs the command with the arguments after its name; returns the exit code.
    func run(_ arguments: [String]) -> Int32 {
        switch self {
        case .bench: return runBenchmark(arguments)
        case .soak: return runSoak(arguments)
        case .styles: return listStyles(arguments)
        case .checkBars: return runCheckBars(arguments)
        case .generateArt: return ArtCommand.run(arguments)
        case .man: return ManCommand.run(arguments)
        case .help: return Self.help(arguments)
        }
    }

    /// The usage text of `slideback help`.
    static let helpUsage = """
    usage: slideback help [COMMAND]

    Prints the usage of COMMAND (\(allCases.map(\.rawValue).joined(separator: ", "))) as
    slideback COMMAND --help does, or without one the program's own as slideback --help does.

    options:
      -h, --help    show this help
    """

    /// `slideback help [COMMAND]`: the usage asked for, or one line naming the commands.
    private static func help(_ arguments: [String]) -> Int32 {
        switch arguments.count {
        case 0:
            print(Options.usage)
            return 0
        case 1 where ["-h", "--help"].contains(arguments[0]):
            print(helpUsage)
            return 0
        case 1:
            guard let command = ProgramCommand(rawValue: arguments[0]) else {
                printWarning("slideback: help: unknown command \"\(arguments[0].prefix(40))\" (commands: \(allCases.map(\.rawValue).joined(separator: ", ")))")
                return 2
            }
            print(command.usage)
            return 0
        default:
            printWarning("slideback: help: expected one command at most; usage: slideback help [COMMAND]")
            return 2
        }
    }
}
