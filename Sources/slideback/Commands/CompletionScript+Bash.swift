extension CompletionScript {
    /// The bash script: one function that finds the command in the first word, then completes
    /// the value of the option before the cursor, or else the options (and the command's words).
    var bash: String {
        var lines = [header(.bash), "_slideback() {",
                     "    local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]} command=",
                     "    if (( COMP_CWORD > 1 )); then",
                     "        case ${COMP_WORDS[1]} in",
                     "            \(commandNames.joined(separator: "|"))) command=${COMP_WORDS[1]} ;;",
                     "        esac",
                     "    fi",
                     "    case $command in"]
        for document in commands {
            lines.append("        \(document.command ?? ""))")
            lines += bashBody(document, words: document.argumentWords).map { "            " + $0 }
            lines.append("            ;;")
        }
        lines.append("        *)")
        lines += bashBody(program, words: commandNames, wordsOnlyFirst: true).map { "            " + $0 }
        lines += ["            ;;", "    esac", "}", "complete -F _slideback slideback"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// The completion of one command: a value after its option, else its options and `words`
    /// (for the program: the commands, at the first word only).
    private func bashBody(_ document: CommandDocument, words: [String], wordsOnlyFirst: Bool = false) -> [String] {
        var lines = ["case $prev in"]
        for group in document.optionsByCompletion {
            let reply: String
            switch group.completion {
            case .nothing: reply = "return ;;"
            case .file: reply = #"compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -f -- "$cur")); return ;;"#
            case .folder: reply = #"compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -d -- "$cur")); return ;;"#
            case .words(let choices): reply = #"COMPREPLY=($(compgen -W "\#(choices.joined(separator: " "))" -- "$cur")); return ;;"#
            }
            lines.append("    \(group.names.joined(separator: "|"))) \(reply)")
        }
        lines.append("esac")
        let options = document.optionNames.joined(separator: " ")
        if words.isEmpty {
            lines.append(#"COMPREPLY=($(compgen -W "\#(options)" -- "$cur"))"#)
        } else {
            let condition = wordsOnlyFirst ? #"$cur != -* && COMP_CWORD -eq 1"# : #"$cur != -*"#
            lines += [#"if [[ \#(condition) ]]; then"#,
                      #"    COMPREPLY=($(compgen -W "\#(words.joined(separator: " "))" -- "$cur"))"#,
                      "else",
                      #"    COMPREPLY=($(compgen -W "\#(options)" -- "$cur"))"#,
                      "fi"]
        }
        return lines
    }
}
