/// Which pictures a style keeps in the snapshot store, and when it takes them.
public enum SnapshotPolicy: Equatable, Sendable {
    /// None: every page is drawn live (the system's views, and ours).
    case none
    /// The whole window of a page as it is left by a push (SPEC style 2): one per page below the top.
    case screenWhenLeft
    /// The whole window of every page once it has appeared (SPEC style 3): one per page on the stack.
    case screenWhenShown
    /// A picture of the bar over its visible boundary for every page that has not opted out
    /// (SPEC style 4): taken at layout, for the root only once it has appeared.
    case barWhenLaidOut
}
