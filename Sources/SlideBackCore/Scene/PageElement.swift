/// One element of a live page: a part of a real app's screen that the renderer draws with real
/// text. A page's elements stack from the top, each as tall as its kind makes it.
public enum PageElement: Equatable, Sendable {
    /// A full-width picture at the top (an image path, already resolved), `height` points tall,
    /// cropped from the image's top.
    case header(image: String, height: Double)
    /// An iOS large title: 34 pt bold text at the leading margin.
    case largeTitle(String)
    /// A line of text, `size` points, in `color` (default near-black).
    case text(String, size: Double, color: Color?)
    /// One row of a plain list.
    case row(ElementRow)
    /// Rows grouped in a rounded inset card under an optional caption, as in iOS Settings.
    case section(title: String?, rows: [ElementRow])
    /// A full-width rounded button.
    case button(title: String, color: Color)
    /// Cards in `columns` columns.
    case grid(columns: Int, cards: [ElementCard])
    /// Cards in one row that scrolls sideways, `height` points tall.
    case carousel(height: Double, cards: [ElementCard])
}

extension PageElement {
    /// Every image path the element shows.
    public var imagePaths: [String] {
        switch self {
        case .header(let image, _): return [image]
        case .row(let row): return row.image.map { [$0] } ?? []
        case .section(_, let rows): return rows.compactMap(\.image)
        case .grid(_, let cards), .carousel(_, let cards): return cards.compactMap(\.image)
        case .largeTitle, .text, .button: return []
        }
    }
}

extension PageSpec {
    /// Every image the page shows: its art, or its elements' pictures.
    public var imagePaths: [String] {
        switch content {
        case .color: return []
        case .image(let path): return [path]
        case .elements(let elements, _): return elements.flatMap(\.imagePaths)
        }
    }
}
