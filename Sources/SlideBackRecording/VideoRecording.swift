import Foundation
import SlideBackCore
import SlideBackRender

/// `--video FILE.mp4` or `.webm`: the frames of a run piped to the `ffmpeg` program as raw RGBA
/// at 60 frames a second, so the video plays in real time whatever the run's own speed. A frame
/// number a window skipped repeats the frame before it, keeping the timing. The file is written
/// to a hidden temporary file of its own (unique, created exclusively) and put in place only when
/// ffmpeg has finished it. Every wait on ffmpeg is bounded (`stallSeconds`, `finishSeconds`) and
/// gives way to SIGINT and SIGTERM; on any stop ffmpeg is killed. Frames go down
/// the pipe from a thread of their own, a few in hand at most, so the run draws the next frame
/// while ffmpeg takes this one: the two overlap instead of taking turns.
public final class VideoRecording: @unchecked Sendable {
    /// Where the video goes.
    let path: String
    /// The container, from the name: `mp4` (H.264) or `webm` (VP9).
    let container: String
    /// ffmpeg, running once the first frame has said the size.
    private var ffmpeg: FFmpegProcess?
    /// The temporary file ffmpeg writes, created before it starts.
    private var partialPath: String?
    /// The last frame written and its pixels, to repeat over skipped numbers.
    private var last: (frame: Int, pixels: PixelBuffer)?
    /// The thread that feeds the pipe, and the frames it may hold: enough to cover ffmpeg's
    /// uneven pace, few enough to keep memory small (a 828 x 1792 frame is 5.9 MB).
    private let feeder = DispatchQueue(label: "slideback.video")
    private let slots = DispatchSemaphore(value: 3)
    private let lock = NSLock()
    /// The pipe's first failure, raised by the next `add` or by `finish`.
    private var failure: RecordingError?
    /// Set when the recording is being dropped: the feeder stops writing at once.
    private var stopping = false
    /// Throws when the run is to stop (a signal): every wait on ffmpeg gives way to it.
    private let checkStop: @Sendable () throws -> Void

    /// Longest ffmpeg may go without taking any of a frame before the recording fails.
    static let stallSeconds = limit(default: 30)
    /// Longest ffmpeg may take to finish the file once the frames have ended.
    static let finishSeconds = limit(default: 120)

    /// `SLIDEBACK_FFMPEG_TIMEOUT` (seconds) in place of both limits, for tests; else `value`.
    private static func limit(default value: Double) -> Double {
        ProcessInfo.processInfo.environment["SLIDEBACK_FFMPEG_TIMEOUT"].flatMap(Double.init).map { max(0.1, $0) } ?? value
    }

    /// A run that ended without `finish()` leaves no file behind.
    deinit {
        abandon()
    }

    /// Linux's F_SETPIPE_SZ, which Glibc's module does not import.
    private static let setPipeSize: Int32 = 1031

    /// The containers `--video` writes.
    static let containers = ["mp4", "webm"]

    /// A recording to `path`, whose waits give way to `checkStop` throwing (the program's
    /// signal check); throws, naming `--video`, when the name is not .mp4 or .webm.
    public init(path: String, checkingStop checkStop: @escaping @Sendable () throws -> Void) throws {
        if let problem = Self.nameProblem(path) { throw RecordingError(description: "--video: \(problem)") }
        self.checkStop = checkStop
        let container = URL(fileURLWithPath: path).pathExtension.lowercased()
        self.path = path
        self.container = container
    }

    /// What is wrong with `path` as a video's name (not .mp4 or .webm), or `nil`.
    public static func nameProblem(_ path: String) -> String? {
        containers.contains(URL(fileURLWithPath: path).pathExtension.lowercased()) ? nil : "\(path): the name must end in .mp4 or .webm"
    }

    /// The ffmpeg program on PATH, or `nil`.
    public static func findFFmpeg() -> String? { FFmpegProcess.find() }

    /// Offers frame number `frame` (numbers only grow; in a window they may skip).
    public func add(_ pixels: PixelBuffer, frame: Int) throws {
        if ffmpeg == nil { try start(width: pixels.width, height: pixels.height) }
        if let last, frame > last.frame + 1 {
            for _ in (last.frame + 1)..<frame { try write(last.pixels) }
        }
        try write(pixels)
        last = (frame, pixels)
    }

    /// Ends the stream, waits for ffmpeg (at most `finishSeconds`, giving way to a signal) and
    /// puts the file in place; on any failure ffmpeg is stopped and its file removed.
    public func finish() throws {
        guard let ffmpeg, let partialPath else { return }
        do {
            try waitForFeeder()
            if let failure = takeFailure() { throw failure }
            ffmpeg.closeInput()
            guard let status = try ffmpeg.waitForExit(within: Self.finishSeconds, checking: checkStop) else {
                throw RecordingError(description: "--video: ffmpeg did not finish \(path) within \(formatNumber(Self.finishSeconds)) s of the last frame; "
                                     + "stopped it" + summary(ffmpeg))
            }
            guard status == 0 else {
                throw RecordingError(description: "--video: ffmpeg could not write \(path) (exit status \(status))" + summary(ffmpeg))
            }
        } catch {
            abandon()
            throw error
        }
        self.ffmpeg = nil
        self.partialPath = nil
        // A device or a folder put at `path` meanwhile is never replaced; a link is kept.
        try RecordingError.naming("--video") { try OutputFile.moveIntoPlace(partialPath, target: OutputFile.resolvedTarget(path), named: path) }
    }

    /// Stops ffmpeg and removes what it wrote (a run that failed or was stopped).
    func abandon() {
        guard let ffmpeg else { return }
        self.ffmpeg = nil
        lock.lock()
        stopping = true
        lock.unlock()
        ffmpeg.stop()
        // The feeder sees `stopping` within its poll's 100 ms.
        feeder.sync {}
        if let partialPath { unlink(partialPath) }
        partialPath = nil
    }

    /// "; ffmpeg said: ..." when it said anything.
    private func summary(_ ffmpeg: FFmpegProcess) -> String {
        let said = ffmpeg.errorSummary
        return said.isEmpty ? "" : "; " + said
    }

    private func start(width: Int, height: Int) throws {
        guard let program = Self.findFFmpeg() else {
            throw RecordingError(description: "--video: the ffmpeg program is not installed (Debian: apt-get install ffmpeg)")
        }
        let target = OutputFile.resolvedTarget(path)
        // Beside the link's target when `path` is a symlink, so putting it in place keeps the link.
        let (temporary, descriptor) = try RecordingError.naming("--video") {
            try OutputFile.createTemporary(for: target, named: path, suffix: "." + container)
        }
        close(descriptor)
        partialPath = temporary
        let codec = container == "mp4"
            ? ["-c:v", "libx264", "-preset", "ultrafast", "-crf", "20", "-pix_fmt", "yuv420p", "-movflags", "+faststart"]
            : ["-c:v", "libvpx-vp9", "-deadline", "realtime", "-cpu-used", "8", "-row-mt", "1", "-b:v", "4M", "-pix_fmt", "yuv420p"]
        // 4:2:0 needs even sizes: an odd last row or column is cropped. -y: the file is ours, made just now.
        let arguments = ["-nostdin", "-loglevel", "error", "-y", "-f", "rawvideo", "-pix_fmt", "rgba", "-s", "\(width)x\(height)", "-r", "60",
                         "-i", "-", "-vf", "crop=trunc(iw/2)*2:trunc(ih/2)*2"] + codec + ["-r", "60", "-f", container, temporary]
        // An ffmpeg that dies must fail the write, not kill the program.
        signal(SIGPIPE, SIG_IGN)
        do {
            ffmpeg = try FFmpegProcess(executable: program, arguments: arguments)
        } catch {
            unlink(temporary)
            partialPath = nil
            throw RecordingError(description: "--video: cannot start \(program): \(error.localizedDescription)")
        }
        // A frame is 5.9 MB: through the default 64 KiB pipe that is 90 turns of the two
        // processes a frame. 1 MiB (Linux's limit for a user) makes it six. Best effort.
        _ = fcntl(ffmpeg!.input, Self.setPipeSize, 1 << 20)
    }

    /// Hands `pixels` to the feeder; waits while it holds as many frames as it may, giving way
    /// to a signal (the feeder itself gives up after `stallSeconds` without progress).
    private func write(_ pixels: PixelBuffer) throws {
        guard let ffmpeg else { return }
        if let failure = takeFailure() {
            abandon()
            throw failure
        }
        while slots.wait(timeout: .now() + 0.1) == .timedOut { try checkStop() }
        let input = ffmpeg.input, path = path
        feeder.async { [self] in
            defer { slots.signal() }
            lock.lock()
            let skip = failure != nil || stopping
            lock.unlock()
            guard !skip else { return }
            let reason = pixels.bytes.withUnsafeBytes { bytes in
                Self.writeAll(bytes, to: input, stallSeconds: Self.stallSeconds) { [self] in
                    lock.lock()
                    defer { lock.unlock() }
                    return stopping
                }
            }
            if let reason {
                lock.lock()
                failure = RecordingError(description: "--video: ffmpeg stopped taking frames for \(path): \(reason)" + summary(ffmpeg))
                lock.unlock()
            }
        }
    }

    /// Waits for the feeder to write what it holds, giving way to a signal.
    private func waitForFeeder() throws {
        let done = DispatchSemaphore(value: 0)
        feeder.async { done.signal() }
        while done.wait(timeout: .now() + 0.1) == .timedOut { try checkStop() }
    }

    /// Writes every byte to the non-blocking `descriptor`, waiting for room at most
    /// `stallSeconds` at a time; the reason when it cannot (ffmpeg has gone: a broken pipe; it
    /// takes nothing), `nil` when done or when `stopped` says to give up.
    private static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32, stallSeconds: Double,
                                 stopped: () -> Bool) -> String? {
        var offset = 0
        var lastProgress = Date()
        while offset < bytes.count {
            if stopped() { return nil }
            let written = Foundation.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written >= 0 {
                offset += written
                lastProgress = Date()
                continue
            }
            switch errno {
            case EINTR: continue
            case EAGAIN:
                guard Date().timeIntervalSince(lastProgress) < stallSeconds else {
                    return "it took nothing for \(formatNumber(stallSeconds)) s"
                }
                var room = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                _ = poll(&room, 1, 100)
            default:
                return String(cString: strerror(errno))
            }
        }
        return nil
    }

    /// The pipe's failure, if any, cleared.
    private func takeFailure() -> RecordingError? {
        lock.lock()
        defer { lock.unlock() }
        defer { failure = nil }
        return failure
    }
}
