/// A motion to measure a style against (`--reference`): where a page's leading edge was, in
/// points from the screen's left, at each of a list of times, seconds, from a CSV, a trace or a
/// tracked screen recording. It is what a fitter needs: the series itself, its interpolation and
/// (with `MotionError`) one error function. Samples further apart than `maximumGap` are not
/// joined: a trace's moments at rest and a recording's frames without a moving edge are holes.
public struct ReferenceMotion: Equatable, Sendable {
    /// One moment: the time, seconds, and the leading edge's x, points; and whether it is joined
    /// to the moment before it (false where a tracked edge jumped: another edge, not a motion).
    public struct Sample: Equatable, Sendable {
        public var time: Double, x: Double, isJoined: Bool

        public init(time: Double, x: Double, isJoined: Bool = true) {
            self.time = time
            self.x = x
            self.isJoined = isJoined
        }
    }

    /// Where it came from, as given: what every message and label names.
    public var name: String
    /// The screen's width the points are measured against.
    public var width: Double
    /// The moments, in increasing time, all finite.
    public private(set) var samples: [Sample]

    /// The most samples a reference holds: ten minutes at 60 Hz.
    public static let maximumSamples = 36_000

    /// A reference of `samples`; throws, naming `name`, when there are fewer than two, more than
    /// `maximumSamples`, a value that is not finite, or a time that does not go forward.
    public init(name: String, width: Double, samples: [Sample]) throws {
        guard samples.count <= Self.maximumSamples else {
            throw ReferenceProblem(file: name, "has \(samples.count) samples, more than the \(Self.maximumSamples) a reference may hold (10 minutes at 60 Hz)")
        }
        guard samples.count >= 2 else {
            throw ReferenceProblem(file: name, samples.isEmpty ? "has no samples" : "has only 1 sample; a motion needs at least 2")
        }
        for (index, sample) in samples.enumerated() {
            guard sample.time.isFinite, sample.x.isFinite else { throw ReferenceProblem(file: name, "sample \(index + 1) is not a finite number") }
            if index > 0, sample.time <= samples[index - 1].time {
                throw ReferenceProblem(file: name, "sample \(index + 1): the time goes back (or stands still) from \(samples[index - 1].time) s to \(sample.time) s")
            }
        }
        self.name = name
        self.width = width
        self.samples = samples
        let gaps = zip(samples.dropFirst(), samples).map { $0.time - $1.time }.sorted()
        maximumGap = gaps[gaps.count / 2] * 3
    }

    /// Samples further apart than this are not joined (nor is one marked not joined): three times
    /// the usual spacing (the median of the gaps), so a dropped frame is bridged and a pause is not.
    public private(set) var maximumGap: Double

    /// The edge's x at `time`, linear between the two samples around it; `nil` before the first,
    /// after the last and in a hole.
    public func x(at time: Double) -> Double? {
        guard let index = segment(at: time) else { return nil }
        // A sample's own moment needs no neighbour: the last before a hole is a value too.
        if samples[index].time == time { return samples[index].x }
        let a = samples[index], b = samples[index + 1]
        return a.x + (b.x - a.x) * (time - a.time) / (b.time - a.time)
    }

    /// The edge's velocity at `time`, points per second: the slope of the pair around it.
    public func velocity(at time: Double) -> Double? {
        guard let index = segment(at: time), index + 1 < samples.count, samples[index + 1].isJoined,
              samples[index + 1].time - samples[index].time <= maximumGap else { return nil }
        let a = samples[index], b = samples[index + 1]
        return (b.x - a.x) / (b.time - a.time)
    }

    /// The first moment, at or after `start`, at which the edge reaches `level` (interpolated)
    /// moving the way `rising` says (towards larger x when true), or `nil` when it never does.
    public func firstTime(reaching level: Double, rising: Bool, after start: Double = -.infinity) -> Double? {
        for index in samples.indices.dropLast() {
            let a = samples[index], b = samples[index + 1]
            guard b.time >= start, b.isJoined, b.time - a.time <= maximumGap, (b.x > a.x) == rising, a.x != b.x else { continue }
            // Reached when `a` is short of the level (or on it) and `b` on it or past it.
            guard rising ? (a.x <= level && b.x >= level) : (a.x >= level && b.x <= level) else { continue }
            let time = a.time + (level - a.x) / (b.x - a.x) * (b.time - a.time)
            if time >= start { return time }
        }
        return nil
    }

    /// The index of the sample at `time`, or of the one that starts the joined pair around it,
    /// by bisection.
    private func segment(at time: Double) -> Int? {
        guard let first = samples.first, let last = samples.last, time >= first.time, time <= last.time else { return nil }
        var low = 0, high = samples.count - 1
        while high - low > 1 {
            let middle = (low + high) / 2
            if samples[middle].time <= time { low = middle } else { high = middle }
        }
        if samples[low].time == time { return low }
        if samples[high].time == time { return high }
        return samples[high].isJoined && samples[high].time - samples[low].time <= maximumGap ? low : nil
    }
}
