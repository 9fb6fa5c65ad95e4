import Foundation

/// Style files: a spec as JSON, read with a precise error for every bad value and a warning for
/// every key it does not know, and written so that it reads back to the identical spec.
extension StyleSpec {
    /// The longest style name: it shows in the window title, captions and the HUD.
    public static let nameLimit = 40

    /// The keys a file may hold besides the constants.
    static let identityKeys = ["name", "base", "summary"]

    /// Reads a style file whose `base` may be any style of `styles`. Throws `InputFileError`
    /// only; `warnings` gets one line per unknown key.
    public static func load(contentsOf path: String, among styles: StyleCatalog = StyleCatalog(), warnings: inout [String]) throws -> StyleSpec {
        try parse(LocatedJSON.readFile(atPath: path), file: path, among: styles, warnings: &warnings)
    }

    /// Reads the bytes of a style file named `file` (used in messages), whose `base` may be any
    /// style of `styles`: the built-ins and those loaded before it.
    public static func parse(_ data: Data, file: String, among styles: StyleCatalog = StyleCatalog(), warnings: inout [String]) throws -> StyleSpec {
        let root = try LocatedJSON.parse(data, file: file)
        guard case .object = root.value else {
            throw root.error("expected an object of style keys, found \(root.value.kindDescription)")
        }
        let nameField = try root.requiredMember("name", because: "a style file needs a \"name\"")
        let name = try nameField.string()
        if let problem = nameProblem(name) { throw nameField.error(problem) }
        var spec = StyleSpec.builtIn(.defaultStyle)
        if let baseField = try root.member("base") {
            let text = try baseField.string()
            guard let chosen = styles.spec(named: text) else {
                throw baseField.error("expected a built-in style or one loaded before this file (known: \(styles.knownNames)), found \(InputFileError.quoted(text))")
            }
            spec = chosen
            spec.baseName = chosen.name
        }
        spec.name = name
        if let summaryField = try root.member("summary") { spec.summary = String(try summaryField.string().prefix(200)) }
        let known = Set(identityKeys + phaseKeys + fields.map(\.key) + springUnitFields.map(\.key))
        var unknown = UnknownKeyWarnings(file: file)
        defer { warnings += unknown.lines }
        root.warnAboutUnknownKeys(known: known, into: &unknown)
        for field in fields {
            guard let value = try root.member(field.key) else { continue }
            field.write(&spec, try value.styleValue(for: field))
        }
        try spec.readSpringUnits(root)
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
        // "System" would read as the built-in `system` in every list and title; a file may restate
        // a built-in exactly, from whichever base it names.
        if let builtIn = builtIns.first(where: { $0.name.lowercased() == name.lowercased() }) {
            var restated = spec
            restated.baseName = builtIn.baseName
            guard builtIn.name == name, restated == builtIn else {
                throw nameField.error("\(InputFileError.quoted(name)) is the name of a built-in style; choose another")
            }
            return builtIn
        }
        return spec
    }

    /// Sets the spring from the keys of another system than stiffness and damping, if `root`
    /// gives any: one system only, and a spring within stiffness's and damping's ranges.
    private mutating func readSpringUnits(_ root: LocatedJSON) throws {
        var given: [String] = []
        for key in Self.springSystems.joined() where try root.member(key) != nil { given.append(key) }
        if let clash = Self.springSystemClash(given), let second = try root.member(clash.second) {
            throw second.error("\(InputFileError.quoted(clash.first)) and \(InputFileError.quoted(clash.second)) give the spring in two systems; give one")
        }
        for field in Self.springUnitFields {
            guard let value = try root.member(field.key) else { continue }
            field.write(&self, try value.styleValue(for: field))
            for (key, number) in [("springStiffness", springStiffness), ("springDamping", springDamping)] {
                guard let result = Self.fields.first(where: { $0.key == key }), !result.allows(.number(number)) else { continue }
                throw value.error("gives \(key) \(SpringUnits.rounded(number, digits: 4)) (with springMass \(LocatedJSON.format(springMass))), "
                                  + "which must be within \(result.allowed)")
            }
        }
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
}

extension PhaseLook {
    /// Sets the look keys an object holds; unknown keys are warned about.
    mutating func read(_ object: LocatedJSON, unknown: inout UnknownKeyWarnings) throws {
        guard case .object = object.value else {
            throw object.error("expected an object of look keys or null, found \(object.value.kindDescription)")
        }
        object.warnAboutUnknownKeys(known: Set(Self.fields.map(\.key)), into: &unknown)
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
