/// A constant that changes with a transition's progress: `from` until p = `after`, moving linearly
/// to `to` at p = `until`, then staying there. It describes every dimming and fade of the built-in styles
/// (the seeds' cover that is gone at three quarters, Weibo's fixed cover, the stock linear fade).
public struct Ramp: Equatable, Sendable {
    /// Value at p = 0, when the front page covers the screen.
    public var from: Double
    /// Value from p = `until` on.
    public var to: Double
    /// Progress at which it starts to change, 0...1.
    public var after: Double
    /// Progress at which `to` is reached, 0...1 (at or before `after`: `to` from `after` on).
    public var until: Double

    /// Makes a ramp.
    public init(from: Double, to: Double = 0, after: Double = 0, until: Double = 1) {
        self.from = from
        self.to = to
        self.after = after
        self.until = until
    }

    /// A value that never changes.
    public static func constant(_ value: Double) -> Ramp { Ramp(from: value, to: value) }

    /// The value at progress `p` (clamped to 0...1).
    public func value(at p: Double) -> Double {
        let p = p.isNaN ? 0 : p
        guard until > after else { return p < after ? from : to }
        let t = min(1, max(0, (p - after) / (until - after)))
        return from + (to - from) * t
    }

    /// Whether it is zero at every progress.
    public var isZero: Bool { from == 0 && to == 0 }
}
