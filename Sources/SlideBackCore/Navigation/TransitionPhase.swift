/// Which part of a transition a moment belongs to: each may have a look of its own.
public enum TransitionPhase: String, Equatable, Sendable {
    /// A back swipe, dragged or settling after the release.
    case drag
    /// An animated push.
    case push
    /// An animated pop.
    case pop
}
