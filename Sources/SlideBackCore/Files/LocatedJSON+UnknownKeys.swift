/// Keys nobody reads: the one way every input file (style files, scene files) warns about them,
/// naming the key's place and the known key it most likely meant, so a typo such as `"tabbar"`
/// or `"backDimm"` never passes silently. The file's `UnknownKeyWarnings` names the first ten and
/// counts the rest, so a file of thousands of stray keys costs neither a flood nor the time to
/// guess each.
extension LocatedJSON {
    /// Notes each member of this object not in `known` in `unknown` (as "file: place: unknown key,
    /// ignored (did you mean ...)"); nothing when this is not an object.
    func warnAboutUnknownKeys(known: Set<String>, into unknown: inout UnknownKeyWarnings) {
        guard case .object(let members) = value else { return }
        for member in members where !known.contains(member.key) {
            unknown.add(member.key, at: path.isEmpty ? member.key : "\(path).\(member.key)", among: known)
        }
    }

    /// The warning for a key nobody reads, with the known key it most likely meant (within 3 edits,
    /// ignoring case). Each known key's distance is computed once, on keys cut to 64 characters,
    /// so a guess costs bounded time.
    static func unknownKeyMessage(_ key: String, among known: Set<String>) -> String {
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
