import SlideBackCore

/// Everything the HUD shows, gathered by the program each frame: plain values, so the painter
/// decides nothing and a test can build one by hand.
public struct InspectorReport: Equatable, Sendable {
    /// Recent frame times (update, draw and present, the wait for the GPU included), milliseconds,
    /// oldest first; the graph shows the last 120.
    public var frameMilliseconds: [Double] = []
    /// Frames presented per second, counted over the last second.
    public var framesPerSecond: Double = 0
    /// Mean and longest of the recent frame times, milliseconds, as the text shows them.
    public var averageMilliseconds = 0.0, worstMilliseconds = 0.0
    /// The style of each screen, by name.
    public var styles: [String] = []
    /// Titles of the pages on the (left) stack, root first.
    public var stackTitles: [String] = []
    /// Snapshot textures resident and their bytes.
    public var snapshotCount = 0
    /// Bytes of those textures.
    public var snapshotBytes = 0
    /// The speed badge ("0.25x", "paused"), `nil` at 1x.
    public var speed: String?
    /// The style just switched to with a key (1-5, Tab), named for a second; `nil` otherwise.
    public var styleBadge: String?
    /// What reduced motion does to the (left) style while it is on ("reduce motion: cross-fade");
    /// `nil` while it is off.
    public var reducedMotion: String?
    /// The last release: position, velocity, rule and outcome.
    public var lastRelease: ReleaseDecision?
    /// The swipe a finger holds now, in numbers (the left screen's).
    public var drag: DragReadout?
    /// Each screen's completion line while a finger holds a swipe there, in its points.
    public var thresholds: [Double?] = []
    /// Each screen's error against each `--reference`, a line each (`MotionGraph.referenceLines`).
    public var references: [String] = []
    /// The renderer, whether presents wait for vsync, and the display's refresh rate, as one
    /// line ("renderer opengl, vsync on, 60 Hz"); `nil`: not shown.
    public var displaySummary: String?

    /// An empty report.
    public init() {}

    /// Sets the text's mean and worst from the recent frame times.
    public mutating func summariseFrameTimes() {
        let times = frameMilliseconds.suffix(120)
        averageMilliseconds = times.isEmpty ? 0 : times.reduce(0, +) / Double(times.count)
        worstMilliseconds = times.max() ?? 0
    }

    /// The HUD's lines of text, top to bottom.
    public var lines: [String] {
        var lines = [
            String(format: "%.0f fps   frame %.1f ms avg, %.1f ms worst", framesPerSecond, averageMilliseconds, worstMilliseconds),
            "style: " + styles.joined(separator: " vs ") + "   speed: " + (speed ?? "1x") + (reducedMotion.map { "   " + $0 } ?? ""),
            "stack: " + Self.shortened(stackTitles),
            String(format: "snapshots: %d resident, %.1f MB", snapshotCount, Double(snapshotBytes) / 1_048_576),
        ]
        if let displaySummary { lines.insert(displaySummary, at: 1) }
        if let release = lastRelease {
            lines.append(String(format: "release: x %.0f pt, v %.0f pt/s, %@ -> %@", release.offset, release.velocity,
                                release.rule.rawValue, release.completes ? "pop" : "back"))
        } else {
            lines.append("release: none yet")
        }
        if let drag { lines += drag.lines }
        return lines + references
    }

    /// The stack as "A > B > C", eliding the middle of a deep one.
    static func shortened(_ titles: [String]) -> String {
        let cut = titles.map { $0.count > 14 ? String($0.prefix(13)) + "…" : $0 }
        if cut.count <= 5 { return cut.joined(separator: " > ") }
        return (cut.prefix(2) + ["… \(cut.count - 4) more …"] + cut.suffix(2)).joined(separator: " > ")
    }
}
