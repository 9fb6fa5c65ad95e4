/// The pure state machine at the heart of SlideBack: the stack of pages, the one snapshot store,
/// the command queue and the running transition. Input goes in (`handle`, `perform`), time goes in
/// (`step`), a `Frame` comes out. A `GestureRecognizer` reads the pointer, a `TransitionController`
/// holds the transition's one progress value, and the style is a `StyleSpec`. It never touches SDL.
/// The screen's size is not its own: the stage owns it, and every call that lays something out,
/// hit-tests or measures is given it (`screen:`), so no navigator can hold a stale size.
public struct Navigator: Sendable {
    /// A transition under way: what it does, and the controller holding its progress.
    struct Transition: Equatable, Sendable {
        /// What the transition does to the stack.
        enum Kind: Equatable, Sendable {
            /// A back swipe (the top page in front), dragged or, once released, settling towards
            /// completing the pop or not.
            case swipe(completes: Bool)
            /// An animated push; the new page is already on the stack.
            case push(from: PageInstance)
            /// An animated pop; the stack is already popped, `leaving` is the page going away.
            case pop(leaving: PageInstance)
        }

        var kind: Kind
        var controller: TransitionController
        /// For a swipe: the finger's vertical travel since its press, in points, as last held.
        var lift = 0.0
        /// For a swipe: the finger's horizontal travel since its press, in points, as last held.
        var sweep = 0.0
        /// For a swipe: where its finger went down.
        var grab: Point?
        /// For a swipe: the progress it was released at, from which a settle takes the lift away.
        var releasedAt: Double?
        /// For a swipe: whether it started at the right edge and moves the page the mirrored way.
        var mirrored = false
        /// For a held swipe in a style that smooths its progress: the spring catching up with the finger.
        var smoothing: ProgressSmoothing?
    }

    /// The scene pages come from.
    public let scene: Scene
    /// Tunables.
    public internal(set) var configuration: NavigatorConfiguration
    /// The pages, root first. Push and pop animations change it when they start; a back swipe only
    /// when it completes, because it may still be cancelled.
    public internal(set) var stack: [PageInstance]
    /// The only record of which snapshots exist.
    public internal(set) var snapshots = SnapshotStore()
    /// Animation time elapsed, in seconds (scaled by slow motion, never by the finger).
    public internal(set) var time = 0.0
    /// Real time elapsed, in seconds: the clock pointer velocities are measured against.
    public internal(set) var realTime = 0.0
    /// How far each sideways-scrolling page's content is scrolled, in points (0 down to -width).
    public internal(set) var scrollOffsets: [PageInstance: Double] = [:]
    /// How far each page's content is scrolled vertically, with its momentum (see `verticalScroll(of:)`).
    public internal(set) var verticalScrolls: [PageInstance: VerticalScroll] = [:]
    /// The last released swipe's decision, for the HUD.
    public internal(set) var lastRelease: ReleaseDecision?
    /// Commands that arrived during a transition, run in order once it ends.
    public internal(set) var pendingCommands: [NavigationCommand] = []
    /// The technique drawing transitions and judging gestures, exactly as it runs: the command
    /// line's overrides were put in once, when the spec was made (`init`, `StyleCatalog.overridden(by:)`),
    /// and nothing merges them again; with motion reduced, `chosenSpec.reducedMotion()`. Switched
    /// with `switchStyle(to:)`. Boxed, as is `chosenSpec`: copying a navigator copies two pointers,
    /// not two specs.
    @Boxed public internal(set) var spec: StyleSpec
    /// The style as it was chosen (by `--style`, a key, Tab or the tuning panel), before reduced
    /// motion transforms it: what the tuning panel edits and a comparison keeps.
    @Boxed public internal(set) var chosenSpec: StyleSpec
    /// Whether motion is reduced (`--reduce-motion`, M): `spec` is then `chosenSpec.reducedMotion()`.
    public internal(set) var reducesMotion: Bool
    /// Whether the first page has finished appearing (after the first step), which the bar-snapshot
    /// style waits for before it pictures the root's bar.
    public internal(set) var rootHasAppeared = false

    /// The pointer being followed.
    var recognizer = GestureRecognizer()
    /// The transition under way, if any.
    var transition: Transition?
    /// How many pages the pop under way removes.
    var pagesBeingPopped = 0
    var nextSerial = 1
    /// Whether M changed `reducesMotion` and the spec waits for the transition under way to end.
    var reducedMotionPending = false

    /// Starts with the scene's first page as the root, drawn by `spec` with the configuration's
    /// overrides put in (once, here). The scene must have at least one page, which scene loading
    /// guarantees.
    public init(scene: Scene, spec: StyleSpec, configuration: NavigatorConfiguration = NavigatorConfiguration()) {
        precondition(!scene.pages.isEmpty, "a scene has at least one page")
        self.scene = scene
        let chosen = spec.overridden(by: configuration)
        chosenSpec = chosen
        reducesMotion = configuration.reducesMotion
        self.spec = configuration.reducesMotion ? chosen.reducedMotion() : chosen
        self.configuration = configuration
        self.stack = [PageInstance(serial: 0, specIndex: 0)]
    }

    /// Starts with a built-in style.
    public init(scene: Scene, style: StyleName, configuration: NavigatorConfiguration = NavigatorConfiguration()) {
        self.init(scene: scene, spec: .builtIn(style), configuration: configuration)
    }

    /// The built-in style the drawing style derives from (itself for a built-in).
    public var style: StyleName { spec.base }

    /// The page on top of the stack.
    public var top: PageInstance { stack[stack.count - 1] }

    /// The scene's pages laid out on a screen of `screen` points.
    func pages(on screen: Size) -> PageLayers {
        PageLayers(scene: scene, layout: ScreenLayout(screen: screen))
    }

    /// The transition's progress now: 0 at rest or covering, 1 when the front page has gone.
    public var progress: Double { transition?.controller.value ?? 0 }

    /// True when nothing moves, no finger is swiping and no command waits: a headless run may end.
    public var isSettled: Bool {
        transition == nil && pendingCommands.isEmpty && !recognizer.isSwiping && !hasScrollMomentum
    }

    /// True while an animation runs (push, pop, a released swipe settling, or a held progress
    /// still catching up with the finger on its spring): time alone will still change what is
    /// drawn. A held finger animates nothing else, nor does a page it holds still.
    public var isAnimating: Bool {
        hasScrollMomentum || !recognizer.holdsCaughtPage && (transition?.controller.isAnimating ?? false)
            || transition?.smoothing?.isMoving == true
    }

    /// Where a page stands on the stack (0 = root); pages that have left answer their old depth's
    /// best guess, the top, which only matters for pictures of leaving pages.
    public func depth(of page: PageInstance) -> Int {
        stack.firstIndex(of: page) ?? stack.count
    }

    /// Runs a command now, or queues it while a transition or swipe is under way: one rule for
    /// every source (keys, taps, scripts), so nothing is lost or run half-way through an animation.
    /// `screen` is the screen's size in points now (a spring's rest is measured in its points).
    public mutating func perform(_ command: NavigationCommand, screen: Size) {
        if transition == nil && !recognizer.isSwiping {
            run(command, screen: screen)
        } else if isHoldingSwipe, spec.commandsWhileSwiping == .act {
            actOnHeldSwipe(command, screen: screen)
        } else if pendingCommands.count < configuration.commandQueueLimit {
            pendingCommands.append(command)
        }
    }

    /// Advances animation time by `seconds` (already scaled for slow motion) and real time by
    /// `realSeconds` (the same when not given), on a screen of `screen` points. A page held by a
    /// press stands still.
    public mutating func step(_ seconds: Double, realSeconds: Double? = nil, screen: Size) {
        if let realSeconds, realSeconds.isFinite, realSeconds > 0 { realTime += realSeconds }
        guard seconds.isFinite, seconds > 0 else { return }
        if realSeconds == nil { realTime += seconds }
        time += seconds
        stepScrollMomentum(seconds, screen: screen)
        if recognizer.holdsCaughtPage { return }
        if !rootHasAppeared, transition == nil {
            rootHasAppeared = true
            pageDidAppear()
        }
        if var current = transition, current.controller.isAnimating {
            let arrived = current.controller.advance(by: seconds)
            transition = current
            if arrived { finish(current) }
        } else if var current = transition, var smoothing = current.smoothing, smoothing.isMoving {
            // A held progress catching up with the finger moves with animation time, as Android's spring does.
            smoothing.advance(by: seconds)
            current.smoothing = smoothing
            current.controller.set(smoothing.value)
            transition = current
        }
        runPendingCommandIfIdle(screen: screen)
        if reducedMotionPending { applyReducedMotionIfIdle() }
    }

    /// A transition's controller has arrived at its end.
    private mutating func finish(_ ended: Transition) {
        switch ended.kind {
        case .swipe(let completes): finishSettle(completes: completes)
        case .push, .pop: finishTransition()
        }
    }

    mutating func runPendingCommandIfIdle(screen: Size) {
        while transition == nil, !recognizer.isSwiping, !pendingCommands.isEmpty {
            run(pendingCommands.removeFirst(), screen: screen)
        }
    }
}
