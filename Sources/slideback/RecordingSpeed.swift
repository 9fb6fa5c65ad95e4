import Foundation
import SlideBackCore
import SlideBackRender

/// How fast the recorders keep up, as `slideback bench` reports it: `record_fps`, frames a
/// second of a headless run writing every frame as a PNG (`--record`), and `video_fps`, the same
/// piping every frame to ffmpeg (`--video`, .mp4; 0 when ffmpeg is not installed). Both include
/// drawing and reading back each frame, at the bench's window size.
struct RecordingSpeed {
    let recordFramesPerSecond: Double
    let videoFramesPerSecond: Double

    /// Runs a push and a back swipe of `frames` frames twice, once for each recorder.
    static func measure(display: DemoDisplay, scene: Scene, configuration: NavigatorConfiguration, frames: Int) throws -> RecordingSpeed {
        let folder = NSTemporaryDirectory() + "slideback-bench-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let pngs = FrameFileWriter()
        let record = try timed(display: display, scene: scene, configuration: configuration, frames: frames) { pixels, frame in
            try pngs.add(pixels, to: "\(folder)/frame-\(frame).png")
        } finish: { try pngs.finish() }
        guard VideoRecording.findFFmpeg() != nil else { return RecordingSpeed(recordFramesPerSecond: record, videoFramesPerSecond: 0) }
        let video = try VideoRecording(path: folder + "/run.mp4")
        let piped = try timed(display: display, scene: scene, configuration: configuration, frames: frames) { pixels, frame in
            try video.add(pixels, frame: frame)
        } finish: { try video.finish() }
        return RecordingSpeed(recordFramesPerSecond: record, videoFramesPerSecond: piped)
    }

    /// Frames a second of drawing, reading back and handing `frames` frames to `take`, until
    /// `finish` has put the last one away.
    private static func timed(display: DemoDisplay, scene: Scene, configuration: NavigatorConfiguration, frames: Int,
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
