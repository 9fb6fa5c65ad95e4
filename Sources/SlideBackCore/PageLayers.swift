/// Builds the layers of one whole page (body, status text, bar, tab bar) at a horizontal offset.
/// Every style draws live pages through it, and snapshots are painted from the same description,
/// so a snapshot and the live page it replaces cannot differ.
public struct PageLayers: Sendable {
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

    /// The bar of a page at a stack depth, or `nil` if it hides its bar.
    public func bar(of page: PageInstance, depth: Int) -> BarContent? {
        BarContent.forPage(spec(of: page), depth: depth)
    }

    /// Whether the tab bar shows under this page: only root pages that ask for one
    /// (pushed pages hide it, as `hidesBottomBarWhenPushed` does).
    public func showsTabBar(_ page: PageInstance, depth: Int) -> Bool {
        depth == 0 && spec(of: page).showsTabBar
    }

    /// The page's layers moved right by `dx`, back to front; `withBar` false leaves the bar out.
    public func layers(of page: PageInstance, depth: Int, dx: Double, alpha: Double = 1, withBar: Bool = true) -> [Layer] {
        let screen = layout.bounds.offsetBy(dx: dx)
        var layers = [Layer(.pageBody(page), frame: screen, alpha: alpha)]
        if showsTabBar(page, depth: depth) {
            layers.append(Layer(.tabBar, frame: layout.tabBar.offsetBy(dx: dx), alpha: alpha))
        }
        let bar = withBar ? self.bar(of: page, depth: depth) : nil
        if let bar {
            layers.append(Layer(.navigationBar(bar), frame: layout.barBackground.offsetBy(dx: dx), alpha: alpha))
        }
        let statusColor = bar?.background != nil ? (bar?.titleColor ?? .white) : .white
        layers.append(Layer(.statusBar(statusColor), frame: layout.statusArea.offsetBy(dx: dx), alpha: alpha))
        return layers
    }

    /// The edge shadow cast by a page whose left edge is at `edgeX`: black, offset -0.8 pt,
    /// opacity 0.6, blurred over a few points as a CALayer shadow with the default 3 pt radius is.
    public func edgeShadow(at edgeX: Double) -> Layer {
        let width = Self.shadowWidth
        return Layer(.edgeShadow, frame: Rect(x: edgeX - 0.8 - width / 2, y: 0, width: width, height: layout.screen.height),
                     alpha: 0.6)
    }

    /// How wide the shadow's blur is drawn, in points (twice the default 3 pt radius).
    public static let shadowWidth = 6.0
}
