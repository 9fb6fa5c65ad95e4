import CSDL2
import SlideBackCore

/// Runs a stage in a real window: animation time advances in fixed 1/60 s steps (scaled by the
/// clock) with an accumulator, and frames are presented with vsync.
///
/// Input is applied at step boundaries, never between them: what arrives is held until the next
/// step and applied right after it, numbered with that step (the frame number scripts use). So
/// the state changes only at steps, every frame drawn is the state after k steps with all input
/// numbered up to k applied, exactly what a headless run draws as frame k, and a `--record-input`
/// file replays to identical frames. The wait is at most one step (1/60 s), and usually none: a
/// step is normally due on every pass of the loop, before the frame is drawn.
struct LiveRunner {
    /// One step of animation, in real seconds.
    static let step = 1 / Session.framesPerSecond
    /// Most steps taken to catch up after a stall, so a long pause does not fast-forward.
    static let maximumCatchUpSteps = 5
    /// Timed input (`--script`), applied at the same frames as in a headless run.
    var script = InputScript(events: [])
    /// Records the input applied and the frames drawn (`--record-input`, `--record`, `--gif`, ...).
    var recorder: RunRecorder? = nil
    /// Writes the tuning panel's style when W asks.
    var tunedStyle = TunedStyleWriter(path: nil)

    /// Runs until the window is closed, Q is pressed, or SIGINT or SIGTERM arrives (handled as Q).
    func run(stage: inout Stage, display: DemoDisplay) throws {
        var mapper = InputMapper(screen: stage.window, scale: display.scale)
        var event = SDL_Event()
        let frequency = Double(SDL_GetPerformanceFrequency())
        var previous = SDL_GetPerformanceCounter()
        var accumulator = 0.0
        let pacesItself = display.renderer.hasVSync
        // Steps taken so far: the frame number of the input applied now and of the next frame drawn.
        var frame = 0
        var nextEvent = 0
        var waiting: [ScriptAction] = []
        /// Applies the script's events up to `frame`, then the live input that waited for this step.
        func applyInput() {
            while nextEvent < script.events.count, script.events[nextEvent].frame <= frame {
                stage.apply(script.events[nextEvent].action)
                recorder?.applied(script.events[nextEvent].action, frame: frame)
                nextEvent += 1
            }
            for action in waiting {
                stage.apply(action)
                recorder?.applied(action, frame: frame)
            }
            waiting.removeAll()
            tunedStyle.writeIfAsked(&stage)
        }
        applyInput()
        while true {
            if SignalWatch.caught != nil { return }
            while SDL_PollEvent(&event) != 0 {
                if display.compositor.respond(to: event) { continue }
                mapper.screen = stage.window
                mapper.scale = display.scale
                switch mapper.map(event) {
                case .quit: return
                case .actions(let actions): waiting += actions
                }
            }
            let now = SDL_GetPerformanceCounter()
            accumulator += min(0.25, Double(now - previous) / frequency)
            previous = now
            var steps = 0
            while accumulator >= Self.step && steps < Self.maximumCatchUpSteps {
                stage.advanceFrame()
                frame += 1
                applyInput()
                accumulator -= Self.step
                steps += 1
            }
            if steps == Self.maximumCatchUpSteps { accumulator = 0 }
            try display.draw(stage)
            try recorder?.drew(frame: frame, stage: stage, display: display)
            display.present()
            display.updateTitle(stage)
            if !pacesItself {
                // No vsync (a virtual X server): sleep out the rest of the 1/60 s ourselves.
                let spent = Double(SDL_GetPerformanceCounter() - now) / frequency
                if spent < Self.step { SDL_Delay(UInt32((Self.step - spent) * 1000)) }
            }
        }
    }
}
