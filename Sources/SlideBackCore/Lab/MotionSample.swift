/// One moment of a screen's motion in numbers: the progress and where the two pages are, read
/// from the same pose (`Navigator.pose`) the frame is drawn with.
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
        guard let pose, let transition else { return MotionSample(time: time, progress: 0, frontX: 0, backX: nil, dim: 0, phase: .rest) }
        let phase: MotionPhase
        switch transition.kind {
        case .swipe: phase = transition.controller.isAnimating ? .settle : .drag
        case .push: phase = .push
        case .pop: phase = .pop
        }
        return MotionSample(time: time, progress: pose.slide.fraction, frontX: pose.front.x, backX: pose.back.x,
                            dim: pose.back.dimming ?? 0, phase: phase)
    }
}
