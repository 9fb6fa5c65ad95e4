/// The interactive dismissal of iOS 18's zoom transition (`preferredTransition = .zoom`, SwiftUI
/// `navigationTransition(.zoom)`), as numbers: how far a drag shrinks the page (the "card"), when
/// a release lands it on its source, and the springs. Apple publishes only the API; these are
/// the constants fitted to screen recordings in JakeThomson/swift_transitions
/// `lib/src/zoom/zoom_dismiss_physics.dart` (`ZoomDismissPhysics.ios26`): a third party's fit,
/// not Apple's. The `ios-zoom` style's spec is built from them; the pan's scale and decision
/// are here so that they are written once.
public struct ZoomDismiss: Sendable {
    /// Scale lost per card height of (damped) pan travel, and per card width of edge swipe (`scaleGain`).
    public var scaleGain = 0.67
    /// Card heights of pan travel before the shrink starts to rubber-band (`travelKnee`).
    public var travelKnee = 0.52
    /// The scale the rubber band tends to and never reaches; the edge swipe's floor (`minimumScale`).
    public var minimumScale = 0.37
    /// A pan's release lands the page when its projected scale is below this (`panDismissThreshold`).
    public var panCommitScale = 0.905
    /// An edge swipe's release lands the page when its projected scale is below this
    /// (`edgeSwipeDismissThreshold`).
    public var edgeCommitScale = 0.70
    /// Seconds of the release velocity added before the decision (`releaseProjection`).
    public var releaseProjection = 0.12
    /// The spring the page follows the finger on (`trackingSpring`: mass 1).
    public var tracking = (stiffness: 2000.0, damping: 89.0)
    /// The spring a cancelled release returns the page to full screen on (`returnSpring`).
    public var returning = (stiffness: 484.0, damping: 39.6)
    /// The spring a committed release lands the page on its source with (`landingSpring`).
    public var landing = (stiffness: 225.0, damping: 22.5)
    /// Black over the page underneath: 0.04 to 0.07 in the fit; the larger while the page covers it.
    public var dimming = 0.07

    /// The fitted constants.
    public init() {}

    /// The damped travel at which the scale would reach `minimumScale`, in card heights (0.940).
    public var maximumTravel: Double { (1 - minimumScale) / scaleGain }

    /// The edge swipe's travel, in card widths, at which its scale passes `edgeCommitScale` (0.448):
    /// the release threshold of the spec, whose progress is that travel.
    public var edgeCommitTravel: Double { (1 - edgeCommitScale) / scaleGain }

    /// iOS's rubber band: 1:1 at first, never past `limit`: `(1 - 1 / (x / limit + 1)) * limit`.
    public static func rubberBand(_ offset: Double, limit: Double) -> Double {
        guard limit > 0, offset.isFinite else { return 0 }
        let damped = (1 - 1 / (abs(offset) / limit + 1)) * limit
        return offset < 0 ? -damped : damped
    }

    /// The page's scale after a pan down of `travel` card heights: linear to the knee, then
    /// rubber-banded toward `minimumScale`. Upward travel does not grow it.
    public func panScale(travel: Double) -> Double {
        let raw = min(max(0, travel.isFinite ? travel : 0), maximumTravel * 4)
        let damped = raw <= travelKnee ? raw : travelKnee + Self.rubberBand(raw - travelKnee, limit: maximumTravel - travelKnee)
        return 1 - scaleGain * damped
    }

    /// The progress of the `ios-zoom` look after a pan down of `travel` card heights: the scale
    /// it has lost over `scaleGain`, as for an edge swipe of that many widths (so the look draws
    /// `panScale(travel:)`).
    public func panProgress(travel: Double) -> Double {
        (1 - panScale(travel: travel)) / scaleGain
    }

    /// The page's scale after an edge swipe of `travel` card widths: linear, down to `minimumScale`.
    public func edgeScale(travel: Double) -> Double {
        max(minimumScale, 1 - scaleGain * max(0, travel.isFinite ? travel : 0))
    }

    /// Whether a pan let go at `travel` card heights, moving down at `velocity` card heights per
    /// second, lands the page on its source (else it returns to full screen): its scale, carried
    /// on for `releaseProjection`, is below `panCommitScale`.
    public func panCommits(travel: Double, velocity: Double = 0) -> Bool {
        panScale(travel: travel + velocity * releaseProjection) < panCommitScale
    }
}
