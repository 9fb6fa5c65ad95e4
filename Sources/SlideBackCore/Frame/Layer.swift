/// One thing to draw, in back-to-front order within a `Frame`: what it is, where, and how opaque.
public struct Layer: Equatable, Sendable {
    /// What a layer shows.
    public enum Content: Equatable, Sendable {
        /// The live body of a page, painted from its scene data (colour or image).
        case pageBody(PageInstance)
        /// A page body whose content is scrolled sideways by `scroll` points (0 down to -width),
        /// wrapping round: a sideways-scrolling page after a drag.
        case scrolledBody(PageInstance, scroll: Double)
        /// The status area's text (clock, battery) in the given colours (`StatusInk`).
        case statusBar(StatusInk)
        /// A navigation bar: background over the status area and bar, title, back button.
        case navigationBar(BarContent)
        /// The tab bar under root-level pages.
        case tabBar
        /// A snapshot texture from the snapshot store.
        case snapshot(SnapshotKey)
        /// A solid colour, such as the black cover over the page underneath.
        case fill(Color)
        /// The shadow a moving page casts to its left (black, fading out leftwards).
        case edgeShadow
        /// A page's live element, a clock showing animation time in seconds: it keeps ticking on a
        /// live page and is frozen in a picture, so a stale snapshot is plain to see.
        case clock(seconds: Double)
        /// A drawn part of a live page's elements (text, a box, a picture, a chevron, a switch).
        case piece(PagePiece)
    }

    /// What is drawn.
    public var content: Content
    /// Where, in points; the renderer scales to pixels.
    public var frame: Rect
    /// Opacity multiplier, 0...1.
    public var alpha: Double
    /// Whether its content is drawn as its mirror image within `frame` (a right-to-left run): the
    /// parts move to the mirrored places and directional marks (the back chevron, a switch's
    /// knob, the shadow's fade) point the other way, while text and pictures keep their pixels.
    public var mirrored = false

    /// Makes a layer.
    public init(_ content: Content, frame: Rect, alpha: Double = 1) {
        self.content = content
        self.frame = frame
        self.alpha = alpha
    }

    /// Whether the program draws this over a page's own picture: a bar (or its picture), the tab
    /// bar, the status text or the clock; a scene whose `overlays` are off shows none of them.
    public var isOverlay: Bool {
        switch content {
        case .statusBar, .navigationBar, .tabBar, .clock: return true
        case .snapshot(let key): return key.kind == .bar
        case .pageBody, .scrolledBody, .fill, .edgeShadow, .piece: return false
        }
    }

    /// A short name of the technique this layer belongs to, for overlays and test messages.
    public var kindName: String {
        switch content {
        case .pageBody, .scrolledBody: return "live page"
        case .statusBar: return "status"
        case .navigationBar: return "bar"
        case .tabBar: return "tab bar"
        case .snapshot(let key): return key.kind == .bar ? "bar snapshot" : "page snapshot"
        case .fill: return "cover"
        case .edgeShadow: return "shadow"
        case .clock: return "clock"
        case .piece: return "element"
        }
    }

    /// The layer seen in a mirror standing on the vertical centre line of `span` (the screen, or
    /// a picture's bounds): placed mirrored and drawn mirrored.
    public func mirrored(within span: Rect) -> Layer {
        var mirror = self
        mirror.frame = frame.mirrored(within: span)
        mirror.mirrored.toggle()
        // The status text's colours go where their stretches of it go.
        if case .statusBar(let ink) = content { mirror.content = .statusBar(ink.mirrored(width: frame.width)) }
        return mirror
    }
}
