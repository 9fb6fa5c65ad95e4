/// Which picture a snapshot holds.
public enum SnapshotKind: String, Hashable, Sendable {
    /// The whole window as it looked when the page was left (stored for a later pop).
    case screen
    /// The whole window of the page being popped, shown on top during a pop animation only.
    case leavingScreen
    /// The navigation bar only, laid over a page's content (the bar-snapshot style).
    case bar
}
