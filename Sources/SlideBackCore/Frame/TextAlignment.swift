/// Where a line of text sits in its frame.
public enum TextAlignment: String, Hashable, Sendable {
    /// From the left edge.
    case leading
    /// In the middle.
    case center
    /// Ending at the right edge.
    case trailing
}
