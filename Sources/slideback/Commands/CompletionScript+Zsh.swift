import Foundation

extension CompletionScript {
    /// The zsh script (`_slideback`, for a folder on `fpath`): a function per command built on
    /// `_arguments`, and one that picks it by the first word or offers the commands.
    var zsh: String {
        var lines = ["#compdef slideback", header(.zsh), ""]
        for document in [program] + commands {
            lines.append("\(functionName(document))() {")
            lines.append("    _arguments -S \\")
            var specs = document.options.flatMap(zshSpecs)
            specs += document.arguments.enumerated().map { index, argument in
                let name = argument.valueName ?? ""
                let bare = name.trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
                return "'\(index + 1):\(name.hasPrefix("[") ? ":" : "")\(zshQuoted(bare)):\(zshAction(argument.completion))'"
            }
            lines += specs.enumerated().map { "        " + $0.element + ($0.offset == specs.count - 1 ? "" : " \\") }
            lines += ["}", ""]
        }
        lines.append("_slideback() {")
        lines.append("    local -a commands=(")
        lines += commands.map { "        '\(zshQuoted($0.command ?? "")):\(zshQuoted($0.summary).replacingOccurrences(of: ":", with: "\\:"))'" }
        lines += ["    )",
                  "    if (( CURRENT > 2 )); then",
                  "        case $words[2] in",
                  "            \(commandNames.joined(separator: "|")))",
                  "                local command=${words[2]//-/_}",
                  "                shift words",
                  "                (( CURRENT-- ))",
                  "                _slideback_$command",
                  "                return",
                  "                ;;",
                  "        esac",
                  "    elif [[ $PREFIX != -* ]]; then",
                  "        _describe -t commands 'slideback command' commands",
                  "        return",
                  "    fi",
                  "    \(functionName(program))",
                  "}",
                  "",
                  #"_slideback "$@""#]
        return lines.joined(separator: "\n") + "\n"
    }

    /// One option as `_arguments` specs: `--depth[help]:N: `, repeatable ones starred.
    private func zshSpecs(_ option: CommandDocument.Entry) -> [String] {
        let description = "[\(zshQuoted(option.help).replacingOccurrences(of: "[", with: "\\[").replacingOccurrences(of: "]", with: "\\]"))]"
        let value = option.valueName.map { ":\(zshQuoted($0).replacingOccurrences(of: ":", with: "\\:")):\(zshAction(option.completion))" } ?? ""
        if option.names == ["-h", "--help"] { return ["'(- *)'{-h,--help}'\(description)'"] }
        let star = option.repeatable ? "*" : ""
        return option.names.map { "'\(star)\($0)\(description)\(value)'" }
    }

    /// What `_arguments` runs to complete a value.
    private func zshAction(_ completion: OptionCompletion) -> String {
        switch completion {
        case .nothing: return " "
        case .file: return "_files"
        case .folder: return "_files -/"
        case .words(let words): return "(\(words.joined(separator: " ")))"
        }
    }

    /// Text inside single quotes.
    private func zshQuoted(_ text: String) -> String {
        text.replacingOccurrences(of: "'", with: #"'\''"#)
    }
}
