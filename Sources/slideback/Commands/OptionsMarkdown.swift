/// A command's options as a Markdown table, made from its option table as the usage and the man
/// page are: `slideback man --markdown` prints the program's, and `docs/reference.md` holds that
/// output between marker comments, which a test compares with what the program prints.
enum OptionsMarkdown {
    /// The comment line before the table in `docs/reference.md`.
    static let startMarker = "<!-- options: the output of `slideback man --markdown`; a test checks it -->"
    /// The comment line after it.
    static let endMarker = "<!-- end of options -->"

    /// Two columns, `option` and `meaning`, one row an option in the table's order; each name
    /// in its own code span (`` `-h`, `--help` ``), the value's name with the last one, and the
    /// help as `--help` shows it (range, default, "repeatable").
    static func table(_ document: CommandDocument) -> String {
        var lines = ["| option | meaning |", "|---|---|"]
        for option in document.options {
            let names = option.names.enumerated().map { index, name in
                let value = index == option.names.count - 1 ? option.valueName.map { " " + $0 } ?? "" : ""
                return "`\(name)\(value)`"
            }
            lines.append("| \(names.joined(separator: ", ")) | \(cell(option.fullHelp)) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Text made safe for a table cell: a `|` would end the cell.
    private static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|")
    }
}
