import CSDL2
import SlideBackCore

/// Which columns of each item of a frame can be seen, given the opaque full-height layers drawn
/// after it. A transformed group hides nothing (its corners and edges let the page behind show).
///
/// Pages slide sideways over each other, so most of a page underneath is hidden by the page in
/// front for most of a transition. The software renderer pays for every pixel drawn, hidden or
/// not; clipping each layer to the columns still visible (and skipping a layer nothing of which
/// is) roughly halves a transition's cost. The result only ever clips pixels that an opaque layer
/// drawn later paints over, so the picture is the same.
struct LayerOcclusion {
    /// Per item, the window-pixel columns to draw it in (`nil`: hidden, skip it).
    let visibleColumns: [Range<Int32>?]
    /// Whether opaque layers cover every column of the screen, so clearing it first is wasted.
    let coversScreen: Bool
    /// The screen's columns no opaque full-height layer covers: all that clearing must paint.
    let uncoveredColumns: [Range<Int32>]

    /// Works out the visible columns of `items` drawn at `scale` on a screen of `screen` points;
    /// `isOpaque` tells whether a layer paints every pixel of its frame opaquely.
    init(items: [Frame.DrawItem], scale: PixelScale, screen: Size, isOpaque: (Layer) -> Bool) {
        let top = scale.origin.y, bottom = scale.origin.y + screen.height * scale.factor
        var hidden: [Range<Int32>] = []
        var columns = [Range<Int32>?](repeating: nil, count: items.count)
        for index in items.indices.reversed() {
            let frame: Rect, layer: Layer?
            switch items[index] {
            case .layer(let placed): (frame, layer) = (placed.frame, placed)
            case .transformed(_, let outline): (frame, layer) = (outline, nil)
            }
            let rect = scale.rect(frame)
            // A generous span for what is drawn, a strict one for what hides: SDL cuts rectangles
            // to whole pixels its own way, and a pixel of doubt is simply drawn.
            let lower = Double(rect.x).rounded(.down) - 1, upper = Double(rect.x + rect.w).rounded(.up) + 1
            columns[index] = Self.hull(of: Self.span(lower, upper), minus: hidden)
            if Double(rect.y) <= top, Double(rect.y + rect.h) >= bottom, let layer, isOpaque(layer) {
                let left = Self.clamped(Double(rect.x).rounded(.up) + 1), right = Self.clamped(Double(rect.x + rect.w).rounded(.down) - 2)
                if left < right { hidden = Self.merge(left..<right, into: hidden) }
            }
        }
        visibleColumns = columns
        let screenColumns = Self.span(scale.origin.x.rounded(.down), (scale.origin.x + screen.width * scale.factor).rounded(.up))
        uncoveredColumns = Self.pieces(of: screenColumns, minus: hidden)
        coversScreen = uncoveredColumns.isEmpty
    }

    /// The smallest range holding everything of `span` outside `hidden` (sorted, disjoint), or
    /// `nil` when `hidden` covers all of it.
    static func hull(of span: Range<Int32>, minus hidden: [Range<Int32>]) -> Range<Int32>? {
        let pieces = pieces(of: span, minus: hidden)
        guard let first = pieces.first, let last = pieces.last else { return nil }
        return first.lowerBound..<last.upperBound
    }

    /// The parts of `span` outside `hidden` (sorted, disjoint), in order.
    static func pieces(of span: Range<Int32>, minus hidden: [Range<Int32>]) -> [Range<Int32>] {
        var pieces: [Range<Int32>] = []
        var start = span.lowerBound
        for range in hidden where range.upperBound > start && range.lowerBound < span.upperBound {
            if range.lowerBound > start { pieces.append(start..<range.lowerBound) }
            start = max(start, range.upperBound)
        }
        if start < span.upperBound { pieces.append(start..<span.upperBound) }
        return pieces
    }

    /// `range` added to sorted, disjoint `ranges`, merging those that touch.
    static func merge(_ range: Range<Int32>, into ranges: [Range<Int32>]) -> [Range<Int32>] {
        var result: [Range<Int32>] = []
        var current = range
        for other in ranges {
            if other.upperBound < current.lowerBound {
                result.append(other)
            } else if other.lowerBound > current.upperBound {
                result.append(current)
                current = other
            } else {
                current = min(current.lowerBound, other.lowerBound)..<max(current.upperBound, other.upperBound)
            }
        }
        result.append(current)
        return result.sorted { $0.lowerBound < $1.lowerBound }
    }

    /// The columns from `lower` to `upper`, none when `upper` is left of `lower`: on a screen
    /// narrower than a layout's margins a frame's width comes out negative, and such a frame
    /// covers nothing (SDL draws nothing for it either).
    private static func span(_ lower: Double, _ upper: Double) -> Range<Int32> {
        let start = clamped(lower)
        return start..<max(start, clamped(upper))
    }

    /// A pixel coordinate as SDL takes it, kept far from Int32's limits whatever the layer's frame.
    private static func clamped(_ value: Double) -> Int32 {
        Int32(min(max(value, -1_000_000), 1_000_000))
    }
}
