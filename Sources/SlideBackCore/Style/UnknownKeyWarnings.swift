/// The warnings for the keys of one style file nobody reads: the first `shownLimit` each with a
/// "did you mean", the rest counted in one closing line. A file of 200,000 unknown keys costs
/// ten guesses and prints eleven lines, not 200,000 guesses and lines.
struct UnknownKeyWarnings {
    /// Unknown keys warned about one by one; the rest are counted.
    static let shownLimit = 10

    /// The file, as messages name it.
    let file: String
    /// The lines so far, at most `shownLimit`.
    private(set) var shown: [String] = []
    /// Unknown keys past the limit.
    private(set) var unshown = 0

    /// Notes the unknown `key` at `location` (its path in the file), guessing among `known`.
    mutating func add(_ key: String, at location: String, among known: Set<String>) {
        guard shown.count < Self.shownLimit else {
            unshown += 1
            return
        }
        shown.append(InputFileError(file: file, location: location, message: StyleSpec.unknownKeyMessage(key, among: known)).description)
    }

    /// The warnings: the lines shown, then the count of the rest, if any.
    var lines: [String] {
        shown + (unshown > 0 ? ["\(file): \(unshown) more unknown \(unshown == 1 ? "key" : "keys") ignored (only the first \(Self.shownLimit) are named)"] : [])
    }
}
