import CSDL2
import SlideBackCore

/// Runs a stage in a real window: input is applied as it comes, animation time advances in
/// fixed 1/60 s steps (scaled by the clock) with an accumulator, and frames are presented with vsync.
struct LiveRunner {
    /// One step of animation, in real seconds.
    static let step = 1 / Session.framesPerSecond
    /// Most steps taken to catch up after a stall, so a long pause does not fast-forward.
    static let maximumCatchUpSteps = 5

    /// Runs until the window is closed or Q is pressed.
    func run(stage: inout Stage, display: DemoDisplay) throws {
        var mapper = InputMapper(screen: stage.window)
        var event = SDL_Event()
        let frequency = Double(SDL_GetPerformanceFrequency())
        var previous = SDL_GetPerformanceCounter()
        var accumulator = 0.0
        let pacesItself = display.renderer.hasVSync
        while true {
            while SDL_PollEvent(&event) != 0 {
                let type = SDL_EventType(event.type)
                if type == SDL_RENDER_TARGETS_RESET || type == SDL_RENDER_DEVICE_RESET {
                    display.compositor.renderTargetsLost()
                    continue
                }
                switch mapper.map(event, windowSize: display.window.size) {
                case .quit: return
                case .actions(let actions): actions.forEach { stage.apply($0) }
                }
            }
            let now = SDL_GetPerformanceCounter()
            accumulator += min(0.25, Double(now - previous) / frequency)
            previous = now
            var steps = 0
            while accumulator >= Self.step && steps < Self.maximumCatchUpSteps {
                stage.advanceFrame()
                accumulator -= Self.step
                steps += 1
            }
            if steps == Self.maximumCatchUpSteps { accumulator = 0 }
            try display.draw(stage)
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
