/// Summaries of a list of frame times in milliseconds.
public struct FrameStatistics {
    /// The frame budget at 60 Hz; time beyond it on any frame is a hitch.
    static let budget = 1000.0 / 60

    /// The times, sorted.
    public let sorted: [Double]
    /// Time beyond the budget, summed over the frames, in milliseconds.
    public let hitchMilliseconds: Double

    /// Summarises `times` (one per frame).
    public init(_ times: [Double]) {
        sorted = times.sorted()
        hitchMilliseconds = times.reduce(0) { $0 + max(0, $1 - Self.budget) }
    }

    /// Frames summarised.
    public var count: Int { sorted.count }

    /// The `p`-th percentile (0...100) by nearest rank: a time some frame really took.
    public func percentile(_ p: Double) -> Double {
        guard !sorted.isEmpty else { return 0 }
        let rank = Int((p / 100 * Double(sorted.count)).rounded(.up))
        return sorted[min(sorted.count, max(1, rank)) - 1]
    }

    /// The longest frame.
    public var maximum: Double { sorted.last ?? 0 }

    /// Apple's hitch-time ratio: milliseconds beyond the budget per second of animation, each
    /// frame being 1/60 s of it.
    public var hitchMillisecondsPerSecond: Double {
        count == 0 ? 0 : hitchMilliseconds / (Double(count) / 60)
    }
}
