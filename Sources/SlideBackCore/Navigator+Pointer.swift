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
                // A lost pointer is not a fling: it settles by position alone.
                releaseSwipe(velocity: event.phase == .up ? current.tracker.velocity(at: realTime) : 0)
            } else if let grabbed = current.grabbed {
                activity = grabbed
            } else if event.phase == .up, !current.inert, !current.movedBeyondSlop {
                tap(current)
            }
            runPendingCommandIfIdle()
        }
    }

    /// Whether a back swipe may start on the top page at all (re-evaluated on every push and pop,
    /// as the seeds' deny list is).
    public var canSwipeBack: Bool {
        stack.count > 1 && scene.pages[top.specIndex].allowsBackGesture
    }

    private func makePress(_ event: PointerEvent) -> PointerPress {
        let fromEdge = event.location.x < configuration.edgeWidth
        let withinReach = configuration.maximumStartDistance.map { event.location.x <= $0 } ?? true
        let bar = BarContent.forPage(scene.pages[top.specIndex], depth: stack.count - 1)
        let grabbable = self.grabbable
        var press = PointerPress(pointer: event.pointer, start: event.location,
                                 onBackButton: (bar?.showsBackButton ?? false) && layout.backButtonHitArea.contains(event.location),
                                 maySwipe: canSwipeBack && withinReach && (fromEdge || rules.panMode == .fullscreen),
                                 fromEdge: fromEdge, inert: activity != .idle && !grabbable)
        press.onRightButton = (bar?.showsRightButton ?? false) && layout.rightButtonHitArea.contains(event.location)
        press.tracker.add(x: event.location.x, at: realTime)
        if grabbable {
            // Catch the moving page where it is drawn and hold it still; dragging takes it over.
            press.grabbed = activity
        }
        return press
    }

    private mutating func track(_ current: inout PointerPress, to location: Point) {
        let dx = location.x - current.start.x
        let dy = location.y - current.start.y
        current.tracker.add(x: location.x, at: realTime)
        let distance = (dx * dx + dy * dy).squareRoot()
        if distance > configuration.tapSlop { current.movedBeyondSlop = true }
        if !current.isSwipe, let grabbed = current.grabbed, current.movedBeyondSlop {
            startGrabbedSwipe(&current, from: grabbed)
        }
        // The direction is judged once, on the first movement worth judging.
        if !current.isSwipe, !current.isVertical, current.grabbed == nil, current.maySwipe, !current.inert,
           canSwipeBack, activity == .idle, distance > (current.fromEdge ? Self.edgeDirectionSlop : configuration.tapSlop) {
            if dx > 0 && abs(dx) >= abs(dy) {
                current.isSwipe = true
                current.movedBeyondSlop = true
            } else {
                current.isVertical = true
            }
        }
        if !current.isSwipe, current.grabbed == nil, !current.inert, activity == .idle,
           scene.pages[top.specIndex].scrollsSideways, current.movedBeyondSlop {
            if current.scrollStart == nil, abs(dx) > abs(dy) { current.scrollStart = scrollOffsets[top] ?? 0 }
            if let start = current.scrollStart { scrollOffsets[top] = Self.wrapScroll(start + dx, width: configuration.screen.width) }
        }
        if current.isSwipe {
            // Translation is the pointer's x minus its x at the press (plus where a grabbed page
            // was), never negative, never past the width; linear, the finger is never eased.
            let offset = min(configuration.screen.width, max(0, current.baseOffset + dx))
            activity = .interactivePop(offset: offset, settle: nil, completes: false)
        }
    }

    /// A sideways scroll brought into 0 down to (not including) -width: the content wraps round.
    static func wrapScroll(_ scroll: Double, width: Double) -> Double {
        guard width > 0, scroll.isFinite else { return 0 }
        let wrapped = scroll.truncatingRemainder(dividingBy: width)
        return wrapped > 0 ? wrapped - width : wrapped
    }

    /// How far a press from the edge strip must move before its direction is judged, in points.
    static let edgeDirectionSlop = 1.5

    /// Whether a press now would catch a moving page: during a push, a pop or a settle whose
    /// front page allows the back gesture.
    var grabbable: Bool {
        switch activity {
        case .idle: return false
        case .interactivePop(_, let settle, _): return settle != nil && canSwipeBack
        case .pushing: return canSwipeBack
        // Only a one-page pop can be caught: putting back one page of a popTo would leave a
        // stack no push could have made.
        case .popping(let leaving, _): return pagesBeingPopped == 1 && scene.pages[leaving.specIndex].allowsBackGesture
        }
    }

    /// Turns a held animation into a swipe from where its front page is drawn. A pop under way
    /// puts its leaving page back on top; pages a popTo removed stay removed.
    private mutating func startGrabbedSwipe(_ current: inout PointerPress, from grabbed: Activity) {
        let offset = Self.frontOffset(of: grabbed, width: configuration.screen.width)
        if case .popping(let leaving, _) = grabbed {
            stack.append(leaving)
            snapshots.drop(SnapshotKey(page: leaving, kind: .leavingScreen))
        }
        current.grabbed = nil
        current.isSwipe = true
        current.baseOffset = offset
        current.tracker = VelocityTracker()
        current.tracker.add(x: current.start.x, at: realTime)
        activity = .interactivePop(offset: offset, settle: nil, completes: false)
    }

    /// Where an activity draws its front page, in points from the left.
    static func frontOffset(of activity: Activity, width: Double) -> Double {
        switch activity {
        case .idle: return 0
        case .interactivePop(let offset, _, _): return offset
        case .pushing(_, let animation): return width * (1 - animation.progress)
        case .popping(_, let animation): return width * animation.progress
        }
    }

    /// The release rule decides (the style's, or `--release`): the pop completes or the page goes
    /// back, along the settle curve, carrying the finger's velocity where the curve can.
    private mutating func releaseSwipe(velocity: Double) {
        guard case .interactivePop(let offset, nil, _) = activity else { return }
        let rules = self.rules
        let width = configuration.screen.width
        let completes = rules.release.completes(offset: offset, velocity: velocity, width: width, threshold: rules.completion)
        lastRelease = ReleaseDecision(offset: offset, velocity: velocity, rule: rules.release, completes: completes)
        let target = completes ? width : 0
        let settle = rules.settleCurve.motion(from: offset, to: target, width: width, velocity: velocity,
                                              fixedDuration: rules.settleDuration)
        if settle.isFinished || offset == target {
            finishSettle(completes: completes)
        } else {
            activity = .interactivePop(offset: offset, settle: settle, completes: completes)
        }
    }

    /// A released swipe has arrived: popped, or back where it started.
    mutating func finishSettle(completes: Bool) {
        if completes { finishSwipePop() } else { finishTransition() }
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
