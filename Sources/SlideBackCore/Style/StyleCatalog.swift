/// Every style a run can use: the built-ins in key order, then those loaded from style files in
/// the order given. Names are unique; Tab and Shift+Tab walk it round.
public struct StyleCatalog: Equatable, Sendable {
    /// The styles, built-ins first.
    public private(set) var specs: [StyleSpec]

    /// The built-in styles only.
    public init() {
        specs = StyleSpec.builtIns
    }

    /// Why a loaded style cannot be added.
    public struct Clash: Error, Equatable, CustomStringConvertible {
        /// One line naming the style.
        public let description: String
    }

    /// Adds a loaded style. A file that restates a built-in exactly adds nothing; another style
    /// of a name already taken is refused.
    public mutating func add(_ spec: StyleSpec) throws {
        if let existing = specs.first(where: { $0.name == spec.name }) {
            if existing == spec, StyleSpec.builtIns.contains(spec) { return }
            throw Clash(description: "a style named \(InputFileError.quoted(spec.name)) is already \(StyleSpec.builtIns.contains(existing) ? "built in" : "loaded")")
        }
        specs.append(spec)
    }

    /// The same styles with the command line's overrides put in, each once: what a session
    /// switches between, so that the overrides survive every switch and nothing merges them later.
    public func overridden(by configuration: NavigatorConfiguration) -> StyleCatalog {
        var catalog = self
        catalog.specs = specs.map { $0.overridden(by: configuration) }
        return catalog
    }

    /// The catalogue's spec of a built-in style (itself, unless overridden).
    public func spec(of style: StyleName) -> StyleSpec {
        let builtIn = StyleSpec.builtIn(style)
        return spec(named: builtIn.name) ?? builtIn
    }

    /// The styles loaded from files.
    public var loaded: [StyleSpec] { specs.filter { spec in !StyleSpec.builtIns.contains { $0.name == spec.name } } }

    /// The style of a name, if any.
    public func spec(named name: String) -> StyleSpec? {
        specs.first { $0.name == name }
    }

    /// The style `offset` places after the one named `name` (negative: before), wrapping round;
    /// a name not in the catalogue counts as the first.
    public func spec(after name: String, offset: Int = 1) -> StyleSpec {
        let index = specs.firstIndex { $0.name == name } ?? 0
        let count = specs.count
        return specs[((index + offset) % count + count) % count]
    }

    /// The names, as messages list them: "system, ..., slideback" and, when any are loaded, "; loaded: ...".
    public var knownNames: String {
        let builtIn = StyleSpec.builtIns.map(\.name).joined(separator: ", ")
        let others = loaded.map(\.name)
        return others.isEmpty ? builtIn : builtIn + "; loaded: " + others.joined(separator: ", ")
    }
}
