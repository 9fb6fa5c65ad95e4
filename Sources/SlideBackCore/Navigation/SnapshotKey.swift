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
