import Foundation
import SlideBackCore
import Synchronization

/// The `ffmpeg` child of a `--video` run. It runs in a process group of its own (Foundation's
/// `Process` starts it so), which is what is stopped, so a wrapper script's children go with it;
/// its standard error is summarised, never passed through; and every wait on it is bounded, so
/// an ffmpeg that hangs, never reads or never exits costs a bounded time and is then killed.
public final class FFmpegProcess: @unchecked Sendable {
    /// The running program.
    private let process: Process
    /// The write end of its standard input, non-blocking.
    let input: Int32
    /// Its standard error: the first lines kept (cut to 200 characters), all of them counted.
    private var errorLines: [String] = []
    private var errorLineCount = 0
    private let lock = NSLock()
    private let errorRead = DispatchSemaphore(value: 0)
    private let inputPipe = Pipe()

    /// Lines of ffmpeg's standard error a summary quotes.
    static let quotedLines = 2

    /// The process groups of the children running now, by their leaders' ids, for `killRunning`.
    private static let running = Mutex<Set<Int32>>([])

    /// Kills every ffmpeg (and ffprobe) still running, with its process group: for an exit that
    /// cannot unwind (the X display lost), which would otherwise leave them behind.
    public static func killRunning() {
        for group in running.withLock({ $0 }) { kill(-group, SIGKILL) }
    }

    /// What it writes to standard output, when it was started to be read (`readsOutput`).
    let output: FileHandle?

    /// The program `name` (ffmpeg, or ffprobe) on PATH, or `nil`: the first regular, executable
    /// file of that name in PATH's folders, skipping a folder of that name as the shell does.
    static func find(_ name: String = "ffmpeg") -> String? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":", omittingEmptySubsequences: false)
        return folders.map { ($0.isEmpty ? "." : String($0)) + "/" + name }.first { candidate in
            var status = stat()
            return stat(candidate, &status) == 0 && status.st_mode & S_IFMT == S_IFREG && access(candidate, X_OK) == 0
        }
    }

    /// Starts `executable` with `arguments`, its standard output kept for `output` when
    /// `readsOutput` (else dropped); throws the system's reason when it cannot.
    init(executable: String, arguments: [String], readsOutput: Bool = false) throws {
        process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let errorPipe = Pipe(), outputPipe = readsOutput ? Pipe() : nil
        process.standardInput = inputPipe
        process.standardOutput = outputPipe ?? FileHandle.nullDevice
        process.standardError = errorPipe
        input = inputPipe.fileHandleForWriting.fileDescriptor
        output = outputPipe?.fileHandleForReading
        try process.run()
        Self.running.withLock { _ = $0.insert(process.processIdentifier) }
        try? errorPipe.fileHandleForWriting.close()
        try? outputPipe?.fileHandleForWriting.close()
        // Frames are written with a deadline (`FrameWriter`), never blocking for good.
        let flags = fcntl(input, F_GETFL)
        if flags >= 0 { _ = fcntl(input, F_SETFL, flags | O_NONBLOCK) }
        let reading = errorPipe.fileHandleForReading
        Thread.detachNewThread { [self] in
            var pending = Data()
            while true {
                let chunk = reading.availableData
                if chunk.isEmpty { break }
                pending.append(chunk)
                while let newline = pending.firstIndex(of: 10) {
                    note(String(decoding: pending[pending.startIndex..<newline], as: UTF8.self))
                    pending.removeSubrange(pending.startIndex...newline)
                }
                // A line without an end is cut rather than held whole.
                if pending.count > 4096 { pending.removeSubrange(pending.startIndex..<(pending.endIndex - 4096)) }
            }
            if !pending.isEmpty { note(String(decoding: pending, as: UTF8.self)) }
            errorRead.signal()
        }
    }

    private func note(_ line: String) {
        let cleaned = InputFileError.singleLine(line.trimmingCharacters(in: .whitespaces))
        guard !cleaned.isEmpty else { return }
        lock.lock()
        defer { lock.unlock() }
        errorLineCount += 1
        if errorLines.count < Self.quotedLines { errorLines.append(String(cleaned.prefix(200))) }
    }

    /// ffmpeg's standard error in a phrase: "" when it said nothing, else its first lines and how
    /// many more there were.
    var errorSummary: String {
        lock.lock()
        defer { lock.unlock() }
        guard !errorLines.isEmpty else { return "" }
        let more = errorLineCount - errorLines.count
        return "ffmpeg said: " + errorLines.joined(separator: " / ") + (more > 0 ? " (and \(more) more \(more == 1 ? "line" : "lines"))" : "")
    }

    /// Kills it and everything it started at once, from any thread: for a watchdog whose
    /// deadline passed while another thread reads `output` (which then ends).
    func killGroup() {
        guard process.isRunning else { return }
        kill(-process.processIdentifier, SIGKILL)
    }

    /// Closes the frames' pipe: ffmpeg sees the end of its input.
    func closeInput() {
        try? inputPipe.fileHandleForWriting.close()
    }

    /// Waits up to `seconds` for ffmpeg to exit, calling `check` (which may throw to stop
    /// waiting, for a signal) every 10 ms; its exit status, or `nil` when it is still running.
    func waitForExit(within seconds: Double, checking check: () throws -> Void) rethrows -> Int32? {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning {
            try check()
            guard Date() < deadline else { return nil }
            usleep(10_000)
        }
        process.waitUntilExit()
        Self.running.withLock { _ = $0.remove(process.processIdentifier) }
        // What it said on its way out, if its error pipe closes soon (a child may hold it).
        _ = errorRead.wait(timeout: .now() + 1)
        return process.terminationStatus
    }

    /// Stops ffmpeg and everything it started: SIGTERM to its process group, SIGKILL a second
    /// later to whatever is left; returns once it has exited (SIGKILL cannot be refused).
    func stop() {
        closeInput()
        guard process.isRunning else { return }
        let group = process.processIdentifier
        kill(-group, SIGTERM)
        if waitForExit(within: 1, checking: {}) == nil {
            kill(-group, SIGKILL)
            process.waitUntilExit()
        }
        // A wrapper's children that ignored SIGTERM go too.
        kill(-group, SIGKILL)
        Self.running.withLock { _ = $0.remove(group) }
    }
}
