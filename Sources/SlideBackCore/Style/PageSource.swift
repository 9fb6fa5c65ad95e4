/// What a page shows during a transition: itself, drawn live from its data, or the picture the
/// snapshot store holds of it (the page underneath's `.screen`, the leaving page's `.leavingScreen`).
public enum PageSource: String, CaseIterable, Equatable, Sendable {
    /// Drawn live, as it is now.
    case live
    /// The stored picture; drawn live instead when the store has none.
    case picture
}
