import Foundation

/// Every style with every constant, as `slideback styles` prints it: a table a person reads, or
/// JSON, both from the same field declarations as style files.
public enum StyleListing {
    /// One block per style: its name, base and summary, then one line per constant (the push and
    /// pop looks only where they differ from the drag's).
    public static func table(_ specs: [StyleSpec]) -> String {
        var out = ""
        for spec in specs {
            // The summary comes from a file: escapes, CR and BEL would act on the terminal.
            out += "\(spec.name)  (base \(spec.base.rawValue)): \(InputFileError.singleLine(spec.summary))\n"
            for field in StyleSpec.fields { out += row(field.key, field.read(spec), field.summary) }
            for (phase, look) in [("push", spec.push), ("pop", spec.pop)] {
                guard let look else { continue }
                for field in PhaseLook.fields where field.read(look) != field.read(spec.drag) {
                    out += row("\(phase).\(field.key)", field.read(look), field.summary)
                }
            }
            out += "\n"
        }
        return out
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

    private static func row(_ key: String, _ value: StyleValue, _ summary: String) -> String {
        let keyColumn = key.padding(toLength: 20, withPad: " ", startingAt: 0)
        let valueColumn = value.description.padding(toLength: 20, withPad: " ", startingAt: 0)
        return "  \(keyColumn)\(valueColumn)\(summary)\n"
    }
}
