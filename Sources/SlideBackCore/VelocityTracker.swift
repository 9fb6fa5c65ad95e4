/// Estimates a pointer's horizontal velocity from its recent history, as Flutter's and Android's
/// trackers do: a least-squares line through the samples of the last `window` seconds. Samples at
/// the same instant (several events in one frame) keep the latest; a pointer that has not moved
/// for `stillness` seconds before the question has no velocity, however fast it came.
public struct VelocityTracker: Equatable, Sendable {
    /// How far back samples count, in seconds.
    public static let window = 0.1
    /// A pause this long before release means the finger stopped: velocity zero.
    public static let stillness = 0.04

    private var samples: [(time: Double, x: Double)] = []

    /// An empty history.
    public init() {}

    /// Adds where the pointer was at `time` (real seconds).
    public mutating func add(x: Double, at time: Double) {
        guard x.isFinite, time.isFinite else { return }
        if let last = samples.last, time <= last.time {
            // Same instant (or a clock that stepped back): the newest position wins.
            samples[samples.count - 1] = (max(time, last.time), x)
        } else {
            samples.append((time, x))
        }
        samples.removeAll { $0.time < time - Self.window }
    }

    /// The newest position, if any.
    public var lastX: Double? { samples.last?.x }

    /// Points per second at `time`, 0 when unknown.
    public func velocity(at time: Double) -> Double {
        let recent = samples.filter { $0.time >= time - Self.window }
        guard let last = recent.last, recent.count >= 2, time - last.time < Self.stillness else { return 0 }
        // The line that best fits the recent positions; its slope is the velocity.
        let count = Double(recent.count)
        let meanTime = recent.reduce(0) { $0 + $1.time } / count
        let meanX = recent.reduce(0) { $0 + $1.x } / count
        var covariance = 0.0, variance = 0.0
        for sample in recent {
            covariance += (sample.time - meanTime) * (sample.x - meanX)
            variance += (sample.time - meanTime) * (sample.time - meanTime)
        }
        guard variance > 1e-12 else { return 0 }
        let slope = covariance / variance
        return slope.isFinite ? slope : 0
    }

    /// Compares histories.
    public static func == (lhs: VelocityTracker, rhs: VelocityTracker) -> Bool {
        lhs.samples.elementsEqual(rhs.samples) { $0.time == $1.time && $0.x == $1.x }
    }
}
