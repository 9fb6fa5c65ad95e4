import Foundation
import SlideBackCore
import SlideBackRender

/// How fast the recorders keep up, as `slideback bench` reports it: `record_fps`, frames a
/// second of a headless run writing every frame as a PNG (`--record`), and `video_fps`, the same
/// piping every frame to ffmpeg (`--video`, .mp4; 0 when ffmpeg is not installed). Both include
/// drawing and reading back each frame, at the bench's window size.
public struct RecordingSpeed: Sendable {
    /// Frames a second writing PNGs (`--record`).
    public let recordFramesPerSecond: Double
    /// Frames a second piped to ffmpeg (`--video`); 0 without ffmpeg.
    public let videoFramesPerSecond: Double

    /// The two figures.
    public init(recordFramesPerSecond: Double, videoFramesPerSecond: Double) {
        self.recordFramesPerSecond = recordFramesPerSecond
        self.videoFramesPerSecond = videoFramesPerSecond
    }

    /// Frames a second of drawing, reading back and handing `frames` frames to `take`, until
    /// `finish` has put the last one away.
    public static func timed(display: some StageDisplay, scene: Scene, screen: Size, configuration: NavigatorConfiguration, frames: Int,
                              take: (PixelBuffer, Int) throws -> Void, finish: () throws -> Void) throws -> Double {
        var stage = Stage(session: Session(navigator: Navigator(scene: scene, spec: .builtIn(.slideback), configuration: configuration),
                                           clock: PlaybackClock()), screen: screen, comparing: [])
        let started = BenchmarkClock.wallMilliseconds()
        for frame in 0..<frames {
            // Every two seconds: a push, then a slow swipe from the edge across most of the screen,
            // let go to pop, so a long run keeps moving as a recorded session does.
            let moment = frame % 120, swipe = Point(x: 2 + Double(moment - 30) * 5, y: 500)
            switch moment {
            case 0: stage.apply(.push)
            case 30: stage.apply(.down(swipe, pointer: 0))
            case 31..<100: stage.apply(.move(swipe, pointer: 0))
            case 100: stage.apply(.up(swipe, pointer: 0))
            default: break
            }
            try display.draw(stage)
            try take(try display.renderer.readPixels(), frame)
            stage.advanceFrame()
        }
        try finish()
        let seconds = (BenchmarkClock.wallMilliseconds() - started) / 1000
        return seconds > 0 ? Double(frames) / seconds : 0
    }
}
