extension Stage {
    /// Where the timeline's strip is, in window points: along the bottom of the phones.
    public var timelineStrip: Rect { panelDock.timeline }

    /// What the strip shows while the left screen's clock is paused; `nil` while it runs.
    public var timelineStripState: TimelineStripState? {
        guard sessions[0].clock.isPaused else { return nil }
        let count = timeline.count
        let fraction = timeline.cursor.map { count > 1 ? Double($0) / Double(count - 1) : 1 } ?? 1
        let oldest = count > 0 ? timeline[0].step : step
        return TimelineStripState(rect: timelineStrip, fraction: fraction, step: step,
                                  seconds: Double(max(step, count > 0 ? timeline[count - 1].step : 0) - oldest) / Session.framesPerSecond)
    }

    /// Whether the next frame takes an animation step: the left screen's clock runs, or a single
    /// step was asked for while it is paused.
    var takesStep: Bool { !sessions[0].clock.isPaused || sessions[0].clock.pendingSteps > 0 }

    /// Keeps the stage as drawn before it steps: every step, and while paused a frame that input
    /// changed (as the newest state of its step).
    mutating func keepMoment() {
        guard takesStep || inputSinceRecord else { return }
        timeline.record(moment)
        inputSinceRecord = false
    }

    /// The stage as a moment: without its timeline and its graph, which stay with the live stage.
    private var moment: Stage {
        var copy = self
        copy.timeline = Timeline()
        copy.graph = MotionGraph(seconds: graph.seconds, keepsEverything: graph.keepsEverything)
        return copy
    }

    /// Handles what the timeline answers: `,` `[` `]` and a drag on the strip while paused, `.`
    /// while scrubbing; P or any other input while scrubbing resumes from the moment shown first.
    /// Returns whether the action is used up.
    mutating func applyToTimeline(_ action: ScriptAction) -> Bool {
        let paused = sessions[0].clock.isPaused
        switch action {
        case .key(.comma) where paused: return scrub(by: -1)
        case .key(.leftBracket) where paused: return scrub(by: -Timeline.jump)
        case .key(.rightBracket) where paused: return scrub(by: Timeline.jump)
        case .key(.comma), .key(.leftBracket), .key(.rightBracket): return true
        case .key(.period) where timeline.isScrubbing && timeline.cursor! < timeline.count - 1: return scrub(by: 1)
        case .down(let point, let pointer) where paused && stripPointer == nil && timelineStrip.contains(point):
            stripPointer = pointer
            return scrub(toStripX: point.x)
        case .move(let point, let pointer) where pointer == stripPointer:
            return scrub(toStripX: point.x)
        case .up(_, let pointer) where pointer == stripPointer:
            stripPointer = nil
            return true
        case .cancel where stripPointer != nil:
            stripPointer = nil
            return true
        case .key(let key) where InspectorState().pressWouldToggle(key):
            return false
        default:
            // Changing the past: the run goes on from the moment shown.
            if timeline.isScrubbing { resumeFromMoment() }
            return false
        }
    }

    private mutating func scrub(by offset: Int) -> Bool {
        keepShownMoment()
        if let shown = timeline.move(by: offset) { show(shown) }
        return true
    }

    private mutating func scrub(toStripX x: Double) -> Bool {
        keepShownMoment()
        let strip = timelineStrip
        if let shown = timeline.move(toFraction: (x - strip.x) / strip.width) { show(shown) }
        return true
    }

    /// The state on screen becomes the moment of its step (in place of the one kept when it was
    /// the same state, so the first `,` is a step back), so `.` and `]` can come back to it.
    private mutating func keepShownMoment() {
        if !timeline.isScrubbing { timeline.record(moment) }
    }

    /// Puts a moment on screen, keeping what the person set up (the inspector, the timeline) and
    /// the clock paused.
    private mutating func show(_ moment: Stage) {
        sessions = moment.sessions
        window = moment.window
        screen = moment.screen
        pointerTrail = moment.pointerTrail
        pointerScreens = moment.pointerScreens
        frameNumber = moment.frameNumber
        step = moment.step
        graph.drop(after: frameNumber)
        forEachSession { session, _ in if !session.clock.isPaused { session.clock.togglePause() } }
    }

    private mutating func resumeFromMoment() {
        timeline.resume()
        inputSinceRecord = true
    }
}

/// The timeline's strip as it is drawn: where, where the frame shown sits, and what it spans.
public struct TimelineStripState: Equatable, Sendable {
    /// The strip, in window points.
    public var rect: Rect
    /// Where the step shown sits: 0 at the oldest moment kept, 1 at the newest.
    public var fraction: Double
    /// The animation step it shows.
    public var step: Int
    /// Seconds the kept moments span.
    public var seconds: Double
}
