/// Two pages sliding over each other: the shape shared by every transition but a rest, and the
/// one view of it (`Navigator.slide`), read off the `TransitionController`'s value. Its progress is
/// a fraction of the width; points are for the edges (the readout's text, the trace's columns).
public struct Slide: Equatable, Sendable {
    /// The page in front (the one being pushed, popped or swiped away).
    public var front: PageInstance
    /// The page behind it (the one being left, or revealed).
    public var back: PageInstance
    /// The transition's progress p: how far the front page has gone, 0 covering the screen, 1 gone.
    public var fraction: Double
    /// The phase it belongs to.
    public var phase: TransitionPhase
    /// How far, in points, the finger driving a swipe has moved down (negative: up) since its
    /// press, as it was at the release once released. 0 when no finger drives it.
    public var lift = 0.0
    /// How far, in points, that finger has moved right (negative: left) since its press, as it
    /// was at the release once released.
    public var sweep = 0.0
    /// Where that finger went down, in the program's points; `nil` when no finger drives it. A
    /// zoom look shrinks the page about this point and keeps it under the finger.
    public var grab: Point?
    /// Whether a swipe from the right edge drives it, sending the page the mirrored way.
    public var mirrored = false
    /// For a released swipe, the progress it was let go at; `nil` while a finger holds it.
    public var releasedAt: Double?
    /// For a released swipe, whether it is completing the pop.
    public var completing = false

    /// How much of what the finger's lift moved is still applied: all while it is held, going
    /// to none as a released swipe arrives where it is going.
    public var liftShare: Double {
        guard let releasedAt else { return 1 }
        let target: Double = completing ? 1 : 0
        return releasedAt == target ? 0 : min(1, max(0, (fraction - target) / (releasedAt - target)))
    }

    /// Makes a slide.
    public init(front: PageInstance, back: PageInstance, fraction: Double, phase: TransitionPhase,
                lift: Double = 0, mirrored: Bool = false) {
        self.front = front
        self.back = back
        self.fraction = fraction
        self.phase = phase
        self.lift = lift
        self.mirrored = mirrored
    }

    /// True while a finger or a release animation drives it, rather than a push/pop animation.
    public var isInteractive: Bool { phase == .drag }

    /// True while a finger holds it: a swipe not yet released.
    public var isHeld: Bool { phase == .drag && releasedAt == nil }
}
