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
    /// Whether the page pushed from this page zooms out of this row and back into it
    /// (`"zoomSource": true`, read by the `ios-zoom` style).
    public var zoomSource = false

    /// Makes a row with only a title.
    public init(title: String) {
        self.title = title
    }
}
