/// The colours the status text (the clock's "9:41" and the battery) is drawn in: one colour, or,
/// where the page edge of a transition passes under the text, a colour for each stretch of it
/// (left to right as drawn, and above and below a horizontal edge), each readable on what lies
/// under it. Chosen in the core from the frame (`Frame.withReadableStatus`); the renderer draws
/// each stretch in its colour and decides nothing.
public struct StatusInk: Hashable, Sendable {
    /// One stretch: from `start` (points from the status area's left edge) to the next stretch's
    /// start, or to the end.
    public struct Stretch: Hashable, Sendable {
        /// Where it starts, points from the status area's left edge.
        public var start: Double
        /// Its colour.
        public var color: Color

        /// Makes a stretch.
        public init(start: Double, color: Color) {
            self.start = start
            self.color = color
        }
    }

    /// A band of rows of the text, from `top` (points from the status area's top) down to the
    /// next band's top: a page edge across the text's rows (a shrinking page's top) splits it.
    public struct Band: Hashable, Sendable {
        /// Where it starts, points from the status area's top.
        public var top: Double
        /// Its stretches, left to right; the first one's start is taken as the left end.
        public var stretches: [Stretch]
        /// Whether it is the one row of pixels a fading edge at `top` passes through (`Ring`),
        /// whatever the next band's top: the band after it starts on the next row.
        public var ring: Bool

        /// Makes a band; a `ring` band is the row of pixels its top passes through.
        public init(top: Double, stretches: [Stretch], ring: Bool = false) {
            precondition(!stretches.isEmpty, "a band has a colour")
            self.top = top
            self.stretches = stretches
            self.stretches[0].start = -.infinity
            self.ring = ring
        }
    }

    /// A horizontal edge of a page drawn with a fading ring (`PageTransform.hasFadingEdge`), at
    /// `y` points from the status area's top, along `span` (points from its left edge). The row of
    /// pixels it passes through is drawn half of each side, a colour that may be darker than
    /// either (ios-zoom's card over the bar underneath: teal and dimmed orange blend to
    /// (128,104,60), on which black reads 3.95:1 where it reads on both bars), so that row gets its
    /// own colour.
    struct Ring {
        /// Its height, points from the status area's top.
        var y: Double
        /// Where across it runs, points from the status area's left edge.
        var span: ClosedRange<Double>

        /// The edge at `y` running between `a` and `b`, in either order (a mirrored place turns
        /// them round).
        init(y: Double, between a: Double, and b: Double) {
            self.y = y
            span = min(a, b)...max(a, b)
        }
    }

    /// The bands, top to bottom; the first one's top is taken as the top end.
    public private(set) var bands: [Band]

    /// One colour for the whole text.
    public init(_ color: Color) {
        self.init(stretches: [Stretch(start: -.infinity, color: color)])
    }

    /// Stretches left to right, over every row.
    public init(stretches: [Stretch]) {
        self.init(bands: [Band(top: -.infinity, stretches: stretches)])
    }

    /// Bands top to bottom.
    public init(bands: [Band]) {
        precondition(!bands.isEmpty, "a status ink has a colour")
        self.bands = bands
        self.bands[0].top = -.infinity
    }

    /// The colour at `x`, `y` points from the status area's left and top edges.
    public func color(at x: Double, y: Double = 0) -> Color {
        let band = bands.last { $0.top <= y } ?? bands[0]
        return band.stretches.last { $0.start <= x }?.color ?? band.stretches[0].color
    }

    /// The ink seen in a mirror on the centre line of a status area `width` points wide: each
    /// stretch where its text lands when the area is mirrored (its bands as they were).
    public func mirrored(width: Double) -> StatusInk {
        StatusInk(bands: bands.map { band in
            let ends = band.stretches.dropFirst().map(\.start) + [Double.infinity]
            let stretches = zip(band.stretches, ends).reversed().map { Stretch(start: width - $1, color: $0.color) }
            return Band(top: band.top, stretches: stretches, ring: band.ring)
        })
    }

    /// The colour of the whole text when it has one; `nil` when it is split.
    public var single: Color? { bands.count == 1 && bands[0].stretches.count == 1 ? bands[0].stretches[0].color : nil }

    /// The pieces met between `from` and `to` (points from the status area's left edge), each cut
    /// to that span and to its band's rows of window pixels (`top`, `bottom`: whole pixels,
    /// infinite at the ends), where `pixel(y)` is where a height of the status area (points from
    /// its top) lies in window pixels: what a painter fills or copies. A band starts on the pixel
    /// edge nearest its top (half up), as every rectangle is placed; a ring band is the one row its
    /// edge passes through, as the renderer draws a fading edge there, and the band after it starts
    /// on the next row.
    public func pieces(from: Double, to: Double, pixel: (Double) -> Double) -> [(from: Double, to: Double, top: Double, bottom: Double, color: Color)] {
        var tops: [Double] = []
        for (row, band) in bands.enumerated() {
            var top = -Double.infinity
            if band.top.isFinite {
                let y = pixel(band.top)
                top = band.ring ? y.rounded(.down) : row > 0 && bands[row - 1].ring ? y.rounded(.down) + 1 : (y + 0.5).rounded(.down)
            }
            tops.append(max(top, tops.last ?? -.infinity))
        }
        var pieces: [(from: Double, to: Double, top: Double, bottom: Double, color: Color)] = []
        for (row, band) in bands.enumerated() {
            let bottom = row + 1 < bands.count ? tops[row + 1] : .infinity
            guard bottom > tops[row] else { continue }
            for (index, stretch) in band.stretches.enumerated() {
                let end = index + 1 < band.stretches.count ? band.stretches[index + 1].start : .infinity
                let lower = max(from, stretch.start), upper = min(to, end)
                if upper > lower { pieces.append((lower, upper, tops[row], bottom, stretch.color)) }
            }
        }
        return pieces
    }

    /// Where the clock's text starts, points from the status area's left edge, and the widest it is
    /// (15 pt "9:41"): the span the colour is chosen over. The painter places the text there.
    public static let clockX = 34.0, clockWidth = 40.0
    /// The battery's body, points from the status area's right edge and top: the painter draws it
    /// there, its tip 1 pt right of it.
    public static let batteryFromRight = 50.0, batteryTop = 19.0, batteryWidth = 25.0, batteryHeight = 12.0
    /// The rows the colour is chosen over, points from the status area's top: the clock's glyphs
    /// and the battery lie between the first and the last.
    public static let textRows: [Double] = Array(Swift.stride(from: 14.0, through: 35, by: 3))

    /// The spans of the status area the text covers, points from its left edge as drawn, on a
    /// screen `width` points wide: the clock's and the battery's (with its tip); `mirrored` (a
    /// right-to-left run's status area, see `Layer.mirrored`) in their mirror places, left to right.
    public static func textSpans(width: Double, mirrored: Bool = false) -> [ClosedRange<Double>] {
        let spans = [clockX...(clockX + clockWidth), (width - batteryFromRight)...(width - batteryFromRight + batteryWidth + 2.5)]
        return mirrored ? spans.reversed().map { (width - $0.upperBound)...(width - $0.lowerBound) } : spans
    }
}
