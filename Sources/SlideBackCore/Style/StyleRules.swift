/// A style's gesture and timing constants in the first version's shape: a view of a `StyleSpec`
/// (`StyleSpec.rules`) with the configuration's overrides applied (`Navigator.rules`).
public struct StyleRules: Equatable, Sendable {
    /// Where a back swipe may start unless `--pan` says otherwise.
    public var panMode: PanMode
    /// The release decision unless the configuration overrides it.
    public var completion: CompletionRule
    /// How long a released swipe animates to its end, in seconds.
    public var settleDuration: Double
    /// The pictures the style needs.
    public var snapshots: SnapshotPolicy
    /// How a release is decided: seed styles use their distance threshold, ours a fling.
    public var release: ReleaseRule
    /// How a released swipe travels.
    public var settleCurve: SettleCurve

    /// Makes a rule set.
    public init(panMode: PanMode, completion: CompletionRule, settleDuration: Double, snapshots: SnapshotPolicy,
                release: ReleaseRule = .distance, settleCurve: SettleCurve = .seed) {
        self.panMode = panMode
        self.completion = completion
        self.settleDuration = settleDuration
        self.snapshots = snapshots
        self.release = release
        self.settleCurve = settleCurve
    }
}
