/// Where the fixed parts of a screen sit, in points, for a given screen size: the status area, the
/// navigation bar, its buttons and the tab bar. Both hit-testing (core) and painting (renderer) read it.
public struct ScreenLayout: Equatable, Sendable {
    /// The whole screen.
    public let screen: Size

    /// Height of the status area above the bar (the seeds' 414 x 896 screen: 44 pt).
    public static let statusHeight = 44.0
    /// Height of the navigation bar itself (44 pt, bar frame y = 44).
    public static let barHeight = 44.0
    /// UIKit's leading margin for bar buttons on a 414 pt wide screen, before the seeds' spacer.
    public static let barButtonMargin = 20.0
    /// The seeds' fixed spacer before the custom back button, pulling it towards the edge.
    public static let backButtonSpacer = -15.0
    /// Size of the seeds' custom back-button image (25 x 25 pt).
    public static let backButtonImageSize = 25.0
    /// Height of a tab bar's buttons.
    public static let tabBarHeight = 49.0
    /// The home-indicator inset under the tab bar on a 896 pt tall screen.
    public static let bottomInset = 34.0
    /// Size of a bar title, in points.
    public static let titleFontSize = 17.0

    /// The seeds' screen, 414 x 896 points: the size a stage starts with unless it is given one.
    public static let phone = Size(width: 414, height: 896)

    /// Lays out a screen of the given size.
    public init(screen: Size) {
        self.screen = screen
    }

    /// The whole screen as a rectangle.
    public var bounds: Rect { Rect(size: screen) }
    /// The status area at the top.
    public var statusArea: Rect { Rect(x: 0, y: 0, width: screen.width, height: Self.statusHeight) }
    /// The bar's own frame (y = 44, h = 44).
    public var barFrame: Rect { Rect(x: 0, y: Self.statusHeight, width: screen.width, height: Self.barHeight) }
    /// What the bar's background covers: its frame plus the status area above it (y = 0, h = 88).
    public var barBackground: Rect { Rect(x: 0, y: 0, width: screen.width, height: Self.statusHeight + Self.barHeight) }

    /// Where the back-button image is drawn: the margin plus the -15 pt spacer, centred in the bar.
    public var backButtonImage: Rect {
        let side = Self.backButtonImageSize
        return Rect(x: Self.barButtonMargin + Self.backButtonSpacer,
                    y: barFrame.y + (Self.barHeight - side) / 2, width: side, height: side)
    }

    /// The area that answers a tap on the back button: generous, as UIKit's is, reaching the edge.
    public var backButtonHitArea: Rect {
        Rect(x: 0, y: barFrame.y, width: backButtonImage.maxX + 20, height: Self.barHeight)
    }

    /// Where a right-hand bar button sits, mirrored with the same spacer adjustment.
    public var rightButtonImage: Rect {
        let side = Self.backButtonImageSize
        return Rect(x: screen.width - Self.barButtonMargin - Self.backButtonSpacer - side,
                    y: barFrame.y + (Self.barHeight - side) / 2, width: side, height: side)
    }

    /// The area that answers a tap on the right-hand button, mirroring the back button's.
    public var rightButtonHitArea: Rect {
        let x = rightButtonImage.x - 20
        return Rect(x: x, y: barFrame.y, width: screen.width - x, height: Self.barHeight)
    }

    /// The tab bar at the bottom, including the home-indicator inset.
    public var tabBar: Rect {
        let height = Self.tabBarHeight + Self.bottomInset
        return Rect(x: 0, y: screen.height - height, width: screen.width, height: height)
    }
}
