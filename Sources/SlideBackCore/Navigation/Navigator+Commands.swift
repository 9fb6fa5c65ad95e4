extension Navigator {
    /// The scene page pushed after `specIndex`: the next in the list, wrapping round to the second
    /// page (never the root's) after the last, so a stack can grow without end.
    public func specIndex(after specIndex: Int) -> Int {
        let count = scene.pages.count
        if specIndex + 1 < count { return specIndex + 1 }
        return count > 1 ? 1 : 0
    }

    /// Starts a command right away; the caller has checked that nothing is moving.
    mutating func run(_ command: NavigationCommand, screen: Size) {
        switch command {
        case .push:
            startPush(screen: screen)
        case .pop:
            startPop(to: stack.count - 2, screen: screen)
        case .popTo(let index):
            startPop(to: index, screen: screen)
        case .popToRoot:
            startPop(to: 0, screen: screen)
        }
    }

    mutating func startPush(screen: Size) {
        let from = top
        let page = PageInstance(serial: nextSerial, specIndex: specIndex(after: from.specIndex))
        nextSerial += 1
        stack.append(page)
        pageWillBeCovered(from, by: page)
        transition = Transition(kind: .push(from: from), controller: commandController(from: 1, to: 0, width: screen.width))
    }

    /// Pops down to `index`, the leaving page starting at progress `start` (0: covering the
    /// screen); an index that is not below the top does nothing.
    mutating func startPop(to index: Int, from start: Double = 0, screen: Size) {
        guard index >= 0, index < stack.count - 1 else { return }
        let leaving = top
        let removed = Array(stack[(index + 1)...])
        pagesWillBeRemoved(removed, leaving: leaving)
        pagesBeingPopped = removed.count
        stack.removeLast(removed.count)
        transition = Transition(kind: .pop(leaving: leaving), controller: commandController(from: start, to: 1, width: screen.width))
    }

    /// The push and pop animator: the style's curve, or its spring, from `start` to `end`; a curve
    /// takes the part of the style's duration that the distance left is of the whole way, as
    /// Flutter's controller does when it animates from where it is; a spring's rest is measured
    /// in points of a screen `width` wide.
    private func commandController(from start: Double, to end: Double, width: Double) -> TransitionController {
        var controller = TransitionController(value: start)
        switch spec.pushMotion {
        case .curve: controller.animate(to: end, duration: spec.pushDuration * min(1, abs(end - start)), curve: spec.pushCurve)
        case .spring: controller.spring(to: end, velocity: 0, constants: spec.spring, width: width)
        }
        return controller
    }

    /// Completes a back swipe: pop without animation; the pictures go as at the end of any pop.
    mutating func finishSwipePop() {
        stack.removeLast()
        finishTransition()
    }

    mutating func capture(_ page: PageInstance, kind: SnapshotKind) {
        snapshots.capture(SnapshotEntry(key: SnapshotKey(page: page, kind: kind), depth: depth(of: page), capturedAt: time,
                                        scroll: scrollOffsets[page] ?? 0, verticalScroll: verticalScroll(of: page)))
    }
}
