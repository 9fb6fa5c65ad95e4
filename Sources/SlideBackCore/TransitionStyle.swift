/// What a style needs to turn a moment into layers: the page builder, the stack, the store and
/// the clock, read where they are rather than copied into lookup tables every frame.
public struct StyleContext: Sendable {
    /// Builds the layers of whole pages.
    public let pages: PageLayers
    /// The pages, root first.
    public let stack: [PageInstance]
    /// Animation time now, for the pages' live animated element.
    public let time: Double
    /// The pictures that exist: a style draws a snapshot only if it is there.
    public let snapshots: SnapshotStore

    /// How far sideways-scrolling pages are scrolled.
    public let scrolls: [PageInstance: Double]

    /// Makes a context.
    public init(pages: PageLayers, stack: [PageInstance], time: Double, snapshots: SnapshotStore,
                scrolls: [PageInstance: Double] = [:]) {
        self.pages = pages
        self.stack = stack
        self.time = time
        self.snapshots = snapshots
        self.scrolls = scrolls
    }

    /// The stack depth of a page; a page that has left stands where the top did.
    public func depth(of page: PageInstance) -> Int { stack.lastIndex(of: page) ?? stack.count }

    /// Screen width in points.
    public var width: Double { pages.layout.screen.width }

    /// A live page's layers at `dx`, as it is now.
    public func live(_ page: PageInstance, dx: Double, withBar: Bool = true) -> [Layer] {
        pages.layers(of: page, depth: depth(of: page), dx: dx, time: time, scroll: scrolls[page] ?? 0, withBar: withBar)
    }

    /// A stored picture as one full-screen layer at `dx`.
    public func picture(_ page: PageInstance, _ kind: SnapshotKind, dx: Double) -> Layer {
        Layer(.snapshot(SnapshotKey(page: page, kind: kind)), frame: pages.layout.bounds.offsetBy(dx: dx))
    }

    /// A black cover over the whole screen.
    public func cover(alpha: Double) -> Layer {
        Layer(.fill(.black), frame: pages.layout.bounds, alpha: alpha)
    }
}

/// One technique: its rules and how it draws every moment of a transition. Styles are plain values
/// with no state, so the navigator can switch between them whenever nothing is moving.
public protocol TransitionStyle: Sendable {
    /// Its name.
    var name: StyleName { get }
    /// Its gesture and timing constants.
    var rules: StyleRules { get }
    /// The layers for a moment, back to front.
    func layers(for presentation: Presentation, in context: StyleContext) -> [Layer]
}

extension StyleContext {
    /// The top page at rest, drawn live with its bar: what every style shows when nothing moves.
    public func restLayers(_ presentation: Presentation) -> [Layer] {
        guard case .rest(let top) = presentation else { return [] }
        return live(top, dx: 0)
    }

    /// A live page's body (no bar, no status text) at `dx`, as it is now.
    public func body(_ page: PageInstance, dx: Double) -> [Layer] {
        pages.body(of: page, depth: depth(of: page), dx: dx, time: time, scroll: scrolls[page] ?? 0)
    }
}
