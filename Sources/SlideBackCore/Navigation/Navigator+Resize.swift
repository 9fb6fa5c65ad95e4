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

    /// Lays the screen out again at a new size. A finger that was down is let go by the release
    /// rule (its points meant another layout) and a settling swipe lands where it was going, since
    /// its curve was planned in the old points; the push/pop animator goes on from the same
    /// fraction. Pictures keep their entries: the renderer repaints them at the new size before
    /// they are shown, so none is stale.
    public mutating func resize(to size: Size) {
        let size = Self.clampedScreen(size)
        guard size != configuration.screen else { return }
        cancelPointer()
        configuration.screen = size
        if let transition, case .swipe(let completes) = transition.kind, transition.controller.isAnimating {
            finishSettle(completes: completes)
        }
    }
}
