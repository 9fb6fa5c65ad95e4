import CSDL2
import SlideBackCore

extension Compositor {
    /// Draws the inspection tools over a frame already drawn with `draw(_:in:window:)`: the layer
    /// overlay on each screen, the HUD, the help and the speed badge, as `state` and `report` say,
    /// each panel in its place in `dock` (the stage's; by default placed from `state` alone). The
    /// help, while it shows, is drawn alone over the phones.
    public func drawInspector(_ state: InspectorState, report: InspectorReport, frames: [Frame], in viewports: [Rect],
                              window: Size, pointer: PointerTrail = PointerTrail(), graph: MotionGraph? = nil,
                              timeline: TimelineStripState? = nil, tuner: TunerView? = nil, dock: PanelDock? = nil) {
        let windowScale = PixelScale(factor: Double(renderer.outputSize.width) / max(1, window.width))
        let painter = InspectorPainter(renderer: renderer, text: text, scale: windowScale)
        let phones = viewports.last?.maxX ?? window.width
        let dock = dock ?? PanelDock(window: window, phones: Rect(x: 0, y: 0, width: phones, height: window.height),
                                     column: viewports.first ?? Rect(size: window), inspector: state, tunerRows: nil)
        if let graph {
            let graphs = GraphPainter(renderer: renderer, text: text, scale: windowScale)
            if state.graph == .beside {
                graphs.draw(graph, in: Rect(x: phones, y: 0, width: max(1, window.width - phones), height: window.height), backing: 255)
            } else if state.graph == .over, let place = dock.graph {
                graphs.draw(graph, in: place, backing: 200)
            }
        }
        if state.showsHelp {
            painter.drawHelp(window: window)
            return
        }
        if state.showsOverlay, !snapshots.isEmpty {
            for (index, (frame, viewport)) in zip(frames, viewports).enumerated() {
                let screenScale = PixelScale(factor: windowScale.factor * viewport.width / max(1, frame.screen.width),
                                             origin: (viewport.x * windowScale.factor, viewport.y * windowScale.factor))
                let cache = snapshots[min(index, snapshots.count - 1)]
                let coverage = OverlayCoverage(frame: frame) { isOpaque($0, cache: cache) }
                renderer.setClip(windowScale.rect(viewport))
                painter.drawOverlay(frame, coverage: coverage, screenScale: screenScale, labels: dock.overlay.map { toScreen($0, viewport, frame) })
                renderer.setClip(nil)
            }
        }
        if state.showsHUD, let place = dock.hud {
            for (index, (frame, viewport)) in zip(frames, viewports).enumerated() {
                guard index < report.thresholds.count, let x = report.thresholds[index] else { continue }
                let screenScale = PixelScale(factor: windowScale.factor * viewport.width / max(1, frame.screen.width),
                                             origin: (viewport.x * windowScale.factor, viewport.y * windowScale.factor))
                renderer.setClip(windowScale.rect(viewport))
                painter.drawThreshold(at: x, labelY: toScreen(place, viewport, frame).y + 2, screen: frame.screen, screenScale: screenScale)
                renderer.setClip(nil)
            }
        }
        if state.showsOnionSkin, let graph {
            for (index, (frame, viewport)) in zip(frames, viewports).enumerated() where index < graph.tracks.count {
                let screenScale = PixelScale(factor: windowScale.factor * viewport.width / max(1, frame.screen.width),
                                             origin: (viewport.x * windowScale.factor, viewport.y * windowScale.factor))
                renderer.setClip(windowScale.rect(viewport))
                painter.drawOnionSkin(graph.tracks[index].samples, screen: frame.screen, mirrored: frame.isMirrored, screenScale: screenScale)
                renderer.setClip(nil)
            }
        }
        if let timeline { painter.drawTimeline(timeline) }
        if let tuner { painter.drawTuner(tuner) }
        if state.showsPointer, let dot = pointerDot { drawPointer(pointer, dot: dot, scale: windowScale) }
        // Over the first screen only, so in compare mode the others stay in view.
        if state.showsHUD, let place = dock.hud { painter.drawHUD(report, in: place) }
        if state.showsHints { painter.drawBadge(InspectorState.hintLine, window: window, raisedBy: -30, color: Color4(red: 0, green: 0, blue: 0, alpha: 170)) }
        if let badge = report.speed { painter.drawBadge(badge, window: window) }
        if let style = report.styleBadge { painter.drawBadge(style, window: window, raisedBy: 40, color: Color4(red: 40, green: 90, blue: 200, alpha: 220)) }
    }

    /// A rectangle in window points as the points of the screen drawn in `viewport`.
    private func toScreen(_ rect: Rect, _ viewport: Rect, _ frame: Frame) -> Rect {
        let factor = frame.screen.width / max(1, viewport.width)
        return Rect(x: (rect.x - viewport.x) * factor, y: (rect.y - viewport.y) * factor, width: rect.width * factor, height: rect.height * factor)
    }

    /// The finger: a translucent 44 pt circle, and behind it circles of the last frames, smaller
    /// and fainter the older they are.
    private func drawPointer(_ trail: PointerTrail, dot: SDLTexture, scale: PixelScale) {
        guard let current = trail.current else { return }
        let points = trail.history + [current]
        for (index, point) in points.enumerated() {
            let age = Double(points.count - 1 - index) / Double(PointerTrail.length)
            let diameter = 44 * (1 - 0.5 * age)
            let rect = Rect(x: point.x - diameter / 2, y: point.y - diameter / 2, width: diameter, height: diameter)
            renderer.draw(dot, into: scale.rect(rect), alpha: 0.45 * (1 - age))
        }
    }

    /// A soft white disc, made once, that the finger is drawn with.
    static func makePointerDot(renderer: SDLRenderer) throws -> SDLTexture {
        let side: Int32 = 64
        let surface = try SDLError.check(SDL_CreateRGBSurfaceWithFormat(0, side, side, 32, SDL_PIXELFORMAT_ARGB8888.rawValue),
                                         "cannot make the pointer's disc")
        defer { SDL_FreeSurface(surface) }
        let pixels = surface.pointee.pixels.assumingMemoryBound(to: UInt32.self)
        let stride = Int(surface.pointee.pitch) / 4
        for y in 0..<Int(side) {
            for x in 0..<Int(side) {
                let dx = (Double(x) + 0.5) / Double(side) * 2 - 1, dy = (Double(y) + 0.5) / Double(side) * 2 - 1
                // Opaque inside, an anti-aliased rim one texel wide, a darker ring to read on white.
                let r = (dx * dx + dy * dy).squareRoot()
                let coverage = min(1, max(0, (1 - r) * Double(side) / 2))
                let grey: UInt32 = r > 0.82 ? 60 : 255
                pixels[y * stride + x] = UInt32(Color4.byte(coverage)) << 24 | grey << 16 | grey << 8 | grey
            }
        }
        return try SDLTexture(surface: surface, renderer: renderer)
    }

    /// The motion graphs of `graph` alone, as a picture `size` points at `factor` pixels a point
    /// (`--plot`).
    public func plot(_ graph: MotionGraph, size: Size = Size(width: 720, height: 520), factor: Double = 2) throws -> PixelBuffer {
        let pixels = (width: Int(size.width * factor), height: Int(size.height * factor))
        let target = try SDLTexture(target: renderer, width: pixels.width, height: pixels.height)
        return try renderer.withTarget(target) {
            renderer.clear(Color4(red: 12, green: 14, blue: 20, alpha: 255))
            GraphPainter(renderer: renderer, text: text, scale: PixelScale(factor: factor)).draw(graph, in: Rect(size: size), backing: 255)
            return try renderer.readPixels(size: pixels)
        }
    }
}
