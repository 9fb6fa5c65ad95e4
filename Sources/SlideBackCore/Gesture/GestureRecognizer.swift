/// Follows one pointer from press to release and says what it is: a tap, a back swipe, a sideways
/// scroll, or a catch of a moving page. It knows the edge zone, the slop and the direction rule,
/// and measures the drag and the velocity in fractions of the width: the transition controller
/// works only in those. It holds no stack: the navigator tells it what a press may do.
public struct GestureRecognizer: Equatable, Sendable {
    /// The constants it recognizes with, from the style.
    public struct Settings: Equatable, Sendable {
        /// Where a swipe may start.
        public var pan: PanMode
        /// Width of the left-edge strip, in points.
        public var edgeWidth: Double
        /// A swipe may start only this far from the left edge, in points; `nil` for anywhere.
        public var maxStartDistance: Double?
        /// How far a pointer may wander and still tap, in points.
        public var slop: Double
        /// How far a press from the edge strip moves before it is judged, in points.
        public var activateAfter: Double
        /// With a number: a press becomes a swipe once it has moved `activateAfter` points right,
        /// and fails once it has moved this many points up or down first (React Navigation's
        /// `minOffsetX` and `maxDeltaY`). Without: `start` decides.
        public var failVertical: Double?
        /// How a press without `failVertical` is judged a swipe or not.
        public var start: SwipeStart
        /// Where the right-edge strip begins, in points from the left, for styles that swipe from
        /// either edge; `nil`: only the left edge starts a swipe.
        public var rightEdge: Double?
        /// How the release velocity is estimated.
        public var estimator: VelocityTracker.Estimator
        /// Points of the finger's travel the page ignores: it stays put for the first `deadZone`
        /// points, then follows that far behind the finger (swift_transitions' measured iOS swipe).
        public var deadZone = 0.0
        /// With a number: a press anywhere on the page that moves mostly down, its content at its
        /// top, drives the back gesture as a dismissal drag, measured in card heights of this many
        /// points (iOS 18's zoom transition, `ZoomDismiss`); `nil`: only sideways swipes go back.
        public var dismissDragHeight: Double?

        /// Makes settings.
        public init(pan: PanMode, edgeWidth: Double, maxStartDistance: Double?, slop: Double,
                    activateAfter: Double = GestureRecognizer.edgeDirectionSlop, failVertical: Double? = nil,
                    rightEdge: Double? = nil, estimator: VelocityTracker.Estimator = .flutter,
                    start: SwipeStart = .horizontalFirst) {
            self.estimator = estimator
            self.start = start
            self.pan = pan
            self.edgeWidth = edgeWidth
            self.maxStartDistance = maxStartDistance
            self.slop = slop
            self.activateAfter = activateAfter
            self.failVertical = failVertical
            self.rightEdge = rightEdge
        }
    }

    /// What the navigator allows a press that lands now.
    public struct Allowance: Equatable, Sendable {
        /// A back swipe may start on the top page.
        public var backSwipe: Bool
        /// A transition is moving and a press catches it.
        public var catchesMovingPage: Bool
        /// Something moves that a press cannot catch: the press is followed and does nothing.
        public var inert: Bool
        /// The press landed on the back button, or the right-hand button.
        public var onBackButton = false, onRightButton = false
        /// The press landed on content that scrolls sideways, a control a content swipe yields to.
        public var onSidewaysContent = false
    }

    /// What a move turned the press into.
    public enum Motion: Equatable, Sendable {
        /// Nothing yet (a tap may follow), or nothing at all (vertical, inert).
        case none
        /// A caught page is now being dragged: the swipe starts from where the page is drawn.
        case caughtPageDragged
        /// The back swipe is at this progress (the press's start plus the finger's travel); for a
        /// dismissal drag, the finger's downward travel in card heights.
        case swipe(progress: Double)
        /// The page's content scrolls sideways by this many points since the scroll began.
        case scroll(dx: Double)
        /// The page's content scrolls vertically to this offset (the offset at its start, plus
        /// the finger's upward travel): the press is never a back swipe any more.
        case verticalScroll(offset: Double)
    }

    /// How a press ended.
    public enum Ending: Equatable, Sendable {
        /// A tap; on a bar button if it landed on one.
        case tap(onBackButton: Bool, onRightButton: Bool)
        /// A swipe released at `progress`, moving at `velocity` widths per second (0 when lost); a
        /// dismissal drag at `progress` card heights down, moving at `velocity` heights per second.
        case swipe(progress: Double, velocity: Double)
        /// A caught page let go without a drag: its animation goes on.
        case caughtPageLetGo
        /// A vertical scroll let go, its content moving at `velocity` points per second (positive:
        /// upwards), which its momentum carries on.
        case verticalScroll(velocity: Double)
        /// Nothing to do.
        case nothing
    }

    /// How far a press from the edge strip must move before its direction is judged, in points,
    /// unless the style says otherwise.
    public static let edgeDirectionSlop = 1.5

    /// Points a press may move up or down, before its horizontal slop is passed, and still become
    /// a swipe when the start rule is `horizontalFirst`: React Navigation's `maxDeltaY` (20),
    /// close to the 18 pt touch slop at which Flutter's vertical drag recognizer wins the arena.
    public static let verticalTolerance = 20.0

    /// The press being followed, if any.
    public private(set) var press: PointerPress?

    /// No pointer followed.
    public init() {}

    /// Whether a pointer is down.
    public var isPressed: Bool { press != nil }
    /// Whether the press drives a back swipe.
    public var isSwiping: Bool { press?.isSwipe ?? false }
    /// Whether the press holds a moving page still.
    public var holdsCaughtPage: Bool { press?.caught ?? false }

    /// A pointer went down at `location` (real time `time`); a second pointer is ignored.
    public mutating func down(pointer: Int, at location: Point, time: Double, settings: Settings, allowance: Allowance) {
        guard press == nil else { return }
        // A press in the right-edge strip (and not also in the left one) swipes leftwards.
        let mirrored = location.x >= settings.edgeWidth && settings.rightEdge.map { location.x > $0 } ?? false
        let fromEdge = location.x < settings.edgeWidth || mirrored
        let withinReach = mirrored || settings.maxStartDistance.map { location.x <= $0 } ?? true
        var new = PointerPress(pointer: pointer, start: location, onBackButton: allowance.onBackButton,
                               maySwipe: allowance.backSwipe && withinReach && (fromEdge || settings.pan == .fullscreen
                                   || (settings.pan == .content && !allowance.onSidewaysContent)),
                               fromEdge: fromEdge, mirrored: mirrored, inert: allowance.inert, settings: settings)
        new.onRightButton = allowance.onRightButton
        new.onSidewaysContent = allowance.onSidewaysContent
        new.caught = allowance.catchesMovingPage
        new.mayDragDown = allowance.backSwipe && settings.dismissDragHeight != nil
        new.tracker.add(x: location.x, at: time)
        new.verticalTracker.add(x: location.y, at: time)
        press = new
    }

    /// The pointer moved to `location` (real time `time`), the progress measured in `width`;
    /// `allowance` says what the navigator allows now (`MoveAllowance`).
    public mutating func move(pointer: Int, to location: Point, time: Double, width: Double, allowance: MoveAllowance) -> Motion {
        guard var current = press, current.pointer == pointer else { return .none }
        let idle = allowance.idle, canStart = allowance.canStart, scrolls = allowance.scrolls
        let scrollStart = allowance.scrollStart, caughtProgress = allowance.caughtProgress
        let verticalTravel = allowance.verticalTravel, verticalStart = allowance.verticalStart
        defer { press = current }
        // `dx` is the travel in the swipe's direction; a scroll follows the finger as it is.
        let rawDx = location.x - current.start.x, dy = location.y - current.start.y
        let dx = current.mirrored ? -rawDx : rawDx
        current.tracker.add(x: location.x, at: time)
        current.verticalTracker.add(x: location.y, at: time)
        let distance = (dx * dx + dy * dy).squareRoot()
        if distance > current.settings.slop { current.movedBeyondSlop = true }
        var result = Motion.none
        if !current.isSwipe, current.caught, current.movedBeyondSlop {
            // The caught page is taken over: velocity counts from the press.
            current.caught = false
            current.isSwipe = true
            current.baseProgress = caughtProgress
            current.tracker = VelocityTracker()
            current.tracker.add(x: current.start.x, at: time)
            result = .caughtPageDragged
        }
        if !current.isSwipe, !current.isVertical, !current.caught, current.mayDragDown, !current.inert, canStart,
           verticalStart <= 0, distance > current.settings.slop, dy > abs(dx) {
            // A drag down with the content at its top dismisses the page (iOS 18's zoom); up, it scrolls.
            current.isSwipe = true
            current.isDismissDrag = true
            current.movedBeyondSlop = true
        }
        if !current.isSwipe, !current.isVertical, !current.caught, current.maySwipe, !current.inert, canStart,
           let failVertical = current.settings.failVertical {
            // Whichever comes first: far enough right, or too far up or down.
            if abs(dy) > failVertical {
                current.isVertical = true
            } else if dx >= (current.fromEdge ? current.settings.activateAfter : max(current.settings.activateAfter, current.settings.slop)) {
                current.isSwipe = true
                current.movedBeyondSlop = true
            }
        }
        // Otherwise by direction, once the press has moved far enough to judge.
        if !current.isSwipe, !current.isVertical, !current.caught, current.maySwipe, !current.inert, canStart,
           current.settings.failVertical == nil, distance > (current.fromEdge ? current.settings.activateAfter : current.settings.slop) {
            if dx > 0 && abs(dx) >= abs(dy) {
                current.isSwipe = true
                current.movedBeyondSlop = true
            } else if current.settings.start == .firstMotion || abs(dy) > Self.verticalTolerance {
                // Horizontal first: a start that drifts up or down is not yet a scroll; only a
                // motion that goes mostly vertical past the tolerance is, for the rest of the press.
                current.isVertical = true
            }
        }
        // A press that may still swipe scrolls only once the rules above judged it vertical (so a
        // start that drifts within the tolerance can still go back); one that cannot, once it is
        // mostly vertical.
        let judgedVertical = current.isVertical || !(current.maySwipe && canStart) && abs(dy) > abs(dx)
        if !current.isSwipe, !current.caught, !current.inert, idle, verticalTravel > 0, current.movedBeyondSlop,
           current.scrollStart == nil, current.verticalStart != nil || judgedVertical {
            // A vertical drag scrolls the content and can never become a back swipe afterwards.
            current.isVertical = true
            if current.verticalStart == nil { current.verticalStart = verticalStart }
            return .verticalScroll(offset: min(verticalTravel, max(0, (current.verticalStart ?? 0) - dy)))
        }
        if !current.isSwipe, !current.caught, !current.inert, idle, scrolls, current.movedBeyondSlop {
            if current.scrollStart == nil, abs(dx) > abs(dy) { current.scrollStart = scrollStart }
            if let start = current.scrollStart { return .scroll(dx: start + rawDx) }
        }
        guard current.isSwipe, result == .none else { return result }
        return .swipe(progress: Self.progress(of: current, at: location, width: width))
    }

    /// Where a swipe's finger puts the progress now, for a press at `location`.
    public func progress(at location: Point, width: Double) -> Double {
        guard let press else { return 0 }
        return Self.progress(of: press, at: location, width: width)
    }

    /// The progress the finger of `press` at `location` sets: linear, for the finger is never
    /// eased, less the dead zone either way; never before the start, never past the width. A
    /// dismissal drag's is its downward travel in card heights, never negative.
    private static func progress(of press: PointerPress, at location: Point, width: Double) -> Double {
        if press.isDismissDrag, let height = press.settings.dismissDragHeight {
            let travel = (location.y - press.start.y) / height
            return height > 0 && travel.isFinite ? max(0, travel) : 0
        }
        guard width > 0 else { return 0 }
        let travel = (location.x - press.start.x) * press.direction
        let zone = max(0, press.settings.deadZone)
        let followed = travel - min(zone, max(-zone, travel))
        return min(1, max(0, press.baseProgress + followed / width))
    }

    /// A command took over the swipe this press drives: the press is followed to its lift, which
    /// it swallows, and does nothing more.
    public mutating func abandonSwipe() {
        guard press?.isSwipe == true else { return }
        press?.isSwipe = false
        press?.inert = true
    }

    /// The pointer went up (`lost`: it was cancelled, which is never a fling) at `location`; `measured`:
    /// the velocity its source measured, points per second rightwards (`nil`: the tracker's).
    public mutating func up(pointer: Int, at location: Point, time: Double, width: Double, lost: Bool, velocity measured: Double? = nil) -> Ending {
        guard let current = press, current.pointer == pointer else { return .nothing }
        press = nil
        if current.isSwipe {
            // The lift is not a sample (as in Flutter): a finger that rested before lifting has
            // no velocity, so the stillness rule can take effect. A source that measured its own
            // (a trackpad) is taken at its word.
            let last = Point(x: current.tracker.lastX ?? current.start.x, y: current.verticalTracker.lastX ?? current.start.y)
            let at = lost ? last : location
            if current.isDismissDrag, let height = current.settings.dismissDragHeight {
                let downwards = current.verticalTracker.velocity(at: time, estimator: current.settings.estimator)
                return .swipe(progress: Self.progress(of: current, at: at, width: width),
                              velocity: lost || height <= 0 || !downwards.isFinite ? 0 : downwards / height)
            }
            let pointsPerSecond = measured.flatMap { $0.isFinite ? $0 : nil }
                ?? current.tracker.velocity(at: time, estimator: current.settings.estimator)
            let velocity = lost || width <= 0 ? 0 : pointsPerSecond * current.direction / width
            return .swipe(progress: Self.progress(of: current, at: at, width: width), velocity: velocity)
        }
        if current.caught { return .caughtPageLetGo }
        if current.verticalStart != nil {
            // The content moves against the finger: a finger going up scrolls it up.
            return .verticalScroll(velocity: lost ? 0 : -current.verticalTracker.velocity(at: time, estimator: current.settings.estimator))
        }
        if !lost, !current.inert, !current.movedBeyondSlop {
            return .tap(onBackButton: current.onBackButton, onRightButton: current.onRightButton)
        }
        return .nothing
    }

}
