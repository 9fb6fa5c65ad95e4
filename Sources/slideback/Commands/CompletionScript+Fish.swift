import Foundation

extension CompletionScript {
    /// The fish script (for `vendor_completions.d`): one `complete` line per command and per
    /// option, each option's line limited to its command.
    var fish: String {
        let names = commandNames.joined(separator: " ")
        var lines = [header(.fish), "complete -c slideback -f"]
        let top = "not __fish_seen_subcommand_from \(names)"
        lines += commands.map { "complete -c slideback -n '\(top)' -a \($0.command ?? "") -d \(fishQuoted($0.summary))" }
        lines += program.options.map { fishLine($0, condition: top) }
        for document in commands {
            let condition = "__fish_seen_subcommand_from \(document.command ?? "")"
            if !document.argumentWords.isEmpty {
                lines.append("complete -c slideback -n '\(condition)' -a \(fishQuoted(document.argumentWords.joined(separator: " ")))")
            }
            lines += document.options.map { fishLine($0, condition: condition) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One option: its names, what its value completes to, its help.
    private func fishLine(_ option: CommandDocument.Entry, condition: String) -> String {
        var parts = ["complete -c slideback -n '\(condition)'"]
        for name in option.names {
            parts.append(name.hasPrefix("--") ? "-l \(name.dropFirst(2))" : "-s \(name.dropFirst())")
        }
        if option.valueName != nil {
            switch option.completion {
            case .nothing: parts.append("-x")
            case .file: parts.append("-r -F")
            case .folder: parts.append("-x -a '(__fish_complete_directories)'")
            case .words(let words): parts.append("-x -a \(fishQuoted(words.joined(separator: " ")))")
            }
        }
        parts.append("-d \(fishQuoted(option.help))")
        return parts.joined(separator: " ")
    }

    /// Text in single quotes, as fish reads it.
    private func fishQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
    }
}
