/// Builds the layers of one whole page (body, status text, bar, tab bar) at a horizontal offset.
/// Every style draws live pages through it, and snapshots are painted from the same description,
/// so a snapshot and the live page it replaces cannot differ.
public struct PageLayers: Equatable, Sendable {
    /// The scene the pages come from.
    public let scene: Scene
    /// The screen's fixed parts.
    public let layout: ScreenLayout

    /// Makes a builder.
    public init(scene: Scene, layout: ScreenLayout) {
        self.scene = scene
        self.layout = layout
    }

    /// The scene page an instance shows.
    public func spec(of page: PageInstance) -> PageSpec { scene.pages[page.specIndex] }

    /// The bar of a page at a stack depth with its content scrolled up by `verticalScroll`, or `nil`
    /// if it hides its bar.
    /// On a large-title page the scroll edge is where the large title has gone under the bar, and
    /// the bar's title shows as far as the large one has collapsed.
    public func bar(of page: PageInstance, depth: Int, verticalScroll: Double = 0) -> BarContent? {
        let large = largeTitle(of: page)
        var bar = BarContent.forPage(spec(of: page), depth: depth, scrolledPastEdge: verticalScroll - (large?.scrollEdge ?? 0))
        if let large { bar?.titleAlpha = large.collapse(scroll: verticalScroll) }
        return bar
    }

    /// The page's large title, if it asks for one: at the top of its content.
    public func largeTitle(of page: PageInstance) -> LargeTitle? {
        guard spec(of: page).largeTitle else { return nil }
        return LargeTitle(top: contentTop(of: page), barBottom: layout.barBackground.height)
    }

    /// Whether the tab bar shows under this page: only root pages that ask for one
    /// (pushed pages hide it, as `hidesBottomBarWhenPushed` does).
    public func showsTabBar(_ page: PageInstance, depth: Int) -> Bool {
        depth == 0 && spec(of: page).showsTabBar
    }

    /// The whole page moved right by `dx`, back to front: body, clock, tab bar, bar, status text.
    /// `time` is what the page's clock shows; `withBar` false leaves the bar out, `withStatus`
    /// false the status text (drawn once, in place, by a style that treats it as the system's);
    /// `verticalScroll` is how far its content is scrolled up.
    public func layers(of page: PageInstance, depth: Int, dx: Double, time: Double = 0, scroll: Double = 0,
                       verticalScroll: Double = 0, alpha: Double = 1, withBar: Bool = true, withStatus: Bool = true) -> [Layer] {
        var layers = body(of: page, depth: depth, dx: dx, time: time, scroll: scroll, verticalScroll: verticalScroll, alpha: alpha)
        let bar = withBar ? self.bar(of: page, depth: depth, verticalScroll: verticalScroll) : nil
        if let bar {
            layers.append(Layer(.navigationBar(bar), frame: layout.barBackground.offsetBy(dx: dx), alpha: alpha))
        }
        if withStatus {
            layers.append(Layer(.statusBar(StatusInk(statusColor(of: page))), frame: layout.statusArea.offsetBy(dx: dx), alpha: alpha))
        }
        return layers
    }

    /// The page without bar or status text: its body, its clock and (on a root that has one) the tab
    /// bar. A body scrolled sideways by `scroll` points (0 down to -width) shows its content moved
    /// left and coming round again at the right, like a carousel, within the page's own frame; a
    /// page of elements moves them up by `verticalScroll` (pieces wholly off the screen are left out).
    public func body(of page: PageInstance, depth: Int, dx: Double, time: Double = 0, scroll: Double = 0,
                     verticalScroll: Double = 0, alpha: Double = 1) -> [Layer] {
        // All but the clock, made once for these pages and numbers (`PageBodyMemo`): laying out a
        // page's elements each frame cost more than the rest of the frame's layers.
        let key = PageBodyMemo.Key(pages: self, page: page, depth: depth, dx: dx, scroll: scroll, verticalScroll: verticalScroll, alpha: alpha)
        let made = PageBodyMemo.shared.layers(for: key) { unclocked(of: page, depth: depth, dx: dx, scroll: scroll, verticalScroll: verticalScroll, alpha: alpha) }
        var layers = made.layers
        layers.insert(Layer(.clock(seconds: time), frame: clockFrame.offsetBy(dx: dx), alpha: alpha), at: made.clockIndex)
        return layers
    }

    /// `body`'s layers but its clock, and where the clock goes among them.
    private func unclocked(of page: PageInstance, depth: Int, dx: Double, scroll: Double, verticalScroll: Double,
                           alpha: Double) -> (layers: [Layer], clockIndex: Int) {
        // The spec copied once, not at every question asked of it.
        let spec = spec(of: page)
        let elementsPage: Bool
        if case .elements = spec.content { elementsPage = true } else { elementsPage = false }
        let content: Layer.Content = scroll == 0 || elementsPage ? .pageBody(page) : .scrolledBody(page, scroll: scroll)
        var layers = [Layer(content, frame: layout.bounds.offsetBy(dx: dx), alpha: alpha)]
        if case .elements(let elements, _) = spec.content {
            // A page of elements scrolls its carousels sideways, never the whole page.
            let pieces = elementLayout(of: page).pieces(of: elements, dx: dx, scroll: verticalScroll, carouselScroll: -scroll).layers
            let height = layout.screen.height
            layers += pieces.filter { $0.1.maxY > 0 && $0.1.y < height }.map { Layer(.piece($0.0), frame: $0.1, alpha: alpha) }
        }
        if let large = largeTitle(of: page), large.collapse(scroll: verticalScroll) < 1 {
            let text = PagePiece.text(spec.title, size: LargeTitle.fontSize, color: largeTitleInk(of: page), alignment: .leading)
            layers.append(Layer(.piece(text), frame: large.textFrame(width: layout.screen.width, scroll: verticalScroll).offsetBy(dx: dx),
                                alpha: alpha * (1 - large.collapse(scroll: verticalScroll))))
        }
        if let scrim = BarPalette(page: spec).statusScrim {
            // Strongest over the status area, fading below it (see `BarScrim.alpha(atY:barBottom:)`).
            var shade = BarContent(background: nil, title: "", titleColor: .white, showsBackButton: false)
            shade.scrim = scrim
            let frame = Rect(x: dx, y: 0, width: layout.screen.width, height: ScreenLayout.statusHeight + ScreenLayout.barHeight / 4)
            layers.append(Layer(.navigationBar(shade), frame: frame, alpha: alpha))
        }
        let clockIndex = layers.count
        if showsTabBar(page, depth: depth) {
            layers.append(Layer(.tabBar, frame: layout.tabBar.offsetBy(dx: dx), alpha: alpha))
        }
        return (layers, clockIndex)
    }

    /// Where the card or row of `page` marked `zoomSource` lies on the screen, its content
    /// scrolled up by `verticalScroll` and its carousels sideways by `scroll` (as `body` takes
    /// them); `nil` for a page with none.
    public func zoomSource(of page: PageInstance, scroll: Double = 0, verticalScroll: Double = 0) -> Rect? {
        guard case .elements(let elements, _) = spec(of: page).content else { return nil }
        return elementLayout(of: page).zoomSource(of: elements, scroll: verticalScroll, carouselScroll: -scroll)
    }

    /// How a page's elements are laid out: from under its bar (or the status area when it hides
    /// its bar), below the strip the page's clock takes, on this screen (a header starts at the top).
    /// A large title takes the first 52 pt.
    public func elementLayout(of page: PageInstance) -> ElementLayout {
        ElementLayout(width: layout.screen.width, top: contentTop(of: page) + (spec(of: page).largeTitle ? LargeTitle.height : 0))
    }

    /// Where a page's content starts: under its bar (or the status area), below the clock's strip.
    private func contentTop(of page: PageInstance) -> Double {
        let top = spec(of: page).bar == .hidden ? ScreenLayout.statusHeight : layout.barBackground.height
        return max(top, clockFrame.maxY + 8)
    }

    /// The large title's colour: the ink that reads on the page under it.
    private func largeTitleInk(of page: PageInstance) -> Color {
        switch spec(of: page).content {
        case .color(let color), .elements(_, background: let color): return Color.ink(over: color)
        case .image: return .white
        }
    }

    /// How far a page's content scrolls up: the height of its elements, with the tab bar's or the
    /// home indicator's inset under them, past the screen's; 0 for art, colour, or elements that fit.
    public func verticalTravel(of page: PageInstance, depth: Int) -> Double {
        guard case .elements(let elements, _) = spec(of: page).content else { return 0 }
        let bottom = showsTabBar(page, depth: depth) ? layout.tabBar.height : ScreenLayout.bottomInset
        return max(0, elementLayout(of: page).pieces(of: elements).height + bottom - layout.screen.height)
    }

    /// The status text's colour while `page` is on top: its `statusBar` key, or for `auto` the
    /// ink that reads best on what lies under it (see `BarPalette`).
    public func statusColor(of page: PageInstance) -> Color {
        BarPalette(page: spec(of: page)).status
    }

    /// The one status text of a style that treats it as the system's: in place, its colour going
    /// from the page in front's to the one underneath's as the transition goes from 0 to 1. Text of
    /// one shape in a mixed colour is exactly the two texts cross-faded.
    public func systemStatus(from front: PageInstance, to back: PageInstance, progress: Double) -> Layer {
        let color = SharedBar.mix(statusColor(of: front), statusColor(of: back), progress)
        return Layer(.statusBar(StatusInk(color)), frame: layout.statusArea)
    }

    /// Where a page's clock sits: a pill centred under the bar, where it stays in sight on the page
    /// underneath for most of a swipe (the right side is hidden under the page in front).
    public var clockFrame: Rect {
        Rect(x: (layout.screen.width - 76) / 2, y: ScreenLayout.statusHeight + ScreenLayout.barHeight + 12, width: 76, height: 28)
    }

    /// The edge shadow cast by a page whose left edge is at `edgeX`: black, offset -0.8 pt,
    /// opacity 0.6, blurred over a few points as a CALayer shadow with the default 3 pt radius is.
    public func edgeShadow(at edgeX: Double) -> Layer {
        let width = Self.shadowWidth
        return Layer(.edgeShadow, frame: Rect(x: edgeX - 0.8 - width / 2, y: 0, width: width, height: layout.screen.height),
                     alpha: 0.6)
    }

    /// What a snapshot shows: the whole window as it was when taken, or only the bar over its
    /// visible boundary (status area included, status text not: that belongs to the window).
    public func picture(of entry: SnapshotEntry) -> [Layer] {
        let layers: [Layer]
        switch entry.key.kind {
        case .screen, .leavingScreen:
            layers = self.layers(of: entry.key.page, depth: entry.depth, dx: 0, time: entry.capturedAt, scroll: entry.scroll,
                                 verticalScroll: entry.verticalScroll)
        case .bar:
            guard let bar = bar(of: entry.key.page, depth: entry.depth, verticalScroll: entry.verticalScroll) else { return [] }
            layers = [Layer(.navigationBar(bar), frame: layout.barBackground)]
        }
        return shown(layers)
    }

    /// The groups as the scene shows them: unchanged, or, in a scene whose `overlays` are off
    /// (screenshots with their own bars and status bar), without any overlay layer, whichever
    /// style made them.
    /// In a right-to-left scene they are the mirror image: every layer placed and drawn mirrored
    /// about the screen's centre line, every transform mirrored. This is the one place a
    /// right-to-left run's pictures are mirrored (its input is mirrored in `Navigator.handle`).
    /// `mirroring` false keeps them as laid out, left to right, whichever way the scene reads
    /// (what a renderer draws before it flips the pixels, `Frame.unmirrored`).
    public func shown(_ groups: [LayerGroup], mirroring: Bool? = nil) -> [LayerGroup] {
        let mirrors = mirroring ?? scene.direction.isMirrored
        guard !scene.overlays || mirrors else { return groups }
        return groups.map { group in
            var group = group
            group.layers = shown(group.layers, mirroring: mirrors)
            if mirrors { group.transform = group.transform.mirrored() }
            return group
        }
    }

    /// Layers as the scene shows them (see the groups' `shown`), in the screen's points or a
    /// picture's own (the same width).
    public func shown(_ layers: [Layer], mirroring: Bool? = nil) -> [Layer] {
        let kept = scene.overlays ? layers : layers.filter { !$0.isOverlay }
        return mirroring ?? scene.direction.isMirrored ? kept.map { $0.mirrored(within: layout.bounds) } : kept
    }

    /// The same builder for the left-to-right layout of the scene: its pictures unmirrored.
    public var unmirrored: PageLayers {
        var plain = scene
        plain.direction = .ltr
        return PageLayers(scene: plain, layout: layout)
    }

    /// How wide the shadow's blur is drawn, in points (twice the default 3 pt radius).
    public static let shadowWidth = 6.0
}
