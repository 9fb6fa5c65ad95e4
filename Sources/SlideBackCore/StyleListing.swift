import Foundation

/// Every style with every constant, as `slideback styles` prints it: a table a person reads, or
/// JSON, both from the same field declarations as style files.
public enum StyleListing {
    /// One block per style: its name, base and summary, then one line per constant (the push and
    /// pop looks only where they differ from the drag's).
    public static func table(_ specs: [StyleSpec]) -> String {
        var out = ""
        for spec in specs {
            out += "\(spec.name)  (base \(spec.base.rawValue)): \(spec.summary)\n"
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

    /// A JSON object mapping each name to its style file's object.
    public static func json(_ specs: [StyleSpec]) -> String {
        let members = specs.map { spec in
            "  " + StyleSpec.jsonString(spec.name) + ": " + spec.fileText.dropLast().replacingOccurrences(of: "\n", with: "\n  ")
        }
        return "{\n" + members.joined(separator: ",\n") + "\n}\n"
    }

    private static func row(_ key: String, _ value: StyleValue, _ summary: String) -> String {
        let keyColumn = key.padding(toLength: 20, withPad: " ", startingAt: 0)
        let valueColumn = value.description.padding(toLength: 20, withPad: " ", startingAt: 0)
        return "  \(keyColumn)\(valueColumn)\(summary)\n"
    }
}
