extension Stage {
    /// Copies of this stage for pictures of pages at rest, as a page exported to the web shows
    /// them (`slideback export --target web`, the tuning panel's E): the left screen on a fresh
    /// stack at its root, then after each of `count - 1` pushes, settled. Nothing is drawn over
    /// them (no panel, readout, graph, finger or style badge); the window keeps its size, so drawing them in a
    /// running window never resizes it. At most `count` stages, one at least.
    public func restingPages(count: Int) -> [Stage] {
        var copy = self
        copy.tuner = nil
        copy.tunerDrag = nil
        copy.inspector = InspectorState()
        copy.pointerTrail = PointerTrail()
        // A fresh session: no style badge, a clock at real time.
        let running = sessions[0].navigator
        copy.sessions[0] = Session(navigator: Navigator(scene: running.scene, spec: running.spec, configuration: running.configuration),
                                   clock: PlaybackClock(), styles: sessions[0].styles)
        var stages = [copy]
        while stages.count < max(1, count) {
            copy.sessions[0].navigator.perform(.push, screen: screen)
            // The longest animation a style may have is 10 s; a spring stops at 2.
            for _ in 0..<(60 * 20) where copy.sessions[0].navigator.isAnimating {
                copy.sessions[0].navigator.step(1.0 / 60, screen: screen)
            }
            stages.append(copy)
        }
        return stages
    }
}
