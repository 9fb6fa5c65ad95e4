/// What drives a push or a pop.
public enum PushMotion: String, CaseIterable, Equatable, Sendable {
    /// The style's curve over its duration.
    case curve
    /// The style's settle spring, from rest (React Navigation opens and closes cards so).
    case spring
}
