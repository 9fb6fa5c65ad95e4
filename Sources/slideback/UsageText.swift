/// A usage text (`Options.usage`, `BenchmarkOptions.usage`, ...) read back into its parts, so the
/// man page is made from the same text `--help` prints and cannot drift from it.
///
/// The texts follow one layout: `usage:` lines, then paragraphs, then `options:` with one option
/// per entry (the flags, two or more spaces, the help; deeper-indented lines continue the help),
/// then paragraphs that start with a title such as `keys:`.
struct UsageText: Equatable {
    /// One option: its flags with their value names (`--size WxH`, `-h, --help`) and its help.
    struct Option: Equatable {
        /// As written in the flags column.
        let flags: String
        /// The help, continuation lines joined by spaces.
        var help: String
    }

    /// A titled paragraph after the options (`keys: ...`).
    struct Note: Equatable {
        /// The title without its colon.
        let title: String
        /// The text, lines joined by spaces.
        let text: String
    }

    /// The command lines after `usage:`, one per form.
    private(set) var synopsis: [String] = []
    /// The paragraphs before the options, lines joined by spaces.
    private(set) var paragraphs: [String] = []
    /// The options, in order.
    private(set) var options: [Option] = []
    /// The titled paragraphs after the options.
    private(set) var notes: [Note] = []

    /// Reads `text`; lines it does not expect end up in the paragraphs, never lost.
    init(_ text: String) {
        var inOptions = false
        for block in Self.blocks(of: text) {
            guard let first = block.first else { continue }
            let head = first.trimmingLeadingSpaces
            if head.hasPrefix("usage:") {
                synopsis = block.map { $0.trimmingLeadingSpaces }
                synopsis[0] = String(synopsis[0].dropFirst("usage:".count)).trimmingLeadingSpaces
            } else if head == "options:" {
                inOptions = true
                readOptions(block.dropFirst())
            } else if inOptions, let colon = head.firstIndex(of: ":"), !head[..<colon].contains(" ") {
                let text = Self.joined([String(head[head.index(after: colon)...])] + block.dropFirst())
                notes.append(Note(title: String(head[..<colon]), text: text))
            } else {
                paragraphs.append(Self.joined(block))
            }
        }
    }

    /// Option entries: a line indented two spaces whose text starts with `-` begins one.
    private mutating func readOptions(_ lines: ArraySlice<String>) {
        for line in lines {
            let text = line.trimmingLeadingSpaces
            if line.count - text.count <= 2, text.hasPrefix("-") {
                if let gap = text.range(of: "  ") {
                    options.append(Option(flags: String(text[..<gap.lowerBound]),
                                          help: String(text[gap.upperBound...]).trimmingLeadingSpaces))
                } else {
                    options.append(Option(flags: text, help: ""))
                }
            } else if let last = options.indices.last {
                options[last].help = Self.joined([options[last].help, text])
            } else {
                paragraphs.append(text)
            }
        }
    }

    /// The text's lines in blocks separated by blank lines.
    private static func blocks(of text: String) -> [[String]] {
        var blocks: [[String]] = [[]]
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.allSatisfy({ $0 == " " }) {
                if !(blocks.last?.isEmpty ?? true) { blocks.append([]) }
            } else {
                blocks[blocks.count - 1].append(line)
            }
        }
        return blocks.filter { !$0.isEmpty }
    }

    /// Lines as one paragraph: trimmed, joined by single spaces.
    private static func joined<Lines: Sequence<String>>(_ lines: Lines) -> String {
        lines.map(\.trimmingLeadingSpaces).filter { !$0.isEmpty }.joined(separator: " ")
    }
}

private extension String {
    /// The string without its leading spaces.
    var trimmingLeadingSpaces: String { String(drop { $0 == " " }) }
}
