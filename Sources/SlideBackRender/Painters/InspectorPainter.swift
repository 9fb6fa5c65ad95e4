import CSDL2
import SlideBackCore

/// Paints the inspection tools over a finished frame, in window points: the HUD panel with its
/// frame-time graph, the key help, the speed badge, and the layer overlay on each screen.
struct InspectorPainter {
    /// What draws.
    let renderer: SDLRenderer
    /// Text textures.
    let text: TextCache
    /// Window points to pixels.
    let scale: PixelScale

    /// The HUD panel at the bottom left of its place.
    func drawHUD(_ report: InspectorReport, in place: Rect) {
        let (panel, graph) = hudPanel(report, in: place)
        draw(panel, backing: 190)
        guard let graph else { return }
        // The last 120 frame times, one bar each, against the 16.7 ms budget of a 60 Hz frame.
        let range = 33.3
        let barWidth = graph.width / 120
        for (index, milliseconds) in report.frameMilliseconds.suffix(120).enumerated() {
            let height = min(1, milliseconds / range) * graph.height
            let over = milliseconds > 1000 / 60
            renderer.fill(scale.rect(Rect(x: graph.x + Double(index) * barWidth, y: graph.maxY - height, width: barWidth, height: height)),
                          over ? Color4(red: 255, green: 80, blue: 60, alpha: 255) : Color4(red: 90, green: 220, blue: 120, alpha: 255))
        }
        let budgetY = graph.maxY - (1000 / 60) / range * graph.height
        renderer.fill(scale.rect(Rect(x: graph.x, y: budgetY, width: graph.width, height: 1)), Color4(red: 255, green: 210, blue: 0, alpha: 255))
        let label = "16.7 ms", size = InspectorPanel.minimumTextSize
        drawText(label, at: Point(x: graph.maxX - measure.width(label, size) - 2, y: graph.y), size: size, color: Color(rgb: 0xFFD200))
    }

    /// A laid-out panel: its backing at `backing` opacity, then its lines.
    func draw(_ panel: InspectorPanel, backing: UInt8) {
        renderer.fill(scale.rect(panel.frame), Color4(red: 0, green: 0, blue: 0, alpha: backing))
        for line in panel.lines { drawText(line.text, at: line.origin, size: line.size, color: line.color) }
    }

    /// The completion line of a held swipe: a thin line down the screen at `x` (the screen's
    /// points, `screenScale` its scale), labelled with where it is at `labelY`.
    func drawThreshold(at x: Double, labelY: Double, screen: Size, screenScale: PixelScale) {
        let color = Color4(red: 255, green: 210, blue: 0, alpha: 230)
        renderer.fill(screenScale.rect(Rect(x: x - 0.5, y: 0, width: 1, height: screen.height)), color)
        guard let texture = text.texture(String(format: "threshold %.0f pt", x), color: Color(rgb: 0xFFD200),
                                         pixelSize: scale.pixels(InspectorPanel.minimumTextSize))
        else { return }
        // On the top row of the HUD's place: clear of the overlay's labels, the tuner and the graphs.
        let place = screenScale.rect(Rect(x: x + 4, y: labelY, width: 0, height: 0))
        let backing = SDLRect(x: Double(place.x) - 2, y: Double(place.y) - 1, width: Double(texture.width) + 4, height: Double(texture.height) + 2)
        renderer.fill(backing.frect, Color4(red: 0, green: 0, blue: 0, alpha: 170))
        renderer.draw(texture, into: SDLRect(x: Double(place.x), y: Double(place.y), width: Double(texture.width),
                                             height: Double(texture.height)).frect)
    }

    /// Onion skin: the front page's left edge at each of the last frames it moved, as lines
    /// fading with age; on a mirrored screen its right edge (the samples measure from the
    /// leading edge).
    func drawOnionSkin(_ samples: [MotionGraph.Sample], screen: Size, mirrored: Bool, screenScale: PixelScale) {
        let recent = samples.suffix(Self.onionFrames + 1).dropLast().filter { $0.phase != .rest }
        for (age, sample) in recent.reversed().enumerated() {
            let alpha = Color4.byte(0.75 * (1 - Double(age) / Double(Self.onionFrames)))
            let line = Rect(x: sample.frontX - 1, y: 0, width: 2, height: screen.height)
            renderer.fill(screenScale.rect(mirrored ? line.mirrored(within: Rect(size: screen)) : line),
                          Color4(red: 0, green: 200, blue: 255, alpha: alpha))
        }
    }

    /// Frames of the onion skin.
    static let onionFrames = 8

    /// The timeline's strip: the kept seconds, the frame shown marked, its number.
    func drawTimeline(_ strip: TimelineStripState) {
        renderer.fill(scale.rect(strip.rect), Color4(red: 0, green: 0, blue: 0, alpha: 200))
        let inner = Rect(x: strip.rect.x + 8, y: strip.rect.y + 21, width: strip.rect.width - 16, height: 4)
        renderer.fill(scale.rect(inner), Color4(red: 110, green: 116, blue: 128, alpha: 255))
        let x = inner.x + strip.fraction * inner.width
        renderer.fill(scale.rect(Rect(x: inner.x, y: inner.y, width: x - inner.x, height: inner.height)),
                      Color4(red: 255, green: 210, blue: 0, alpha: 255))
        renderer.fill(scale.rect(Rect(x: x - 2, y: inner.y - 5, width: 4, height: inner.height + 10)),
                      Color4(red: 255, green: 255, blue: 255, alpha: 255))
        // The longest wording that fits the strip: a narrow window keeps the step number.
        let size = InspectorPanel.minimumTextSize, room = strip.rect.width - 16
        let wordings = [String(format: "step %d   %.1f s kept   , . a step   [ ] ten   drag to scrub", strip.step, strip.seconds),
                        String(format: "step %d   %.1f s   , . [ ] or drag", strip.step, strip.seconds), "step \(strip.step)"]
        let wording = wordings.first { measure.width($0, size) <= room } ?? wordings[wordings.count - 1]
        drawText(wording, at: Point(x: strip.rect.x + 8, y: strip.rect.y + 1), size: size, color: .white, within: room)
    }

    /// The tuning panel: each constant and its value, the selected one marked, the changed ones
    /// in orange with what they were.
    func drawTuner(_ view: TunerView) {
        let panel = view.panel
        renderer.fill(scale.rect(panel), Color4(red: 0, green: 0, blue: 0, alpha: 215))
        let size = InspectorPanel.minimumTextSize, column = panel.width * 0.5
        drawText(view.title, at: Point(x: panel.x + 10, y: panel.y + 8), size: size, color: .white, within: panel.width - 20)
        for (index, row) in view.rows.enumerated() {
            let y = panel.y + PanelDock.tunerTop + Double(index) * PanelDock.tunerRowHeight
            if index == view.selected {
                renderer.fill(scale.rect(Rect(x: panel.x + 4, y: y - 2, width: panel.width - 8, height: PanelDock.tunerRowHeight)),
                              Color4(red: 40, green: 90, blue: 200, alpha: 230))
            }
            let color = row.changed ? Color(rgb: 0xFFB070) : .white
            drawText(row.key, at: Point(x: panel.x + 10, y: y), size: size, color: color, within: column - 14)
            let value = row.changed ? "\(row.value)  (was \(row.original))" : row.value
            drawText(value, at: Point(x: panel.x + column, y: y), size: size, color: color, within: panel.width - column - 8)
        }
        if let message = view.message {
            drawText(message, at: Point(x: panel.x + 10, y: panel.maxY - 18), size: size, color: Color(rgb: 0xB0B6C0), within: panel.width - 20)
        }
    }

    /// The list of keys, centred over the window.
    func drawHelp(window: Size) {
        draw(helpPanel(window: window), backing: 235)
    }

    /// A badge centred near the bottom: the speed while it is not 1x (red), or, `raisedBy` points
    /// higher, the style just switched to.
    func drawBadge(_ badge: String, window: Size, raisedBy raise: Double = 0, color: Color4 = Color4(red: 200, green: 40, blue: 40, alpha: 220)) {
        guard let texture = text.texture(badge, color: .white, pixelSize: scale.pixels(13)) else { return }
        let width = Double(texture.width) / scale.factor, height = Double(texture.height) / scale.factor
        let pill = Rect(x: (window.width - width) / 2 - 10, y: window.height - height - 46 - raise, width: width + 20, height: height + 8)
        renderer.fill(scale.rect(pill), color)
        renderer.draw(texture, into: scale.rect(Rect(x: pill.x + 10, y: pill.y + 4, width: width, height: height)))
    }

    /// Outlines and labels every layer of a screen (the painter's scale is that screen's), under a
    /// first line naming the style that drew it. What a layer in front hides is outlined dashed
    /// and dim; a layer hidden whole is labelled so, dimmed. Labels stay inside the screen and in
    /// the rows of `labels` (the screen's points; `nil`: none), as many as fit.
    func drawOverlay(_ frame: Frame, coverage: OverlayCoverage, screenScale: PixelScale, labels: Rect?) {
        var labelled = 0
        let size = InspectorPanel.minimumTextSize, rowHeight = PanelDock.overlayRowHeight
        let rows = labels.map { Int(($0.height / rowHeight).rounded(.down)) } ?? 0
        let left = screenScale.origin.x, right = screenScale.origin.x + frame.screen.width * screenScale.factor
        func label(_ line: String, at x: Double, color: Color4) {
            guard let labels, labelled < rows else { return }
            let row = screenScale.rect(Rect(x: x, y: labels.y + Double(labelled) * rowHeight, width: 0, height: 0))
            labelled += 1
            guard let texture = text.texture(line, color: Color(red: color.red, green: color.green, blue: color.blue),
                                             pixelSize: scale.pixels(size), maximumWidth: max(1, Int(right - left) - 8)) else { return }
            let width = Double(texture.width), height = Double(texture.height)
            let x = Self.labelLeft(Double(row.x), width: width, screen: left...right), y = Double(row.y)
            renderer.fill(SDLRect(x: x - 2, y: y - 1, width: width + 4, height: height + 2).frect, Color4(red: 0, green: 0, blue: 0, alpha: 170))
            renderer.draw(texture, into: SDLRect(x: x, y: y, width: width, height: height).frect)
        }
        label("style " + frame.styleName, at: 4, color: Color4(red: 255, green: 255, blue: 255, alpha: 255))
        for (layer, hidden) in zip(frame.layers, coverage.hidden) {
            guard let color = Self.outlineColor(layer.content) else { continue }
            outline(layer.frame, color: color, hidden: hidden, scale: screenScale)
            let whole = OverlayCoverage.pieces(from: layer.frame.x, to: layer.frame.maxX, hidden: hidden).allSatisfy(\.hidden)
            let text = String(format: "%@  x %.1f  α %.2f", layer.kindName, layer.frame.x, layer.alpha) + (whole ? "  hidden" : "")
            label(text, at: max(layer.frame.x, 0) + 4, color: whole ? Self.dimmed(color) : color)
        }
    }

    /// Where an overlay label `width` pixels wide starts, proposed at `x`: moved left as far as it
    /// must to end 4 px inside the screen's pixel columns `screen`, never past its left edge.
    static func labelLeft(_ x: Double, width: Double, screen: ClosedRange<Double>) -> Double {
        max(screen.lowerBound + 4, min(x, screen.upperBound - width - 4))
    }

    /// An outline colour as hidden parts show it.
    static func dimmed(_ color: Color4) -> Color4 {
        Color4(red: UInt8((Int(color.red) + 140) / 2), green: UInt8((Int(color.green) + 140) / 2),
               blue: UInt8((Int(color.blue) + 140) / 2), alpha: 150)
    }

    /// The overlay's colour for a kind of layer; parts of a page (status text, tab bar, clock) are
    /// left unmarked so the tricks stand out.
    static func outlineColor(_ content: Layer.Content) -> Color4? {
        switch content {
        case .pageBody, .scrolledBody: return Color4(red: 60, green: 220, blue: 90, alpha: 255)
        case .snapshot(let key): return key.kind == .bar ? Color4(red: 230, green: 60, blue: 230, alpha: 255)
                                                          : Color4(red: 255, green: 150, blue: 0, alpha: 255)
        case .navigationBar: return Color4(red: 250, green: 230, blue: 40, alpha: 255)
        case .fill: return Color4(red: 80, green: 150, blue: 255, alpha: 255)
        case .edgeShadow: return Color4(red: 200, green: 200, blue: 200, alpha: 255)
        case .statusBar, .tabBar, .clock, .piece: return nil
        }
    }

    /// A layer's outline, 2 px wide: solid where it can be seen, dashed and dim along `hidden`.
    private func outline(_ frame: Rect, color: Color4, hidden: [ClosedRange<Double>], scale: PixelScale) {
        let line = 2.0 / scale.factor, dash = 6.0 / scale.factor, space = 4.0 / scale.factor
        func edge(_ rect: Rect, hidden isHidden: Bool, vertical: Bool) {
            guard isHidden else { return renderer.fill(scale.rect(rect), color) }
            let length = vertical ? rect.height : rect.width
            for start in Swift.stride(from: 0.0, to: length, by: dash + space) {
                let piece = min(dash, length - start)
                let part = vertical ? Rect(x: rect.x, y: rect.y + start, width: rect.width, height: piece)
                                    : Rect(x: rect.x + start, y: rect.y, width: piece, height: rect.height)
                renderer.fill(scale.rect(part), Self.dimmed(color))
            }
        }
        for piece in OverlayCoverage.pieces(from: frame.x, to: frame.maxX, hidden: hidden) {
            let width = piece.span.upperBound - piece.span.lowerBound
            edge(Rect(x: piece.span.lowerBound, y: frame.y, width: width, height: line), hidden: piece.hidden, vertical: false)
            edge(Rect(x: piece.span.lowerBound, y: frame.maxY - line, width: width, height: line), hidden: piece.hidden, vertical: false)
        }
        edge(Rect(x: frame.x, y: frame.y, width: line, height: frame.height),
             hidden: OverlayCoverage.isHidden(frame.x + line / 2, in: hidden), vertical: true)
        edge(Rect(x: frame.maxX - line, y: frame.y, width: line, height: frame.height),
             hidden: OverlayCoverage.isHidden(frame.maxX - line / 2, in: hidden), vertical: true)
    }

    /// One line of text at `point`; given `within` (points), a longer line ends in "…" there.
    func drawText(_ string: String, at point: Point, size: Double, color: Color, within: Double? = nil) {
        guard let texture = text.texture(string, color: color, pixelSize: scale.pixels(size),
                                         maximumWidth: within.map { max(1, Int(($0 * scale.factor).rounded(.down))) }) else { return }
        renderer.draw(texture, into: scale.rect(Rect(x: point.x, y: point.y, width: Double(texture.width) / scale.factor,
                                                     height: Double(texture.height) / scale.factor)))
    }
}

/// A rectangle already in pixels.
private struct SDLRect {
    let x: Double, y: Double, width: Double, height: Double
    var frect: SDL_FRect { SDL_FRect(x: Float(x), y: Float(y), w: Float(width), h: Float(height)) }
}
