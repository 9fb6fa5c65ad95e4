import SlideBackCore

/// What the snapshot textures cost: the budget's default and the figures the benchmark reports.
extension Compositor {
    /// The default snapshot budget, 64 MiB: about eleven full-screen pictures at 828 x 1792 pixels.
    public static let defaultSnapshotBudgetBytes = 64 << 20

    /// Bytes of snapshot textures held now, over every screen (pictures and spare textures).
    public var snapshotBytes: Int { snapshots.reduce(0) { $0 + $1.bytes } }

    /// The most snapshot memory any screen's cache has held, summed over the screens shown now:
    /// exact with one screen, an upper bound with two.
    public var snapshotBytesPeak: Int { snapshots.reduce(0) { $0 + $1.peakBytes } }

    /// Pictures evicted to stay within the budget, over the screens shown now.
    public var snapshotEvictions: Int { snapshots.reduce(0) { $0 + $1.evictions } }

    /// Evicted pictures painted again because they were shown or room freed up.
    public var snapshotRepaints: Int { snapshots.reduce(0) { $0 + $1.repaints } }

    /// Frames whose shown pictures alone needed more than the budget (they were kept anyway: a
    /// blank or wrong picture would be worse than the memory).
    public var snapshotFramesOverBudget: Int { snapshots.reduce(0) { $0 + $1.framesOverBudget } }
}
