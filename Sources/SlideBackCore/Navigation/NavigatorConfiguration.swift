/// The navigator's settings at start-up: the queue, and overrides of the style's
/// constants (the command line's flags). The overrides are put into the specs once, when they are
/// made (`Navigator.init`, `Session.init` for its catalogue, through `StyleSpec.overridden(by:)`);
/// nothing reads them afterwards. Settings left `nil` follow each style's own constants. The
/// screen's size is not here: the stage owns it (`Stage.screen`).
public struct NavigatorConfiguration: Equatable, Sendable {
    /// Where a back swipe may start; `nil` leaves it to the style (`--pan` sets it for all).
    public var panMode: PanMode?
    /// Width of the left-edge strip that starts a swipe, in points; `nil` leaves it to the style (20).
    public var edgeWidth: Double?
    /// How far a pointer may wander, in points, and still count as a tap; `nil` leaves it to the style (10).
    public var tapSlop: Double?
    /// Length of the push/pop animator; `nil` leaves it to the style (SPEC style 5: 0.4 s).
    public var transitionDuration: Double?
    /// Length of the release animation after a swipe; `nil` leaves it to the style (0.3 s, weibo 0.25 s).
    public var settleDuration: Double?
    /// When a released swipe completes; `nil` leaves it to the style (40 pt, or half the width).
    public var completion: CompletionRule?
    /// How a release is decided; `nil` leaves it to the style (`--release`).
    public var release: ReleaseRule?
    /// How a released swipe travels; `nil` leaves it to the style (`--settle-curve`).
    public var settleCurve: SettleCurve?
    /// A swipe may only start this far from the left edge, in points (React Navigation's gesture
    /// response distance); `nil` leaves it to the style (every built-in: anywhere the pan allows).
    public var maximumStartDistance: Double?
    /// Whether motion starts reduced (`--reduce-motion`; M toggles it): each style does what its
    /// platform does (`StyleSpec.reducedMotion()`).
    public var reducesMotion = false
    /// Commands arriving during a transition wait in a queue this long at most; more are dropped.
    public var commandQueueLimit = 16

    /// The seeds' defaults.
    public init() {}
}
