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

    /// Makes a slide.
    public init(front: PageInstance, back: PageInstance, fraction: Double, phase: TransitionPhase) {
        self.front = front
        self.back = back
        self.fraction = fraction
        self.phase = phase
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
