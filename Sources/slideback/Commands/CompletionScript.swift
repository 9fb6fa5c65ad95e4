import Foundation

/// A shell's completion script for the program, made from the option tables: the commands,
/// each command's options, and for each value what to offer (files, folders, the choices).
/// `slideback completions SHELL` prints it; the install puts it where the shell looks.
struct CompletionScript {
    /// The shells a script is made for.
    enum Shell: String, CaseIterable {
        case bash
        case zsh
        case fish
    }

    /// The program's own options.
    let program: CommandDocument
    /// The commands, in the order `--help` lists them.
    let commands: [CommandDocument]

    /// The whole script for `shell`.
    func text(for shell: Shell) -> String {
        switch shell {
        case .bash: return bash
        case .zsh: return zsh
        case .fish: return fish
        }
    }

    /// The first line of every script: what made it, so nobody edits a copy by hand.
    func header(_ shell: Shell) -> String {
        "# \(shell.rawValue) completion for slideback, made by `slideback completions \(shell.rawValue)` from its option tables; do not edit."
    }

    /// The commands' names.
    var commandNames: [String] { commands.compactMap(\.command) }

    /// The name of a shell function for `document`: `_slideback_check_bars`.
    func functionName(_ document: CommandDocument) -> String {
        "_slideback_" + (document.command ?? "main").replacingOccurrences(of: "-", with: "_")
    }
}

extension CommandDocument {
    /// The options that take a value, grouped by what a shell completes for it, in a stable order.
    var optionsByCompletion: [(completion: OptionCompletion, names: [String])] {
        var groups: [(completion: OptionCompletion, names: [String])] = []
        for option in options where option.valueName != nil {
            if let index = groups.firstIndex(where: { $0.completion == option.completion }) {
                groups[index].names += option.names
            } else {
                groups.append((option.completion, option.names))
            }
        }
        return groups
    }

    /// Every option's names, `-h` and `--help` included.
    var optionNames: [String] { options.flatMap(\.names) }

    /// The words the first argument may be, if its kind lists them (`help`'s commands).
    var argumentWords: [String] {
        guard case .words(let words)? = arguments.first?.completion else { return [] }
        return words
    }
}
