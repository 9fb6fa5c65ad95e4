/// Vertical scrolling of long pages of elements: each page instance keeps its own offset (and
/// its momentum) while it is on the stack, through pushes, pops and cancelled swipes.
extension Navigator {
    /// How far `page`'s content is scrolled up, in points (0 at its top).
    public func verticalScroll(of page: PageInstance) -> Double {
        verticalScrolls[page]?.offset ?? 0
    }

    /// How far `page`'s content can scroll up on a screen of `screen` points: 0 for art, colour,
    /// or elements that fit.
    public func verticalTravel(of page: PageInstance, screen: Size) -> Double {
        pages(on: screen).verticalTravel(of: page, depth: depth(of: page))
    }

    /// Whether some page's content still moves by its momentum.
    public var hasScrollMomentum: Bool {
        verticalScrolls.values.contains { $0.isMoving }
    }

    /// Every page's offset, for the frame.
    var verticalOffsets: [PageInstance: Double] {
        verticalScrolls.mapValues(\.offset)
    }

    /// The finger dragged the top page's content to `offset` (already within its travel): its
    /// momentum, if any, is caught.
    mutating func dragVerticalScroll(to offset: Double) {
        verticalScrolls[top] = VerticalScroll(offset: offset.isFinite ? offset : 0)
    }

    /// The finger let go of the top page's content moving at `velocity` points per second.
    mutating func flingVerticalScroll(velocity: Double) {
        let offset = verticalScroll(of: top)
        verticalScrolls[top] = VerticalScroll(offset: offset, velocity: velocity.isFinite ? velocity : 0)
    }

    /// A press on the top page stops its content where it is, as a touch stops a UIScrollView.
    mutating func stopScrollMomentum() {
        verticalScrolls[top]?.velocity = 0
    }

    /// Moves every page's momentum on by `seconds` of animation time.
    mutating func stepScrollMomentum(_ seconds: Double, screen: Size) {
        for (page, scroll) in verticalScrolls where scroll.isMoving {
            verticalScrolls[page] = scroll.advanced(by: seconds, travel: verticalTravel(of: page, screen: screen))
        }
    }
}

extension Navigator {
    /// A wheel or trackpad scrolled the top page by `dy` points (SDL's sign: positive up, so the
    /// content moves down), within its travel; only while no transition runs and no pointer is
    /// down, as a finger's scroll; `screen` is the screen's size in points now.
    public mutating func scrollWheel(dy: Double, screen: Size) {
        guard dy.isFinite, dy != 0, transition == nil, !recognizer.isPressed else { return }
        let travel = verticalTravel(of: top, screen: screen)
        guard travel > 0 else { return }
        verticalScrolls[top] = VerticalScroll(offset: min(travel, max(0, verticalScroll(of: top) - dy)))
    }
}
