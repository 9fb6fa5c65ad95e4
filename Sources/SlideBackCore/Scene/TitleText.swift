/// What of a page title is drawn: control characters (NUL, tabs, line breaks, escapes) are left
/// out, with a warning at start naming the page, and titles are bounded in bytes as well as in
/// characters, since one character can hold any number of combining marks.
public enum TitleText {
    /// The most UTF-8 bytes a title (or an id shown as one) may have.
    public static let maximumBytes = 4096

    /// Why `text` is too long for a title or any text drawn like one, naming the limit it broke,
    /// characters or bytes, as "NOUN is N characters long (at most 1000)"; `nil` when it fits.
    public static func lengthProblem(_ text: String, _ noun: String, limit: Int = Scene.maximumTitleLength) -> String? {
        let characters = text.count
        if characters > limit { return "\(noun) is \(characters) characters long (at most \(limit))" }
        let bytes = text.utf8.count
        if bytes > maximumBytes { return "\(noun) is \(bytes) bytes of UTF-8 (at most \(maximumBytes))" }
        return nil
    }

    /// `title` as drawn: without control characters and line or paragraph separators.
    public static func displayed(_ title: String) -> String {
        guard title.unicodeScalars.contains(where: isLeftOut) else { return title }
        var kept = String.UnicodeScalarView()
        kept.append(contentsOf: title.unicodeScalars.filter { !isLeftOut($0) })
        return String(kept)
    }

    /// The characters of `title` that are not drawn, each once, in order.
    public static func leftOut(of title: String) -> [Unicode.Scalar] {
        var seen: [Unicode.Scalar] = []
        for scalar in title.unicodeScalars where isLeftOut(scalar) && !seen.contains(scalar) { seen.append(scalar) }
        return seen
    }

    private static func isLeftOut(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: return true
        default: return false
        }
    }
}

extension Scene {
    /// One warning for each page whose title has characters that are not drawn, naming the file
    /// (`file`), the page and the characters; past the tenth, one line counts the rest.
    public func titleWarnings(file: String) -> [String] {
        let all = allTitleWarnings(file: file)
        guard all.count > UnknownKeyWarnings.shownLimit else { return all }
        let more = all.count - UnknownKeyWarnings.shownLimit
        return all.prefix(UnknownKeyWarnings.shownLimit) + ["warning: \(file): \(more) more \(more == 1 ? "title has" : "titles have") control characters that are not drawn"]
    }

    private func allTitleWarnings(file: String) -> [String] {
        pages.enumerated().compactMap { index, page -> String? in
            let missing = TitleText.leftOut(of: page.title)
            guard !missing.isEmpty else { return nil }
            let names = missing.prefix(8).map { scalar -> String in
                let hex = String(scalar.value, radix: 16, uppercase: true)
                return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            }
            return "warning: \(file): pages[\(index)].title: control characters are not drawn (\(names.joined(separator: ", "))\(missing.count > 8 ? ", ..." : ""))"
        }
    }
}
