extension Navigator {
    /// Reduces motion, or stops reducing it (M). The style changes between transitions, as a
    /// style switch does: at once when nothing moves, else once the transition under way ends,
    /// so no animation changes its look half-way.
    public mutating func setReducesMotion(_ reduces: Bool) {
        reducesMotion = reduces
        reducedMotionPending = true
        applyReducedMotionIfIdle()
    }

    /// Puts the reduced (or the chosen) style in once nothing moves and no pointer is down.
    mutating func applyReducedMotionIfIdle() {
        guard isSettled, !recognizer.isPressed else { return }
        spec = reducesMotion ? chosenSpec.reducedMotion() : chosenSpec
        reducedMotionPending = false
    }
}
