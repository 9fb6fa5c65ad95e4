import SlideBackCore

/// The formats of the files the program reads, as `slideback help scene|style|script` prints them
/// and the man page carries them: one text for both, so neither can drift from the other. The
/// style keys and the script's actions and key names come from the tables the readers use.
enum FileFormat: String, CaseIterable {
    case scene
    case style
    case script

    /// One piece of a format's text.
    enum Block {
        /// A paragraph, wrapped.
        case paragraph(String)
        /// Lines shown as they are (a file, a command).
        case example([String])
        /// Terms, each with what it means.
        case entries([(term: String, meaning: String)])
    }

    /// The man page's section title, and the help text's first line.
    var title: String {
        switch self {
        case .scene: return "scene files"
        case .style: return "style files"
        case .script: return "scripts"
        }
    }

    /// One line on it, for `slideback help`'s list of topics.
    var summary: String {
        switch self {
        case .scene: return "the --scene file: pages, their content and bars"
        case .style: return "the --style-file file: every constant of a technique"
        case .script: return "the --script file: timed input for headless runs"
        }
    }

    /// The text, as the help and the man page show it.
    var blocks: [Block] {
        switch self {
        case .scene: return Self.sceneBlocks
        case .style: return Self.styleBlocks
        case .script: return Self.scriptBlocks
        }
    }

    /// The text for a terminal, wrapped to the usage's width.
    var helpText: String {
        var lines = ["\(title) (slideback help \(rawValue))"]
        for block in blocks {
            lines.append("")
            switch block {
            case .paragraph(let text):
                lines += CommandDocument.wrap(text, width: CommandDocument.width)
            case .example(let example):
                lines += example.map { "    " + $0 }
            case .entries(let entries):
                let column = min(24, entries.map(\.term.count).max() ?? 0) + 4
                for entry in entries {
                    let term = "  " + entry.term
                    let wrapped = CommandDocument.wrap(entry.meaning, width: CommandDocument.width - column)
                    if term.count + 2 > column {
                        lines.append(term)
                        lines += wrapped.map { String(repeating: " ", count: column) + $0 }
                    } else {
                        lines += wrapped.enumerated().map { index, line in
                            (index == 0 ? term.padding(toLength: column, withPad: " ", startingAt: 0) : String(repeating: " ", count: column)) + line
                        }
                    }
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The text as a man page section.
    var roff: [String] {
        var lines = [".SH \(ManPage.escaped(title.uppercased()))"]
        for block in blocks {
            switch block {
            case .paragraph(let text):
                lines += [".PP", ManPage.escaped(text)]
            case .example(let example):
                lines += [".PP", ".nf", ".RS 4"] + example.map(ManPage.escaped) + [".RE", ".fi"]
            case .entries(let entries):
                lines += entries.flatMap { [".TP", "\\fB\(ManPage.escaped($0.term))\\fR", ManPage.escaped($0.meaning)] }
            }
        }
        return lines
    }
}
