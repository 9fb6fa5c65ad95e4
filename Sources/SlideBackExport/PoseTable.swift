import SlideBackCore

/// One phase's look sampled as piecewise-linear tables over the progress p: what the exported code
/// interpolates between (React Native's `interpolate`, Flutter's, Swift's and Kotlin's own few
/// lines), so every target places a page exactly where `StyleSpec.pose` does at each knot. The
/// knots are the look's own corners (0, 1, each ramp's ends, where the gesture part ends, the
/// moments the rounded corners come and go) and, where a curve eases a part, as many more as keep
/// the straight line between two knots within a tenth of a point of the look.
public struct PoseTable: Equatable, Sendable {
    /// The progress values, ascending from 0 to 1.
    public let knots: [Double]
    /// The channels, each a value per knot.
    public let channels: [Channel]

    /// One quantity of one page over the knots.
    public struct Channel: Equatable, Sendable {
        /// Its name in the exported code (`frontX`, `backDim`).
        public let name: String
        /// What it is, for a comment.
        public let meaning: String
        /// Its value at each knot; an x is `fraction * W + points`, `points` in `offsets`.
        public let values: [Double]
        /// For an x: the points added to `values` times the width; `nil` for other channels.
        public let offsets: [Double]?
    }

    /// How close to its ends the rounded corners appear and go (the look rounds only while it moves).
    static let cornerMargin = 0.0001

    /// The most a table's straight line between two knots may stray from the look, in widths (x)
    /// or in the value's own units: a tenth of a point on a 414-point screen.
    static let tolerance = 0.00025

    /// The table of `look`.
    public init(look: PhaseLook) {
        var knots: Set<Double> = [0, 1]
        for ramp in [look.frontOpacity, look.backOpacity, look.backDim] { knots.formUnion([ramp.after, ramp.until]) }
        if let end = look.gestureEnd { knots.insert(end) }
        if look.cornerRadius != 0 { knots.formUnion([Self.cornerMargin, 1 - Self.cornerMargin]) }
        var sorted = knots.filter { (0...1).contains($0) }.sorted()
        // Where a curve eases a part, halve each stretch until the line stays within the tolerance.
        func sample(_ p: Double) -> [Double] {
            let front = look.sourcelessFront(at: p, width: 1), back = look.backTransform(at: p, width: 1)
            return [front.x, front.scale, front.opacity, front.shadow?.opacity ?? 0, back.x, back.scale, back.scaleY, back.opacity, back.dimming ?? 0]
        }
        func refine(_ a: Double, _ b: Double, depth: Int) -> [Double] {
            let middle = (a + b) / 2, line = zip(sample(a), sample(b)).map { ($0 + $1) / 2 }
            guard depth < 10, zip(line, sample(middle)).contains(where: { abs($0 - $1) > Self.tolerance }) else { return [] }
            return refine(a, middle, depth: depth + 1) + [middle] + refine(middle, b, depth: depth + 1)
        }
        sorted = zip(sorted, sorted.dropFirst()).flatMap { [$0.0] + refine($0.0, $0.1, depth: 0) } + [1]
        // To the 6 decimals the code is written with, so no two knots of the code are one.
        sorted = Set(sorted.map { ($0 * 1e6).rounded() / 1e6 }).sorted()
        self.knots = sorted
        let fronts = sorted.map { (look.sourcelessFront(at: $0, width: 1), look.sourcelessFront(at: $0, width: 0)) }
        let backs = sorted.map { (look.backTransform(at: $0, width: 1), look.backTransform(at: $0, width: 0)) }
        channels = [
            Channel(name: "frontX", meaning: "the page in front's x, a fraction of the width plus points",
                    values: fronts.map { $0.0.x - $0.1.x }, offsets: fronts.map { $0.1.x }),
            Channel(name: "frontScale", meaning: "its scale about its centre", values: fronts.map { $0.0.scale }, offsets: nil),
            Channel(name: "frontOpacity", meaning: "its opacity", values: fronts.map { $0.0.opacity }, offsets: nil),
            Channel(name: "frontRadius", meaning: "its corner radius in points",
                    values: fronts.map { $0.0.cornerRadius }, offsets: nil),
            Channel(name: "frontShadow", meaning: "the opacity of the shadow it casts to its left",
                    values: fronts.map { $0.0.shadow?.opacity ?? 0 }, offsets: nil),
            Channel(name: "backX", meaning: "the page underneath's x, a fraction of the width plus points",
                    values: backs.map { $0.0.x - $0.1.x }, offsets: backs.map { $0.1.x }),
            Channel(name: "backScaleX", meaning: "its horizontal scale about its centre", values: backs.map { $0.0.scale }, offsets: nil),
            Channel(name: "backScaleY", meaning: "its vertical scale", values: backs.map { $0.0.scaleY }, offsets: nil),
            Channel(name: "backOpacity", meaning: "its opacity", values: backs.map { $0.0.opacity }, offsets: nil),
            Channel(name: "backDim", meaning: "the black over it", values: backs.map { $0.0.dimming ?? 0 }, offsets: nil),
        ]
    }

    /// Every list of values the exported code holds, by name: each channel's values, then each
    /// x's points as `NAMEPoints`.
    public var columns: [(name: String, values: [Double])] {
        channels.map { ($0.name, $0.values) } + channels.compactMap { channel in channel.offsets.map { (channel.name + "Points", $0) } }
    }

    /// The channel of a name.
    public func channel(_ name: String) -> Channel? { channels.first { $0.name == name } }

    /// A channel's value at `p`, interpolated linearly between knots and clamped: what the exported
    /// code computes (for an x, at a width of `width`).
    public func value(of name: String, at p: Double, width: Double = 0) -> Double? {
        guard let channel = channel(name) else { return nil }
        let p = min(1, max(0, p))
        let index = knots.lastIndex { $0 <= p } ?? 0
        func value(_ i: Int) -> Double { channel.offsets.map { channel.values[i] * width + $0[i] } ?? channel.values[i] }
        guard index + 1 < knots.count else { return value(index) }
        let t = (p - knots[index]) / (knots[index + 1] - knots[index])
        return value(index) + (value(index + 1) - value(index)) * t
    }
}
