/// What the navigator is showing at one moment, in terms of pages and progress only; a style turns
/// it into layers. Keeping this separate is what lets every style share one navigator.
public enum Presentation: Equatable, Sendable {
    /// Nothing moving: the top page at rest.
    case rest(top: PageInstance)
    /// A back swipe being dragged or settling: the top page moved right by `offset` points.
    case interactivePop(top: PageInstance, below: PageInstance, offset: Double)
    /// An animated push from `from` to `to`; `progress` is eased, 0...1.
    case push(from: PageInstance, to: PageInstance, progress: Double)
    /// An animated pop from `leaving` down to `destination`; `progress` is eased, 0...1.
    case pop(leaving: PageInstance, destination: PageInstance, progress: Double)
}

/// What the navigator is doing, in points and eased progress, with the animation that drives it:
/// a view of the transition and its controller (`Navigator.activity`), in the first version's units.
public enum Activity: Equatable, Sendable {
    /// At rest.
    case idle
    /// A back swipe: dragged by the finger while `settle` is nil, then animated to 0 or the width.
    case interactivePop(offset: Double, settle: SettleMotion?, completes: Bool)
    /// An animated push; the new page is already on the stack.
    case pushing(from: PageInstance, animation: Tween)
    /// An animated pop; the stack is already popped, `leaving` is the page going away.
    case popping(leaving: PageInstance, animation: Tween)
}
