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
    /// How far pages' content is scrolled vertically.
    public let verticalScrolls: [PageInstance: Double]

    /// Makes a context.
    public init(pages: PageLayers, stack: [PageInstance], time: Double, snapshots: SnapshotStore,
                scrolls: [PageInstance: Double] = [:], verticalScrolls: [PageInstance: Double] = [:]) {
        self.verticalScrolls = verticalScrolls
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
    public func live(_ page: PageInstance, dx: Double, withBar: Bool = true, withStatus: Bool = true) -> [Layer] {
        pages.layers(of: page, depth: depth(of: page), dx: dx, time: time, scroll: scrolls[page] ?? 0,
                    verticalScroll: verticalScrolls[page] ?? 0, withBar: withBar,
                     withStatus: withStatus)
    }

    /// A page's bar as it is now (scrolled content under it included), or `nil` if it hides its bar.
    public func bar(of page: PageInstance) -> BarContent? {
        pages.bar(of: page, depth: depth(of: page), verticalScroll: verticalScrolls[page] ?? 0)
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

extension StyleContext {
    /// A live page's body (no bar, no status text) at `dx`, as it is now.
    public func body(_ page: PageInstance, dx: Double) -> [Layer] {
        pages.body(of: page, depth: depth(of: page), dx: dx, time: time, scroll: scrolls[page] ?? 0,
                   verticalScroll: verticalScrolls[page] ?? 0)
    }
}
