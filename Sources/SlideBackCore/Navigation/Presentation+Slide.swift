/// Which part of a transition a moment belongs to: each may have a look of its own.
public enum TransitionPhase: String, Equatable, Sendable {
    /// A back swipe, dragged or settling after the release.
    case drag
    /// An animated push.
    case push
    /// An animated pop.
    case pop
}

/// Two pages sliding over each other: the shape shared by every transition but a rest.
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
}

extension Presentation {
    /// The moment as two sliding pages, or `nil` at rest.
    public func slide(width: Double) -> Slide? {
        switch self {
        case .rest:
            return nil
        case .interactivePop(let top, let below, let offset):
            return Slide(front: top, back: below, fraction: width > 0 ? offset / width : 0, phase: .drag)
        case .push(let from, let to, let progress):
            return Slide(front: to, back: from, fraction: 1 - progress, phase: .push)
        case .pop(let leaving, let destination, let progress):
            return Slide(front: leaving, back: destination, fraction: progress, phase: .pop)
        }
    }
}
