/// Everything the renderer needs to draw one frame, as plain values: the snapshots that must exist
/// (each with what to paint into it) and the layers, back to front. The renderer decides nothing.
public struct Frame: Equatable, Sendable {
    /// Screen size in points.
    public var screen: Size
    /// Snapshots the layers may refer to; a snapshot the renderer has no texture for yet is captured
    /// (painted into a target texture) before any layer is drawn.
    public var snapshots: [SnapshotEntry]
    /// What to draw, back to front.
    public var layers: [Layer]
    /// Title of the page on top, for the window title.
    public var topTitle: String
    /// The style that drew it, for the window title and the HUD.
    public var style: StyleName

    /// Makes a frame.
    public init(screen: Size, snapshots: [SnapshotEntry], layers: [Layer], topTitle: String, style: StyleName) {
        self.screen = screen
        self.snapshots = snapshots
        self.layers = layers
        self.topTitle = topTitle
        self.style = style
    }

    /// The layers showing the given content kind, in drawing order; tests use it to find a layer.
    public func layers(where predicate: (Layer.Content) -> Bool) -> [Layer] {
        layers.filter { predicate($0.content) }
    }
}
