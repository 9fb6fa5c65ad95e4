/// The program's commands beside the demo itself (`slideback [options]`): what
/// `slideback COMMAND ...` runs, and the usage text its `--help` and the man page show.
enum ProgramCommand: String, CaseIterable {
    case bench
    case soak
    case styles
    case checkBars = "check-bars"
    case generateArt = "generate-art"
    case man

    /// The command's usage text, in the layout `UsageText` reads.
    var usage: String {
        switch self {
        case .bench: return BenchmarkOptions.usage
        case .soak: return SoakOptions.usage
        case .styles: return stylesUsage
        case .checkBars: return CheckBarsOptions.usage
        case .generateArt: return ArtCommand.usage
        case .man: return ManCommand.usage
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
        }
    }
}
