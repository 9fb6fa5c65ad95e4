/// A mouse or finger event in points, after the app has mapped it from SDL; mouse and touch are alike.
public struct PointerEvent: Equatable, Sendable {
    /// What happened to the pointer.
    public enum Phase: String, Equatable, Sendable {
        /// Pressed (mouse button down, finger touched).
        case down
        /// Moved while pressed.
        case move
        /// Released.
        case up
        /// Lost without a release: left the window, focus lost. Treated as a release by the rule.
        case cancel
    }

    /// What happened.
    public var phase: Phase
    /// Where, in points.
    public var location: Point
    /// Which pointer (mouse = 0, fingers numbered by the app); only the first one down is followed.
    public var pointer: Int
    /// For a release: the rightward velocity in points per second that its source measured
    /// itself (a trackpad's last scroll deltas, `TrackpadSwipe`); `nil`: the recognizer measures it.
    public var velocity: Double?
    /// For a release: the speed, points per second, from which the release's direction alone
    /// decides, whatever the style's rule (a trackpad's, `TrackpadSwipe.decisiveSpeed`); `nil`: the style's rule decides.
    public var decisiveSpeed: Double?

    /// Makes an event.
    public init(_ phase: Phase, at location: Point, pointer: Int = 0, velocity: Double? = nil, decisiveSpeed: Double? = nil) {
        self.phase = phase
        self.location = location
        self.pointer = pointer
        self.velocity = velocity
        self.decisiveSpeed = decisiveSpeed
    }

    /// The event seen in a mirror standing on the vertical centre line of a screen `width`
    /// points wide: what a right-to-left screen's point is in the program's own points, and back.
    public func mirrored(width: Double) -> PointerEvent {
        var mirror = self
        mirror.location.x = width - location.x
        return mirror
    }
}

/// A navigation request from a key, a button or a script.
public enum NavigationCommand: Equatable, Sendable {
    /// Push the scene's next page, animated.
    case push
    /// Pop the top page, animated.
    case pop
    /// Pop back to the page at this stack index (0 is the root), animated.
    case popTo(index: Int)
    /// Pop back to the root, animated.
    case popToRoot
}
