/// The pure state machine at the heart of SlideBack: the stack of pages, the one snapshot store,
/// the running transition and the pointer being followed. Input goes in (`handle`, `perform`),
/// time goes in (`step`), a `Frame` comes out. It never touches SDL.
public struct Navigator: Sendable {
    /// The scene pages come from.
    public let scene: Scene
    /// Tunables.
    public internal(set) var configuration: NavigatorConfiguration
    /// The pages, root first. Push and pop animations change it when they start; a back swipe only
    /// when it completes, because it may still be cancelled.
    public internal(set) var stack: [PageInstance]
    /// The only record of which snapshots exist.
    public internal(set) var snapshots = SnapshotStore()
    /// What is moving.
    public internal(set) var activity = Activity.idle
    /// Animation time elapsed, in seconds (scaled by slow motion, never by the finger).
    public internal(set) var time = 0.0
    /// Real time elapsed, in seconds: the clock pointer velocities are measured against.
    public internal(set) var realTime = 0.0
    /// How far each sideways-scrolling page's content is scrolled, in points (0 down to -width).
    public internal(set) var scrollOffsets: [PageInstance: Double] = [:]
    /// The last released swipe's decision, for the HUD.
    public internal(set) var lastRelease: ReleaseDecision?
    /// Commands that arrived during a transition, run in order once it ends.
    public internal(set) var pendingCommands: [NavigationCommand] = []
    /// The technique drawing transitions; switched with `switchStyle(to:)`.
    public internal(set) var style: StyleName
    /// Whether the first page has finished appearing (after the first step), which the bar-snapshot
    /// style waits for before it pictures the root's bar.
    public internal(set) var rootHasAppeared = false

    var press: PointerPress?
    /// How many pages the pop under way removes.
    var pagesBeingPopped = 0
    var nextSerial = 1

    /// Starts with the scene's first page as the root. The scene must have at least one page,
    /// which scene loading guarantees.
    public init(scene: Scene, style: StyleName, configuration: NavigatorConfiguration = NavigatorConfiguration()) {
        precondition(!scene.pages.isEmpty, "a scene has at least one page")
        self.scene = scene
        self.style = style
        self.configuration = configuration
        self.stack = [PageInstance(serial: 0, specIndex: 0)]
    }

    /// The page on top of the stack.
    public var top: PageInstance { stack[stack.count - 1] }

    /// The screen's fixed parts for the configured size.
    public var layout: ScreenLayout { ScreenLayout(screen: configuration.screen) }

    /// True when nothing moves, no finger is swiping and no command waits: a headless run may end.
    public var isSettled: Bool {
        activity == .idle && pendingCommands.isEmpty && !(press?.isSwipe ?? false)
    }

    /// Where a page stands on the stack (0 = root); pages that have left answer their old depth's
    /// best guess, the top, which only matters for pictures of leaving pages.
    public func depth(of page: PageInstance) -> Int {
        stack.firstIndex(of: page) ?? stack.count
    }

    /// Runs a command now, or queues it while a transition or swipe is under way: one rule for
    /// every source (keys, taps, scripts), so nothing is lost or run half-way through an animation.
    public mutating func perform(_ command: NavigationCommand) {
        if activity == .idle && !(press?.isSwipe ?? false) {
            run(command)
        } else if pendingCommands.count < configuration.commandQueueLimit {
            pendingCommands.append(command)
        }
    }

    /// Advances animation time by `seconds` (already scaled for slow motion) and real time by
    /// `realSeconds` (the same when not given). A page held by a press stands still.
    public mutating func step(_ seconds: Double, realSeconds: Double? = nil) {
        if let realSeconds, realSeconds.isFinite, realSeconds > 0 { realTime += realSeconds }
        guard seconds.isFinite, seconds > 0 else { return }
        if realSeconds == nil { realTime += seconds }
        time += seconds
        if press?.grabbed != nil { return }
        if !rootHasAppeared, activity == .idle {
            rootHasAppeared = true
            pageDidAppear()
        }
        switch activity {
        case .idle:
            break
        case .interactivePop(_, let settle, let completes):
            guard var settle else { return }
            settle.advance(by: seconds)
            activity = .interactivePop(offset: settle.value, settle: settle, completes: completes)
            if settle.isFinished { finishSettle(completes: completes) }
        case .pushing(let from, var animation):
            animation.advance(by: seconds)
            activity = .pushing(from: from, animation: animation)
            if animation.isFinished { finishTransition() }
        case .popping(let leaving, var animation):
            animation.advance(by: seconds)
            activity = .popping(leaving: leaving, animation: animation)
            if animation.isFinished { finishTransition() }
        }
        runPendingCommandIfIdle()
    }

    /// What to draw now.
    public func frame() -> Frame {
        let pages = PageLayers(scene: scene, layout: layout)
        let context = StyleContext(pages: pages, stack: stack, time: time, snapshots: snapshots, scrolls: scrollOffsets)
        let layers = style.style.layers(for: presentation, in: context)
        return Frame(screen: configuration.screen, snapshots: snapshots.entries, layers: layers,
                     topTitle: pages.spec(of: top).title, style: style)
    }

    /// The current moment in terms of pages and progress.
    public var presentation: Presentation {
        switch activity {
        case .idle:
            return .rest(top: top)
        case .interactivePop(let offset, _, _):
            return .interactivePop(top: top, below: stack[stack.count - 2], offset: offset)
        case .pushing(let from, let animation):
            return .push(from: from, to: top, progress: animation.progress)
        case .popping(let leaving, let animation):
            return .pop(leaving: leaving, destination: top, progress: animation.progress)
        }
    }

    mutating func runPendingCommandIfIdle() {
        while activity == .idle, !(press?.isSwipe ?? false), !pendingCommands.isEmpty {
            run(pendingCommands.removeFirst())
        }
    }
}

extension Navigator {
    /// True while an animation runs (push, pop, or a released swipe settling): time alone will
    /// still change what is drawn. A held finger animates nothing, nor does a page it holds still.
    public var isAnimating: Bool {
        switch activity {
        case _ where press?.grabbed != nil: return false
        case .idle: return false
        case .interactivePop(_, let settle, _): return settle != nil
        case .pushing, .popping: return true
        }
    }
}
