/// When a released back swipe completes the pop rather than settling back.
public enum CompletionRule: Equatable, Sendable {
    /// Beyond a fixed distance in points (SPEC style 2: 40 pt).
    case beyondDistance(Double)
    /// At or beyond a fraction of the width (SPEC style 3: half the width).
    case atFraction(Double)

    /// Whether a release at `offset` on a screen `width` wide completes.
    public func completes(offset: Double, width: Double) -> Bool {
        switch self {
        case .beyondDistance(let distance): return offset > distance
        case .atFraction(let fraction): return offset >= width * fraction
        }
    }
}
