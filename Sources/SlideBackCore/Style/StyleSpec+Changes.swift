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

    /// The constants that differ from the reference built-in's (`differences(from:)`), as
    /// `key value` in the fields' order, the push and pop looks' as drawn as `push.key value`;
    /// empty for a built-in as it is.
    public var changedConstants: [String] {
        let rows = differences(from: reference)
        // A push or pop drawn as the drag repeats the drag's change: said once, as the drag's.
        let said = Set(rows.map { "\($0.key) \($0.mine)" })
        return rows.filter { row in
            guard let dot = row.key.firstIndex(of: ".") else { return true }
            return !said.contains("\(row.key[row.key.index(after: dot)...]) \(row.mine)")
        }.map { "\($0.key) \(Self.caption($0.mine))" }
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
