import SlideBackTools

/// The program's commands beside the demo itself (`slideback [options]`): what
/// `slideback COMMAND ...` runs, and the option table its usage, the man page and the shell
/// completions are made from.
enum ProgramCommand: String, CaseIterable {
    case bench
    case soak
    case styles
    case springs
    case export
    case fit
    case checkBars = "check-bars"
    case generateArt = "generate-art"
    case man
    case completions
    case help

    /// The command as its option table describes it.
    var document: CommandDocument {
        switch self {
        case .bench: return BenchmarkOptions.table.document
        case .soak: return SoakOptions.table.document
        case .styles: return StylesCommand.table.document
        case .springs: return SpringsCommand.table.document
        case .export: return ExportCommand.table.document
        case .fit: return FitCommand.table.document
        case .checkBars: return CheckBarsOptions.table.document
        case .generateArt: return ArtCommand.table.document
        case .man: return ManCommand.table.document
        case .completions: return CompletionsCommand.table.document
        case .help: return Self.helpTable.document
        }
    }

    /// Runs the command with the arguments after its name; returns the exit code.
    func run(_ arguments: [String]) -> Int32 {
        switch self {
        case .bench: return runBenchmark(arguments)
        case .soak: return runSoak(arguments)
        case .styles: return StylesCommand.run(arguments)
        case .springs: return SpringsCommand.run(arguments)
        case .export: return ExportCommand.run(arguments)
        case .fit: return FitCommand.run(arguments)
        case .checkBars: return runCheckBars(arguments)
        case .generateArt: return ArtCommand.run(arguments)
        case .man: return ManCommand.run(arguments)
        case .completions: return CompletionsCommand.run(arguments)
        case .help: return Self.help(arguments)
        }
    }

    /// What `slideback help` is asked for.
    struct HelpArguments: CommandValues {
        /// The command whose usage to print, or the file format (`scene`, `style`, `script`) to
        /// explain; `nil`: the program's usage.
        var command: String?
    }

    /// The option table of `slideback help`.
    static var helpTable: CommandTable<HelpArguments> {
        CommandTable(
            command: "help", summary: "a command's usage, or a file format",
            about: ["Prints the usage of COMMAND as slideback COMMAND --help does, or without one the program's own as "
                    + "slideback --help does; or the format of a file the program reads: "
                    + FileFormat.allCases.map { "\($0.rawValue), \($0.summary)" }.joined(separator: "; ") + "."],
            options: [],
            arguments: [.value("COMMAND", .word(allCases.map(\.rawValue) + FileFormat.allCases.map(\.rawValue), noun: "topic"),
                               \.command, optional: true, help: "the command, or scene, style or script")])
    }

    /// `slideback help [COMMAND]`: the usage asked for.
    private static func help(_ words: [String]) -> Int32 {
        var status: Int32 = 0
        guard let arguments = helpTable.read(words, status: &status) else { return status }
        if let format = arguments.command.flatMap(FileFormat.init(rawValue:)) {
            print(format.helpText, terminator: "")
            return 0
        }
        print(arguments.command.flatMap(ProgramCommand.init(rawValue:))?.document.usage() ?? Options.usage)
        return 0
    }
}
