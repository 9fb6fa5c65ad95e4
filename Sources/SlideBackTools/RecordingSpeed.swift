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
    public static func timed(display: some StageDisplay, scene: Scene, configuration: NavigatorConfiguration, frames: Int,
                              take: (PixelBuffer, Int) throws -> Void, finish: () throws -> Void) throws -> Double {
        var stage = Stage(session: Session(navigator: Navigator(scene: scene, spec: .builtIn(.slideback), configuration: configuration),
                                           clock: PlaybackClock()))
        stage.apply(.push)
        let started = BenchmarkClock.wallMilliseconds()
        for frame in 0..<frames {
            // After the push, a slow swipe from the edge across most of the screen.
            if frame == 30 { stage.apply(.down(Point(x: 2, y: 500), pointer: 0)) }
            if frame > 30 { stage.apply(.move(Point(x: 2 + Double(frame - 30) * 6, y: 500), pointer: 0)) }
            try display.draw(stage)
            try take(try display.renderer.readPixels(), frame)
            stage.advanceFrame()
        }
        try finish()
        let seconds = (BenchmarkClock.wallMilliseconds() - started) / 1000
        return seconds > 0 ? Double(frames) / seconds : 0
    }
}
