/// Which picture a snapshot holds.
public enum SnapshotKind: String, Hashable, Sendable {
    /// The whole window as it looked when the page was left (stored for a later pop).
    case screen
    /// The whole window of the page being popped, shown on top during a pop animation only.
    case leavingScreen
    /// The navigation bar only, laid over a page's content (the bar-snapshot style).
    case bar
}

/// Names one snapshot: whose and which kind. The renderer keeps one texture per key.
public struct SnapshotKey: Hashable, Sendable, CustomStringConvertible {
    /// The page the picture shows.
    public let page: PageInstance
    /// Which picture.
    public let kind: SnapshotKind

    /// Makes a key.
    public init(page: PageInstance, kind: SnapshotKind) {
        self.page = page
        self.kind = kind
    }

    /// A short tag for logs and test failures.
    public var description: String { "\(kind.rawValue) of \(page)" }
}

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

/// The one place that decides which snapshots exist. It holds ids and descriptions only; the renderer
/// owns the textures and follows this list, so the two cannot drift apart the way the seeds' two
/// screenshot arrays (gesture and animator) did.
public struct SnapshotStore: Equatable, Sendable {
    /// The snapshots in the order they were taken.
    public private(set) var entries: [SnapshotEntry] = []

    /// An empty store.
    public init() {}

    /// Records a capture; capturing the same key again replaces the old picture.
    public mutating func capture(_ entry: SnapshotEntry) {
        entries.removeAll { $0.key == entry.key }
        entries.append(entry)
    }

    /// Forgets a snapshot; forgetting one that is not there does nothing.
    public mutating func drop(_ key: SnapshotKey) {
        entries.removeAll { $0.key == key }
    }

    /// Forgets every snapshot of the given pages.
    public mutating func drop(pages: Set<PageInstance>) {
        entries.removeAll { pages.contains($0.key.page) }
    }

    /// Whether the snapshot exists.
    public func contains(_ key: SnapshotKey) -> Bool {
        entries.contains { $0.key == key }
    }

    /// The keys held, in capture order.
    public var keys: [SnapshotKey] { entries.map(\.key) }
}
