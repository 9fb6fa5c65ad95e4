import Foundation

/// Writing a spec as a style file that reads back to the identical spec: every constant written
/// out, numbers in the shortest form that reads back to the same double.
extension StyleSpec {
    /// The style file's text, ending in a newline.
    public var fileText: String {
        var lines = [
            "  \"name\": \(Self.jsonString(name))",
            "  \"base\": \(Self.jsonString(baseName))",
            "  \"summary\": \(Self.jsonString(summary))",
        ]
        lines += Self.fields.map { "  \"\($0.key)\": \(Self.json($0.read(self)))" }
        for (key, look) in [("push", push), ("pop", pop)] {
            guard let look else {
                lines.append("  \"\(key)\": null")
                continue
            }
            let inner = PhaseLook.fields.map { "    \"\($0.key)\": \(Self.json($0.read(look)))" }
            lines.append("  \"\(key)\": {\n" + inner.joined(separator: ",\n") + "\n  }")
        }
        return "{\n" + lines.joined(separator: ",\n") + "\n}\n"
    }

    /// A constant as JSON.
    static func json(_ value: StyleValue) -> String {
        switch value {
        case .number(let number): return LocatedJSON.format(number)
        case .none: return "null"
        case .choice(let name): return jsonString(name)
        }
    }

    /// A string as a JSON string literal.
    public static func jsonString(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
