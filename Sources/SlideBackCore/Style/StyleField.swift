/// One tunable constant of a style, declared once: its style-file key, what it allows, what it
/// means, and how it is read from and written to the value it belongs to (a `StyleSpec`, or the
/// `PhaseLook` of a phase). The style-file reader and writer, `slideback styles` and the
/// key table of docs/reference.md are all made from these declarations.
public struct StyleField<Root>: Sendable {
    /// What values it allows.
    public typealias Kind = StyleFieldKind

    /// Its key in a style file.
    public let key: String
    /// What it allows.
    public let kind: Kind
    /// What it means, with its unit.
    public let summary: String
    /// Reads it.
    public let read: @Sendable (Root) -> StyleValue
    /// Writes an allowed value.
    public let write: @Sendable (inout Root, StyleValue) -> Void

    /// The allowed values as an error message states them.
    public var allowed: String {
        switch kind {
        case .number(let range): return "\(LocatedJSON.format(range.lowerBound))...\(LocatedJSON.format(range.upperBound))"
        case .optionalNumber(let range): return "\(LocatedJSON.format(range.lowerBound))...\(LocatedJSON.format(range.upperBound)) or null"
        case .choice(let names): return names.map { "\"\($0)\"" }.joined(separator: ", ")
        }
    }

    /// A number kept at `path`.
    static func number(_ key: String, _ range: ClosedRange<Double>, _ summary: String,
                       _ path: WritableKeyPath<Root, Double> & Sendable) -> StyleField {
        StyleField(key: key, kind: .number(range), summary: summary, read: { .number($0[keyPath: path]) },
                   write: { root, value in if case .number(let number) = value { root[keyPath: path] = number } })
    }

    /// An optional number kept at `path`.
    static func optionalNumber(_ key: String, _ range: ClosedRange<Double>, _ summary: String,
                               _ path: WritableKeyPath<Root, Double?> & Sendable) -> StyleField {
        StyleField(key: key, kind: .optionalNumber(range), summary: summary, read: { $0[keyPath: path].map(StyleValue.number) ?? .none },
                   write: { root, value in
                       switch value {
                       case .number(let number): root[keyPath: path] = number
                       case .none: root[keyPath: path] = nil
                       case .choice: break
                       }
                   })
    }

    /// One of an enumeration's cases kept at `path`, by their raw names.
    static func choice<Value: RawRepresentable & CaseIterable & Sendable>(_ key: String, _ summary: String,
                                                                          _ path: WritableKeyPath<Root, Value> & Sendable) -> StyleField
        where Value.RawValue == String {
        StyleField(key: key, kind: .choice(Value.allCases.map(\.rawValue)), summary: summary,
                   read: { .choice($0[keyPath: path].rawValue) },
                   write: { root, value in
                       if case .choice(let name) = value, let chosen = Value(rawValue: name) { root[keyPath: path] = chosen }
                   })
    }

    /// The four numbers of a ramp kept at `path`: `key` (at p = 0), `keyEnd`, `keyAfter` and
    /// `keyUntil` (where it starts and stops changing).
    static func ramp(_ key: String, _ range: ClosedRange<Double>, _ summary: String,
                     _ path: WritableKeyPath<Root, Ramp> & Sendable) -> [StyleField] {
        [StyleField<Ramp>.number(key, range, summary + " at p = 0", \.from),
         StyleField<Ramp>.number(key + "End", range, summary + " from p = \(key)Until on (linear in between)", \.to),
         StyleField<Ramp>.number(key + "After", 0...1, "the progress at which \(key) starts to change", \.after),
         StyleField<Ramp>.number(key + "Until", 0...1, "the progress at which \(key) reaches \(key)End", \.until)].map { $0.lifted(path) }
    }

    /// Whether `value` is one this field allows.
    public func allows(_ value: StyleValue) -> Bool {
        switch (kind, value) {
        case (.number(let range), .number(let number)), (.optionalNumber(let range), .number(let number)):
            return range.contains(number)
        case (.optionalNumber, .none): return true
        case (.choice(let names), .choice(let name)): return names.contains(name)
        default: return false
        }
    }

    /// The same field on a bigger value that holds this one at `path`.
    func lifted<Outer>(_ path: WritableKeyPath<Outer, Root> & Sendable) -> StyleField<Outer> {
        let read = self.read, write = self.write
        return StyleField<Outer>(key: key, kind: kind, summary: summary, read: { read($0[keyPath: path]) },
                                 write: { outer, value in write(&outer[keyPath: path], value) })
    }
}
