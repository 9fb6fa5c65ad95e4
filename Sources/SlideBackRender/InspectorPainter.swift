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

    /// The HUD panel at the bottom left, clear of the bar and of the overlay's labels.
    func drawHUD(_ report: InspectorReport, window: Size) {
        let lines = report.lines
        let graphHeight = 60.0, lineHeight = 16.0
        let height = 16 + Double(lines.count) * lineHeight + graphHeight + 12
        let panel = Rect(x: 8, y: max(0, window.height - 100 - height), width: min(340, window.width - 16), height: height)
        renderer.fill(scale.rect(panel), Color4(red: 0, green: 0, blue: 0, alpha: 190))
        for (index, line) in lines.enumerated() {
            drawText(line, at: Point(x: panel.x + 8, y: panel.y + 8 + Double(index) * lineHeight), size: 11, color: .white)
        }
        // The last 120 frame times, one bar each, against the 16.7 ms budget of a 60 Hz frame.
        let graph = Rect(x: panel.x + 8, y: panel.maxY - graphHeight - 8, width: panel.width - 16, height: graphHeight)
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
        drawText("16.7 ms", at: Point(x: graph.maxX - 40, y: budgetY - 12), size: 9, color: Color(rgb: 0xFFD200))
    }

    /// The completion line of a held swipe: a thin line down the screen at `x` (the screen's
    /// points, `screenScale` its scale), labelled with where it is.
    func drawThreshold(at x: Double, screen: Size, screenScale: PixelScale) {
        let color = Color4(red: 255, green: 210, blue: 0, alpha: 230)
        renderer.fill(screenScale.rect(Rect(x: x - 0.5, y: 0, width: 1, height: screen.height)), color)
        guard let texture = text.texture(String(format: "threshold %.0f pt", x), color: Color(rgb: 0xFFD200), pixelSize: scale.pixels(10))
        else { return }
        let place = screenScale.rect(Rect(x: x + 4, y: ScreenLayout.statusHeight + ScreenLayout.barHeight + 48, width: 0, height: 0))
        let backing = SDLRect(x: Double(place.x) - 2, y: Double(place.y) - 1, width: Double(texture.width) + 4, height: Double(texture.height) + 2)
        renderer.fill(backing.frect, Color4(red: 0, green: 0, blue: 0, alpha: 170))
        renderer.draw(texture, into: SDLRect(x: Double(place.x), y: Double(place.y), width: Double(texture.width),
                                             height: Double(texture.height)).frect)
    }

    /// Onion skin: the front page's left edge at each of the last frames it moved, as lines
    /// fading with age.
    func drawOnionSkin(_ samples: [MotionGraph.Sample], screen: Size, screenScale: PixelScale) {
        let recent = samples.suffix(Self.onionFrames + 1).dropLast().filter { $0.phase != .rest }
        for (age, sample) in recent.reversed().enumerated() {
            let alpha = Color4.byte(0.75 * (1 - Double(age) / Double(Self.onionFrames)))
            renderer.fill(screenScale.rect(Rect(x: sample.frontX - 1, y: 0, width: 2, height: screen.height)),
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
        drawText(String(format: "frame %d   %.1f s kept   , . a frame   [ ] ten   drag to scrub", strip.frame, strip.seconds),
                 at: Point(x: strip.rect.x + 8, y: strip.rect.y + 3), size: 9, color: .white)
    }

    /// The tuning panel: each constant and its value, the selected one marked, the changed ones
    /// in orange with what they were.
    func drawTuner(_ view: TunerView) {
        let panel = view.panel
        renderer.fill(scale.rect(panel), Color4(red: 0, green: 0, blue: 0, alpha: 215))
        drawText(view.title, at: Point(x: panel.x + 10, y: panel.y + 8), size: 11.5, color: .white)
        for (index, row) in view.rows.enumerated() {
            let y = panel.y + 30 + Double(index) * Stage.tunerRowHeight
            if index == view.selected {
                renderer.fill(scale.rect(Rect(x: panel.x + 4, y: y - 2, width: panel.width - 8, height: Stage.tunerRowHeight)),
                              Color4(red: 40, green: 90, blue: 200, alpha: 230))
            }
            let color = row.changed ? Color(rgb: 0xFFB070) : .white
            drawText(row.key, at: Point(x: panel.x + 10, y: y), size: 10, color: color)
            let value = row.changed ? "\(row.value)  (was \(row.original))" : row.value
            drawText(String(value.prefix(40)), at: Point(x: panel.x + panel.width * 0.5, y: y), size: 10, color: color)
        }
        if let message = view.message {
            drawText(String(message.prefix(70)), at: Point(x: panel.x + 10, y: panel.maxY - 18), size: 9, color: Color(rgb: 0xB0B6C0))
        }
    }

    /// The list of keys, centred over the window.
    func drawHelp(window: Size) {
        let rows = InspectorState.keyHelp
        let lineHeight = 18.0
        let panel = Rect(x: max(8, window.width / 2 - 190), y: 90, width: min(380, window.width - 16),
                         height: 40 + Double(rows.count) * lineHeight)
        renderer.fill(scale.rect(panel), Color4(red: 0, green: 0, blue: 0, alpha: 215))
        drawText("Keys", at: Point(x: panel.x + 12, y: panel.y + 10), size: 14, color: .white)
        for (index, row) in rows.enumerated() {
            let y = panel.y + 34 + Double(index) * lineHeight
            drawText(row.keys, at: Point(x: panel.x + 12, y: y), size: 10.5, color: Color(rgb: 0xFFB070))
            drawText(row.does, at: Point(x: panel.x + 140, y: y), size: 10.5, color: .white)
        }
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
    /// first line naming the style that drew it.
    func drawOverlay(_ layers: [Layer], style: String, screenScale: PixelScale) {
        var labelled = 0
        func label(_ line: String, at x: Double, color: Color4) {
            let pixelPoint = screenScale.rect(Rect(x: x, y: 96 + Double(labelled) * 15, width: 0, height: 0))
            labelled += 1
            guard let texture = text.texture(line, color: Color(red: color.red, green: color.green, blue: color.blue),
                                             pixelSize: scale.pixels(10)) else { return }
            let backing = SDLRect(x: Double(pixelPoint.x) - 2, y: Double(pixelPoint.y) - 1,
                                  width: Double(texture.width) + 4, height: Double(texture.height) + 2)
            renderer.fill(backing.frect, Color4(red: 0, green: 0, blue: 0, alpha: 170))
            renderer.draw(texture, into: SDLRect(x: Double(pixelPoint.x), y: Double(pixelPoint.y),
                                                 width: Double(texture.width), height: Double(texture.height)).frect)
        }
        label("style " + style, at: 4, color: Color4(red: 255, green: 255, blue: 255, alpha: 255))
        for layer in layers {
            guard let color = Self.outlineColor(layer.content) else { continue }
            outline(layer.frame, color: color, scale: screenScale)
            label(String(format: "%@  x %.1f  α %.2f", layer.kindName, layer.frame.x, layer.alpha), at: max(layer.frame.x, 0) + 4, color: color)
        }
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
        case .statusBar, .tabBar, .clock: return nil
        }
    }

    private func outline(_ frame: Rect, color: Color4, scale: PixelScale) {
        let line = 2.0 / scale.factor
        for edge in [Rect(x: frame.x, y: frame.y, width: frame.width, height: line),
                     Rect(x: frame.x, y: frame.maxY - line, width: frame.width, height: line),
                     Rect(x: frame.x, y: frame.y, width: line, height: frame.height),
                     Rect(x: frame.maxX - line, y: frame.y, width: line, height: frame.height)] {
            renderer.fill(scale.rect(edge), color)
        }
    }

    private func drawText(_ string: String, at point: Point, size: Double, color: Color) {
        guard let texture = text.texture(string, color: color, pixelSize: scale.pixels(size)) else { return }
        renderer.draw(texture, into: scale.rect(Rect(x: point.x, y: point.y, width: Double(texture.width) / scale.factor,
                                                     height: Double(texture.height) / scale.factor)))
    }
}

/// A rectangle already in pixels.
private struct SDLRect {
    let x: Double, y: Double, width: Double, height: Double
    var frect: SDL_FRect { SDL_FRect(x: Float(x), y: Float(y), w: Float(width), h: Float(height)) }
}
