import Foundation

/// Every style with every constant, as `slideback styles` prints it: a table a person reads, or
/// JSON, both from the same field declarations as style files.
public enum StyleListing {
    /// One block per style: its name, base and summary, then one line per constant (the push and
    /// pop looks only where they differ from the drag's).
    public static func table(_ specs: [StyleSpec]) -> String {
        var blocks: [(header: String, rows: [Row])] = []
        for spec in specs {
            var rows = StyleSpec.fields.map { Row(key: $0.key, value: $0.read(spec).description, summary: $0.summary) }
            for (phase, look) in [("push", spec.push), ("pop", spec.pop)] {
                guard let look else { continue }
                for field in PhaseLook.fields where field.read(look) != field.read(spec.drag) {
                    rows.append(Row(key: "\(phase).\(field.key)", value: field.read(look).description, summary: field.summary))
                }
            }
            // The summary comes from a file: escapes, CR and BEL would act on the terminal.
            blocks.append(("\(spec.name)  (base \(spec.base.rawValue)): \(InputFileError.singleLine(spec.summary))", rows))
        }
        let all = blocks.flatMap(\.rows)
        return blocks.map { block in ([block.header] + columns(block.rows, like: all)).joined(separator: "\n") + "\n\n" }.joined()
    }

    /// A JSON object mapping each name to its style file's object, keys sorted so the listing
    /// is the same every run, ending in a newline. Throws only what `JSONEncoder` throws.
    public static func json(_ specs: [StyleSpec]) throws -> String {
        // Names are unique in a catalogue; should two specs share one, the last is listed.
        let byName = Dictionary(specs.map { ($0.name, $0) }, uniquingKeysWith: { $1 })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(byName), as: UTF8.self) + "\n"
    }

    /// The style-file keys as a Markdown table: key, default (ours), what it allows, meaning. The
    /// table of docs/reference.md is this output, and a test keeps the two the same.
    public static func keyTable() -> String {
        let ours = StyleSpec.builtIn(.defaultStyle)
        var rows = ["| key | default | allowed | meaning |", "|---|---|---|---|",
                    "| `name` | (required) | 1 to \(StyleSpec.nameLimit) characters, no commas, not a built-in's name | what `--style`, `--compare`, Tab and the title call it |",
                    "| `base` | `slideback` | a built-in style's name | the style every key not given comes from |",
                    "| `summary` | the base's | text | one line on what it is |"]
        for field in StyleSpec.fields {
            rows.append("| `\(field.key)` | `\(StyleSpec.json(field.read(ours)))` | \(field.allowed) | \(field.summary) |")
        }
        let look = PhaseLook.fields
        rows.append("| `push`, `pop` | the base's | an object of the look keys (`\(look[0].key)` to `\(look[look.count - 1].key)`), or null | that phase's own look; null: as the drag |")
        return rows.joined(separator: "\n") + "\n"
    }

    /// One constant's line of the table.
    struct Row {
        let key: String
        let value: String
        let summary: String
    }

    /// The rows as lines, each column as wide as the widest cell of `all` plus two spaces, so a key
    /// or a value never runs into the next column (`commandsWhileSwiping` is 20 characters) and
    /// every block of a listing lines up the same.
    static func columns(_ rows: [Row], like all: [Row]) -> [String] {
        let keyWidth = (all.map(\.key.count).max() ?? 0) + 2, valueWidth = (all.map(\.value.count).max() ?? 0) + 2
        return rows.map { row in
            "  " + row.key.padding(toLength: keyWidth, withPad: " ", startingAt: 0)
                + row.value.padding(toLength: valueWidth, withPad: " ", startingAt: 0) + row.summary
        }
    }
}
