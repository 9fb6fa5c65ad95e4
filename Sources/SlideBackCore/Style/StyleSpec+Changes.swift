import Foundation

/// What a picture of a style says about it (`--caption`, the contact sheet): its name, and the
/// constants in which it differs from the built-in it starts from, so a shared GIF or video tells
/// what was changed without the style file beside it.
extension StyleSpec {
    /// The built-in style this one is measured against: the built-in of its name (a built-in,
    /// perhaps tuned), else its base.
    var reference: StyleSpec {
        StyleSpec.builtIns.first { $0.name == name } ?? StyleSpec.builtIn(base)
    }

    /// The constants that differ from the reference built-in's, as `key value` in the fields'
    /// order, the push and pop looks' own as `push.key value`; empty for a built-in as it is.
    public var changedConstants: [String] {
        let base = reference
        var changes = StyleSpec.fields.filter { $0.read(self) != $0.read(base) }.map { "\($0.key) \(Self.caption($0.read(self)))" }
        for (phase, mine, theirs) in [("push", push, base.push), ("pop", pop, base.pop)] where mine != theirs {
            guard let mine else {
                changes.append("\(phase) as the drag")
                continue
            }
            let reference = theirs ?? base.drag
            changes += PhaseLook.fields.filter { $0.read(mine) != $0.read(reference) }.map { "\(phase).\($0.key) \(Self.caption($0.read(mine)))" }
        }
        return changes
    }

    /// Two lines: the name (with its base when that is another style), then the changed
    /// constants, or that there are none.
    public var captionLines: [String] {
        let title = reference.name == name ? name : "\(name) (base \(base.rawValue))"
        let changes = changedConstants
        return [title, changes.isEmpty ? "the built-in constants" : changes.joined(separator: ", ")]
    }

    /// A value as a caption writes it: numbers to three decimals at most (0.333, not 0.3333333333333333).
    static func caption(_ value: StyleValue) -> String {
        guard case .number(let number) = value else { return value.description }
        return LocatedJSON.format((number * 1000).rounded() / 1000)
    }
}
