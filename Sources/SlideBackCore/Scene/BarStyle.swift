/// How a page's navigation bar is drawn; the raw values are the scene file's names.
public enum BarStyle: String, CaseIterable, Sendable {
    /// A solid bar in the page's bar colour.
    case opaque
    /// No bar background: the page shows through behind the title and buttons.
    case transparent
    /// No bar at all.
    case hidden
}
