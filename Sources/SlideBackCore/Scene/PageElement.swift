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

/// A list row: an optional icon or picture, a title, an optional subtitle, and what sits at its end.
public struct ElementRow: Equatable, Sendable {
    /// The main text.
    public var title: String
    /// The smaller grey line under it.
    public var subtitle: String?
    /// A rounded square of this colour before the text (Settings' icons).
    public var icon: Color?
    /// A round picture before the text (an avatar), an image path.
    public var image: String?
    /// Text at the trailing end, before the accessory ("On", "12:40").
    public var value: String?
    /// A red count badge at the trailing end.
    public var badge: Int?
    /// What ends the row.
    public var accessory = RowAccessory.none

    /// Makes a row with only a title.
    public init(title: String) {
        self.title = title
    }
}

/// What ends a list row; the raw values are the scene file's names.
public enum RowAccessory: String, CaseIterable, Sendable {
    /// Nothing.
    case none
    /// A grey disclosure chevron.
    case chevron
    /// A switch that is on.
    case switchOn
    /// A switch that is off.
    case switchOff
}

/// A card of a grid or carousel: a picture (or a colour) with a title and a subtitle under it.
public struct ElementCard: Equatable, Sendable {
    /// The bold line.
    public var title: String
    /// The grey line under it (a price, a count).
    public var subtitle: String?
    /// The picture, an image path; without one the card shows `color`.
    public var image: String?
    /// The card's picture area colour when it has no image.
    public var color: Color?

    /// Makes a card with only a title.
    public init(title: String) {
        self.title = title
    }
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
