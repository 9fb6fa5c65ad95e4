import SlideBackCore

/// The kind of an option's value: how its argument is read, the range it must be in (as the
/// usage text and the errors say it), how a default is written, and what a shell completes.
/// Each command's option table declares its options with one of these.
struct OptionValue<Value> {
    /// The allowed values in words ("3 to 2000", "distance, fling or projected"); `nil`: any.
    let range: String?
    /// What a shell offers for the value.
    let completion: OptionCompletion
    /// The value as a usage text writes a default.
    let describe: (Value) -> String
    /// Reads the argument; throws a `ValueProblem` that does not name the flag (the parser does).
    let read: (String) throws -> Value
}

extension OptionValue where Value == Int {
    /// A whole number within `range`.
    static func integer(_ range: ClosedRange<Int>) -> OptionValue {
        let expected = "a whole number from \(range.lowerBound) to \(range.upperBound)"
        return OptionValue(range: "\(range.lowerBound) to \(range.upperBound)", completion: .nothing, describe: { String($0) }) { text in
            guard let value = Int(text), range.contains(value) else { throw ValueProblem.expected(expected, got: text) }
            return value
        }
    }
}

extension OptionValue where Value == UInt64 {
    /// A seed: any whole number from 0 that 64 bits hold.
    static var seed: OptionValue {
        OptionValue(range: "0 to \(UInt64.max)", completion: .nothing, describe: { String($0) }) { text in
            guard let value = UInt64(text) else { throw ValueProblem.expected("a whole number from 0", got: text) }
            return value
        }
    }
}

extension OptionValue where Value == Double {
    /// A finite number within `range`.
    static func number(_ range: ClosedRange<Double>) -> OptionValue {
        let bounds = "\(formatNumber(range.lowerBound)) to \(formatNumber(range.upperBound))"
        return OptionValue(range: bounds, completion: .nothing, describe: formatNumber) { text in
            guard let value = Double(text), value.isFinite, range.contains(value) else {
                throw ValueProblem.expected("a number from \(bounds)", got: text)
            }
            return value
        }
    }
}

extension OptionValue where Value == String {
    /// A file's path: any text but the empty one.
    static var file: OptionValue { path(completing: .file) }

    /// A folder's path: any text but the empty one.
    static var folder: OptionValue { path(completing: .folder) }

    /// A name or other text, taken as it is (a style's name is looked up once the styles are loaded).
    static var text: OptionValue {
        OptionValue(range: nil, completion: .nothing, describe: { $0 }) { $0 }
    }

    /// A style's name: any text, since a style file may bring one; a shell offers the built-ins.
    static var styleName: OptionValue {
        OptionValue(range: nil, completion: .words(StyleSpec.builtIns.map(\.name)), describe: { $0 }) { $0 }
    }

    /// One of `words`, each completed by a shell; `noun` names them in the error.
    static func word(_ words: [String], noun: String) -> OptionValue {
        OptionValue(range: wordList(words), completion: .words(words), describe: { $0 }) { text in
            guard words.contains(text) else {
                throw ValueProblem(description: "unknown \(noun) \"\(text.prefix(40))\" (\(noun)s: \(words.joined(separator: ", ")))")
            }
            return text
        }
    }

    private static func path(completing completion: OptionCompletion) -> OptionValue {
        OptionValue(range: nil, completion: completion, describe: { $0 }) { text in
            guard !text.isEmpty else { throw ValueProblem(description: "expected a file path, got an empty string") }
            return text
        }
    }
}

extension OptionValue where Value: RawRepresentable & CaseIterable, Value.RawValue == String {
    /// One of the choice's cases, by its raw value.
    static var choice: OptionValue {
        let names = Value.allCases.map(\.rawValue)
        return OptionValue(range: wordList(names), completion: .words(names), describe: \.rawValue) { text in
            guard let value = Value(rawValue: text) else { throw ValueProblem.expected(wordList(names), got: text) }
            return value
        }
    }
}

extension OptionValue where Value == Size {
    /// `WxH` in points, each side within `range`.
    static func size(_ range: ClosedRange<Double>) -> OptionValue {
        let each = "\(formatNumber(range.lowerBound)) to \(formatNumber(range.upperBound)) each"
        return OptionValue(range: each, completion: .nothing, describe: { "\(formatNumber($0.width))x\(formatNumber($0.height))" }) { text in
            let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
            guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
                  range.contains(width), range.contains(height) else {
                throw ValueProblem.expected("WxH in points, each from \(formatNumber(range.lowerBound)) to \(formatNumber(range.upperBound))", got: text)
            }
            return Size(width: width, height: height)
        }
    }
}

extension OptionValue where Value == [String] {
    /// Names separated by commas, `count` of them, none empty.
    static func names(count: ClosedRange<Int>, expected: String) -> OptionValue {
        OptionValue(range: nil, completion: .nothing, describe: { $0.joined(separator: ",") }) { text in
            let names = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            guard count.contains(names.count), !names.contains(where: \.isEmpty) else { throw ValueProblem(description: "expected \(expected)") }
            return names
        }
    }
}

/// `a, b or c`.
func wordList(_ words: [String]) -> String {
    words.count < 2 ? words.joined() : words.dropLast().joined(separator: ", ") + " or " + words[words.count - 1]
}
