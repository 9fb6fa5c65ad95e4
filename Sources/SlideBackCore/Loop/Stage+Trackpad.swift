extension Stage {
    /// Seconds of the stage's time: its frames, so that a scripted scroll ends on the same frame
    /// in every replay.
    var trackpadTime: Double { Double(frameNumber) / Session.framesPerSecond }

    /// A scroll of the wheel or the trackpad (`ScriptAction.wheel`), over the screen the pointer
    /// is on (`nil`: the middle of the left one).
    mutating func applyWheel(dx: Double, dy: Double, at point: Point?) {
        let location = point ?? Point(x: viewports[0].x + viewports[0].width / 2, y: window.height / 2)
        let viewport = viewports[screenIndex(at: location)]
        let outputs = trackpad.scroll(dx: dx, dy: dy, at: location, edge: viewport.x, height: window.height, time: trackpadTime)
        applyTrackpad(outputs)
    }

    /// A scroll with no delta for `TrackpadSwipe.endAfter` has ended: its finger lifts.
    mutating func endTrackpadScrollIfIdle() {
        applyTrackpad(trackpad.tick(time: trackpadTime))
    }

    /// Gives every screen what the trackpad's finger does, in the points of the screen it went
    /// down on, as a finger's events; a vertical scroll scrolls each screen's top page.
    private mutating func applyTrackpad(_ outputs: [TrackpadSwipe.Output]) {
        let pointer = TrackpadSwipe.pointer
        for output in outputs {
            switch output {
            case .down(let point):
                let screen = screenIndex(at: point)
                pointerScreens[pointer] = screen
                let local = toScreen(point, screen)
                forEachSession { $0.apply(.down(local, pointer: pointer), screen: $1) }
            case .move(let point):
                let local = toScreen(point, pointerScreens[pointer] ?? screenIndex(at: point))
                forEachSession { $0.apply(.move(local, pointer: pointer), screen: $1) }
            case .up(let point, let velocity):
                let local = toScreen(point, pointerScreens.removeValue(forKey: pointer) ?? screenIndex(at: point))
                forEachSession { $0.navigator.handle(PointerEvent(.up, at: local, pointer: pointer, velocity: velocity,
                                                                  decisiveSpeed: TrackpadSwipe.decisiveSpeed), screen: $1) }
            case .scroll(let dy):
                forEachSession { $0.navigator.scrollWheel(dy: dy, screen: $1) }
            }
        }
    }
}
