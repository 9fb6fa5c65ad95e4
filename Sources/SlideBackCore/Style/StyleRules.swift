/// Which pictures a style keeps in the snapshot store, and when it takes them.
public enum SnapshotPolicy: Equatable, Sendable {
    /// None: every page is drawn live (the system's views, and ours).
    case none
    /// The whole window of a page as it is left by a push (SPEC style 2): one per page below the top.
    case screenWhenLeft
    /// The whole window of every page once it has appeared (SPEC style 3): one per page on the stack.
    case screenWhenShown
    /// A picture of the bar over its visible boundary for every page that has not opted out
    /// (SPEC style 4): taken at layout, for the root only once it has appeared.
    case barWhenLaidOut
}

/// When a released back swipe completes the pop rather than settling back.
public enum CompletionRule: Equatable, Sendable {
    /// Beyond a fixed distance in points (SPEC style 2: 40 pt).
    case beyondDistance(Double)
    /// At or beyond a fraction of the width (SPEC style 3: half the width).
    case atFraction(Double)

    /// Whether a release at `offset` on a screen `width` wide completes.
    public func completes(offset: Double, width: Double) -> Bool {
        switch self {
        case .beyondDistance(let distance): return offset > distance
        case .atFraction(let fraction): return offset >= width * fraction
        }
    }
}

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
