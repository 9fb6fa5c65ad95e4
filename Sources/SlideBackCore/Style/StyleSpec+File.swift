import Foundation

/// Style files: a spec as JSON, read with a precise error for every bad value and a warning for
/// every key it does not know, and written so that it reads back to the identical spec.
extension StyleSpec {
    /// The longest style name: it shows in the window title, captions and the HUD.
    public static let nameLimit = 40

    /// The keys a file may hold besides the constants.
    static let identityKeys = ["name", "base", "summary"]

    /// Reads a style file. Throws `InputFileError` only; `warnings` gets one line per unknown key.
    public static func load(contentsOf path: String, warnings: inout [String]) throws -> StyleSpec {
        try parse(LocatedJSON.readFile(atPath: path), file: path, warnings: &warnings)
    }

    /// Reads the bytes of a style file named `file` (used in messages).
    public static func parse(_ data: Data, file: String, warnings: inout [String]) throws -> StyleSpec {
        let root = try LocatedJSON.parse(data, file: file)
        guard case .object(let members) = root.value else {
            throw root.error("expected an object of style keys, found \(root.value.kindDescription)")
        }
        let nameField = try root.requiredMember("name", because: "a style file needs a \"name\"")
        let name = try nameField.string()
        if let problem = nameProblem(name) { throw nameField.error(problem) }
        var base = StyleName.defaultStyle
        if let baseField = try root.member("base") {
            let text = try baseField.string()
            guard let chosen = StyleName(rawValue: text) else {
                throw baseField.error("expected one of \(StyleName.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")), found \(InputFileError.quoted(text))")
            }
            base = chosen
        }
        var spec = StyleSpec.builtIn(base)
        spec.name = name
        if let summaryField = try root.member("summary") { spec.summary = String(try summaryField.string().prefix(200)) }
        let known = Set(identityKeys + phaseKeys + fields.map(\.key))
        var unknown = UnknownKeyWarnings(file: file)
        defer { warnings += unknown.lines }
        for member in members where !known.contains(member.key) { unknown.add(member.key, at: member.key, among: known) }
        for field in fields {
            guard let value = try root.member(field.key) else { continue }
            field.write(&spec, try value.styleValue(for: field))
        }
        for key in phaseKeys {
            guard let phaseField = try root.member(key) else { continue }
            let phase: WritableKeyPath<StyleSpec, PhaseLook?> = key == "push" ? \.push : \.pop
            if case .null = phaseField.value {
                spec[keyPath: phase] = nil
                continue
            }
            var look = spec[keyPath: phase] ?? spec.drag
            try look.read(phaseField, unknown: &unknown)
            spec[keyPath: phase] = look
        }
        // "System" would read as the built-in `system` in every list and title.
        if let builtIn = builtIns.first(where: { $0.name.lowercased() == name.lowercased() }), builtIn != spec {
            throw nameField.error("\(InputFileError.quoted(name)) is the name of a built-in style; choose another")
        }
        return spec
    }

    /// Why `name` cannot name a style, or `nil` when it can.
    public static func nameProblem(_ name: String) -> String? {
        if name.isEmpty { return "the name must not be empty" }
        if name.count > nameLimit { return "the name is longer than \(nameLimit) characters" }
        // Forty characters can still hold megabytes of combining marks.
        if name.utf8.count > TitleText.maximumBytes { return "the name is \(name.utf8.count) bytes of UTF-8 (at most \(TitleText.maximumBytes))" }
        if name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control || $0 == "," }) {
            return "the name must not hold commas (they separate --compare's styles) or control characters"
        }
        // Look-alikes: a name that reads as another (U+202E turns it round, U+200B hides in it).
        if let hidden = name.unicodeScalars.first(where: InputFileError.isLineBreaking) {
            return "the name must not hold invisible formatting characters (U+\(String(hidden.value, radix: 16, uppercase: true)))"
        }
        if name.first?.isWhitespace == true || name.last?.isWhitespace == true { return "the name must not start or end with white space" }
        return nil
    }

    /// The warning for a key nobody reads, with the known key it most likely meant.
    static func unknownKeyMessage(_ key: String, among known: Set<String>) -> String {
        // Each known key's distance once; keys are cut to 64 characters, so a guess costs bounded time.
        let lowered = String(key.prefix(64)).lowercased()
        let guess = known.sorted().map { ($0, editDistance($0.lowercased(), lowered)) }.min { $0.1 < $1.1 }
        let hint = guess.flatMap { $0.1 <= 3 ? " (did you mean \"\($0.0)\"?)" : nil } ?? ""
        return "unknown key, ignored\(hint)"
    }

    /// Levenshtein distance, for the typo hint (keys are short; longer text is cut first).
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.prefix(64)), b = Array(b.prefix(64))
        var row = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var previous = row[0]
            row[0] = i + 1
            for (j, y) in b.enumerated() {
                let current = row[j + 1]
                row[j + 1] = min(row[j + 1] + 1, row[j] + 1, previous + (x == y ? 0 : 1))
                previous = current
            }
        }
        return row[b.count]
    }
}

extension PhaseLook {
    /// Sets the look keys an object holds; unknown keys are warned about.
    mutating func read(_ object: LocatedJSON, unknown: inout UnknownKeyWarnings) throws {
        guard case .object(let members) = object.value else {
            throw object.error("expected an object of look keys or null, found \(object.value.kindDescription)")
        }
        let known = Set(Self.fields.map(\.key))
        for member in members where !known.contains(member.key) { unknown.add(member.key, at: "\(object.path).\(member.key)", among: known) }
        for field in Self.fields {
            guard let value = try object.member(field.key) else { continue }
            field.write(&self, try value.styleValue(for: field))
        }
    }
}

extension LocatedJSON {
    /// This value as a constant of `field`, or an error naming the key and what it allows.
    func styleValue<Root>(for field: StyleField<Root>) throws -> StyleValue {
        let value: StyleValue
        switch self.value {
        case .number(let number): value = .number(number)
        case .string(let text): value = .choice(text)
        case .null: value = .none
        default: throw error("expected \(field.allowed), found \(self.value.kindDescription)")
        }
        guard field.allows(value) else {
            let found: String
            switch value {
            case .number(let number): found = LocatedJSON.format(number)
            case .choice(let text): found = InputFileError.quoted(text)
            case .none: found = "null"
            }
            switch field.kind {
            case .choice: throw error("expected one of \(field.allowed), found \(found)")
            case .number, .optionalNumber: throw error("must be within \(field.allowed), found \(found)")
            }
        }
        return value
    }
}
