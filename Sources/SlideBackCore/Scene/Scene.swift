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
