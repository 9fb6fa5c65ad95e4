/// What a transition is doing, as the trace and the graphs name it.
public enum MotionPhase: String, CaseIterable, Equatable, Sendable {
    /// Nothing moves.
    case rest
    /// A finger holds a back swipe.
    case drag
    /// A released swipe travels to its end.
    case settle
    /// An animated push.
    case push
    /// An animated pop.
    case pop
}
