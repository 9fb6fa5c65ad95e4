/// What a style's release rule makes of a swipe let go at one moment: whether the pop completes,
/// the completion line it is judged against, and where the projected rule carries the page. One
/// function makes it (`StyleSpec.judgeRelease`), and the release itself, the HUD's readout, the
/// threshold line and the graphs all read it, so they cannot disagree.
public struct ReleaseJudgement: Equatable, Sendable {
    /// The rule that decides.
    public var rule: ReleaseRule
    /// Whether the pop completes.
    public var completes: Bool
    /// The completion line the page's position is judged against, as a fraction of the width
    /// from the edge the swipe started at.
    public var threshold: Double
    /// Where the projected rule puts the page: its progress plus the spec's `projection` seconds
    /// of velocity, as a fraction of the width.
    public var projected: Double

    /// "fling -> pop", "distance -> back": the decision as the HUD and the graphs label it.
    public var label: String { rule.label(completes: completes) }
}

extension ReleaseRule {
    /// "fling -> pop", "distance -> back": a decision by this rule as the HUD and the graphs label it.
    public func label(completes: Bool) -> String { "\(rawValue) -> \(completes ? "pop" : "back")" }
}
