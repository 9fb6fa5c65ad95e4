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
    /// Whether the page pushed from this page zooms out of this card and back into it
    /// (`"zoomSource": true`, read by the `ios-zoom` style).
    public var zoomSource = false

    /// Makes a card with only a title.
    public init(title: String) {
        self.title = title
    }
}
