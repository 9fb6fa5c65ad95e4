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

    /// Makes a bar description.
    public init(background: Color?, title: String, titleColor: Color, contentAlpha: Double = 1, showsBackButton: Bool) {
        self.background = background
        self.title = title
        self.titleColor = titleColor
        self.contentAlpha = contentAlpha
        self.showsBackButton = showsBackButton
    }

    /// The bar a page asks for in the scene, or `nil` when the page hides its bar.
    public static func forPage(_ spec: PageSpec, depth: Int) -> BarContent? {
        var bar = plainBar(spec, depth: depth)
        bar?.showsRightButton = spec.showsRightButton
        return bar
    }

    private static func plainBar(_ spec: PageSpec, depth: Int) -> BarContent? {
        switch spec.bar {
        case .hidden:
            return nil
        case .opaque:
            let dark = spec.barColor.luminance < 0.5
            return BarContent(background: spec.barColor, title: spec.title,
                              titleColor: dark ? .white : Color(rgb: 0x111111), showsBackButton: depth > 0)
        case .transparent:
            return BarContent(background: nil, title: spec.title, titleColor: .white, showsBackButton: depth > 0)
        }
    }
}
