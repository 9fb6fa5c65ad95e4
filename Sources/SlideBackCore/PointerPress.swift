/// The pointer being followed, from press to release: decides between a tap, a back swipe and a
/// grab of a page that was moving.
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
    /// Presses that land during an animation they cannot grab are followed (to swallow their
    /// release) but do nothing.
    let inert: Bool
    /// Whether it has wandered beyond the tap slop.
    var movedBeyondSlop = false
    /// Whether it is driving a back swipe.
    var isSwipe = false
    /// Whether its first real movement was mostly vertical: then it is never a back swipe, so a
    /// vertical scroll keeps working on the page.
    var isVertical = false
    /// Whether it is scrolling a sideways-scrolling page, and that page's scroll at the press.
    var scrollStart: Double?
    /// The animation it caught and holds still; it resumes if the pointer lifts without dragging.
    var grabbed: Activity?
    /// Where the page in front was when the swipe began; the finger's motion is added to it.
    var baseOffset = 0.0
    /// Recent positions, for the release velocity.
    var tracker = VelocityTracker()
}
