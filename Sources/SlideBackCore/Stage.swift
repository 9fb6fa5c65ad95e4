/// Everything the window shows: one session, or two side by side (compare mode) driven by the same
/// input, so the difference between two styles is seen in one swipe. Input arrives in window
/// points; each screen sees it in its own points.
public struct Stage: Sendable {
    /// The sessions on screen, left to right: one, or two when comparing.
    public private(set) var sessions: [Session]
    /// The window's size in points (one screen's size; comparing shrinks both screens to fit).
    public private(set) var window: Size
    /// What the inspection tools show.
    public private(set) var inspector = InspectorState()
    /// Which screen each pointer went down on, so a drag stays with its screen when it crosses over.
    private var pointerScreens: [Int: Int] = [:]

    /// Starts with one session, or with two when `compareWith` names a second built-in style.
    public init(session: Session, compareWith other: StyleName? = nil) {
        self.init(session: session, comparing: other.map(StyleSpec.builtIn))
    }

    /// Starts with one session, or with two when `other` is given.
    public init(session: Session, comparing other: StyleSpec?) {
        sessions = [session]
        window = session.navigator.configuration.screen
        if let other { startComparing(with: other) }
    }

    /// Whether two screens are shown.
    public var isComparing: Bool { sessions.count == 2 }

    /// Where each screen is drawn, in window points: the whole window, or two half-width screens
    /// (scaled by one half, so each keeps the phone's proportions) centred vertically.
    public var viewports: [Rect] {
        guard isComparing else { return [Rect(size: window)] }
        let width = window.width / 2, height = window.height / 2
        return (0..<2).map { Rect(x: Double($0) * width, y: (window.height - height) / 2, width: width, height: height) }
    }

    /// The style compare mode pits a style against: the system baseline, or ours for the baseline itself.
    public static func partner(of style: StyleName) -> StyleName {
        style == .system ? .slideback : .system
    }

    /// Applies one action: keys go to every screen (C toggles compare mode; 1-5 and Tab set the left
    /// screen's style), pointer positions are converted to the screen the pointer went down on.
    public mutating func apply(_ action: ScriptAction) {
        if case .key(let key) = action, inspector.press(key) { return }
        switch action {
        case .key(.c):
            if isComparing { stopComparing() } else { startComparing(with: Self.partner(of: sessions[0].navigator.style)) }
        case .key(let key) where isComparing && (StyleName(keyNumber: Int(key.rawValue) ?? 0) != nil || key == .tab || key == .shiftTab):
            sessions[0].apply(action)
        case .down(let point, let pointer):
            let screen = screenIndex(at: point)
            pointerScreens[pointer] = screen
            let local = toScreen(point, screen)
            forEachSession { $0.apply(.down(local, pointer: pointer)) }
        case .move(let point, let pointer):
            let screen = pointerScreens[pointer] ?? screenIndex(at: point)
            let local = toScreen(point, screen)
            forEachSession { $0.apply(.move(local, pointer: pointer)) }
        case .up(let point, let pointer):
            let screen = pointerScreens.removeValue(forKey: pointer) ?? screenIndex(at: point)
            let local = toScreen(point, screen)
            forEachSession { $0.apply(.up(local, pointer: pointer)) }
        case .resize(let size):
            resize(to: size)
        case .cancel:
            pointerScreens.removeAll()
            forEachSession { $0.apply(action) }
        default:
            forEachSession { $0.apply(action) }
        }
    }

    /// The window changed size: every screen takes the new size in points (compare mode halves it
    /// again when drawing). A pointer that was down is lost, as when it leaves the window.
    public mutating func resize(to size: Size) {
        let size = Navigator.clampedScreen(size)
        guard size != window else { return }
        window = size
        pointerScreens.removeAll()
        forEachSession { $0.navigator.resize(to: size) }
    }

    /// Advances every screen by one frame.
    public mutating func advanceFrame() {
        forEachSession { $0.advanceFrame() }
    }

    /// What each screen draws now, left to right.
    public func frames() -> [Frame] {
        sessions.map { $0.frame() }
    }

    /// True while any screen animates.
    public var isAnimating: Bool { sessions.contains { $0.navigator.isAnimating } }

    /// The left screen's clock, which the window title reports.
    public var clock: PlaybackClock { sessions[0].clock }

    /// Shows a second screen: a copy of the first (same stack, same moment) in `style`. Only while
    /// nothing moves, as a style switch; returns whether it started.
    @discardableResult
    public mutating func startComparing(with style: StyleName) -> Bool {
        startComparing(with: StyleSpec.builtIn(style))
    }

    /// Shows a second screen in `style`, as `startComparing(with:)` does for a built-in.
    @discardableResult
    public mutating func startComparing(with style: StyleSpec) -> Bool {
        guard !isComparing, pointerScreens.isEmpty else { return false }
        var copy = sessions[0]
        guard copy.navigator.switchStyle(to: style) else { return false }
        sessions.append(copy)
        return true
    }

    /// Back to one screen, keeping the left one.
    public mutating func stopComparing() {
        guard isComparing else { return }
        sessions.removeLast()
        pointerScreens.removeAll()
    }

    private mutating func forEachSession(_ body: (inout Session) -> Void) {
        for index in sessions.indices { body(&sessions[index]) }
    }

    private func screenIndex(at point: Point) -> Int {
        isComparing && point.x >= window.width / 2 ? 1 : 0
    }

    /// A window point in screen `index`'s own points.
    private func toScreen(_ point: Point, _ index: Int) -> Point {
        let viewport = viewports[min(index, viewports.count - 1)]
        let factor = window.width / max(viewport.width, 1)
        return Point(x: (point.x - viewport.x) * factor, y: (point.y - viewport.y) * factor)
    }
}
