/// `slideback completions bash|zsh|fish [--check FILE]`: the shell completion script made from
/// the option tables, or a check that a saved copy (`packaging/completions/`) is up to date.
enum CompletionsCommand {
    /// What `slideback completions` is asked for.
    struct Arguments: CommandValues {
        /// The shell, one of `CompletionScript.Shell`'s.
        var shell: String?
        /// `--check FILE`: compare instead of print.
        var check: String?
    }

    /// The option table of `slideback completions`.
    static var table: CommandTable<Arguments> {
        CommandTable(
            command: "completions", summary: "the shell completion script",
            about: ["Prints the completion script for SHELL, made from the option tables of the program and of its commands. "
                    + "The install puts them where bash-completion, zsh and fish look: "
                    + "share/bash-completion/completions/slideback, share/zsh/site-functions/_slideback and "
                    + "share/fish/vendor_completions.d/slideback.fish."],
            options: [
                .optional("--check", "FILE", .file, \.check, default: nil,
                          help: "print nothing; exit 1 with a message if FILE differs from the script"),
            ],
            arguments: [.value("SHELL", .word(CompletionScript.Shell.allCases.map(\.rawValue), noun: "shell"), \.shell, optional: false,
                               help: "the shell")])
    }

    /// Runs the command with the arguments after `completions`; exit codes as `man`'s.
    static func run(_ words: [String]) -> Int32 {
        var status: Int32 = 0
        guard let arguments = table.read(words, status: &status),
              let shell = arguments.shell.flatMap(CompletionScript.Shell.init(rawValue:)) else { return status }
        let script = CompletionScript(program: Options.table.document, commands: ProgramCommand.allCases.map(\.document)).text(for: shell)
        guard let path = arguments.check else {
            print(script, terminator: "")
            return 0
        }
        return GeneratedFile.check(script, against: path, command: "completions", remake: "slideback completions \(shell.rawValue)")
    }
}
