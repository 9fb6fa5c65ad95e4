/// One page of a scene: what it shows and how its bars look.
public struct PageSpec: Equatable, Sendable {
    /// Unique name of the page within its scene.
    public var id: String
    /// Text in the navigation bar.
    public var title: String
    /// What fills the page.
    public var content: PageContent
    /// How the navigation bar is drawn.
    public var bar: BarStyle
    /// Background of an opaque bar.
    public var barColor: Color
    /// Whether the tab bar is shown at the bottom while this page is on top.
    public var showsTabBar: Bool
    /// Whether a back swipe may start on this page.
    public var allowsBackGesture: Bool
    /// Whether a back swipe waits until the page's carousels are scrolled back to their start
    /// (`"backGesture": "whenScrolledToStart"`); only then does `allowsBackGesture` apply.
    public var backGestureWaitsForScrollStart = false
    /// Whether the bar shows a right-hand button that pops to the root.
    public var showsRightButton = false
    /// Whether the bar-snapshot style takes a picture of this page's bar (seed 002's opt-out).
    public var takesBarSnapshot = true
    /// Whether a horizontal drag scrolls the page's content sideways (a carousel, endlessly): the
    /// kind of page the seeds' deny list keeps free of a full-screen back swipe.
    public var scrollsSideways = false
    /// Whether the page shows an iOS large title under its bar that collapses into the bar's title
    /// as the content scrolls (`"largeTitle": true`; see `LargeTitle`).
    public var largeTitle = false
    /// How the status text is drawn while this page is on top (`auto`: from what lies under it).
    public var statusBar = StatusBarStyle.auto
    /// The colour of the bar's title and buttons; `nil` chooses one that reads on the bar (see `BarPalette`).
    public var tint: Color?
    /// The colours an image page shows under its bar, measured when its image is decoded
    /// (`Scene.measuringBackdrops` in the renderer); `nil` when unknown.
    public var backdrop: BarBackdrop?
    /// What an image page (or a header's photo) shows across its status area, left to right in
    /// columns `statusColumnWidth` points wide, each column's darkest and lightest the 5th and
    /// 95th percentiles of luminance there: what the status text's colour is chosen against
    /// wherever the page stands. Measured with `backdrop`; `nil` when unknown.
    public var statusBackdrops: [BarBackdrop]?
    /// The width of a column of `statusBackdrops`, points.
    public static let statusColumnWidth = 8.0

    /// Makes a page; the defaults are those of a scene file that leaves the key out.
    public init(id: String, title: String, content: PageContent = .color(.white), bar: BarStyle = .opaque,
                barColor: Color = .defaultBar, showsTabBar: Bool = false, allowsBackGesture: Bool = true) {
        self.id = id
        self.title = title
        self.content = content
        self.bar = bar
        self.barColor = barColor
        self.showsTabBar = showsTabBar
        self.allowsBackGesture = allowsBackGesture
    }
}
