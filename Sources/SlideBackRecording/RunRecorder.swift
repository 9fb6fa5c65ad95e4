import Foundation
import SlideBackCore
import SlideBackRender

/// Everything a run records, fed the same way by the headless and the live runner: the input
/// applied, each with the frame it was applied before (`--record-input`), and the frames drawn
/// (`--record`, `--gif`, `--contact-sheet`, and their numbers for `--trace`).
///
/// Frame numbers are animation steps, the numbers scripts use: frame k is drawn after k steps of
/// 1/60 s. Headless runs draw every frame once. A window draws a frame when the display is ready,
/// which can skip a step (after a stall) or draw the same step twice; a repeat is identical
/// (state changes only at steps) and is not recorded again, so `--record` in a window writes
/// frame-NNNNN.png with gaps, each file identical to the same file of a headless replay.
public final class RunRecorder {
    /// `--record`'s folder.
    private let recordDirectory: String?
    /// `--record`'s files, encoded and written on worker threads.
    private let frameFiles = FrameFileWriter()
    /// `--contact-sheet`'s file.
    private let contactSheetPath: String?
    /// `--record-input`'s file.
    private let recordInputPath: String?
    /// The GIF being written, until it is finished.
    private var gif: GIFRecording?
    /// The video being piped to ffmpeg, until it is finished.
    private var video: VideoRecording?
    /// The contact sheet's thumbnails so far.
    private var sheet: ContactSheet?
    /// The input applied so far, in order.
    private var events: [ScriptEvent] = []
    /// The last frame number recorded, so a frame drawn twice is recorded once.
    private var lastRecordedFrame = -1
    /// Frames drawn so far (the last frame number plus one), for `recordedFrames`.
    private var framesDrawn = 0
    /// `--trace`'s rows.
    private let trace: TraceRecording?
    /// Whether `--gif` and `--video` frames carry the caption strip (`--caption`).
    private let captionsFrames: Bool
    /// The caption strip: under captioned frames, and over the contact sheet, which always names its styles.
    private let caption = RecordingCaption()

    /// A recorder for the outputs asked (`--record`'s folder, `--gif` at `gifScale`,
    /// `--contact-sheet`, `--video`, `--record-input`, `--trace`, `--caption`), or `nil` when
    /// none is asked. `checkStop` throws when the run is to stop (a signal): the video's waits
    /// on ffmpeg give way to it.
    public init?(recordDirectory: String?, gifPath: String?, gifScale: Double, contactSheetPath: String?, videoPath: String?,
                 recordInputPath: String?, tracePath: String?, caption: Bool, checkingStop checkStop: @escaping @Sendable () throws -> Void) {
        guard recordDirectory != nil || gifPath != nil || contactSheetPath != nil || videoPath != nil
                || recordInputPath != nil || tracePath != nil else { return nil }
        trace = tracePath.map(TraceRecording.init)
        self.recordDirectory = recordDirectory
        self.contactSheetPath = contactSheetPath
        self.recordInputPath = recordInputPath
        gif = gifPath.map { GIFRecording(path: $0, scale: gifScale) }
        video = videoPath.flatMap { try? VideoRecording(path: $0, checkingStop: checkStop) }
        sheet = contactSheetPath == nil ? nil : ContactSheet()
        captionsFrames = caption
    }

    /// Whether frames are recorded, which costs reading every frame's pixels back.
    public var recordsFrames: Bool { recordDirectory != nil || gif != nil || sheet != nil || video != nil }

    /// Notes that `action` was applied before frame `frame` was drawn. Only applied input is
    /// recorded, in the order it was applied, so the script replays the very same state changes.
    public func applied(_ action: ScriptAction, frame: Int) {
        trace?.applied(action)
        guard recordInputPath != nil else { return }
        events.append(ScriptEvent(frame: frame, action: action))
    }

    /// Records frame `frame`, drawn by `renderer` but not yet presented (the back buffer is what
    /// is read); `compositor` draws the caption strip.
    public func drew(frame: Int, stage: Stage, renderer: SDLRenderer, compositor: Compositor) throws {
        framesDrawn = max(framesDrawn, frame + 1)
        trace?.renderer = renderer.name
        trace?.drew(frame: frame, stage: stage)
        guard recordsFrames, frame > lastRecordedFrame else { return }
        lastRecordedFrame = frame
        let pixels = try renderer.readPixels()
        if let recordDirectory {
            try frameFiles.add(pixels, to: "\(recordDirectory)/\(Self.fileName(forFrame: frame))")
        }
        let strip = sheet != nil || (captionsFrames && (gif != nil || video != nil))
            ? try caption.strip(for: stage, compositor: compositor, width: pixels.width) : nil
        let shared = captionsFrames ? strip.map(pixels.stacked(over:)) ?? pixels : pixels
        try RecordingError.naming("--gif") { try gif?.add(shared, frame: frame) }
        try video?.add(shared, frame: frame)
        sheet?.add(pixels, frame: frame)
    }

    /// The name `--record` gives frame `frame`.
    public static func fileName(forFrame frame: Int) -> String {
        let digits = String(frame)
        return "frame-" + String(repeating: "0", count: max(0, 5 - digits.count)) + digits + ".png"
    }

    /// Puts the GIF, the contact sheet and the trace in place after a completed run; the trace
    /// lays `graph`'s references over each screen.
    public func finishFrames(graph: MotionGraph) throws {
        try frameFiles.finish()
        try RecordingError.naming("--gif") { try gif?.finish() }
        gif = nil
        try video?.finish()
        video = nil
        try trace?.finish(graph: graph)
        if let contactSheetPath, let image = sheet?.makeImage(header: caption.latest) {
            try RecordingError.naming("--contact-sheet") { try image.writePNG(to: contactSheetPath) }
        }
        sheet = nil
    }

    /// Drops the GIF, the video and the contact sheet of a run that was interrupted or failed:
    /// their temporary files are deleted, and none is put in place. The PNGs being written are
    /// finished first: each is whole or absent when the program exits.
    public func abandonFrames() {
        frameFiles.waitForWrites()
        gif = nil
        video?.abandon()
        video = nil
        sheet = nil
    }

    /// Writes the `--record-input` script (whole or not at all; `-` writes standard output). Called however the run ended, failures
    /// included: the input that led to a failure is the input most worth replaying.
    public func saveInput() throws {
        guard let recordInputPath else { return }
        let text = InputScript(events: events).jsonText(recordedFrames: framesDrawn)
        // A file `--script` would refuse is not written: what is recorded must replay.
        guard text.utf8.count <= InputScript.maximumFileSize else {
            throw RecordingError(description: "--record-input: cannot write \(recordInputPath): the recording is \(text.utf8.count >> 20) MiB, "
                                 + "more than the \(InputScript.maximumFileSize >> 20) MiB --script reads")
        }
        // Whole or not at all; `-` is standard output.
        try RecordingError.naming("--record-input") { try OutputFile.write(Data(text.utf8), to: recordInputPath) }
    }
}
