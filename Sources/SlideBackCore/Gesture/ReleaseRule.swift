/// How a released back swipe decides between completing the pop and settling back, as named,
/// selectable strategies (`--release`).
public enum ReleaseRule: String, CaseIterable, Sendable {
    /// The seeds': position only, against the style's threshold (40 pt, or half the width).
    case distance
    /// Flutter's Cupertino route: a fling of at least one width per second decides by its direction;
    /// otherwise half the width or more completes.
    case fling
    /// React Navigation's: completes when the position projected by 0.3 s of velocity passes half the width.
    case projected

    /// A fling at least this fast, in widths per second, decides on its own (Flutter: 1).
    public static let flingWidthsPerSecond = 1.0
    /// Seconds of velocity the projected rule adds to the position (React Navigation: 0.3).
    public static let projectionSeconds = 0.3

    /// Whether a release at `offset` moving at `velocity` (points/s, positive to the right)
    /// completes, with the first version's fling and projection constants and half the width.
    public func completes(offset: Double, velocity: Double, width: Double, threshold: CompletionRule) -> Bool {
        completes(offset: offset, velocity: velocity, width: width, threshold: threshold, completeAt: 0.5,
                  flingVelocity: Self.flingWidthsPerSecond, projection: Self.projectionSeconds)
    }

    /// Whether a release at `offset` moving at `velocity` (points/s) completes: the distance rule
    /// by `threshold`; a fling of `flingVelocity` widths per second by its direction, else at
    /// `completeAt` of the width; the projected rule when `projection` seconds of velocity carry
    /// it past `completeAt`.
    public func completes(offset: Double, velocity: Double, width: Double, threshold: CompletionRule, completeAt: Double,
                          flingVelocity: Double, projection: Double) -> Bool {
        switch self {
        case .distance:
            return threshold.completes(offset: offset, width: width)
        case .fling:
            if abs(velocity) >= flingVelocity * width { return velocity > 0 }
            // Flutter goes back only while more than the threshold still shows: half-way pops.
            return offset >= width * completeAt
        case .projected:
            return offset + projection * velocity > width * completeAt
        }
    }
}
