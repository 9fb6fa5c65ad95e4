/// Estimates a pointer's horizontal velocity from its recent history; by default as Flutter's
/// `VelocityTracker` does (flutter/flutter `packages/flutter/lib/src/gestures/velocity_tracker.dart`):
/// a least-squares quadratic through the samples of the last `window` seconds, its slope taken at
/// the newest sample. The history is only the motion that is still continuous: a gap of more than
/// `stillness` between two samples cuts off everything older, fewer than `minimumSamples` give no
/// velocity, and the answer is capped at `maximumSpeed`. Samples at the same instant (several
/// events in one frame) keep the latest; a pointer that has not moved for `stillness` seconds
/// before the question has no velocity, however fast it came. The lift is never a sample.
public struct VelocityTracker: Equatable, Sendable {
    /// How a velocity is read from the history (`velocityEstimator`).
    public enum Estimator: String, CaseIterable, Equatable, Sendable {
        /// Flutter's: the quadratic's slope at the newest sample, over continuous motion only,
        /// from 3 samples, capped.
        case flutter
        /// The first version's: the least-squares line through every sample of the window, from
        /// 2 samples, uncapped (a two-event flick still flies).
        case line
    }

    /// How far back samples count, in seconds (Flutter's 100 ms horizon).
    public static let window = 0.1
    /// A pause this long before release means the finger stopped: velocity zero. A gap this long
    /// between samples breaks the history (Flutter's 40 ms).
    public static let stillness = 0.04
    /// The fewest samples a velocity is estimated from (Flutter's 3).
    public static let minimumSamples = 3
    /// The fastest velocity reported, in points per second either way (Flutter's 8000).
    public static let maximumSpeed = 8000.0

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

    /// Points per second at `time` by `estimator`, 0 when unknown.
    public func velocity(at time: Double, estimator: Estimator = .flutter) -> Double {
        // A hair under the limit still counts as the limit: clock steps are sums of frame times.
        guard let newest = samples.last, time - newest.time < Self.stillness - 1e-9 else { return 0 }
        switch estimator {
        case .flutter:
            let slope = Self.slopeAtNewest(of: continuousMotion(endingWith: newest.time))
            return min(Self.maximumSpeed, max(-Self.maximumSpeed, slope))
        case .line:
            return Self.lineSlope(of: samples.filter { $0.time >= time - Self.window })
        }
    }

    /// The slope of the least-squares line through `points`, 0 with fewer than two.
    private static func lineSlope(of points: [(time: Double, x: Double)]) -> Double {
        guard points.count >= 2 else { return 0 }
        let count = Double(points.count)
        let meanTime = points.reduce(0) { $0 + $1.time } / count
        let meanX = points.reduce(0) { $0 + $1.x } / count
        var covariance = 0.0, variance = 0.0
        for sample in points {
            covariance += (sample.time - meanTime) * (sample.x - meanX)
            variance += (sample.time - meanTime) * (sample.time - meanTime)
        }
        guard variance > 1e-12 else { return 0 }
        let slope = covariance / variance
        return slope.isFinite ? slope : 0
    }

    /// The newest samples that still form one motion: within the window of the newest, with no
    /// gap over `stillness` between neighbours; as (seconds before the newest, x).
    private func continuousMotion(endingWith newestTime: Double) -> [(age: Double, x: Double)] {
        var motion: [(age: Double, x: Double)] = []
        var previousTime = newestTime
        for sample in samples.reversed() {
            guard newestTime - sample.time <= Self.window, previousTime - sample.time <= Self.stillness else { break }
            motion.append((sample.time - newestTime, sample.x))
            previousTime = sample.time
        }
        return motion
    }

    /// The slope at age 0 of the least-squares quadratic x = a + b t + c t² through `points`: b.
    /// 0 with fewer than `minimumSamples` points or a fit that is not determined.
    private static func slopeAtNewest(of points: [(age: Double, x: Double)]) -> Double {
        guard points.count >= minimumSamples else { return 0 }
        // The normal equations of the fit, in milliseconds so that the sums stay well scaled.
        var power = [Double](repeating: 0, count: 5), moment = [Double](repeating: 0, count: 3)
        for point in points {
            let t = point.age * 1000
            var tk = 1.0
            for k in 0..<5 {
                power[k] += tk
                if k < 3 { moment[k] += tk * point.x }
                tk *= t
            }
        }
        let matrix = [[power[0], power[1], power[2]], [power[1], power[2], power[3]], [power[2], power[3], power[4]]]
        let determinant = Self.determinant(matrix)
        guard abs(determinant) > 1e-9 * max(1, abs(power[4] * power[2] * power[0])) else { return 0 }
        // Cramer's rule for b alone: the second column replaced by the moments.
        var withMoments = matrix
        for row in 0..<3 { withMoments[row][1] = moment[row] }
        let perMillisecond = Self.determinant(withMoments) / determinant
        let slope = perMillisecond * 1000
        return slope.isFinite ? slope : 0
    }

    private static func determinant(_ m: [[Double]]) -> Double {
        m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1])
            - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0])
            + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0])
    }

    /// Compares histories.
    public static func == (lhs: VelocityTracker, rhs: VelocityTracker) -> Bool {
        lhs.samples.elementsEqual(rhs.samples) { $0.time == $1.time && $0.x == $1.x }
    }
}
