/// Everything the window shows: one session, or two to four side by side (compare mode) driven
/// by the same input, so the difference between styles is seen in one swipe. Each phone is drawn
/// at full size: comparing widens the window. Input arrives in window points; each screen sees it
/// in its own points. The stage owns the sizes: the window's and each screen's (`screen`), which
/// it gives every session and navigator with each call that needs it; none of them keeps a copy,
/// so a resize goes one way, SDL to the stage to the drawing.
public struct Stage: Sendable {
    /// The most screens compared at once.
    public static let maximumScreens = 4

    /// The sessions on screen, left to right.
    public internal(set) var sessions: [Session]
    /// The window's size in points: the screens side by side, and the graph panel beside them
    /// when it is there.
    public internal(set) var window: Size
    /// One screen's size in points: what every navigator lays out, hit-tests and measures in. The
    /// only copy; `resize(to:)` changes it.
    public internal(set) var screen: Size
    /// What the inspection tools show.
    public var inspector = InspectorState()
    /// Where the finger has been, for `--show-pointer`.
    public internal(set) var pointerTrail = PointerTrail()
    /// The recent motion of every screen, for the graph panel and `--plot`.
    public var graph = MotionGraph()
    /// Frames advanced so far, paused ones included: the numbers scripts and recordings use.
    public internal(set) var frameNumber = 0
    /// Animation steps taken so far: the frames the left screen's clock moved on in (a paused
    /// frame is none, a single step while paused is one). The timeline keeps a moment a step.
    public internal(set) var step = 0
    /// The steps drawn, to scrub while paused.
    public internal(set) var timeline = Timeline()
    /// Whether input arrived since the last moment was kept (a paused stage keeps a moment only then).
    var inputSinceRecord = false
    /// The tuning panel while it is open (T).
    public internal(set) var tuner: StyleTuner?
    /// The pointer dragging a value on the tuning panel: where it went down and the steps applied.
    var tunerDrag: (pointer: Int, startX: Double, steps: Int)?
    /// The pointer dragging on the timeline's strip, if one is.
    var stripPointer: Int?
    /// Which screen each pointer went down on, so a drag stays with its screen when it crosses over.
    var pointerScreens: [Int: Int] = [:]
    /// The trackpad scroll under way, which drives a finger of its own.
    var trackpad = TrackpadSwipe()
    /// The styles beside the left screen when compare mode last ended, which C brings back.
    public internal(set) var lastCompared: [StyleSpec] = []

    /// Starts with one session on a screen of `screen` points, or with two when `compareWith`
    /// names a second built-in style.
    public init(session: Session, screen: Size = ScreenLayout.phone, compareWith other: StyleName? = nil) {
        self.init(session: session, screen: screen, comparing: other.map { [StyleSpec.builtIn($0)] } ?? [])
    }

    /// Starts with one session on a screen of `screen` points (brought within
    /// `Navigator.screenRange`) and a screen beside it for each of `others` (at most three).
    public init(session: Session, screen: Size = ScreenLayout.phone, comparing others: [StyleSpec]) {
        sessions = [session]
        self.screen = Navigator.clampedScreen(screen)
        window = self.screen
        if !others.isEmpty { startComparing(with: others) }
    }

    /// Whether more than one screen is shown.
    public var isComparing: Bool { sessions.count > 1 }

    /// Points of the window's width beside the phones: the graph panel's, when it sits there.
    public var panelWidth: Double { inspector.graph == .beside ? MotionGraph.panelWidth : 0 }

    /// Where the phones are, in window points: the window but for the panel beside them.
    public var screensArea: Rect { Rect(x: 0, y: 0, width: max(1, window.width - panelWidth), height: window.height) }

    /// Where each screen is drawn, in window points: side by side, each the full height.
    public var viewports: [Rect] {
        let width = screensArea.width / Double(sessions.count)
        return sessions.indices.map { Rect(x: Double($0) * width, y: 0, width: width, height: window.height) }
    }

    /// The style compare mode pits a style against: the system baseline, or ours for the baseline itself.
    public static func partner(of style: StyleName) -> StyleName {
        style == .system ? .slideback : .system
    }

    /// The styles C puts beside the left screen: those it last showed there but the left screen's
    /// own, else the left style's partner.
    public var stylesToCompare: [StyleSpec] {
        let left = sessions[0].navigator.spec.name
        let kept = lastCompared.filter { $0.name != left }
        return kept.isEmpty ? [sessions[0].styles.spec(of: Self.partner(of: sessions[0].navigator.style))] : kept
    }

    /// Applies one action: keys go to every screen (C toggles compare mode; 1-5 and Tab set the left
    /// screen's style), pointer positions are converted to the screen the pointer went down on.
    public mutating func apply(_ action: ScriptAction) {
        // The hint line has done its work once a key is pressed, whatever the key does.
        if case .key = action { inspector.showsHints = false }
        if applyToTuner(action) || applyToTimeline(action) { return }
        if case .key(let key) = action, inspector.press(key) {
            // The panel beside the phones widens the window; the phones keep their size.
            if key == .g { window = Size(width: screen.width * Double(sessions.count) + panelWidth, height: window.height) }
            return
        }
        inputSinceRecord = true
        pointerTrail.apply(action)
        switch action {
        case .key(.c):
            if isComparing { stopComparing() } else { startComparing(with: stylesToCompare) }
        case .key(let key) where isComparing && (StyleName(keyNumber: Int(key.rawValue) ?? 0) != nil || key == .tab || key == .shiftTab):
            sessions[0].apply(action, screen: screen)
        case .down(let point, let pointer):
            let screen = screenIndex(at: point)
            pointerScreens[pointer] = screen
            let local = toScreen(point, screen)
            forEachSession { $0.apply(.down(local, pointer: pointer), screen: $1) }
        case .move(let point, let pointer):
            let screen = pointerScreens[pointer] ?? screenIndex(at: point)
            let local = toScreen(point, screen)
            forEachSession { $0.apply(.move(local, pointer: pointer), screen: $1) }
        case .up(let point, let pointer):
            let screen = pointerScreens.removeValue(forKey: pointer) ?? screenIndex(at: point)
            let local = toScreen(point, screen)
            forEachSession { $0.apply(.up(local, pointer: pointer), screen: $1) }
        case .resize(let size):
            resize(to: size)
        case .wheel(let dx, let dy, let point):
            applyWheel(dx: dx, dy: dy, at: point)
        case .cancel:
            pointerScreens.removeAll()
            trackpad.reset()
            forEachSession { $0.apply(action, screen: $1) }
        default:
            forEachSession { $0.apply(action, screen: $1) }
        }
    }

    /// The window changed size: every screen takes its share of the width and all the height.
    /// A pointer that was down is lost, as when it leaves the window. The screen's size changes
    /// here and nowhere else; each navigator is told once per change (`Navigator.screenDidResize`).
    public mutating func resize(to size: Size) {
        let size = Navigator.clampedScreen(size)
        guard size != window else { return }
        window = size
        pointerScreens.removeAll()
        trackpad.reset()
        let each = Navigator.clampedScreen(Size(width: max(1, size.width - panelWidth) / Double(sessions.count), height: size.height))
        guard each != screen else { return }
        let old = screen
        screen = each
        forEachSession { session, _ in session.navigator.screenDidResize(from: old) }
    }

    /// Advances every screen by one frame.
    public mutating func advanceFrame() {
        // A moment from the past stays as it was until the run resumes.
        guard !timeline.isScrubbing else { return }
        handTunedSpecOver()
        let stepping = takesStep
        keepMoment()
        endTrackpadScrollIfIdle()
        // Taken before the step, the sample is the state drawn as this frame, as a trace and a
        // recording show it (after the step, a page's animation would be a frame ahead of its finger).
        graph.record(frame: frameNumber, stage: self)
        forEachSession { $0.advanceFrame(screen: $1) }
        frameNumber += 1
        if stepping { step += 1 }
        pointerTrail.advance()
    }

    /// The stage as the display should show it `seconds` of real time after its newest step:
    /// every screen's animations that much further on, and the pointer moves that arrived since
    /// the step (`pointerInput`; other input waits for the step) shown at once, so a finger-driven
    /// page is drawn at the newest pointer sample. The stage itself, the step state that replays
    /// exactly, is not changed, and no frame is counted.
    public func presented(after seconds: Double, showing pointerInput: [ScriptAction]) -> Stage {
        var shown = self
        for action in pointerInput {
            if case .move = action { shown.apply(action) }
        }
        guard seconds.isFinite, seconds > 0 else { return shown }
        shown.forEachSession { session, screen in
            // A copy of the clock: a single step asked for while paused is the next step's to take.
            var clock = session.clock
            session.navigator.step(clock.advance(realSeconds: seconds), realSeconds: seconds, screen: screen)
        }
        return shown
    }

    /// What each screen draws now, left to right.
    public func frames() -> [Frame] {
        sessions.map { $0.navigator.frame(screen: screen) }
    }

    /// True while any screen animates.
    public var isAnimating: Bool { sessions.contains { $0.navigator.isAnimating } }

    /// The left screen's clock, which the window title reports.
    public var clock: PlaybackClock { sessions[0].clock }

    /// Shows a second screen: a copy of the first (same stack, same moment) in `style`. Only while
    /// nothing moves, as a style switch; returns whether it started.
    @discardableResult
    public mutating func startComparing(with style: StyleName) -> Bool {
        startComparing(with: [sessions[0].styles.spec(of: style)])
    }

    /// Shows a screen beside the first for each style (up to four screens in all), each a copy
    /// of the first in its style (the session's catalogue's spec of that name, which has the
    /// overrides in, else the spec as given); the window widens by a screen for each. Only while
    /// nothing moves, as a style switch; returns whether it started.
    @discardableResult
    public mutating func startComparing(with styles: [StyleSpec]) -> Bool {
        guard !isComparing, pointerScreens.isEmpty, !styles.isEmpty, styles.count < Self.maximumScreens else { return false }
        var copies: [Session] = []
        for style in styles {
            var copy = sessions[0]
            guard copy.navigator.switchStyle(to: copy.styles.spec(named: style.name) ?? style) else { return false }
            copies.append(copy)
        }
        sessions += copies
        window = Size(width: screen.width * Double(sessions.count) + panelWidth, height: screen.height)
        return true
    }

    /// Back to one screen, keeping the left one and remembering the others' styles for the next C;
    /// the window narrows to it.
    public mutating func stopComparing() {
        guard isComparing else { return }
        lastCompared = sessions.dropFirst().map(\.navigator.chosenSpec)
        sessions.removeLast(sessions.count - 1)
        window = Size(width: screen.width + panelWidth, height: screen.height)
        pointerScreens.removeAll()
    }

    /// Runs `body` on every session, with the screen's size it works in.
    mutating func forEachSession(_ body: (inout Session, Size) -> Void) {
        let size = screen
        for index in sessions.indices { body(&sessions[index], size) }
    }

    func screenIndex(at point: Point) -> Int {
        let width = screensArea.width / Double(sessions.count)
        guard width > 0, point.x.isFinite else { return 0 }
        return min(sessions.count - 1, max(0, Int((point.x / width).rounded(.down))))
    }

    /// A window point in screen `index`'s own points.
    public func toScreen(_ point: Point, _ index: Int) -> Point {
        let viewport = viewports[min(index, viewports.count - 1)]
        let factor = screen.width / max(viewport.width, 1)
        return Point(x: (point.x - viewport.x) * factor, y: (point.y - viewport.y) * factor)
    }
}
