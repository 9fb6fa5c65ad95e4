/// An iOS large title (`"largeTitle": true`): the page's title in 34 pt bold at the leading
/// margin, in a 52 pt strip at the top of the content, under the bar and its clock strip. It
/// scrolls with the content; as its text goes under the bar it fades out while the bar's own
/// title fades in (the collapse), and the bar's scroll edge is where the strip has gone under.
public struct LargeTitle: Equatable, Sendable {
    /// Where the strip's top is, with the content at its top: the content's first line.
    public let top: Double
    /// Where the bar ends.
    public let barBottom: Double

    /// The strip's height (UIKit's large-title bar is 52 pt taller than a small one).
    public static let height = 52.0
    /// The text's size in points.
    public static let fontSize = 34.0
    /// How far the text's top is below the strip's, and how tall its line is.
    static let textInset = 4.0, textHeight = 41.0

    /// A large title at the top of content starting at `top`, under a bar ending at `barBottom`.
    public init(top: Double, barBottom: Double) {
        self.top = top
        self.barBottom = barBottom
    }

    /// The text's frame with the content scrolled up by `scroll`.
    public func textFrame(width: Double, scroll: Double) -> Rect {
        Rect(x: 16, y: top + Self.textInset - scroll, width: max(0, width - 32), height: Self.textHeight)
    }

    /// How far the title has collapsed into the bar, 0...1: 0 until the text's top reaches the bar,
    /// 1 once all of it has gone under.
    public func collapse(scroll: Double) -> Double {
        let start = top + Self.textInset - barBottom
        return min(1, max(0, (scroll - start) / Self.textHeight))
    }

    /// How far the content scrolls before the strip has gone under the bar: the bar's scroll edge.
    public var scrollEdge: Double { max(0, top + Self.height - barBottom) }
}
