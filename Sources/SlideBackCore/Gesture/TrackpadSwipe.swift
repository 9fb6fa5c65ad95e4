/// A two-finger scroll on a trackpad (SDL's precise wheel deltas) turned into what a finger does,
/// as browsers turn a sideways scroll into history navigation: a scroll to the left (SDL's
/// negative x; two fingers moving right with natural scrolling, as macOS has by default) drags
/// the page back like a finger from the left edge, and the end of the scroll is the finger's
/// lift, at the velocity of the last deltas. A scroll that starts up or down scrolls the page.
/// Pure and timed by the caller, so a script replays it exactly.
public struct TrackpadSwipe: Equatable, Sendable {
    /// What the scroll does, in window points.
    public enum Output: Equatable, Sendable {
        /// The synthetic finger goes down here (at the left edge of the screen under the pointer).
        case down(Point)
        /// It moves here.
        case move(Point)
        /// It lifts here, moving `velocity` points per second rightwards.
        case up(Point, velocity: Double)
        /// The page scrolls by SDL's vertical amount in points (positive: up, away from the user).
        case scroll(dy: Double)
    }

    /// The pointer number of its synthetic finger, one no script or SDL event uses.
    public static let pointer = -1
    /// Seconds without a delta that end a scroll (SDL reports no end of a trackpad scroll): the lift.
    public static let endAfter = 0.1
    /// Seconds of the latest deltas the lift's velocity is measured over.
    public static let velocityWindow = 0.1
    /// Points per second from which a scroll's end pops (or, backwards, cancels) whatever the
    /// style's rule, as GNOME judges a touchpad swipe (GNOME/libadwaita `src/adw-swipe-tracker.c`:
    /// `VELOCITY_THRESHOLD_TOUCHPAD` 0.6 px/ms; any faster end goes on to the next snap point). A
    /// scroll has no momentum here to carry a quick, short swipe past a half-width line.
    public static let decisiveSpeed = 600.0
    /// Points of leftward scroll before the finger goes down: past every built-in style's tap slop,
    /// so a small sideways nudge never taps the page (a push).
    public static let startTravel = 12.0

    /// Which way the scroll under way goes, fixed by its first delta as browsers lock it.
    enum Axis: Equatable, Sendable { case horizontal, vertical }

    private var axis: Axis?
    /// Where the finger went down, once it has.
    private var start: Point?
    /// The finger's rightward travel: the leftward scroll so far.
    private var travel = 0.0
    /// When the last delta came.
    private var lastTime = 0.0
    /// One delta of travel and when it came.
    private struct Delta: Equatable, Sendable {
        var time: Double
        var travel: Double
    }

    /// The recent deltas of travel, for the lift's velocity.
    private var recent: [Delta] = []

    /// No scroll under way.
    public init() {}

    /// Whether its finger is down.
    public var isPressed: Bool { start != nil }

    /// A scroll of `dx`, `dy` points (SDL's signs: x positive to the right, y positive up) at
    /// `time` seconds, the pointer at `location`, over a screen whose left edge is at `edge` and
    /// which is `height` points tall. A delta of zero on both axes ends the scroll at once (the
    /// end of a momentum scroll, where a platform reports it).
    public mutating func scroll(dx: Double, dy: Double, at location: Point, edge: Double, height: Double, time: Double) -> [Output] {
        guard dx.isFinite, dy.isFinite, time.isFinite else { return [] }
        if dx == 0 && dy == 0 { return end() }
        // A scroll that paused long enough has ended; this delta starts the next one.
        var outputs = time - lastTime >= Self.endAfter - 1e-9 ? end() : []
        lastTime = time
        if axis == nil { axis = abs(dx) > abs(dy) ? .horizontal : .vertical }
        guard axis == .horizontal else { return outputs + [.scroll(dy: dy)] }
        travel -= dx
        recent = recent.filter { $0.time >= time - Self.velocityWindow - 1e-9 } + [Delta(time: time, travel: -dx)]
        if start == nil {
            guard travel > Self.startTravel else { return outputs }
            let origin = Point(x: edge, y: min(max(location.y, 0), max(0, height - 1)))
            start = origin
            outputs.append(.down(origin))
        }
        if let start { outputs.append(.move(Point(x: start.x + max(0, travel), y: start.y))) }
        return outputs
    }

    /// Time has come to `time` seconds: the scroll ends once `endAfter` has passed since its last delta.
    public mutating func tick(time: Double) -> [Output] {
        guard axis != nil, time.isFinite, time - lastTime >= Self.endAfter - 1e-9 else { return [] }
        return end()
    }

    /// The scroll is lost (the pointer left the window, the window changed size): no lift.
    public mutating func reset() {
        self = TrackpadSwipe()
    }

    /// The rightward velocity of the last deltas, points per second: their travel after the
    /// oldest of them over the time since it (0 with fewer than two).
    var velocity: Double {
        guard let first = recent.first, let last = recent.last, last.time > first.time else { return 0 }
        return recent.dropFirst().reduce(0) { $0 + $1.travel } / (last.time - first.time)
    }

    /// Ends the scroll under way: the finger, if down, lifts where it is.
    private mutating func end() -> [Output] {
        defer {
            let time = lastTime
            self = TrackpadSwipe()
            lastTime = time
        }
        guard let start else { return [] }
        return [.up(Point(x: start.x + max(0, travel), y: start.y), velocity: velocity)]
    }
}
