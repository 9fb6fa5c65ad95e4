/// One running demo as the person at the keyboard sees it: the navigator, the playback clock and
/// the key bindings. Live windows and headless scripts drive the same session, so a script does
/// exactly what the same input would do by hand. The screen's size is the stage's: each call that
/// needs it is given it (`screen:`).
public struct Session: Sendable {
    /// Frames per second of animation time; every frame advances exactly one step.
    public static let framesPerSecond = 60.0

    /// The stack, its snapshots and its transitions.
    public var navigator: Navigator
    /// How fast animation time runs.
    public var clock: PlaybackClock
    /// The styles Tab and Shift+Tab walk through and keys 1-5 pick from, with the navigator's
    /// overrides put in when the session started.
    public private(set) var styles: StyleCatalog
    /// The name of the style just switched to by a key (1-5, Tab, Shift+Tab), shown as a badge, and the frames it has left.
    public private(set) var styleBadge: (name: String, frames: Int)?

    /// Frames a style badge stays up: one second.
    public static let styleBadgeFrames = 60

    /// Starts a session; `styles` defaults to the built-ins. The navigator's configured overrides
    /// are put into every style of the catalogue here, once.
    public init(navigator: Navigator, clock: PlaybackClock, styles: StyleCatalog = StyleCatalog()) {
        self.navigator = navigator
        self.clock = clock
        self.styles = styles.overridden(by: navigator.configuration)
    }

    /// What reduced motion does to the style now, as the badge and the HUD say it: "reduce motion
    /// off", or on with what it does in this style (a cross-fade, instant, or ignored).
    public var reducedMotionText: String {
        guard navigator.reducesMotion else { return "reduce motion off" }
        switch navigator.chosenSpec.reduceMotion {
        case .crossFade: return "reduce motion: cross-fade"
        case .instant: return "reduce motion: instant"
        case .ignore: return "reduce motion: ignored by \(navigator.chosenSpec.name)"
        }
    }

    /// The badge's text while it shows.
    public var styleBadgeText: String? { styleBadge.map(\.name) }

    /// Applies one scripted (or mapped live) action on a screen of `screen` points.
    public mutating func apply(_ action: ScriptAction, screen: Size) {
        switch action {
        case .push: navigator.perform(.push, screen: screen)
        case .pop: navigator.perform(.pop, screen: screen)
        case .popToRoot: navigator.perform(.popToRoot, screen: screen)
        case .popTo(let index): navigator.perform(.popTo(index: index), screen: screen)
        case .down(let point, let pointer): navigator.handle(PointerEvent(.down, at: point, pointer: pointer), screen: screen)
        case .move(let point, let pointer): navigator.handle(PointerEvent(.move, at: point, pointer: pointer), screen: screen)
        case .up(let point, let pointer): navigator.handle(PointerEvent(.up, at: point, pointer: pointer), screen: screen)
        case .cancel: navigator.cancelPointer(screen: screen)
        case .key(let key): press(key, screen: screen)
        // The stage owns the size and lays every screen out again (`Stage.resize`); the stage
        // turns a scroll into a finger of its own or a page scroll (`Stage.applyWheel`).
        case .resize, .wheel: break
        }
    }

    /// Responds to a key: Right/Enter push, Left/Backspace/Escape pop, Home pops to the root,
    /// S toggles slow motion, P pauses, `.` takes one step while paused, 6-9 pick a speed,
    /// 1-5 switch to a built-in style and Tab / Shift+Tab to the next / previous of every style
    /// (between transitions), M reduces motion or stops (the badge says what it does).
    public mutating func press(_ key: Key, screen: Size) {
        switch key {
        case .right, .enter: navigator.perform(.push, screen: screen)
        case .left, .backspace, .escape: navigator.perform(.pop, screen: screen)
        case .home: navigator.perform(.popToRoot, screen: screen)
        case .s: clock.toggleSlowMotion()
        case .p: clock.togglePause()
        case .period: clock.stepOneFrame()
        case .six, .seven, .eight, .nine:
            if let number = Int(key.rawValue) { clock.choosePreset(number - 6) }
        case .one, .two, .three, .four, .five:
            if let number = Int(key.rawValue), let style = StyleName(keyNumber: number) { switchStyle(to: styles.spec(of: style)) }
        case .tab, .shiftTab:
            switchStyle(to: styles.spec(after: navigator.spec.name, offset: key == .tab ? 1 : -1))
        case .m:
            navigator.setReducesMotion(!navigator.reducesMotion)
            styleBadge = (reducedMotionText, Self.styleBadgeFrames)
        default: break
        }
    }

    /// Switches to `spec` (between transitions) and names it in the badge, however it was picked.
    private mutating func switchStyle(to spec: StyleSpec) {
        if navigator.switchStyle(to: spec) { styleBadge = (spec.name, Self.styleBadgeFrames) }
    }

    /// Advances one frame on a screen of `screen` points: 1/60 s of real time, scaled by the
    /// clock (none while paused).
    public mutating func advanceFrame(screen: Size) {
        let real = 1 / Self.framesPerSecond
        if let badge = styleBadge { styleBadge = badge.frames > 1 ? (badge.name, badge.frames - 1) : nil }
        navigator.step(clock.advance(realSeconds: real), realSeconds: real, screen: screen)
    }
}
