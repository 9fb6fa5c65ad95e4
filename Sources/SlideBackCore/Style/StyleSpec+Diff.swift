/// What sets one spec apart from another: the style file that holds only that (what W writes
/// over the style it tuned), and the constants that differ, side by side (`styles --diff`).
extension StyleSpec {
    /// A style file of this spec over `base`: its name, `base`'s name as its base, its summary
    /// where it is not the base's, and only the constants that differ from the base's. It reads
    /// back (with `base` loaded) to this spec, its `baseName` then `base.name`. Ends in a newline.
    public func fileText(over base: StyleSpec) -> String {
        var lines = ["  \"name\": \(Self.jsonString(name))", "  \"base\": \(Self.jsonString(base.name))"]
        if summary != base.summary { lines.append("  \"summary\": \(Self.jsonString(summary))") }
        for field in Self.fields where field.read(self) != field.read(base) {
            lines.append("  \"\(field.key)\": \(Self.json(field.read(self)))")
        }
        for (key, phase) in [("push", \StyleSpec.push), ("pop", \StyleSpec.pop)] {
            let own = self[keyPath: phase], inherited = base[keyPath: phase]
            guard own != inherited else { continue }
            guard let own else {
                lines.append("  \"\(key)\": null")
                continue
            }
            // A reader starts a phase's look from the base's, or else from the drag's as read.
            let start = inherited ?? drag
            let inner = PhaseLook.fields.filter { $0.read(own) != $0.read(start) }.map { "    \"\($0.key)\": \(Self.json($0.read(own)))" }
            lines.append(inner.isEmpty ? "  \"\(key)\": {}" : "  \"\(key)\": {\n" + inner.joined(separator: ",\n") + "\n  }")
        }
        return "{\n" + lines.joined(separator: ",\n") + "\n}\n"
    }

    /// The constants whose values differ between `self` and `other`: each top-level key, then
    /// each look key of the push and the pop as they are drawn (`push.frontScale`), with the two
    /// values as listings write them.
    public func differences(from other: StyleSpec) -> [(key: String, mine: StyleValue, theirs: StyleValue)] {
        var rows: [(key: String, mine: StyleValue, theirs: StyleValue)] = []
        for field in Self.fields where field.read(self) != field.read(other) {
            rows.append((field.key, field.read(self), field.read(other)))
        }
        for phase in [TransitionPhase.push, .pop] {
            let mine = look(for: phase), theirs = other.look(for: phase)
            for field in PhaseLook.fields where field.read(mine) != field.read(theirs) {
                rows.append(("\(phase.rawValue).\(field.key)", field.read(mine), field.read(theirs)))
            }
        }
        return rows
    }
}
