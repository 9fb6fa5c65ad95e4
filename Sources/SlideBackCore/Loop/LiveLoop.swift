/// The live loop: animation time advances in fixed 1/60 s steps (scaled by the clock) with an
/// accumulator; frames are presented as `presentation` says.
///
/// Input is applied to the step state at step boundaries, never between them: what arrives is
/// held until the next step and applied right after it, numbered with that step (the frame number
/// scripts use). So the step state changes only at steps, the state after k steps with all input
/// numbered up to k applied is exactly what a headless run draws as frame k, and a
/// `--record-input` file replays to identical frames. The wait is at most one step (1/60 s).
public struct LiveLoop {
    /// One step of animation, in real seconds.
    public static let step = 1 / Session.framesPerSecond
    /// Most steps taken to catch up after a stall, so a long pause does not fast-forward.
    public static let maximumCatchUpSteps = 5
    /// The furthest a presentation runs ahead of the moment it is drawn, in seconds.
    public static let longestLead = 3 * step
    /// Time kept before a predicted refresh for drawing, beyond the slowest recent draw: covers
    /// the refresh arriving early (jitter) and a draw slower than the last ones.
    public static let safetyMargin = 0.0015
    /// The most of a refresh interval kept for drawing: the rest is for the previous present to return.
    public static let longestMarginShare = 0.8

    /// Timed input (`--script`), applied at the same frames as in a headless run.
    public var script = InputScript(events: [])
    /// How frames are presented.
    public var presentation = LivePresentation.display
    /// Stop once this many frames (0 to N - 1) were shown (`--frames`); `nil`: run until closed.
    public var frameLimit: Int? = nil

    /// A loop that plays `script`, presents as `presentation` says, and stops after `frameLimit` frames.
    public init(script: InputScript = InputScript(events: []), presentation: LivePresentation = .display, frameLimit: Int? = nil) {
        self.script = script
        self.presentation = presentation
        self.frameLimit = frameLimit
    }

    /// Runs until the host says the window is closed.
    public func run<Host: LiveLoopHost>(stage: inout Stage, host: inout Host) throws {
        var previous = host.now()
        var accumulator = 0.0
        // Steps taken so far: the frame number of the input applied now and of the next frame drawn.
        var frame = 0
        var nextEvent = 0
        var waiting: [ScriptAction] = []
        var predictor = host.refreshPeriod.map(RefreshPredictor.init(period:))
        var drawTime = DrawTimeTracker()
        var shownFrame = -1
        /// Applies the script's events up to `frame`, then the live input that waited for this step.
        func applyInput() {
            while nextEvent < script.events.count, script.events[nextEvent].frame <= frame {
                stage.apply(script.events[nextEvent].action)
                host.applied(script.events[nextEvent].action, frame: frame)
                nextEvent += 1
            }
            for action in waiting {
                stage.apply(action)
                host.applied(action, frame: frame)
            }
            waiting.removeAll()
            host.inputApplied(to: &stage)
        }
        applyInput()
        while true {
            let margin = min(drawTime.slowest + Self.safetyMargin, (predictor?.period ?? 0) * Self.longestMarginShare)
            // Late: the input and the clock are read just in time for the coming refresh; after a
            // stall that made that too late, just in time for the next one, so the finger drawn is
            // as fresh as it can be.
            var latched = false
            repeat {
                var target: Double?
                if presentation == .display, let refresh = predictor?.nextRefresh(after: host.now() + margin) {
                    host.wait(until: refresh - margin)
                    target = refresh
                }
                guard let input = host.poll(stage) else { return }
                waiting += input
                latched = target.map { host.now() + margin <= $0 + 1e-6 } ?? true
            } while !latched
            let now = host.now()
            accumulator += min(0.25, now - previous)
            previous = now
            var steps = 0
            // A frame that must be shown as it is (a capture) is not stepped past unseen.
            while accumulator >= Self.step && steps < Self.maximumCatchUpSteps && !(host.mustShow(frame: frame) && shownFrame < frame) {
                stage.advanceFrame()
                frame += 1
                applyInput()
                accumulator -= Self.step
                steps += 1
            }
            if steps == Self.maximumCatchUpSteps { accumulator = 0 }
            if let frameLimit, frame >= frameLimit { return }
            var shown = stage
            if presentation == .display {
                // The newest step stands for the clock `accumulator` ago; the light leaves at the
                // refresh. Only the part past now is bounded: bounding the whole would put a slow
                // frame (a long draw, a refresh far ahead) a whole number of steps after the last,
                // and at 0.1x the page would jump by steps instead of moving by the time passed.
                let seen = predictor?.nextRefresh(after: now + drawTime.slowest) ?? now
                shown = stage.presented(after: accumulator + min(Self.longestLead, seen - now), showing: waiting)
            }
            let drawSeconds = try host.show(shown, stepState: stage, frame: frame)
            drawTime.add(drawSeconds)
            if drawSeconds >= 0 { shownFrame = frame }
            let returned = host.now()
            predictor?.observe(refreshAt: returned)
            if host.refreshPeriod == nil, returned - now < Self.step {
                // No vsync (a virtual X server): sleep out the rest of the 1/60 s ourselves.
                host.wait(until: now + Self.step)
            }
        }
    }
}

/// The slowest of the recent draws, for the time to keep before a refresh.
struct DrawTimeTracker {
    /// How many presents the slowest draw is remembered for.
    static let memory = 120
    private var recent: [Double] = []
    /// The slowest recent draw, in seconds; a guess of 2 ms before any.
    private(set) var slowest = 0.002

    /// A draw took `seconds`.
    mutating func add(_ seconds: Double) {
        guard seconds.isFinite, seconds >= 0 else { return }
        recent.append(seconds)
        if recent.count > Self.memory { recent.removeFirst() }
        slowest = recent.max() ?? slowest
    }
}
