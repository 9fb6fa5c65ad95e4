extension Navigator {
    /// Feeds one pointer event, in screen points. Events of a second pointer are ignored while the
    /// first is down. In a right-to-left scene the event is mirrored first, so the recognizer, the
    /// hit areas and the release rule work in the program's own points and every edge, threshold
    /// and velocity mirrors with the picture (`PageLayers.shown`). `screen` is the screen's size
    /// in points now, which the event's points are in.
    public mutating func handle(_ event: PointerEvent, screen: Size) {
        handleUnmirrored(scene.direction.isMirrored ? event.mirrored(width: screen.width) : event, screen: screen)
    }

    /// Feeds one pointer event in the program's own (left-to-right) points.
    private mutating func handleUnmirrored(_ event: PointerEvent, screen: Size) {
        let width = screen.width
        switch event.phase {
        case .down:
            guard !recognizer.isPressed else { return }
            if spec.whileSettling == .swipeNext, let transition, case .swipe(completes: true) = transition.kind,
               transition.controller.isAnimating {
                // The page on its way out goes now; the finger is for the next one.
                finishSettle(completes: true)
            }
            stopScrollMomentum()
            recognizer.down(pointer: event.pointer, at: event.location, time: realTime, settings: gestureSettings(screen: screen),
                            allowance: allowance(at: event.location, screen: screen))
        case .move:
            let motion = recognizer.move(pointer: event.pointer, to: event.location, time: realTime, width: width, allowance: moveAllowance(screen: screen))
            switch motion {
            case .none: break
            case .caughtPageDragged:
                takeOverCaughtPage()
                holdSwipe(at: recognizer.progress(at: event.location, width: width), finger: event.location, width: width)
            case .swipe(let progress): holdSwipe(at: progress, finger: event.location, width: width)
            case .verticalScroll(let offset): dragVerticalScroll(to: offset)
            case .scroll(let dx):
                // A page of elements scrolls its carousels, which stop at their ends; art wraps round.
                let travel = pages(on: screen).elementLayout(of: top).carouselTravel(of: scene.pages[top.specIndex].content)
                scrollOffsets[top] = travel.map { min(0, max(-$0, dx.isFinite ? dx : 0)) } ?? Self.wrapScroll(dx, width: width)
            }
        case .up, .cancel:
            guard let press = recognizer.press, press.pointer == event.pointer else { return }
            switch recognizer.up(pointer: event.pointer, at: event.location, time: realTime, width: width, lost: event.phase == .cancel,
                                 velocity: event.velocity) {
            case .swipe(let progress, let velocity) where press.isDismissDrag:
                holdSwipe(at: progress, finger: event.phase == .cancel ? nil : event.location, press: press, width: width)
                releaseDismissDrag(travel: progress, velocity: velocity, screen: screen)
            case .swipe(let progress, let velocity):
                holdSwipe(at: progress, finger: event.phase == .cancel ? nil : event.location, press: press, width: width)
                releaseSwipe(progress: progress, velocity: velocity, decisiveSpeed: event.decisiveSpeed, width: width)
            case .tap(let onBackButton, let onRightButton):
                // The right-hand button takes the user home, the quickest way to see a popToRoot.
                perform(onBackButton ? .pop : onRightButton ? .popToRoot : .push, screen: screen)
            case .verticalScroll(let velocity):
                flingVerticalScroll(velocity: velocity)
            case .caughtPageLetGo, .nothing:
                break
            }
            runPendingCommandIfIdle(screen: screen)
        }
    }

    /// Whether a back swipe may start on the top page at all (re-evaluated on every push and pop,
    /// as the seeds' deny list is).
    public var canSwipeBack: Bool {
        let spec = scene.pages[top.specIndex]
        // "whenScrolledToStart": only once the carousel is back at its left end.
        return stack.count > 1 && spec.allowsBackGesture && (!spec.backGestureWaitsForScrollStart || (scrollOffsets[top] ?? 0) >= 0)
    }

    /// The press the recognizer follows, if any.
    var press: PointerPress? { recognizer.press }

    /// Whether a pointer is down.
    public var isPressed: Bool { recognizer.isPressed }

    /// The recognizer's constants, from the style as it runs, on a screen of `screen` points.
    func gestureSettings(screen: Size) -> GestureRecognizer.Settings {
        var settings = GestureRecognizer.Settings(pan: spec.pan, edgeWidth: spec.edgeWidth, maxStartDistance: spec.maxStartDistance, slop: spec.slop,
                                                  activateAfter: spec.activateAfter, failVertical: spec.failVertical,
                                                  rightEdge: spec.edges == .both ? screen.width - spec.edgeWidth : nil,
                                                  estimator: spec.velocityEstimator, start: spec.swipeStart)
        settings.deadZone = spec.deadZone
        // A page that zooms out of a source is also dismissed by dragging it down, as in iOS 18
        // (with motion reduced too: the drag stays, only its picture cross-fades).
        if chosenSpec.drag.frontGeometry == .zoomSource { settings.dismissDragHeight = screen.height }
        return settings
    }

    /// What a press landing at `location` now may do.
    private func allowance(at location: Point, screen: Size) -> GestureRecognizer.Allowance {
        let layout = ScreenLayout(screen: screen)
        let bar = BarContent.forPage(scene.pages[top.specIndex], depth: stack.count - 1)
        let catches = grabbable
        var allowance = GestureRecognizer.Allowance(backSwipe: canSwipeBack, catchesMovingPage: catches,
                                                    inert: transition != nil && !catches)
        allowance.onBackButton = (bar?.showsBackButton ?? false) && layout.backButtonHitArea.contains(location)
        allowance.onRightButton = (bar?.showsRightButton ?? false) && layout.rightButtonHitArea.contains(location)
        allowance.onSidewaysContent = scrollsSideways(at: location, screen: screen)
        return allowance
    }

    /// What the navigator allows the press as it moves now, and where the top page stands.
    private func moveAllowance(screen: Size) -> GestureRecognizer.MoveAllowance {
        let idle = transition == nil
        // Where the press landed decides, as judged when it went down.
        return GestureRecognizer.MoveAllowance(idle: idle, canStart: canSwipeBack && idle, scrolls: recognizer.press?.onSidewaysContent ?? false,
                                               scrollStart: scrollOffsets[top] ?? 0, caughtProgress: progress,
                                               verticalTravel: verticalTravel(of: top, screen: screen), verticalStart: verticalScroll(of: top))
    }

    /// Whether a press at `location` lands on content that scrolls sideways: anywhere on a
    /// sideways-scrolling page of art, only a carousel on a page of elements.
    func scrollsSideways(at location: Point, screen: Size) -> Bool {
        let spec = scene.pages[top.specIndex]
        guard spec.scrollsSideways else { return false }
        guard case .elements(let elements, _) = spec.content else { return true }
        return pages(on: screen).elementLayout(of: top)
            .carouselRegions(of: elements, scroll: verticalScroll(of: top)).contains { $0.contains(location) }
    }

    /// A sideways scroll brought into 0 down to (not including) -width: the content wraps round.
    static func wrapScroll(_ scroll: Double, width: Double) -> Double {
        guard width > 0, scroll.isFinite else { return 0 }
        let wrapped = scroll.truncatingRemainder(dividingBy: width)
        return wrapped > 0 ? wrapped - width : wrapped
    }

    /// Whether a press now would catch a moving page: during a push, a pop or a settle whose
    /// front page allows the back gesture.
    var grabbable: Bool {
        guard let transition else { return false }
        switch transition.kind {
        case .swipe: return transition.controller.isAnimating && canSwipeBack
        case .push: return canSwipeBack
        // Only a one-page pop can be caught: putting back one page of a popTo would leave a
        // stack no push could have made.
        case .pop(let leaving): return pagesBeingPopped == 1 && scene.pages[leaving.specIndex].allowsBackGesture
        }
    }

    /// Turns a caught transition into a swipe from the progress it is drawn at. A pop under way
    /// puts its leaving page back on top; pages a popTo removed stay removed.
    private mutating func takeOverCaughtPage() {
        guard let caught = transition else { return }
        if case .pop(let leaving) = caught.kind {
            stack.append(leaving)
            snapshots.drop(SnapshotKey(page: leaving, kind: .leavingScreen))
        }
        transition = Transition(kind: .swipe(completes: false), controller: TransitionController(value: caught.controller.value))
    }

    /// The finger, at `finger` (`nil`: where it last was), holds the swipe of `press` (the one
    /// followed, unless given) `fraction` of the width along: the style's `backProgress` makes it
    /// the progress, which a style with `backProgressStiffness` reaches on its spring as time goes.
    /// The screen is `width` points wide.
    private mutating func holdSwipe(at fraction: Double, finger: Point?, press: PointerPress? = nil, width: Double) {
        // A dismissal drag's `fraction` is card heights down: the zoom fit's rubber band makes it
        // the progress, the scale lost over the edge swipe's 0.67 per width.
        let progress = (press ?? self.press)?.isDismissDrag == true
            ? ZoomDismiss().panProgress(travel: fraction) : spec.backProgress.progress(fraction: fraction, width: width)
        var controller = transition?.controller ?? TransitionController(value: spec.backProgressStiffness == nil ? progress : 0)
        var smoothing: ProgressSmoothing?
        if let stiffness = spec.backProgressStiffness {
            var spring = transition?.smoothing ?? ProgressSmoothing(value: controller.value, stiffness: stiffness)
            spring.retarget(to: progress)
            smoothing = spring
            controller.set(spring.value)
        } else {
            controller.set(progress)
        }
        var held = Transition(kind: .swipe(completes: false), controller: controller)
        held.smoothing = smoothing
        if let press = press ?? self.press {
            held.mirrored = press.mirrored
            held.lift = finger.map { $0.y - press.start.y } ?? transition?.lift ?? 0
        }
        transition = held
    }

    /// The release rule decides (the style's, or `--release`): the pop completes or the page goes
    /// back, along the settle curve, carrying the finger's velocity (widths per second) where the
    /// curve can. A release at `decisiveSpeed` points per second or faster is a fling whatever the
    /// style: its direction decides. The screen is `width` points wide.
    private mutating func releaseSwipe(progress: Double, velocity: Double, decisiveSpeed: Double? = nil, width: Double) {
        let judgement = spec.judgeRelease(progress: progress, velocity: velocity, width: width, decisiveSpeed: decisiveSpeed)
        lastRelease = ReleaseDecision(offset: progress * width, velocity: velocity * width, rule: judgement.rule, completes: judgement.completes)
        settleSwipe(completes: judgement.completes, velocity: velocity, width: width)
    }

    /// A dismissal drag let go `travel` card heights down, moving down at `velocity` heights per
    /// second: it lands on its source when its scale, carried on for the fit's 0.12 s, is below
    /// the pan's 0.905 (`ZoomDismiss.panCommits`), else it returns to full screen. A landing
    /// starts from rest: in the fit a pan hands no velocity to the landing spring.
    private mutating func releaseDismissDrag(travel: Double, velocity: Double, screen: Size) {
        let fit = ZoomDismiss(), height = screen.height
        let completes = fit.panCommits(travel: travel, velocity: velocity)
        lastRelease = ReleaseDecision(offset: travel * height, velocity: velocity * height, rule: .projected, completes: completes)
        settleSwipe(completes: completes, velocity: completes ? 0 : velocity, width: screen.width)
    }

    /// A released swipe settles, completing the pop or going back, from where it is drawn,
    /// thrown at `velocity` progress per second, on a screen `width` points wide.
    private mutating func settleSwipe(completes: Bool, velocity: Double, width: Double) {
        let target: Double = completes ? 1 : 0
        // The page settles from where it is drawn: the finger's place, or behind it on a smoothing spring.
        let drawn = transition?.controller.value ?? progress
        let settle = spec.settleMotion(from: drawn, to: target, velocity: velocity, width: width)
        if settle.isFinished || drawn == target {
            finishSettle(completes: completes)
        } else {
            var controller = TransitionController(value: drawn)
            controller.run(settle)
            var settling = Transition(kind: .swipe(completes: completes), controller: controller)
            settling.lift = transition?.lift ?? 0
            settling.mirrored = transition?.mirrored ?? false
            settling.releasedAt = drawn
            transition = settling
        }
    }

    /// A released swipe has arrived: popped, or back where it started.
    mutating func finishSettle(completes: Bool) {
        if completes { finishSwipePop() } else { finishTransition() }
    }

    /// Loses the pointer being followed (it left the window, the window lost focus): a swipe is
    /// released where it is, by the same rule as a lift; a tap is forgotten. `screen` is the size
    /// the pointer's points were in.
    public mutating func cancelPointer(screen: Size) {
        guard let press = recognizer.press else { return }
        handle(PointerEvent(.cancel, at: press.start, pointer: press.pointer), screen: screen)
    }
}
