/// What the last released swipe was decided on, for the HUD and for tests.
public struct ReleaseDecision: Equatable, Sendable {
    /// Where the page in front was, in points.
    public let offset: Double
    /// The finger's velocity, points per second (positive to the right).
    public let velocity: Double
    /// The rule that decided.
    public let rule: ReleaseRule
    /// Whether the pop completes.
    public let completes: Bool

    /// Records a decision.
    public init(offset: Double, velocity: Double, rule: ReleaseRule, completes: Bool) {
        self.offset = offset
        self.velocity = velocity
        self.rule = rule
        self.completes = completes
    }
}
