import SlideBackCore

/// One inspection panel laid out in window points: its rectangle and its lines, each measured
/// with the font it is drawn in and wrapped to fit, so that at any window width of 320 points or
/// more no text runs past the panel's edge.
struct InspectorPanel {
    /// One line of text, where it is drawn and how wide it measured.
    struct Line: Equatable {
        let text: String
        let origin: Point
        /// Text size in points (pixels at scale 1).
        let size: Double
        let color: Color
        let width: Double

        /// The rectangle the line's text takes.
        var bounds: Rect { Rect(x: origin.x, y: origin.y, width: width, height: size * Self.heightFactor) }

        /// A line's height for its text size: the font's ascent and descent.
        static let heightFactor = 1.25
    }

    /// The panel.
    var frame: Rect
    /// Its text, top to bottom.
    var lines: [Line] = []

    /// The smallest text the inspection tools draw, in points: 12 px at scale 1, the issue's
    /// floor for labels one can read.
    static let minimumTextSize = 12.0
}

/// Measures text in points as the painter's font draws it, and wraps it at spaces (inside a word
/// that alone is too wide, between its characters) to a width.
struct TextMeasure {
    /// Width in points of a string at a text size in points.
    let width: (String, Double) -> Double

    /// `text` cut into lines no wider than `maximum` points at `size`.
    func wrap(_ text: String, size: Double, width maximum: Double) -> [String] {
        var lines: [String] = [], current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
            let joined = current.isEmpty ? word : current + " " + word
            if width(joined, size) <= maximum {
                current = joined
                continue
            }
            if !current.isEmpty { lines.append(current) }
            current = ""
            for character in word {
                if !current.isEmpty, width(current + String(character), size) > maximum {
                    lines.append(current)
                    current = ""
                }
                current.append(character)
            }
        }
        if !current.isEmpty || lines.isEmpty { lines.append(current) }
        return lines
    }
}
