import SlideBackCore
import SlideBackRender

/// What `slideback bench` is asked to measure: the screen, the depth of the deep part of the
/// session, the snapshot budget, the styles, and how to print the result.
public struct BenchmarkOptions: Equatable, Sendable {
    /// Screen size in points.
    public var size = ScreenLayout.phone
    /// Pixels per point: 2 makes the seeds' 828 x 1792 pixels.
    public var scale = 2.0
    /// Stack depth (pages on the stack, the root included) of the deep part of the session.
    public var depth = 200
    /// Whether `--depth` was given (`--quick` otherwise picks a shallow one).
    public var depthGiven = false
    /// Snapshot memory budget in MiB.
    public var snapshotBudgetMiB = 64
    /// The styles to run, by name, in order; empty: every built-in, then every loaded one.
    public var styleNames: [String] = []
    /// `--style-file FILE`, repeatable: styles loaded to run (and to name with `--style`).
    public var styleFiles: [String] = []
    /// Print one JSON object instead of the table.
    public var json = false
    /// A short session that proves the benchmark works (CI), not one to quote numbers from.
    public var quick = false
    /// Scene file; `nil` uses the default scene in Resources/.
    public var scenePath: String?
    /// Which SDL renderer draws the session (headless: `auto` is the software renderer).
    public var renderer = RendererChoice.auto
    /// Measure the live loop's pacing on a simulated display instead (`--pacing`).
    public var pacing = false

    /// Every option at its default.
    public init() {}

    /// The depth the session climbs to: `--depth`, or 12 for a quick run that did not ask.
    public var effectiveDepth: Int { quick && !depthGiven ? min(depth, 12) : depth }
}
