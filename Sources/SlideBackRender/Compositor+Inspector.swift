import SlideBackCore

extension Compositor {
    /// Draws the inspection tools over a frame already drawn with `draw(_:in:window:)`: the layer
    /// overlay on each screen, the HUD, the help and the speed badge, as `state` and `report` say.
    public func drawInspector(_ state: InspectorState, report: InspectorReport, frames: [Frame], in viewports: [Rect],
                              window: Size) {
        let windowScale = PixelScale(factor: Double(renderer.outputSize.width) / max(1, window.width))
        let painter = InspectorPainter(renderer: renderer, text: text, scale: windowScale)
        if state.showsOverlay {
            for (frame, viewport) in zip(frames, viewports) {
                let screenScale = PixelScale(factor: windowScale.factor * viewport.width / max(1, frame.screen.width),
                                             origin: (viewport.x * windowScale.factor, viewport.y * windowScale.factor))
                renderer.setClip(windowScale.rect(viewport))
                painter.drawOverlay(frame.layers, style: frame.styleName, screenScale: screenScale)
                renderer.setClip(nil)
            }
        }
        if state.showsHUD { painter.drawHUD(report, window: window) }
        if state.showsHelp { painter.drawHelp(window: window) }
        if let badge = report.speed { painter.drawBadge(badge, window: window) }
        if let style = report.styleBadge { painter.drawBadge(style, window: window, raisedBy: 40, color: Color4(red: 40, green: 90, blue: 200, alpha: 220)) }
    }
}
