@testable import SlideBackCore

/// A plain model of the page stack for the random tests: scene page numbers only, with the
/// navigator's documented rules written out the simple way. Commands start when the navigator is
/// free (in order, at most 16 waiting); a completed swipe pops one page; catching a pop puts its
/// page back. The model only reads from the navigator WHEN things happen (queue length, the release
/// decision), never what the stack should be.
struct ReferenceStackModel {
    /// Scene page numbers, root first.
    private(set) var pages = [0]
    private var waiting: [NavigationCommand] = []
    private let pageCount: Int
    /// How often each rule came into play, so a test can show the random input reached them.
    private(set) var swipePops = 0, caughtPops = 0
    /// The page a pop was taking away when a press caught it.
    private var caughtPop: Int?

    init(pageCount: Int) {
        self.pageCount = pageCount
    }

    /// The page pushed after `page`: the next, wrapping round to the second after the last.
    func page(after page: Int) -> Int {
        page + 1 < pageCount ? page + 1 : (pageCount > 1 ? 1 : 0)
    }

    /// A command was issued.
    mutating func issue(_ command: NavigationCommand) {
        if waiting.count < NavigatorConfiguration().commandQueueLimit { waiting.append(command) }
    }

    /// A press went down while `slide` (`nil`: nothing) ran.
    mutating func pressed(during slide: Slide?, grabbable: Bool) {
        caughtPop = nil
        if grabbable, slide?.phase == .pop { caughtPop = popped.last }
    }

    /// Brings the model up to date after a navigator call: `before`/`after` are the navigator's
    /// transition around the call, `decision` its latest release decision, `stillWaiting` its queue
    /// length afterwards.
    mutating func sync(before: TransitionView, after: TransitionView, decision: ReleaseDecision?, stillWaiting: Int) {
        // Patterns, not `==` on optionals: unoptimized, each of those is a generic call, and this
        // runs after every call of the model-based test.
        var swipingBefore = false, swipingAfter = false, draggingAfter = false
        if case .drag? = before.slide?.phase { swipingBefore = true }
        if case .drag? = after.slide?.phase { swipingAfter = true }
        if swipingAfter, let controller = after.controller, !controller.isAnimating { draggingAfter = true }
        if draggingAfter, !swipingBefore, let page = caughtPop {
            pages.append(page)  // a caught pop became a swipe: its page is back on top
            caughtPops += 1
        }
        if draggingAfter { caughtPop = nil }
        if swipingBefore, !swipingAfter, let decision, decision.completes {
            pages.removeLast()  // the swipe ended in a pop
            swipePops += 1
        }
        while waiting.count > stillWaiting {
            run(waiting.removeFirst())
        }
    }

    /// Pages taken off by pops, most recent last, so a caught pop knows its page.
    private var popped: [Int] = []

    private mutating func run(_ command: NavigationCommand) {
        let target: Int
        switch command {
        case .push:
            pages.append(page(after: pages[pages.count - 1]))
            return
        case .pop: target = pages.count - 2
        case .popTo(let index): target = index
        case .popToRoot: target = 0
        }
        guard target >= 0, target < pages.count - 1 else { return }
        popped.append(pages[pages.count - 1])
        pages.removeLast(pages.count - 1 - target)
    }
}
