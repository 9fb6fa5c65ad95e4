/// Keys nobody reads: the one way every input file (style files, scene files) warns about them,
/// naming the key's place and the known key it most likely meant, so a typo such as `"tabbar"`
/// or `"backDimm"` never passes silently. A file's warnings stop after `unknownKeyWarningLimit`
/// lines, so a file of thousands of stray keys costs neither a flood nor the time to guess each.
extension LocatedJSON {
    /// At most this many unknown-key lines per file; one more line says the rest were not listed.
    static let unknownKeyWarningLimit = 20

    /// Appends a warning for each member of this object not in `known` ("file: place: unknown key,
    /// ignored (did you mean ...)"); nothing when this is not an object.
    func warnAboutUnknownKeys(known: Set<String>, into warnings: inout [String]) {
        guard case .object(let members) = value else { return }
        for member in members where !known.contains(member.key) {
            guard warnings.count < Self.unknownKeyWarningLimit else {
                let more = "\(InputFileError.singleLine(file)): more unknown keys, not listed"
                if warnings.last != more { warnings.append(more) }
                return
            }
            warnings.append(InputFileError(file: file, location: path.isEmpty ? member.key : "\(path).\(member.key)",
                                           message: Self.unknownKeyMessage(member.key, among: known)).description)
        }
    }

    /// The warning for a key nobody reads, with the known key it most likely meant (within 3 edits,
    /// ignoring case).
    static func unknownKeyMessage(_ key: String, among known: Set<String>) -> String {
        let lowered = key.lowercased()
        let guess = known.sorted().min { editDistance($0.lowercased(), lowered) < editDistance($1.lowercased(), lowered) }
        let hint = guess.flatMap { editDistance($0.lowercased(), lowered) <= 3 ? " (did you mean \"\($0)\"?)" : nil } ?? ""
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
