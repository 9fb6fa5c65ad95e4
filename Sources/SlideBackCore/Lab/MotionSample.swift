/// What a transition is doing, as the trace and the graphs name it.
public enum MotionPhase: String, CaseIterable, Equatable, Sendable {
    /// Nothing moves.
    case rest
    /// A finger holds a back swipe.
    case drag
    /// A released swipe travels to its end.
    case settle
    /// An animated push.
    case push
    /// An animated pop.
    case pop
}

/// One moment of a screen's motion in numbers: the progress and where the two pages are, by the
/// same mapping the frame is drawn with.
public struct MotionSample: Equatable, Sendable {
    /// Animation time, seconds.
    public var time: Double
    /// The transition's progress, 0 at rest.
    public var progress: Double
    /// The page in front's horizontal position, points (0 at rest).
    public var frontX: Double
    /// The page underneath's, points; `nil` at rest, when there is none.
    public var backX: Double?
    /// Black over the page underneath, 0...1.
    public var dim: Double
    /// What is happening.
    public var phase: MotionPhase
}

extension Navigator {
    /// The moment in numbers.
    public var motionSample: MotionSample {
        guard let slide, let transition else { return MotionSample(time: time, progress: 0, frontX: 0, backX: nil, dim: 0, phase: .rest) }
        let look = spec.look(for: slide.phase), width = configuration.screen.width
        let drawn = look.drawnProgress(of: slide)
        let back = look.backTransform(at: drawn, width: width)
        let phase: MotionPhase
        switch transition.kind {
        case .swipe: phase = transition.controller.isAnimating ? .settle : .drag
        case .push: phase = .push
        case .pop: phase = .pop
        }
        return MotionSample(time: time, progress: slide.fraction, frontX: look.frontTransform(at: drawn, width: width, mirrored: slide.mirrored).x,
                            backX: back.x, dim: back.dimming ?? 0, phase: phase)
    }
}
