extension Navigator {
    /// Feeds one pointer event. Events of a second pointer are ignored while the first is down.
    public mutating func handle(_ event: PointerEvent) {
        switch event.phase {
        case .down:
            guard press == nil else { return }
            press = makePress(event)
        case .move:
            guard var current = press, current.pointer == event.pointer else { return }
            track(&current, to: event.location)
            press = current
        case .up, .cancel:
            guard var current = press, current.pointer == event.pointer else { return }
            press = nil
            if current.isSwipe {
                if event.phase == .up { track(&current, to: event.location) }
                releaseSwipe()
            } else if event.phase == .up, !current.inert, !current.movedBeyondSlop {
                tap(current)
            }
            runPendingCommandIfIdle()
        }
    }

    /// Whether a back swipe may start on the top page at all.
    public var canSwipeBack: Bool {
        stack.count > 1 && scene.pages[top.specIndex].allowsBackGesture
    }

    private func makePress(_ event: PointerEvent) -> PointerPress {
        let fromEdge = event.location.x < configuration.edgeWidth
        let bar = BarContent.forPage(scene.pages[top.specIndex], depth: stack.count - 1)
        var press = PointerPress(pointer: event.pointer, start: event.location,
                                 onBackButton: (bar?.showsBackButton ?? false) && layout.backButtonHitArea.contains(event.location),
                                 maySwipe: canSwipeBack && (fromEdge || rules.panMode == .fullscreen),
                                 fromEdge: fromEdge, inert: activity != .idle)
        press.onRightButton = (bar?.showsRightButton ?? false) && layout.rightButtonHitArea.contains(event.location)
        return press
    }

    private mutating func track(_ current: inout PointerPress, to location: Point) {
        let dx = location.x - current.start.x
        let dy = location.y - current.start.y
        if (dx * dx + dy * dy).squareRoot() > configuration.tapSlop { current.movedBeyondSlop = true }
        // `canSwipeBack` is asked again: a command may have changed the top page since the press.
        if !current.isSwipe, current.maySwipe, canSwipeBack, !current.inert, activity == .idle {
            // From the edge any rightward motion is a swipe; elsewhere (full-screen pan) it must pass
            // the tap slop and be mostly horizontal, so taps and vertical scrolls are left alone.
            let starts = current.fromEdge ? dx > 0 : (dx > configuration.tapSlop && abs(dx) > abs(dy))
            if starts {
                current.isSwipe = true
                current.movedBeyondSlop = true
            }
        }
        if current.isSwipe {
            // Translation is the pointer's x minus its x at the press, never negative, never past the width.
            let offset = min(configuration.screen.width, max(0, dx))
            activity = .interactivePop(offset: offset, settle: nil, completes: false)
        }
    }

    /// The style's rule (or the configured one) decides: the pop completes or the page settles back,
    /// both animated for the settle duration.
    private mutating func releaseSwipe() {
        guard case .interactivePop(let offset, nil, _) = activity else { return }
        let rules = self.rules
        let completes = rules.completion.completes(offset: offset, width: configuration.screen.width)
        let target = completes ? configuration.screen.width : 0
        let settle = Tween(from: offset, to: target, duration: rules.settleDuration, curve: .easeInOut)
        if settle.isFinished || offset == target {
            if completes { finishSwipePop() } else { activity = .idle }
        } else {
            activity = .interactivePop(offset: offset, settle: settle, completes: completes)
        }
    }

    private mutating func tap(_ press: PointerPress) {
        // The right-hand button takes the user home, the quickest way to see a popToRoot.
        perform(press.onBackButton ? .pop : press.onRightButton ? .popToRoot : .push)
    }
}

extension Navigator {
    /// Loses the pointer being followed (it left the window, the window lost focus): a swipe is
    /// released where it is, by the same rule as a lift; a tap is forgotten.
    public mutating func cancelPointer() {
        guard let press else { return }
        handle(PointerEvent(.cancel, at: press.start, pointer: press.pointer))
    }
}
