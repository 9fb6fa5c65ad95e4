/// One moment of a screen's motion in numbers: the progress and where the two pages are, read
/// from the same pose (`Navigator.pose(screen:)`) the frame is drawn with.
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
    /// The page `frontX` places: the page in front, or the top page at rest.
    public var page: PageInstance

    /// How fast the page moved from `previous`, `frames` frames (1/60 s each) earlier, in points
    /// per second of real time; `nil` when there is no such speed: no time passed, or the page in
    /// front is another page (a pushed page appearing, a popped one gone), whose jump between
    /// roles is no motion any page made. The trace and the graphs both read it.
    public func velocity(since previous: MotionSample, frames: Int) -> Double? {
        velocity(since: previous.page, at: previous.frontX, frames: frames)
    }

    /// The same, from where `previous` stood (`x`) `frames` frames earlier as the page in front.
    public func velocity(since previous: PageInstance, at x: Double, frames: Int) -> Double? {
        guard frames > 0, previous == page else { return nil }
        return (frontX - x) * 60 / Double(frames)
    }
}

extension Navigator {
    /// The moment in numbers, on a screen of `screen` points.
    public func motionSample(screen: Size) -> MotionSample {
        guard let pose = pose(screen: screen), let transition else {
            return MotionSample(time: time, progress: 0, frontX: 0, backX: nil, dim: 0, phase: .rest, page: top)
        }
        let phase: MotionPhase
        switch transition.kind {
        case .swipe: phase = transition.controller.isAnimating ? .settle : .drag
        case .push: phase = .push
        case .pop: phase = .pop
        }
        return MotionSample(time: time, progress: pose.slide.fraction, frontX: pose.front.x, backX: pose.back.x,
                            dim: pose.back.dimming ?? 0, phase: phase, page: pose.slide.front)
    }
}
