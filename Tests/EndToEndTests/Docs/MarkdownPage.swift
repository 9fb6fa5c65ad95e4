import Foundation

/// A Markdown page of the checkout (README.md, docs/*.md) as the documentation tests read it: its
/// links and images, the anchors of its headings, and the text between two marker comments.
struct MarkdownPage {
    /// The checkout's root folder.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The page's path from the root (`docs/reference.md`).
    let path: String
    /// Its text.
    let text: String

    /// The page at `path`, from the root.
    init(_ path: String) throws {
        self.init(path: path, text: try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8))
    }

    /// A page of the given text, as if it were at `path`.
    init(path: String, text: String) {
        self.path = path
        self.text = text
    }

    /// README.md and every Markdown page of docs/.
    static func all() throws -> [MarkdownPage] {
        let docs = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)
            .filter { $0.hasSuffix(".md") }.sorted()
        return try (["README.md"] + docs.map { "docs/" + $0 }).map { try MarkdownPage($0) }
    }

    /// The lines outside fenced code blocks, with inline code spans taken out: where links and
    /// headings are (a `[x](y)` in code is not a link).
    private var prose: [String] {
        var inFence = false
        var lines: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                inFence.toggle()
                continue
            }
            if !inFence { lines.append(String(line)) }
        }
        return lines
    }

    /// The targets of its links and images, as written (`docs/media/system.png`,
    /// `reference.md#options`, `#installing`), in order.
    var links: [String] {
        let pattern = try! NSRegularExpression(pattern: #"\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)"#)
        let code = try! NSRegularExpression(pattern: "`[^`]*`")
        return prose.flatMap { line -> [String] in
            let plain = code.stringByReplacingMatches(in: line, range: NSRange(line.startIndex..., in: line), withTemplate: "")
            return pattern.matches(in: plain, range: NSRange(plain.startIndex..., in: plain)).compactMap {
                Range($0.range(at: 1), in: plain).map { String(plain[$0]) }
            }
        }
    }

    /// The anchors its headings get on GitHub, a repeated one with `-1`, `-2`, ... after it.
    var anchors: Set<String> {
        var seen: [String: Int] = [:]
        var anchors: Set<String> = []
        for line in prose {
            let hashes = line.prefix { $0 == "#" }.count
            guard (1...6).contains(hashes), line.dropFirst(hashes).hasPrefix(" ") else { continue }
            let slug = Self.slug(String(line.dropFirst(hashes + 1)))
            let count = seen[slug, default: 0]
            seen[slug] = count + 1
            anchors.insert(count == 0 ? slug : "\(slug)-\(count)")
        }
        return anchors
    }

    /// A heading's anchor by GitHub's rules: lowercase, punctuation removed (hyphens and
    /// underscores kept), each space a hyphen.
    static func slug(_ heading: String) -> String {
        let kept = heading.trimmingCharacters(in: .whitespaces).lowercased().unicodeScalars.filter {
            CharacterSet.alphanumerics.contains($0) || $0 == " " || $0 == "-" || $0 == "_"
        }
        return String(String.UnicodeScalarView(kept)).replacingOccurrences(of: " ", with: "-")
    }

    /// The problems of its relative links and images: a file that does not exist, or an anchor
    /// that no heading of the target page has. Links with a scheme (`https:`) are not checked.
    func brokenLinks(pages: [String: MarkdownPage]) -> [String] {
        return links.compactMap { link -> String? in
            if link.contains("://") || link.hasPrefix("mailto:") { return nil }
            let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
            let file = String(parts[0])
            let anchor = parts.count > 1 ? String(parts[1]) : ""
            let target = file.isEmpty ? path : Self.resolve(file, from: path)
            let onDisk = Self.root.appendingPathComponent(target).path
            guard file.isEmpty || FileManager.default.fileExists(atPath: onDisk) else { return "\(path): \(link): no file \(target)" }
            guard !anchor.isEmpty else { return nil }
            guard let page = target == path ? self : pages[target] ?? (try? MarkdownPage(target)) else {
                return "\(path): \(link): \(target) is not a Markdown page, so it has no #\(anchor)"
            }
            return page.anchors.contains(anchor) ? nil : "\(path): \(link): \(target) has no heading #\(anchor)"
        }
    }

    /// `link` (`../README.md`, `media/a.png`) as a path from the root, read from the page at `page`.
    static func resolve(_ link: String, from page: String) -> String {
        var parts = page.split(separator: "/").dropLast().map(String.init)
        for part in link.split(separator: "/") {
            if part == ".." {
                _ = parts.popLast()
            } else if part != "." {
                parts.append(String(part))
            }
        }
        return parts.joined(separator: "/")
    }

    /// The text between the line `start` and the line `end`, without them; `nil` unless both
    /// are there, in that order.
    func between(_ start: String, _ end: String) -> String? {
        guard let head = text.range(of: start + "\n"), let tail = text.range(of: "\n" + end, range: head.upperBound..<text.endIndex) else {
            return nil
        }
        return String(text[head.upperBound..<tail.lowerBound]) + "\n"
    }
}
