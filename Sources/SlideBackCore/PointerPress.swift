/// The pointer being followed, from press to release: decides between a tap and a back swipe.
struct PointerPress: Equatable, Sendable {
    /// Which pointer; presses of any other are ignored until this one is released.
    let pointer: Int
    /// Where it went down.
    let start: Point
    /// Whether the press landed on the back button.
    let onBackButton: Bool
    /// Whether the press landed on the right-hand bar button.
    var onRightButton = false
    /// Whether this press may turn into a back swipe (a non-root page, in the swipe area).
    let maySwipe: Bool
    /// Whether it went down inside the left-edge strip, where any rightward motion starts a swipe.
    let fromEdge: Bool
    /// Presses that land during an animation are followed (to swallow their release) but do nothing.
    let inert: Bool
    /// Whether it has wandered beyond the tap slop.
    var movedBeyondSlop = false
    /// Whether it is driving a back swipe.
    var isSwipe = false
}
