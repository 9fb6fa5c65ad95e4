import SlideBackCore

/// Where a picture's labels went, so that no label is drawn over another: each is placed at the
/// first of its candidate places that clears every label placed before it by `gap` points, or
/// not at all when none does (its line or marker is still drawn; its text would be unreadable).
final class LabelLayout {
    /// Points kept clear between two labels.
    let gap: Double
    /// The labels placed so far, in points.
    private(set) var placed: [(text: String, frame: Rect)] = []

    /// Makes an empty layout.
    init(gap: Double = 2) {
        self.gap = gap
    }

    /// The first of `tries` places for `frame`, each `step` on from the one before, that is clear
    /// of every label placed so far; recorded as taken. `nil` when every place is taken. The same
    /// text already placed at one of those places is the same label (the markers of several
    /// screens at one moment): `nil` too, drawn once.
    func place(_ text: String, _ frame: Rect, step: Point = Point(x: 0, y: 0), tries: Int = 1) -> Rect? {
        for attempt in 0..<max(1, tries) {
            let candidate = frame.offsetBy(dx: step.x * Double(attempt), dy: step.y * Double(attempt))
            if placed.contains(where: { $0.text == text && overlaps($0.frame, candidate) }) { return nil }
            guard !placed.contains(where: { overlaps($0.frame, candidate) }) else { continue }
            placed.append((text, candidate))
            return candidate
        }
        return nil
    }

    /// Whether two frames come within `gap` of each other.
    func overlaps(_ a: Rect, _ b: Rect) -> Bool {
        a.x < b.maxX + gap && b.x < a.maxX + gap && a.y < b.maxY + gap && b.y < a.maxY + gap
    }
}
