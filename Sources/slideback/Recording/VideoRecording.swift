import Foundation
import SlideBackCore
import SlideBackRender

/// `--video FILE.mp4` or `.webm`: the frames of a run piped to the `ffmpeg` program as raw RGBA
/// at 60 frames a second, so the video plays in real time whatever the run's own speed. A frame
/// number a window skipped repeats the frame before it, keeping the timing. The file is written
/// to a hidden `.partial` name and put in place only when ffmpeg has finished it. Frames go down
/// the pipe from a thread of their own, a few in hand at most, so the run draws the next frame
/// while ffmpeg takes this one: the two overlap instead of taking turns.
final class VideoRecording: @unchecked Sendable {
    /// Where the video goes.
    let path: String
    /// The container, from the name: `mp4` (H.264) or `webm` (VP9).
    let container: String
    /// ffmpeg, running once the first frame has said the size.
    private var process: Process?
    private var input: FileHandle?
    /// The last frame written and its pixels, to repeat over skipped numbers.
    private var last: (frame: Int, pixels: PixelBuffer)?
    /// The thread that feeds the pipe, and the frames it may hold: enough to cover ffmpeg's
    /// uneven pace, few enough to keep memory small (a 828 x 1792 frame is 5.9 MB).
    private let feeder = DispatchQueue(label: "slideback.video")
    private let slots = DispatchSemaphore(value: 3)
    private let lock = NSLock()
    /// The pipe's first failure, raised by the next `add` or by `finish`.
    private var failure: RecordingError?

    /// A run that ended without `finish()` leaves no file behind.
    deinit {
        abandon()
    }

    /// Linux's F_SETPIPE_SZ, which Glibc's module does not import.
    private static let setPipeSize: Int32 = 1031

    /// The containers `--video` writes.
    static let containers = ["mp4", "webm"]

    /// A recording to `path`; throws, naming `--video`, when the name is not .mp4 or .webm.
    init(path: String) throws {
        if let problem = Self.nameProblem(path) { throw OptionError(description: "--video: \(problem)") }
        let container = URL(fileURLWithPath: path).pathExtension.lowercased()
        self.path = path
        self.container = container
    }

    /// What is wrong with `path` as a video's name (not .mp4 or .webm), or `nil`.
    static func nameProblem(_ path: String) -> String? {
        containers.contains(URL(fileURLWithPath: path).pathExtension.lowercased()) ? nil : "\(path): the name must end in .mp4 or .webm"
    }

    /// The ffmpeg program on PATH, or `nil`.
    static func findFFmpeg() -> String? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return folders.map { "\($0)/ffmpeg" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    private var partialPath: String {
        // Beside the link's target when `path` is a symlink, so putting it in place keeps the link.
        let url = URL(fileURLWithPath: OutputFile.resolvedTarget(path))
        return url.deletingLastPathComponent().appendingPathComponent("." + url.lastPathComponent + ".partial." + container).path
    }

    /// Offers frame number `frame` (numbers only grow; in a window they may skip).
    func add(_ pixels: PixelBuffer, frame: Int) throws {
        if process == nil { try start(width: pixels.width, height: pixels.height) }
        if let last, frame > last.frame + 1 {
            for _ in (last.frame + 1)..<frame { try write(last.pixels) }
        }
        try write(pixels)
        last = (frame, pixels)
    }

    /// Ends the stream, waits for ffmpeg and puts the file in place; removes it on any failure.
    func finish() throws {
        guard let process, let input else { return }
        feeder.sync {}
        if let failure = takeFailure() {
            abandon()
            throw failure
        }
        self.process = nil
        try? input.close()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            try? FileManager.default.removeItem(atPath: partialPath)
            throw RecordingError(description: "--video: ffmpeg could not write \(path) (exit status \(process.terminationStatus))")
        }
        // A device or a folder put at `path` meanwhile is never replaced; a link is kept.
        try RecordingError.naming("--video") { try OutputFile.moveIntoPlace(partialPath, target: OutputFile.resolvedTarget(path), named: path) }
    }

    /// Stops ffmpeg and removes what it wrote (a run that failed).
    func abandon() {
        guard let process else { return }
        self.process = nil
        // A frame still being written fails at once when ffmpeg goes; the feeder is then idle.
        process.terminate()
        feeder.sync {}
        try? input?.close()
        process.waitUntilExit()
        try? FileManager.default.removeItem(atPath: partialPath)
    }

    private func start(width: Int, height: Int) throws {
        guard let ffmpeg = Self.findFFmpeg() else {
            throw RecordingError(description: "--video: the ffmpeg program is not installed (Debian: apt-get install ffmpeg)")
        }
        let codec = container == "mp4"
            ? ["-c:v", "libx264", "-preset", "ultrafast", "-crf", "20", "-pix_fmt", "yuv420p", "-movflags", "+faststart"]
            : ["-c:v", "libvpx-vp9", "-deadline", "realtime", "-cpu-used", "8", "-row-mt", "1", "-b:v", "4M", "-pix_fmt", "yuv420p"]
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ffmpeg)
        // 4:2:0 needs even sizes: an odd last row or column is cropped.
        process.arguments = ["-loglevel", "error", "-y", "-f", "rawvideo", "-pix_fmt", "rgba", "-s", "\(width)x\(height)", "-r", "60",
                             "-i", "-", "-vf", "crop=trunc(iw/2)*2:trunc(ih/2)*2"] + codec + ["-r", "60", "-f", container, partialPath]
        let pipe = Pipe()
        // A frame is 5.9 MB: through the default 64 KiB pipe that is 90 turns of the two
        // processes a frame. 1 MiB (Linux's limit for a user) makes it six. Best effort.
        _ = fcntl(pipe.fileHandleForWriting.fileDescriptor, Self.setPipeSize, 1 << 20)
        // An ffmpeg that dies must fail the write, not kill the program.
        signal(SIGPIPE, SIG_IGN)
        process.standardInput = pipe
        process.standardOutput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw RecordingError(description: "--video: cannot start \(ffmpeg): \(error.localizedDescription)")
        }
        self.process = process
        input = pipe.fileHandleForWriting
    }

    /// Hands `pixels` to the feeder; waits while it holds as many frames as it may.
    private func write(_ pixels: PixelBuffer) throws {
        guard let input else { return }
        if let failure = takeFailure() {
            abandon()
            throw failure
        }
        slots.wait()
        feeder.async { [self] in
            defer { slots.signal() }
            lock.lock()
            let failed = failure != nil
            lock.unlock()
            guard !failed else { return }
            if let reason = pixels.bytes.withUnsafeBytes({ Self.writeAll($0, to: input.fileDescriptor) }) {
                lock.lock()
                failure = RecordingError(description: "--video: ffmpeg stopped taking frames for \(path): \(reason)")
                lock.unlock()
            }
        }
    }

    /// Writes every byte to `descriptor`; the system's reason when it cannot (ffmpeg has gone: a
    /// broken pipe).
    private static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> String? {
        var offset = 0
        while offset < bytes.count {
            let written = Foundation.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return String(cString: strerror(errno))
            }
            offset += written
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
