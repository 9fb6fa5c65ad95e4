import Foundation

/// Every style with every constant, as `slideback styles` prints it: a table a person reads, or
/// JSON, both from the same field declarations as style files.
public enum StyleListing {
    /// One block per style: its name, base and summary, then one line per constant (the push and
    /// pop looks only where they differ from the drag's).
    public static func table(_ specs: [StyleSpec]) -> String {
        var blocks: [(header: String, rows: [Row])] = []
        for spec in specs {
            var rows: [Row] = []
            for field in StyleSpec.fields {
                rows.append(Row(key: field.key, value: field.read(spec).description, summary: field.summary))
                guard field.key == StyleSpec.springUnitFieldsAfter else { continue }
                // The spring in every unit, as `slideback springs` prints it: lines of their own
                // under the spring's keys, not columns of the table.
                rows.append(Row(verbatim: "  the spring in every unit (slideback springs):"))
                rows += SpringListing.lines(spec.springUnits, indent: "    ").map { Row(verbatim: $0) }
            }
            for (phase, look) in [("push", spec.push), ("pop", spec.pop)] {
                guard let look else { continue }
                for field in PhaseLook.fields where field.read(look) != field.read(spec.drag) {
                    rows.append(Row(key: "\(phase).\(field.key)", value: field.read(look).description, summary: field.summary))
                }
            }
            // The summary comes from a file: escapes, CR and BEL would act on the terminal.
            blocks.append(("\(spec.name)  (base \(spec.baseName)): \(InputFileError.singleLine(spec.summary))", rows))
        }
        let all = blocks.flatMap(\.rows)
        return blocks.map { block in ([block.header] + columns(block.rows, like: all)).joined(separator: "\n") + "\n\n" }.joined()
    }

    /// The constants that differ between `a` and `b`, one a line, side by side under their
    /// names, every column wider than its widest entry; or one line saying none differ.
    public static func diff(_ a: StyleSpec, _ b: StyleSpec) -> String {
        let rows = a.differences(from: b).map { [$0.key, $0.mine.description, $0.theirs.description] }
        guard !rows.isEmpty else { return "\(a.name) and \(b.name) have the same constants\n" }
        let table = [["key", a.name, b.name]] + rows
        let widths = (0..<2).map { column in table.map { $0[column].count }.max()! + 2 }
        return table.map { row in
            row[0].padding(toLength: widths[0], withPad: " ", startingAt: 0) + row[1].padding(toLength: widths[1], withPad: " ", startingAt: 0) + row[2]
        }.joined(separator: "\n") + "\n"
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
                    "| `base` | `slideback` | a built-in style's name, or one loaded before this file | the style every key not given comes from |",
                    "| `summary` | the base's | text | one line on what it is |"]
        for field in StyleSpec.fields {
            rows.append("| `\(field.key)` | `\(StyleSpec.json(field.read(ours)))` | \(field.allowed) | \(field.summary) |")
            guard field.key == StyleSpec.springUnitFieldsAfter else { continue }
            for unit in StyleSpec.springUnitFields {
                guard case .number(let value) = unit.read(ours) else { continue }
                rows.append("| `\(unit.key)` | `\(SpringUnits.rounded(value, digits: 4))` | \(unit.allowed) | \(unit.summary); instead of springStiffness and springDamping |")
            }
        }
        let look = PhaseLook.fields
        rows.append("| `push`, `pop` | the base's | an object of the look keys (`\(look[0].key)` to `\(look[look.count - 1].key)`), or null | that phase's own look; null: as the drag |")
        return rows.joined(separator: "\n") + "\n"
    }

    /// One constant's line of the table, or a line printed as it is.
    struct Row {
        var key = "", value = "", summary = ""
        /// A line outside the columns (the spring in every unit), printed as it is.
        var verbatim: String?
    }

    /// The rows as lines, each column as wide as the widest cell of `all` plus two spaces, so a key
    /// or a value never runs into the next column (`commandsWhileSwiping` is 20 characters) and
    /// every block of a listing lines up the same.
    static func columns(_ rows: [Row], like all: [Row]) -> [String] {
        let cells = all.filter { $0.verbatim == nil }
        let keyWidth = (cells.map(\.key.count).max() ?? 0) + 2, valueWidth = (cells.map(\.value.count).max() ?? 0) + 2
        return rows.map { row in
            if let verbatim = row.verbatim { return verbatim }
            return "  " + row.key.padding(toLength: keyWidth, withPad: " ", startingAt: 0)
                + row.value.padding(toLength: valueWidth, withPad: " ", startingAt: 0) + row.summary
        }
    }
}
