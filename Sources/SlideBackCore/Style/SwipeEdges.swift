/// The screen edges a back swipe starts from.
public enum SwipeEdges: String, CaseIterable, Equatable, Sendable {
    /// The left edge only, the swipe moving right (iOS, and every seed).
    case left
    /// Either edge: from the right one the swipe moves left and the page goes the mirrored way
    /// (Android's predictive back).
    case both
}
