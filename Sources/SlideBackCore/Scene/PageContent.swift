/// What fills a page.
public enum PageContent: Equatable, Sendable {
    /// A flat colour.
    case color(Color)
    /// An image file; the path is already resolved against the scene file's directory.
    case image(path: String)
    /// Live elements stacked from the top over a flat `background` (the page's `background` key).
    case elements([PageElement], background: Color)
}
