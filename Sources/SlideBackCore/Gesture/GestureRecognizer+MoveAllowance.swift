extension GestureRecognizer {
    /// What the navigator allows a press that moves now, and where the page under it stands: the
    /// navigator's state a move needs, named once (`Allowance` is the same for a press that lands).
    public struct MoveAllowance: Equatable, Sendable {
        /// Nothing moves: no transition is running.
        public var idle: Bool
        /// A swipe may begin now (idle, and the stack allows it).
        public var canStart: Bool
        /// The page scrolls sideways under the press.
        public var scrolls: Bool
        /// Where a sideways scroll starts from, in points.
        public var scrollStart: Double
        /// Where a caught page is drawn: the progress a drag of it starts from.
        public var caughtProgress: Double
        /// How far the page's content scrolls vertically (0: it does not), in points.
        public var verticalTravel: Double
        /// Where the content's vertical scroll is now, in points.
        public var verticalStart: Double

        /// Makes an allowance; a page that does not scroll and no caught page unless given.
        public init(idle: Bool, canStart: Bool, scrolls: Bool = false, scrollStart: Double = 0, caughtProgress: Double = 0,
                    verticalTravel: Double = 0, verticalStart: Double = 0) {
            self.idle = idle
            self.canStart = canStart
            self.scrolls = scrolls
            self.scrollStart = scrollStart
            self.caughtProgress = caughtProgress
            self.verticalTravel = verticalTravel
            self.verticalStart = verticalStart
        }
    }
}
