/// Two pages sliding over each other: the shape shared by every transition but a rest.
public struct Slide: Equatable, Sendable {
    /// The page in front (the one being pushed, popped or swiped away).
    public var front: PageInstance
    /// The page behind it (the one being left, or revealed).
    public var back: PageInstance
    /// How far the front page has moved right, as a fraction of the width: 0 covers the screen, 1 is gone.
    public var fraction: Double
    /// True while a finger or a release animation drives it, rather than a push/pop animation.
    public var isInteractive: Bool
}

extension Presentation {
    /// The moment as two sliding pages, or `nil` at rest.
    public func slide(width: Double) -> Slide? {
        switch self {
        case .rest:
            return nil
        case .interactivePop(let top, let below, let offset):
            return Slide(front: top, back: below, fraction: width > 0 ? offset / width : 0, isInteractive: true)
        case .push(let from, let to, let progress):
            return Slide(front: to, back: from, fraction: 1 - progress, isInteractive: false)
        case .pop(let leaving, let destination, let progress):
            return Slide(front: leaving, back: destination, fraction: progress, isInteractive: false)
        }
    }
}
