/// One command's option table: what the command is, its options and arguments, each declared
/// once, and the checks across them. `parse` reads a command line with it; `document` is what
/// the usage text, the man page and the shell completions are made from, so none of them can
/// drift from what the parser accepts.
struct CommandTable<Values: CommandValues> {
    /// What a parse asks for: a run with these values, or the usage (`-h`, `--help`).
    enum Parsed {
        case run(Values)
        case help
    }

    /// The command's name (`bench`); `nil` for the program itself.
    let command: String?
    /// One line on what it does: the program's usage lists the commands with it.
    let summary: String
    /// The usage's paragraphs after the synopsis.
    let about: [String]
    /// The options, `-h, --help` last.
    let options: [CommandOption<Values>]
    /// The words that are not options, in order.
    let arguments: [CommandArgument<Values>]
    /// Titled paragraphs after the options (`keys: ...`).
    let notes: [CommandDocument.Note]
    /// Checks across options, after every one is read; throws an `OptionError` or `ValueProblem`.
    let check: (Values) throws -> Void

    init(command: String?, summary: String, about: [String], options: [CommandOption<Values>], arguments: [CommandArgument<Values>] = [],
         notes: [CommandDocument.Note] = [], check: @escaping (Values) throws -> Void = { _ in }) {
        self.command = command
        self.summary = summary
        self.about = about
        self.options = options + [.help]
        self.arguments = arguments
        self.notes = notes
        self.check = check
    }

    /// Reads the arguments after the command's name (the program's: after its own). Errors are
    /// one line starting with the command's name (`bench: --depth: ...`) and the flag's.
    func parse(_ words: [String]) throws -> Parsed {
        var values = Values()
        var helpAsked = false
        var arguments = self.arguments[...]
        var remaining = words[...]
        while let word = remaining.popFirst() {
            guard let option = options.first(where: { $0.names.contains(word) }) else {
                guard !word.hasPrefix("-") || word == "-", let argument = arguments.popFirst() else { throw unknown(word) }
                try reading(argument.valueName) { try argument.apply(&values, word) }
                continue
            }
            if option.isHelp {
                helpAsked = true
                continue
            }
            var text = ""
            if option.valueName != nil {
                guard let next = remaining.first else { throw failure("\(word): missing value: the flag needs a value") }
                // `--scene --frames 1` forgot the file: saying "unknown flag 1" would mislead.
                if next.hasPrefix("--") {
                    throw failure("\(word): missing value: the flag needs a value, and the next argument \"\(next.prefix(40))\" is a flag")
                }
                text = remaining.removeFirst()
            }
            try reading(word) { try option.apply(&values, text) }
        }
        if helpAsked { return .help }
        if let missing = arguments.first(where: { !$0.optional }) {
            throw failure("expected \(missing.valueName) (\(missing.range ?? missing.help)); see \(programName) --help")
        }
        do {
            try check(values)
        } catch let error as OptionError {
            throw failure(error.description)
        } catch let problem as ValueProblem {
            throw failure(problem.description)
        }
        return .run(values)
    }

    /// What the usage, the man page and the completions are made from.
    var document: CommandDocument {
        CommandDocument(command: command, summary: summary, about: about,
                        options: options.map { CommandDocument.Entry(names: $0.names, valueName: $0.valueName, help: $0.help,
                                                                     fullHelp: $0.fullHelp, completion: $0.completion,
                                                                     repeatable: $0.repeatable) },
                        arguments: arguments.map { argument in
                            CommandDocument.Entry(names: [], valueName: argument.synopsis, help: argument.help,
                                                  fullHelp: argument.range.map { "\(argument.help) (\($0))" } ?? argument.help,
                                                  completion: argument.completion)
                        },
                        notes: notes)
    }

    /// `slideback` or `slideback bench`.
    private var programName: String { command.map { "slideback \($0)" } ?? "slideback" }

    /// Runs `body`, naming `place` (a flag, an argument) in front of the problem it throws.
    private func reading(_ place: String, _ body: () throws -> Void) throws {
        do {
            try body()
        } catch let problem as ValueProblem {
            // An argument's own words name it ("unknown command ..."); a flag is named in front.
            throw failure(place.hasPrefix("-") ? "\(place): \(problem)" : problem.description)
        }
    }

    /// An unknown flag: the program's is followed by its usage, a command's points to its help.
    private func unknown(_ word: String) -> OptionError {
        let quoted = "\"\(word.prefix(40))\""
        let what = word.hasPrefix("-") || arguments.isEmpty ? "unknown flag \(quoted)" : "unexpected argument \(quoted)"
        guard command != nil else { return OptionError(description: what, showUsage: true) }
        return failure("\(what); see \(programName) --help")
    }

    /// The message with the command's name in front.
    private func failure(_ message: String) -> OptionError {
        OptionError(description: command.map { "\($0): \(message)" } ?? message)
    }
}

extension CommandTable {
    /// Reads a command's arguments: the values to run with, or `nil` when the command is done,
    /// `status` then saying how: 0 after printing the usage, 2 after one line on bad input.
    func read(_ words: [String], status: inout Int32) -> Values? {
        do {
            if case .run(let values) = try parse(words) { return values }
            print(document.usage())
            status = 0
        } catch {
            printWarning("slideback: \(error)")
            status = 2
        }
        return nil
    }
}
