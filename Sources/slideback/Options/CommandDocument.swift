import Foundation

/// A command as its usage text, the man page and the shell completions describe it: made by
/// `CommandTable.document` from the option table, whatever the table's values are.
struct CommandDocument {
    /// One option or argument.
    struct Entry {
        /// `-h`, `--help`; empty for an argument.
        let names: [String]
        /// The value's name (`FILE`), an argument's as the synopsis writes it; `nil` for a flag.
        let valueName: String?
        /// What it does, as declared.
        let help: String
        /// With the range, the default and "repeatable", as the usage shows it.
        let fullHelp: String
        /// What a shell completes for its value.
        let completion: OptionCompletion
        /// Whether it may be given more than once.
        var repeatable = false

        /// The first column of the usage: `--size WxH`, `-h, --help`, `COMMAND`.
        var column: String {
            names.isEmpty ? valueName ?? "" : names.joined(separator: ", ") + (valueName.map { " " + $0 } ?? "")
        }
    }

    /// A titled paragraph after the options (`keys: ...`).
    struct Note {
        /// The title without its colon.
        let title: String
        /// The text.
        let text: String
    }

    /// The command's name; `nil` for the program itself.
    let command: String?
    /// One line on what it does.
    let summary: String
    /// Paragraphs.
    let about: [String]
    /// The options, `-h, --help` last.
    let options: [Entry]
    /// The words that are not options.
    let arguments: [Entry]
    /// Titled paragraphs after the options.
    let notes: [Note]

    /// The widest line a usage text has.
    static let width = 96

    /// `slideback bench [options]`, `slideback help [COMMAND]`.
    var synopsis: String {
        (["slideback", command].compactMap { $0 } + (options.count > 1 ? ["[options]"] : []) + arguments.compactMap(\.valueName))
            .joined(separator: " ")
    }

    /// The usage text `--help` prints; the program's lists `commands` after its own synopsis.
    func usage(commands: [CommandDocument] = []) -> String {
        let pad = max(synopsis.count, commands.map(\.synopsis.count).max() ?? 0) + 3
        var lines = ["usage: \(synopsis)"]
        lines += commands.map { "       " + $0.synopsis.padding(toLength: pad, withPad: " ", startingAt: 0) + $0.summary }
        for paragraph in about { lines += [""] + Self.wrap(paragraph, width: Self.width) }
        if !arguments.isEmpty { lines += ["", "arguments:"] + Self.table(arguments) }
        lines += ["", "options:"] + Self.table(options)
        for note in notes {
            let wrapped = Self.wrap("\(note.title): \(note.text)", width: Self.width, indent: note.title.count + 2)
            lines += [""] + wrapped
        }
        return lines.joined(separator: "\n")
    }

    /// Entries in two columns; a first column too wide puts its help on the next line.
    private static func table(_ entries: [Entry]) -> [String] {
        let widest = 26
        let column = (entries.map(\.column.count).filter { $0 <= widest }.max() ?? widest) + 4
        return entries.flatMap { entry -> [String] in
            let help = wrap(entry.fullHelp, width: width - column)
            let first = "  " + entry.column
            let rest = help.map { String(repeating: " ", count: column) + $0 }
            guard first.count + 2 <= column, let head = help.first else { return [first] + rest }
            return [first.padding(toLength: column, withPad: " ", startingAt: 0) + head] + rest.dropFirst()
        }
    }

    /// `text` in lines of at most `width` characters, broken at spaces; lines after the first
    /// indented by `indent`.
    static func wrap(_ text: String, width: Int, indent: Int = 0) -> [String] {
        var lines: [String] = [], line = ""
        for word in text.split(separator: " ") {
            let limit = lines.isEmpty ? width : width - indent
            if !line.isEmpty && line.count + 1 + word.count > limit {
                // A line that starts with "-" would read as an option of its own: its word goes along.
                if word.hasPrefix("-"), let space = line.lastIndex(of: " ") {
                    lines.append(String(line[..<space]))
                    line = String(line[line.index(after: space)...])
                } else {
                    lines.append(line)
                    line = ""
                }
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        lines.append(line)
        return lines.enumerated().map { $0.offset == 0 ? $0.element : String(repeating: " ", count: indent) + $0.element }
    }
}
