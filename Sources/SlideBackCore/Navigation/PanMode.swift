/// Where a back swipe may start.
public enum PanMode: String, Equatable, Sendable, CaseIterable {
    /// Only from a strip along the left edge (the system's and the seeds' default).
    case edge
    /// Anywhere on the page (seed 000's full-screen pan trick).
    case fullscreen
    /// Anywhere in the content, except where the content itself scrolls sideways: a control under
    /// the finger wins there, and only the edge strip swipes (iOS 26's content swipe).
    case content
}
