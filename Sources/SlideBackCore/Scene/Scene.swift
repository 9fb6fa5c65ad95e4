/// The pages a run can show, in push order, as read from a scene file.
public struct Scene: Equatable, Sendable {
    /// The pages; never empty when loaded from a file. Pushing moves through them in this order.
    public var pages: [PageSpec]

    /// Makes a scene from its pages.
    public init(pages: [PageSpec]) {
        self.pages = pages
    }

    /// A scene may hold at most this many pages.
    public static let maximumPageCount = 10_000
    /// A page title may be at most this many characters long.
    public static let maximumTitleLength = 1000
}

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

/// What fills a page.
public enum PageContent: Equatable, Sendable {
    /// A flat colour.
    case color(Color)
    /// An image file; the path is already resolved against the scene file's directory.
    case image(path: String)
    /// Live elements stacked from the top over a flat `background` (the page's `background` key).
    case elements([PageElement], background: Color)
}

/// The status text's colours a page asks for; the raw values are the scene file's names.
public enum StatusBarStyle: String, CaseIterable, Sendable {
    /// White text (iOS's `.lightContent`), for dark pages.
    case light
    /// Dark text (iOS's `.darkContent`), for light pages.
    case dark
    /// Whichever of the two has the higher contrast against what lies under the status text.
    case auto
}

/// What a page shows under its bar: the average colour, and the darkest and the lightest
/// (by luminance), so that text can be made to read against the worst of them.
public struct BarBackdrop: Equatable, Hashable, Sendable {
    /// The mean colour.
    public var mean: Color
    /// The darkest colour.
    public var darkest: Color
    /// The lightest colour.
    public var lightest: Color

    /// Makes a backdrop.
    public init(mean: Color, darkest: Color, lightest: Color) {
        self.mean = mean
        self.darkest = darkest
        self.lightest = lightest
    }

    /// One flat colour.
    public init(flat color: Color) {
        self.init(mean: color, darkest: color, lightest: color)
    }
}

/// How a page's navigation bar is drawn; the raw values are the scene file's names.
public enum BarStyle: String, CaseIterable, Sendable {
    /// A solid bar in the page's bar colour.
    case opaque
    /// No bar background: the page shows through behind the title and buttons.
    case transparent
    /// No bar at all.
    case hidden
}
