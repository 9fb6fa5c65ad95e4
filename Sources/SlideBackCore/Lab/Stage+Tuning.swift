extension Stage {
    /// Where each open panel is, in window points (`PanelDock`).
    public var panelDock: PanelDock {
        PanelDock(window: window, phones: screensArea, column: viewports[0], inspector: inspector, tunerRows: tuner?.rows.count)
    }

    /// Where the tuning panel is, in window points: over the right of the left phone, under the
    /// overlay's labels; empty while closed or while the help covers it.
    public var tunerPanel: Rect { panelDock.tuner ?? Rect(x: 0, y: 0, width: 0, height: 0) }

    /// Rows the panel shows at once: as many as its place holds.
    public var tunerVisibleRows: Int { panelDock.tunerVisibleRows }
    /// Points a row takes.
    public static let tunerRowHeight = PanelDock.tunerRowHeight

    /// The first row the panel shows: the selection stays in sight.
    public var tunerFirstRow: Int {
        guard let tuner else { return 0 }
        let visible = tunerVisibleRows
        return min(max(0, tuner.rows.count - visible), max(0, tuner.selected - visible / 2))
    }

    /// Handles what the tuning panel answers: T opens and closes it; while open the arrows select
    /// and change, Shift for coarse steps, R resets, W asks for the file, and a drag on a row
    /// changes its value. Returns whether the action is used up.
    mutating func applyToTuner(_ action: ScriptAction) -> Bool {
        if case .key(.t) = action {
            tuner = tuner == nil ? StyleTuner(sessions[0].navigator.chosenSpec) : nil
            return true
        }
        guard var tuner else { return false }
        defer {
            self.tuner = tuner
            handTunedSpecOver()
        }
        switch action {
        case .key(.up): tuner.select(by: -1)
        case .key(.down): tuner.select(by: 1)
        case .key(.left): tuner.adjust(by: -1)
        case .key(.right): tuner.adjust(by: 1)
        case .key(.shiftLeft): tuner.adjust(by: -1, coarse: true)
        case .key(.shiftRight): tuner.adjust(by: 1, coarse: true)
        case .key(.r): tuner.reset()
        case .key(.w): tuner.writeRequested = true
        case .key(.e): tuner.exportRequested = true
        case .down(let point, let pointer) where tunerDrag == nil && tunerPanel.contains(point):
            let row = tunerFirstRow + Int(((point.y - tunerPanel.y - PanelDock.tunerTop) / Self.tunerRowHeight).rounded(.down))
            if row >= 0, row < tuner.selectableCount { tuner.select(row) }
            tunerDrag = (pointer, point.x, 0)
        case .move(let point, let pointer) where tunerDrag?.pointer == pointer:
            // Six points of drag a step, right for more.
            guard let drag = tunerDrag else { return true }
            let steps = Int(((point.x - drag.startX) / 6).rounded(.towardZero))
            if steps != drag.steps { tuner.adjust(by: steps - drag.steps) }
            tunerDrag = (pointer, drag.startX, steps)
        case .up(_, let pointer) where tunerDrag?.pointer == pointer:
            tunerDrag = nil
        default:
            return false
        }
        return true
    }

    /// Gives the left screen the tuned spec once it is idle: changes apply from the next gesture
    /// or animation, never to one under way.
    mutating func handTunedSpecOver() {
        guard let tuned = tuner?.spec, sessions[0].navigator.chosenSpec != tuned else { return }
        _ = sessions[0].navigator.switchStyle(to: tuned)
    }

    /// Takes the tuning panel's request for a file, if it made one: the program writes the spec
    /// and reports where with `tunerWrote(_:)`.
    public mutating func takeTunerWriteRequest() -> StyleSpec? {
        guard tuner?.writeRequested == true else { return nil }
        tuner?.writeRequested = false
        return tuner?.tunedForFile
    }

    /// Takes the tuning panel's request for an export (E), if it made one: the program writes
    /// the style file, the export target's file and the web page, and reports with `tunerWrote(_:)`.
    public mutating func takeTunerExportRequest() -> StyleSpec? {
        guard tuner?.exportRequested == true else { return nil }
        tuner?.exportRequested = false
        return tuner?.tunedForFile
    }

    /// Shows on the panel what became of the file.
    public mutating func tunerWrote(_ message: String) {
        tuner?.message = message
    }
}

/// The tuning panel as it is drawn: where, its title, the rows in sight and which is selected.
public struct TunerView: Equatable, Sendable {
    /// The panel, in window points.
    public var panel: Rect
    /// The style tuned, and how many constants differ from where it started.
    public var title: String
    /// The rows in sight, top to bottom, and the index among them of the selected one.
    public var rows: [StyleTuner.Row], selected: Int?
    /// A line under the rows: where W wrote the file.
    public var message: String?
}

extension Stage {
    /// The tuning panel to draw, while it is open and has a place.
    public var tunerView: TunerView? {
        guard let tuner, let panel = panelDock.tuner else { return nil }
        let rows = tuner.rows, first = tunerFirstRow
        let shown = Array(rows[first..<min(rows.count, first + tunerVisibleRows)])
        let changed = rows.filter(\.changed).count
        return TunerView(panel: panel, title: "tune \(tuner.spec.name): \(changed) changed",
                         rows: shown, selected: tuner.selected - first < shown.count ? tuner.selected - first : nil,
                         message: tuner.message ?? "up/down select, left/right change (shift x10), R reset, W write, E export")
    }
}
