import SlideBackCore
import SlideBackRecording

/// Runs a stage in a real window on the live loop (`LiveLoop`): fixed 1/60 s steps, presented at
/// the display's rate. A run that records or captures frames (`--record`, `--gif`,
/// `--contact-sheet`, `--capture`) presents the step states themselves, so every recorded frame is
/// the frame a headless run draws. `--frames N` ends the run once frame N - 1 was shown.
struct LiveRunner {
    /// Timed input (`--script`), applied at the same frames as in a headless run.
    var script = InputScript(events: [])
    /// Records the input applied and the frames drawn (`--record-input`, `--record`, `--gif`, ...).
    var recorder: RunRecorder? = nil
    /// Writes the tuning panel's style when W asks.
    var tunedStyle = TunedStyleWriter(path: nil)
    /// Frames to write as PNG (`--capture`).
    var captures: [Options.Capture] = []
    /// Frames to show before stopping (`--frames`); `nil`: until the window is closed.
    var frameLimit: Int? = nil
    /// How frames are presented.
    var presentation = LivePresentation.display

    /// Runs until the window is closed, Q is pressed, or SIGINT or SIGTERM arrives (handled as Q).
    func run(stage: inout Stage, display: DemoDisplay) throws {
        var host = WindowLoopHost(display: display, recorder: recorder, tunedStyle: tunedStyle, captures: captures, stage: stage)
        let stepsOnly = recorder?.recordsFrames == true || !captures.isEmpty
        let loop = LiveLoop(script: script, presentation: stepsOnly ? .steps : presentation, frameLimit: frameLimit)
        try loop.run(stage: &stage, host: &host)
    }
}
