import Foundation
import SlideBackCore
import SlideBackRecording
import SlideBackTools

extension RecordingSpeed {
    /// Runs a push and a back swipe of `frames` frames twice, once for each recorder.
    static func measure(display: DemoDisplay, scene: Scene, screen: Size, configuration: NavigatorConfiguration, frames: Int) throws -> RecordingSpeed {
        let folder = NSTemporaryDirectory() + "slideback-bench-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let pngs = FrameFileWriter()
        let record = try timed(display: display, scene: scene, screen: screen, configuration: configuration, frames: frames) { pixels, frame in
            try pngs.add(pixels, to: "\(folder)/frame-\(frame).png")
        } finish: { try pngs.finish() }
        guard VideoRecording.findFFmpeg() != nil else { return RecordingSpeed(recordFramesPerSecond: record, videoFramesPerSecond: 0) }
        let video = try VideoRecording(path: folder + "/run.mp4", checkingStop: SignalWatch.check)
        let piped = try timed(display: display, scene: scene, screen: screen, configuration: configuration, frames: frames) { pixels, frame in
            try video.add(pixels, frame: frame)
        } finish: { try video.finish() }
        return RecordingSpeed(recordFramesPerSecond: record, videoFramesPerSecond: piped)
    }
}
