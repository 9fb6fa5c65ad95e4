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
