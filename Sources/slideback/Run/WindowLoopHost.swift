import CSDL2
import SlideBackCore
import SlideBackRecording
import SlideBackRender

/// The live loop's host for a real window: SDL's events through the input mapper, SDL's clock,
/// drawing and presenting through the display, captures written, and the recorder told of
/// everything. A hidden, minimised or wholly covered window draws nothing and sleeps until an
/// event comes.
struct WindowLoopHost: LiveLoopHost {
    /// The window drawn into.
    let display: DemoDisplay
    /// Records the input applied and the frames drawn.
    let recorder: RunRecorder?
    /// Writes the tuning panel's style when W asks.
    let tunedStyle: TunedStyleWriter
    /// Frames to write as PNG.
    let captures: [Options.Capture]
    let refreshPeriod: Double?
    private var mapper = InputMapper()
    /// Whether other windows cover this one wholly (X11 only).
    private var occlusion: WindowOcclusion
    /// Whether the window can be seen (not hidden, not minimised, not wholly covered).
    private var isVisible = true
    /// The longest sleep while hidden, in milliseconds: the clock and a quit still get a look.
    static let hiddenWaitMilliseconds: Int32 = 250
    private let frequency = Double(SDL_GetPerformanceFrequency())

    /// A host for `display`, its input mapped for `stage`.
    init(display: DemoDisplay, recorder: RunRecorder?, tunedStyle: TunedStyleWriter, captures: [Options.Capture], stage: Stage) {
        self.display = display
        self.recorder = recorder
        self.tunedStyle = tunedStyle
        self.captures = captures
        // Without vsync (a virtual X server) the loop paces itself; a display that does not say
        // its rate is taken for 60 Hz, and the loop learns the true period from the presents.
        refreshPeriod = display.renderer.hasVSync ? 1 / (display.refreshRate ?? Session.framesPerSecond) : nil
        occlusion = WindowOcclusion(window: display.window)
    }

    /// Whether the window can be seen now.
    private var windowIsVisible: Bool { display.window.isVisible && !occlusion.isFullyObscured }

    func now() -> Double { Double(SDL_GetPerformanceCounter()) / frequency }

    mutating func poll(_ stage: Stage) -> [ScriptAction]? {
        // SIGINT or SIGTERM: ended as Q ends it, so what is recorded is still saved.
        if SignalWatch.caught != nil { return nil }
        var event = SDL_Event()
        var actions: [ScriptAction] = []
        isVisible = windowIsVisible
        if !isVisible, SDL_WaitEventTimeout(nil, Self.hiddenWaitMilliseconds) == 0 { return actions }
        while SDL_PollEvent(&event) != 0 {
            let watched = occlusion.respond(to: event)
            isVisible = windowIsVisible
            if watched || display.compositor.respond(to: event) { continue }
            switch mapper.map(event, window: stage.window, scale: display.scale) {
            case .quit: return nil
            case .actions(let mapped): actions += mapped
            }
        }
        return actions
    }

    func applied(_ action: ScriptAction, frame: Int) {
        recorder?.applied(action, frame: frame)
    }

    func inputApplied(to stage: inout Stage) {
        tunedStyle.writeIfAsked(&stage, display: display)
    }

    func show(_ shown: Stage, stepState: Stage, frame: Int) throws -> Double {
        // Nothing to see: nothing drawn (a capture waits, the loop steps no further past it).
        guard isVisible else { return -1 }
        let started = now()
        try display.draw(shown)
        try recorder?.drew(frame: frame, stage: stepState, renderer: display.renderer, compositor: display.compositor)
        for capture in captures where capture.frame == frame {
            try display.renderer.readPixels().writePNG(to: capture.path)
        }
        let drawn = now() - started
        display.present()
        display.updateTitle(shown)
        return drawn
    }

    func mustShow(frame: Int) -> Bool {
        captures.contains { $0.frame == frame }
    }

    func wait(until time: Double) {
        let left = time - now()
        if left > 0 { SDL_Delay(UInt32(left * 1000)) }
    }
}
