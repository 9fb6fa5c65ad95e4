/// Where a line of text sits in its frame.
public enum TextAlignment: String, Hashable, Sendable {
    /// From the left edge.
    case leading
    /// In the middle.
    case center
    /// Ending at the right edge.
    case trailing
}

extension TextAlignment {
    /// The alignment of the mirror image: leading and trailing swap sides, centred stays.
    public var mirrored: TextAlignment {
        switch self {
        case .leading: return .trailing
        case .center: return .center
        case .trailing: return .leading
        }
    }
}
