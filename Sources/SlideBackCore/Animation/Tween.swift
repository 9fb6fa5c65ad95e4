/// One running animation of a single value: owns its elapsed time and maps it through a curve.
public struct Tween: Equatable, Sendable {
    /// Value at the start.
    public var from: Double
    /// Value at the end.
    public var to: Double
    /// Length in seconds of animation time; zero or less finishes at once.
    public var duration: Double
    /// Easing applied to the linear progress.
    public var curve: Curve
    /// Animation time spent so far, in seconds.
    public private(set) var elapsed: Double = 0

    /// Starts an animation from `from` to `to`.
    public init(from: Double, to: Double, duration: Double, curve: Curve) {
        self.from = from
        self.to = to
        self.duration = duration
        self.curve = curve
    }

    /// The same animation, `elapsed` seconds in.
    init(from: Double, to: Double, duration: Double, curve: Curve, elapsed: Double) {
        self.init(from: from, to: to, duration: duration, curve: curve)
        self.elapsed = elapsed
    }

    /// Linear progress on 0...1.
    public var fraction: Double { duration > 0 ? min(1, elapsed / duration) : 1 }
    /// Eased progress on 0...1.
    public var progress: Double { curve.transform(fraction) }
    /// The value presented now; exactly `to` once finished (`from + (to - from)` can miss it by a rounding error).
    public var value: Double { isFinished ? to : from + (to - from) * progress }
    /// Whether the animation has reached its end.
    public var isFinished: Bool { fraction >= 1 }

    /// Advances animation time; negative or non-finite steps are ignored so time never runs backwards.
    /// A step that lands within `endTolerance` of the end finishes the animation.
    public mutating func advance(by seconds: Double) {
        guard seconds.isFinite, seconds > 0 else { return }
        let next = elapsed + seconds
        elapsed = next >= duration - Self.endTolerance ? max(duration, 0) : next
    }

    /// Seconds short of the end that still count as the end: 24 frames of 1/60 s add up to
    /// 0.39999999999999997, which would otherwise cost a 0.4 s animation a 25th frame.
    static let endTolerance = 1e-9
}
