/// A snapshot and what to paint into it: the page as it was at the moment of capture.
public struct SnapshotEntry: Hashable, Sendable {
    /// Which snapshot.
    public let key: SnapshotKey
    /// How deep the page was on the stack: the back button shows on every page but the root, and the
    /// tab bar on root pages that have one, as in the seeds' whole-window screenshots.
    public let depth: Int
    /// Animation time at the capture, so animated elements are frozen as they were.
    public let capturedAt: Double
    /// How far the page's content was scrolled sideways at the capture.
    public let scroll: Double
    /// How far the page's content was scrolled vertically at the capture: the picture shows it so.
    public let verticalScroll: Double

    /// Makes an entry.
    public init(key: SnapshotKey, depth: Int, capturedAt: Double, scroll: Double = 0, verticalScroll: Double = 0) {
        self.key = key
        self.depth = depth
        self.capturedAt = capturedAt
        self.scroll = scroll
        self.verticalScroll = verticalScroll
    }
}
