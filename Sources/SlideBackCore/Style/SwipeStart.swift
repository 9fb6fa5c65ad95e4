/// How a press, without `failVertical`, is judged a back swipe or not (`swipeStart`).
public enum SwipeStart: String, CaseIterable, Equatable, Sendable {
    /// Horizontal motion first, as Flutter and React Navigation recognize it: past the slop, a
    /// press that is rightwards and at least as far across as up or down is a swipe, even after
    /// drifting up to `GestureRecognizer.verticalTolerance` points up or down; one that moves
    /// further up or down first is not, for the rest of the press.
    case horizontalFirst
    /// Its first motion past the slop decides, once: rightwards and mostly horizontal, or never
    /// (iOS 26's content swipe, which Apple starts "when a person first pans horizontally").
    case firstMotion
}
