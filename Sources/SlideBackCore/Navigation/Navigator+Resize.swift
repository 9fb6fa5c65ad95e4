extension Navigator {
    /// The smallest and largest screens the navigator lays out, in points: a window may be
    /// dragged down to one pixel or up past any display.
    public static let screenRange = 1.0...100_000.0

    /// `size` brought within `screenRange` (non-finite sizes become the smallest).
    public static func clampedScreen(_ size: Size) -> Size {
        func clamp(_ value: Double) -> Double {
            value.isFinite ? min(screenRange.upperBound, max(screenRange.lowerBound, value)) : screenRange.lowerBound
        }
        return Size(width: clamp(size.width), height: clamp(size.height))
    }

    /// The stage's screen has changed size from `old` (its owner, `Stage.resize`, calls this once
    /// per change; the navigator keeps no size). A finger that was down is let go by the release
    /// rule in the old size (its points meant that layout) and a settling swipe lands where it was
    /// going, since its curve was planned in the old points; the push/pop animator goes on from
    /// the same fraction. Pictures keep their entries: the renderer repaints them at the new size
    /// before they are shown, so none is stale.
    public mutating func screenDidResize(from old: Size) {
        cancelPointer(screen: old)
        if let transition, case .swipe(let completes) = transition.kind, transition.controller.isAnimating {
            finishSettle(completes: completes)
        }
    }
}
