/// What a navigation bar shows at one moment: the renderer paints exactly this and decides nothing.
public struct BarContent: Hashable, Sendable {
    /// The bar background over the status area and the bar; `nil` for a transparent bar.
    public var background: Color?
    /// The title text.
    public var title: String
    /// Colour of the title text, chosen for contrast with what lies under it.
    public var titleColor: Color
    /// Opacity of the title and buttons, 0...1 (cross-fades use it).
    public var contentAlpha: Double
    /// Whether the custom back button is shown (every page but the root).
    public var showsBackButton: Bool
    /// Whether the right-hand bar button (back to the root) is shown.
    public var showsRightButton = false
    /// Colour of the back and right-hand buttons.
    public var tint = Color.seedTint
    /// The soft scrim under a transparent bar's title over a photo, or `nil`.
    public var scrim: BarScrim?
    /// Opacity of the hairline under the background, 0...1: content scrolled under a transparent
    /// or translucent bar brings it in (see `forPage(_:depth:scrolledPastEdge:)`).
    public var hairlineAlpha = 1.0
    /// Opacity of the title alone, 0...1: a large title's page shows it only as the large one
    /// collapses into the bar.
    public var titleAlpha = 1.0

    /// Makes a bar description.
    public init(background: Color?, title: String, titleColor: Color, contentAlpha: Double = 1, showsBackButton: Bool) {
        self.background = background
        self.title = title
        self.titleColor = titleColor
        self.contentAlpha = contentAlpha
        self.showsBackButton = showsBackButton
    }

    /// The bar a page asks for in the scene, or `nil` when the page hides its bar; its colours are
    /// the page's `BarPalette`.
    public static func forPage(_ spec: PageSpec, depth: Int) -> BarContent? {
        let palette = BarPalette(page: spec)
        let background: Color?
        switch spec.bar {
        case .hidden: return nil
        case .opaque: background = spec.barColor
        case .transparent: background = nil
        }
        var bar = BarContent(background: background, title: spec.title, titleColor: palette.title, showsBackButton: depth > 0)
        bar.showsRightButton = spec.showsRightButton
        bar.tint = palette.tint
        bar.scrim = palette.scrim
        return bar
    }
}
