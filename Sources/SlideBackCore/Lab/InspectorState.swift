/// What the inspection tools show over the pages: the HUD (H), the layer overlay (O) and the
/// key help (? or F1). Kept in the core with the rest of the state, so scripts can turn them on.
public struct InspectorState: Equatable, Sendable {
    /// Frame times, style, stack, snapshots, speed and the last release decision.
    public var showsHUD = false
    /// Outlines and labels on every drawn layer.
    public var showsOverlay = false
    /// The list of keys.
    public var showsHelp = false
    /// The finger as a translucent circle with a short trail (`--show-pointer`).
    public var showsPointer = false
    /// Ghosts of the front page's edge at the last frames (K).
    public var showsOnionSkin = false
    /// Where the motion graphs are (G cycles off, beside the phones, over them).
    public var graph = GraphPlacement.off
    /// The first-run line of the main keys at the bottom (`hintLine`); the first key hides it.
    public var showsHints = false

    /// What the first-run line says.
    public static let hintLine = "H HUD · G graphs · T tune · P pause · ? all keys"

    /// Nothing shown.
    public init() {}

    /// Toggles what `key` toggles; returns whether it was one of the inspector's keys.
    public mutating func press(_ key: Key) -> Bool {
        switch key {
        case .h: showsHUD.toggle()
        case .o: showsOverlay.toggle()
        case .question, .f1: showsHelp.toggle()
        case .g: graph = graph.next
        case .k: showsOnionSkin.toggle()
        default: return false
        }
        return true
    }

    /// Whether `key` is one of the inspector's own keys (pressing it changes only what is shown).
    public func pressWouldToggle(_ key: Key) -> Bool {
        var copy = self
        return copy.press(key)
    }

    /// Every key the program answers, for the help panel and `--help`.
    public static let keyHelp: [(keys: String, does: String)] = [
        ("click / tap page", "push the next page"),
        ("back button", "pop"),
        ("••• button", "pop to the root"),
        ("drag from left edge", "swipe back (weibo: from anywhere)"),
        ("Right, Enter", "push"),
        ("Left, Backspace, Esc", "pop"),
        ("Home", "pop to the root"),
        ("1 2 3 4 5", "system, snapshot, weibo, bar-snap., ours"),
        ("Tab, Shift+Tab", "next / previous style, loaded ones too"),
        ("C", "compare side by side: the last set, else the baseline"),
        ("S", "slow motion on/off"),
        ("M", "reduce motion on/off, as each platform does"),
        ("6 7 8 9", "speed 1x, 0.5x, 0.25x, 0.1x"),
        ("P", "pause; . takes one step"),
        (", . [ ]", "paused: a step back / on, ten back / on"),
        ("K", "onion skin: the page edge's last frames"),
        ("T", "tune: arrows, Shift x10, R reset, W write, E export"),
        ("H", "HUD: frame times, stack, memory"),
        ("O", "layer overlay: what each trick draws"),
        ("G", "motion graphs: off, beside, over"),
        ("? or F1", "this help"),
        ("Q", "quit"),
    ]
}

/// Where the graph panel is drawn.
public enum GraphPlacement: String, CaseIterable, Equatable, Sendable {
    /// Not drawn.
    case off
    /// To the right of the phones: the window widens by `MotionGraph.panelWidth`.
    case beside
    /// Over the lower half of the phones, translucent.
    case over

    /// The placement G moves to.
    public var next: GraphPlacement {
        switch self {
        case .off: return .beside
        case .beside: return .over
        case .over: return .off
        }
    }
}
