/// The pointer a `GestureRecognizer` follows, from press to release.
public struct PointerPress: Equatable, Sendable {
    /// Which pointer; presses of any other are ignored until this one is released.
    let pointer: Int
    /// Where it went down.
    let start: Point
    /// Whether the press landed on the back button.
    let onBackButton: Bool
    /// Whether the press landed on the right-hand bar button.
    var onRightButton = false
    /// Whether it landed on content that scrolls sideways (a carousel, a sideways page of art).
    var onSidewaysContent = false
    /// Whether this press may turn into a back swipe (a non-root page, in the swipe area).
    let maySwipe: Bool
    /// Whether this press may turn into a dismissal drag down (`Settings.dismissDragHeight`).
    var mayDragDown = false
    /// Whether it is driving the back gesture as a dismissal drag down, rather than a sideways swipe.
    var isDismissDrag = false
    /// Whether it went down inside the left-edge strip, where any rightward motion starts a swipe.
    let fromEdge: Bool
    /// Whether it went down in the right-edge strip: its swipe moves left.
    let mirrored: Bool
    /// Presses that land during an animation they cannot catch are followed (to swallow their
    /// release) but do nothing; so does a press whose swipe a command took over.
    var inert: Bool
    /// The recognizer's constants when it was pressed.
    let settings: GestureRecognizer.Settings
    /// Whether it has wandered beyond the tap slop.
    var movedBeyondSlop = false
    /// Whether it is driving a back swipe.
    var isSwipe = false
    /// Whether it was judged vertical (by the style's start rule): then it is never a back swipe,
    /// so a vertical scroll keeps working on the page.
    var isVertical = false
    /// Whether it is scrolling a sideways-scrolling page, and that page's scroll at the press.
    var scrollStart: Double?
    /// Whether it is scrolling the page's content vertically, and the content's offset at that start.
    var verticalStart: Double?
    /// Whether it caught a moving page and holds it still; the animation resumes if it lifts
    /// without dragging.
    var caught = false
    /// The progress the swipe started from (where a caught page was); the finger's travel is added.
    var baseProgress = 0.0
    /// Recent positions, for the release velocity.
    var tracker = VelocityTracker()
    /// Recent heights, for the velocity a vertical scroll is flung with.
    var verticalTracker = VelocityTracker()

    /// +1 for a swipe to the right, -1 for a mirrored one: the sign of travel that counts.
    var direction: Double { mirrored ? -1 : 1 }
}
