import SlideBackCore
import SlideBackRender

/// One session drawn on its own display (window, renderer, compositor), frame by frame as the
/// live loop does it. The bench runs its session in one lane and, while the deep visit runs, the
/// same visit near the root in a second lane beside it, frame for frame.
struct BenchmarkLane {
    /// The session.
    private(set) var stage: Stage
    /// Where it is drawn.
    let display: any StageDisplay
    /// The part the next frames belong to.
    var part = BenchmarkPart.other

    /// Starts a fresh session of `style` at the root, on a screen of `screen` points.
    init(style: StyleSpec, scene: Scene, screen: Size, configuration: NavigatorConfiguration, display: any StageDisplay) {
        stage = Stage(session: Session(navigator: Navigator(scene: scene, spec: style, configuration: configuration),
                                       clock: PlaybackClock(timeScale: 1, slowMotionFactor: 0.1)), screen: screen, comparing: [])
        self.display = display
    }

    /// The session's navigator, as it is now.
    var navigator: Navigator { stage.sessions[0].navigator }

    /// Whether nothing moves and no command waits.
    var isSettled: Bool { !stage.isAnimating && navigator.isSettled }

    /// One frame, timed: input, one step of animation, draw, present, window title. What is
    /// compared around it (was it a push or pop frame?) is outside the timing.
    mutating func frame(_ actions: [ScriptAction]) throws -> FrameSample {
        let stackBefore = navigator.stack, entriesBefore = navigator.snapshots.entries
        let movedBefore = Self.isPushOrPop(navigator.slide)
        let texturesBefore = display.renderer.texturesCreated, pixelsBefore = display.renderer.pixelsDrawn
        let cpuStart = BenchmarkClock.frameMilliseconds(on: display.renderer), wallStart = BenchmarkClock.wallMilliseconds()
        for action in actions { stage.apply(action) }
        stage.advanceFrame()
        try display.draw(stage)
        display.renderer.finishDrawing()
        display.present()
        display.updateTitle(stage)
        let cpu = BenchmarkClock.frameMilliseconds(on: display.renderer) - cpuStart, wall = BenchmarkClock.wallMilliseconds() - wallStart
        let steady = !movedBefore && !Self.isPushOrPop(navigator.slide)
            && navigator.stack == stackBefore && navigator.snapshots.entries == entriesBefore
        let output = display.renderer.outputSize
        let overdraw = (display.renderer.pixelsDrawn - pixelsBefore) / Double(max(1, output.width * output.height))
        return FrameSample(cpu: cpu, wall: wall, texturesCreated: display.renderer.texturesCreated - texturesBefore,
                           steady: steady, snapshotBytes: display.compositor.snapshotBytes, overdraw: overdraw)
    }

    /// Whether a push or pop animation is showing: such frames may make textures.
    private static func isPushOrPop(_ slide: Slide?) -> Bool {
        slide.map { !$0.isInteractive } ?? false
    }
}
