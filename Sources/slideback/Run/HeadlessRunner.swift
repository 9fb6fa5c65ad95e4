import SlideBackCore
import SlideBackRecording

/// Runs a stage without a window: events of frame k are applied before frame k is drawn, then
/// exactly 1/60 s of (scaled) animation time passes, so every run of the same input is identical.
struct HeadlessRunner {
    /// The timed input.
    let script: InputScript
    /// Frames to write as PNG.
    let captures: [Options.Capture]
    /// A fixed frame count, or `nil` to stop once input, captures and animations are done.
    let frameLimit: Int?
    /// Records the input applied and the frames drawn (`--record-input`, `--record`, `--gif`, ...).
    var recorder: RunRecorder? = nil
    /// Writes the tuning panel's style when W asks.
    var tunedStyle = TunedStyleWriter(path: nil)

    /// Frames a run without `--frames` may spend after its last event before it stops anyway:
    /// the longest animation (60 s) at the slowest speed (0.01x), so nothing legitimate is cut.
    /// Hitting it is reported in one line (`limitWarning`).
    static let idleFrameAllowance = 60 * 60 * 100
    /// This run's allowance: `idleFrameAllowance` unless a test asks for less.
    var frameAllowance = HeadlessRunner.idleFrameAllowance

    /// The line printed when a run stops at `idleFrameAllowance`.
    static func limitWarning(frames: Int, allowance: Int = idleFrameAllowance) -> String {
        "slideback: warning: stopped after \(frames) frames: animations were still running \(allowance) frames after the last input "
            + "(the limit of a run without --frames); pass --frames N to run longer"
    }

    /// Whether nothing will change any more without input: no animation runs, or every clock is
    /// paused with no single step asked for (a paused clock never moves on by itself).
    static func isSettled(_ stage: Stage) -> Bool {
        !stage.isAnimating || stage.sessions.allSatisfy { $0.clock.isPaused && $0.clock.pendingSteps == 0 }
    }

    /// Runs to the end; returns how many frames were drawn.
    func run(stage: inout Stage, display: DemoDisplay) throws -> Int {
        let events = script.events
        let lastInputFrame = max(events.last?.frame ?? 0, captures.map(\.frame).max() ?? 0)
        var nextEvent = 0
        var frame = 0
        while true {
            while nextEvent < events.count, events[nextEvent].frame == frame {
                stage.apply(events[nextEvent].action)
                recorder?.applied(events[nextEvent].action, frame: frame)
                nextEvent += 1
            }
            tunedStyle.writeIfAsked(&stage, display: display)
            try display.draw(stage)
            try recorder?.drew(frame: frame, stage: stage, renderer: display.renderer, compositor: display.compositor)
            for capture in captures where capture.frame == frame {
                try RecordingError.naming("--capture") { try display.renderer.readPixels().writePNG(to: capture.path) }
            }
            display.present()
            display.updateTitle(stage)
            frame += 1
            if let frameLimit {
                if frame >= frameLimit { return frame }
            } else if frame > lastInputFrame && Self.isSettled(stage) {
                return frame
            } else if frame > lastInputFrame + frameAllowance {
                printWarning(Self.limitWarning(frames: frame, allowance: frameAllowance))
                return frame
            }
            stage.advanceFrame()
        }
    }
}
