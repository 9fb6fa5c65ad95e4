import SlideBackCore

/// Where the help and the HUD put their text: measured, wrapped and kept inside their panels,
/// and the panels inside the window, at any width of 320 points or more.
extension InspectorPainter {
    /// Text size of the help's and the HUD's lines, in points.
    static let panelTextSize = InspectorPanel.minimumTextSize
    /// Line spacing for that size.
    static let panelLineHeight = 16.0

    /// The key help, centred: keys in a column as wide as the widest key (at most 42% of the
    /// panel), what each does beside it, both wrapped to their column. A window too short for
    /// every row shows the rows that fit and says how many are left out.
    func helpPanel(window: Size) -> InspectorPanel {
        let size = Self.panelTextSize, lineHeight = Self.panelLineHeight, padding = 12.0
        let width = max(1, min(440, window.width - 16))
        let inner = width - 2 * padding
        let widest = InspectorState.keyHelp.map { measure.width($0.keys, size) }.max() ?? 0
        let keyColumn = min(widest, inner * 0.42), gap = 10.0
        let doesColumn = inner - keyColumn - gap
        let rows = InspectorState.keyHelp.map { row in
            (keys: measure.wrap(row.keys, size: size, width: keyColumn), does: measure.wrap(row.does, size: size, width: doesColumn))
        }
        let title = 34.0, available = window.height - 16 - title - padding
        var kept = 0, used = 0.0
        for row in rows {
            let height = Double(max(row.keys.count, row.does.count)) * lineHeight
            // The last row's place goes to the "more" line if anything is cut.
            if used + height > available - (kept + 1 < rows.count ? lineHeight : 0) { break }
            used += height
            kept += 1
        }
        let cut = rows.count - kept
        let height = title + used + (cut > 0 ? lineHeight : 0) + padding
        var panel = InspectorPanel(frame: Rect(x: (window.width - width) / 2, y: max(8, min(90, (window.height - height) / 2)),
                                               width: width, height: height))
        panel.add("Keys", at: Point(x: panel.frame.x + padding, y: panel.frame.y + 9), size: 14, color: .white, measure: measure)
        var y = panel.frame.y + title
        for row in rows.prefix(kept) {
            for (index, line) in row.keys.enumerated() {
                panel.add(line, at: Point(x: panel.frame.x + padding, y: y + Double(index) * lineHeight), size: size,
                          color: Color(rgb: 0xFFB070), measure: measure)
            }
            for (index, line) in row.does.enumerated() {
                panel.add(line, at: Point(x: panel.frame.x + padding + keyColumn + gap, y: y + Double(index) * lineHeight), size: size,
                          color: .white, measure: measure)
            }
            y += Double(max(row.keys.count, row.does.count)) * lineHeight
        }
        if cut > 0 {
            let more = measure.wrap("… \(cut) more: the window is too short", size: size, width: inner)[0]
            panel.add(more, at: Point(x: panel.frame.x + padding, y: y), size: size, color: Color(rgb: 0xB0B6C0), measure: measure)
        }
        return panel
    }

    /// The HUD at the bottom left of its place (`PanelDock.hud`), under the completion line's
    /// label row: its lines wrapped to the panel, and under them the frame-time graph (`graph`),
    /// left out where the place is too short for both. Lines that do not fit end in a count.
    func hudPanel(_ report: InspectorReport, in place: Rect) -> (panel: InspectorPanel, graph: Rect?) {
        let size = Self.panelTextSize, lineHeight = Self.panelLineHeight, graphHeight = 60.0
        let width = max(1, min(360, place.width - 16)), inner = width - 16
        var wrapped = report.lines.flatMap { measure.wrap($0, size: size, width: inner) }
        let room = place.height - PanelDock.hudLabelRow
        let showsGraph = 16 + Double(wrapped.count) * lineHeight + graphHeight + 12 <= room
        let fitting = max(1, Int(((room - 16) / lineHeight).rounded(.down)))
        if !showsGraph, wrapped.count > fitting {
            let more = "… \(wrapped.count - fitting + 1) more lines"
            wrapped = Array(wrapped.prefix(fitting - 1)) + [measure.wrap(more, size: size, width: inner)[0]]
        }
        let height = 16 + Double(wrapped.count) * lineHeight + (showsGraph ? graphHeight + 12 : 0)
        var panel = InspectorPanel(frame: Rect(x: place.x + 8, y: place.maxY - height, width: width, height: height))
        for (index, line) in wrapped.enumerated() {
            panel.add(line, at: Point(x: panel.frame.x + 8, y: panel.frame.y + 8 + Double(index) * lineHeight), size: size,
                      color: .white, measure: measure)
        }
        let graph = Rect(x: panel.frame.x + 8, y: panel.frame.maxY - graphHeight - 8, width: panel.frame.width - 16, height: graphHeight)
        return (panel, showsGraph ? graph : nil)
    }

    /// Text in points as this painter's font draws it.
    var measure: TextMeasure {
        TextMeasure { [text, scale] string, size in Double(text.width(of: string, pixelSize: scale.pixels(size))) / scale.factor }
    }
}

extension InspectorPanel {
    /// Adds a line of text at `origin`, measured.
    mutating func add(_ text: String, at origin: Point, size: Double, color: Color, measure: TextMeasure) {
        lines.append(Line(text: text, origin: origin, size: size, color: color, width: measure.width(text, size)))
    }
}
