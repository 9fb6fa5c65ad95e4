/// Everything the renderer needs to draw one frame, as plain values: the snapshots that must exist
/// (and, through `contents(of:)`, what each one shows) and the groups of layers, back to front,
/// each under its transform. The renderer decides nothing.
public struct Frame: Equatable, Sendable {
    /// Screen size in points.
    public var screen: Size
    /// Snapshots the layers may refer to; a snapshot the renderer has no texture for yet is captured
    /// (painted into a target texture) before any layer is drawn.
    public var snapshots: [SnapshotEntry]
    /// What to draw, back to front, group by group.
    public var groups: [LayerGroup] {
        // Changed after the navigator made it (a test, a check leaving layers out): the groups
        // laid out before mirroring no longer say the same.
        didSet { unmirroredGroups = nil }
    }
    /// Title of the page on top, for the window title.
    public var topTitle: String
    /// The built-in style the drawing style derives from (itself for a built-in).
    public var style: StyleName
    /// The drawing style's own name, for the window title, the HUD and captions.
    public var styleName: String
    /// The page builder that says what a snapshot contains; `nil` for frames made by hand.
    let pages: PageLayers?
    /// For a right-to-left scene's frame, its groups as laid out before they were mirrored, so
    /// that `unmirrored` need not mirror them back (which could move an edge by a rounding);
    /// `nil`: mirrored back from `groups` when asked (as after `groups` changed).
    var unmirroredGroups: [LayerGroup]?

    /// Makes a frame of groups.
    public init(screen: Size, snapshots: [SnapshotEntry], groups: [LayerGroup], topTitle: String, style: StyleName,
                styleName: String? = nil, pages: PageLayers? = nil) {
        self.screen = screen
        self.snapshots = snapshots
        self.groups = groups
        self.topTitle = topTitle
        self.style = style
        self.styleName = styleName ?? style.rawValue
        self.pages = pages
    }

    /// Whether the frame is a right-to-left scene's, drawn mirrored (see `PageLayers.shown`):
    /// what the inspection tools draw from leading-edge numbers is mirrored with it.
    public var isMirrored: Bool { pages?.scene.direction.isMirrored ?? false }

    /// The frame as the left-to-right layout has it: a right-to-left scene's frame with its groups
    /// and its pictures' contents as they were before `PageLayers.shown` mirrored them (itself
    /// otherwise). A renderer that draws this, its text and pictures flipped, and then flips the
    /// whole screen draws the exact mirror image of the left-to-right run (`Compositor.draw`).
    public var unmirrored: Frame {
        guard isMirrored, let pages else { return self }
        let groups = unmirroredGroups ?? groups.map { group in
            var group = group
            group.layers = group.layers.map { $0.mirrored(within: bounds) }
            group.transform = group.transform.mirrored()
            return group
        }
        return Frame(screen: screen, snapshots: snapshots, groups: groups, topTitle: topTitle, style: style, styleName: styleName,
                     pages: pages.unmirrored)
    }

    /// The screen's bounds: every group's bounds before its transform.
    public var bounds: Rect { Rect(size: screen) }

    /// One thing the compositor draws: a layer placed on the screen, or a group it must draw
    /// offscreen and then put on the screen under its transform (scaled, rounded or faded).
    public enum DrawItem: Equatable, Sendable {
        /// A layer, already placed.
        case layer(Layer)
        /// A group drawn as one picture into `outline` (its transformed bounds, in points).
        case transformed(LayerGroup, outline: Rect)
    }

    /// What to draw, back to front: each group's shadow; its layers moved by its transform (or the
    /// whole group, when it is more than moved); then the cover its dimming draws.
    public var drawItems: [DrawItem] {
        var items: [DrawItem] = []
        for group in groups {
            let transform = group.transform
            let outline = transform.apply(to: bounds, in: bounds)
            if let cast = transform.castShadow(in: bounds) { items.append(.layer(cast)) }
            if transform.isTranslationOnly {
                items += group.layers(movedBy: transform.x, transform.y).map(DrawItem.layer)
            } else {
                items.append(.transformed(group, outline: outline))
            }
            if let dimming = transform.dimming { items.append(.layer(dimmingCover(dimming))) }
        }
        return items
    }

    /// The cover a group's `dimming` draws over the whole screen after it (`drawItems`).
    public func dimmingCover(_ dimming: Double) -> Layer {
        Layer(.fill(.black), frame: bounds, alpha: dimming)
    }

    /// Every layer placed on the screen, back to front, a transformed group's layers moved and
    /// scaled with it and faded by its opacity. This is what overlays and tests read.
    public var layers: [Layer] {
        var placed: [Layer] = []
        for item in drawItems {
            switch item {
            case .layer(let layer):
                placed.append(layer)
            case .transformed(let group, _):
                for var layer in group.layers {
                    layer.frame = group.transform.apply(to: layer.frame, in: bounds)
                    layer.alpha *= group.transform.opacity
                    placed.append(layer)
                }
            }
        }
        return placed
    }

    /// What a snapshot listed by this frame shows, as layers in the picture's own points: decided
    /// here in the core, painted by the renderer as told.
    public func contents(of entry: SnapshotEntry) -> [Layer] {
        pages?.picture(of: entry) ?? []
    }

    /// The layers showing the given content kind, in drawing order; tests use it to find a layer.
    public func layers(where predicate: (Layer.Content) -> Bool) -> [Layer] {
        layers.filter { predicate($0.content) }
    }
}
