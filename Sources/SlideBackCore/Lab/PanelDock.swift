/// Where each inspection panel goes in the window, so that no panel covers another's text.
///
/// The panels a person opens share the first phone's column: the layer overlay's labels and the
/// tuner from the top, under the bars; the graphs drawn over the phones and, lowest, the HUD from
/// the bottom, above a band kept for the badges and the timeline's strip. Each takes the height it
/// wants where the column has room. In a short column each gives up height, in proportion, down to
/// the least it can show; then the bars' rows are used; and last a panel with no room left is left
/// out (the graphs first, then the overlay, the HUD, the tuner). The help, while it shows, is drawn
/// alone: the column's panels wait under it. The stage (for the tuner's and the strip's pointer)
/// and the compositor (to draw) ask the same function with the same state, so they agree.
public struct PanelDock: Equatable, Sendable {
    /// Rows of the layer overlay's labels, on every screen (in the first screen's column here).
    public var overlay: Rect?
    /// The tuning panel.
    public var tuner: Rect?
    /// The motion graphs drawn over the phones (G's second press), across all of them.
    public var graph: Rect?
    /// The HUD's place: its completion-line label on the top row, the panel at the bottom.
    public var hud: Rect?
    /// The timeline's strip, in the bottom band (drawn only while paused).
    public var timeline: Rect

    /// Points at the bottom kept for the badges (style, speed, hints) and the timeline's strip.
    public static let bandHeight = 104.0
    /// Points at the top the bars take, which the panels leave clear while they can.
    public static let barsHeight = 96.0
    /// Points a row of the overlay's labels takes, and the rows it is given where there is room.
    public static let overlayRowHeight = 17.0, overlayRows = 10
    /// Points of the tuner above its first row, and below its last (the message line).
    public static let tunerTop = 30.0, tunerBottom = 26.0
    /// Points a row of the tuner takes, and the most rows it shows at once.
    public static let tunerRowHeight = 19.0, tunerMostRows = 28
    /// Points the HUD's place keeps above its panel for the completion line's label.
    public static let hudLabelRow = 20.0
    /// The HUD's panel at its tallest (eleven lines and the frame-time graph) and its least (three
    /// lines, no graph).
    public static let hudTallest = 16 + 11 * 16 + 72.0, hudLeast = 16 + 3 * 16.0
    /// The graphs' least height: the title, the legend and a short value graph over its time axis.
    public static let graphLeast = 130.0

    /// One panel to place: its least and wanted heights; `top` ones stack down from the top.
    private struct Request {
        let panel: WritableKeyPath<PanelDock, Rect?>
        let least: Double, wanted: Double
        let top: Bool
    }

    /// Places what `inspector` shows in a window of `window` points whose phones fill `phones`,
    /// the first of them `column`; `tunerRows` is the tuner's row count while it is open.
    public init(window: Size, phones: Rect, column: Rect, inspector: InspectorState, tunerRows: Int?) {
        timeline = Rect(x: 12, y: window.height - 38, width: max(1, phones.width - 24), height: 32)
        guard !inspector.showsHelp else { return }
        var requests: [Request] = []
        let row = Self.overlayRowHeight
        if inspector.showsOverlay { requests.append(Request(panel: \.overlay, least: 3 * row, wanted: Double(Self.overlayRows) * row, top: true)) }
        if let tunerRows {
            let rows = Double(max(2, min(Self.tunerMostRows, tunerRows)))
            requests.append(Request(panel: \.tuner, least: Self.tunerTop + 2 * Self.tunerRowHeight + Self.tunerBottom,
                                    wanted: Self.tunerTop + rows * Self.tunerRowHeight + Self.tunerBottom, top: true))
        }
        if inspector.graph == .over {
            requests.append(Request(panel: \.graph, least: Self.graphLeast, wanted: max(Self.graphLeast, window.height * 0.55 - Self.bandHeight), top: false))
        }
        if inspector.showsHUD {
            requests.append(Request(panel: \.hud, least: Self.hudLabelRow + Self.hudLeast, wanted: Self.hudLabelRow + Self.hudTallest, top: false))
        }
        let bottom = window.height - Self.bandHeight
        var top = Self.barsHeight
        if requests.map(\.least).reduce(0, +) > bottom - top { top = min(top, 8) }
        for dropped in [\PanelDock.graph, \.overlay, \.hud, \.tuner] where requests.map(\.least).reduce(0, +) > bottom - top {
            requests.removeAll { $0.panel == dropped }
        }
        guard !requests.isEmpty else { return }
        let spare = bottom - top - requests.map(\.least).reduce(0, +)
        let wish = requests.map { $0.wanted - $0.least }.reduce(0, +)
        let share = wish > 0 ? min(1, spare / wish) : 0
        // Whole points, so that places that meet do not overlap by a rounding error.
        func height(_ request: Request) -> Double { (request.least + (request.wanted - request.least) * share).rounded(.down) }
        var down = top.rounded(.up), up = bottom.rounded(.down)
        for request in requests where request.top {
            let height = height(request)
            self[keyPath: request.panel] = Rect(x: column.x, y: down, width: column.width, height: height)
            down += height
        }
        for request in requests.reversed() where !request.top {
            let height = height(request)
            up -= height
            let across = request.panel == \PanelDock.graph ? phones : column
            self[keyPath: request.panel] = Rect(x: across.x, y: up, width: across.width, height: height)
        }
        if let place = tuner {
            let width = min(320, column.width - 16)
            tuner = Rect(x: column.maxX - width - 8, y: place.y, width: max(1, width), height: place.height)
        }
    }

    /// Rows the tuner shows at once in its place.
    public var tunerVisibleRows: Int {
        guard let tuner else { return 0 }
        return max(0, min(Self.tunerMostRows, Int(((tuner.height - Self.tunerTop - Self.tunerBottom) / Self.tunerRowHeight).rounded(.down))))
    }
}
