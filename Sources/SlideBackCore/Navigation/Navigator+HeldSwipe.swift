extension Navigator {
    /// Whether a finger holds a back swipe now (not yet released).
    var isHoldingSwipe: Bool {
        guard recognizer.isSwiping, let transition, case .swipe(completes: false) = transition.kind else { return false }
        return !transition.controller.isAnimating
    }

    /// A command while a finger holds a swipe, in a style whose commands act at once (Flutter's
    /// behaviour, flutter/flutter issue 141268): the finger lets go of the page, and its later
    /// moves and its lift do nothing. A pop pops the held page from where it is drawn (one page,
    /// never two); a pop to a page below pops down to it the same way; a push sends the swipe back
    /// to rest and pushes on top of the page that was held.
    mutating func actOnHeldSwipe(_ command: NavigationCommand, screen: Size) {
        // A pop to the page on top, or beyond it, does nothing here as on a stack at rest.
        if case .popTo(let index) = command, index < 0 || index >= stack.count - 1 { return }
        let drawn = progress
        recognizer.abandonSwipe()
        // Back to rest first: the stack is as it was before the finger went down.
        finishTransition()
        switch command {
        case .push: startPush(screen: screen)
        case .pop: startPop(to: stack.count - 2, from: drawn, screen: screen)
        case .popTo(let index): startPop(to: index, from: drawn, screen: screen)
        case .popToRoot: startPop(to: 0, from: drawn, screen: screen)
        }
    }
}
