/// The pages a run can show, in push order, as read from a scene file.
public struct Scene: Equatable, Sendable {
    /// The pages; never empty when loaded from a file. Pushing moves through them in this order.
    public var pages: [PageSpec]
    /// Whether the program draws its bar, tab bar, status text and clock over the pages (a scene
    /// file's `"overlays"`, default true); false for screenshots, which already have their own.
    public var overlays: Bool
    /// Which way the scene reads (a scene file's `"direction"`, default left to right; `--direction`
    /// overrides it): a right-to-left scene is drawn, and takes its pointer input, mirrored.
    public var direction: LayoutDirection

    /// Makes a scene from its pages.
    public init(pages: [PageSpec], overlays: Bool = true, direction: LayoutDirection = .ltr) {
        self.pages = pages
        self.overlays = overlays
        self.direction = direction
    }

    /// A scene may hold at most this many pages.
    public static let maximumPageCount = 10_000
    /// A page title may be at most this many characters long.
    public static let maximumTitleLength = 1000
}
