import Dispatch
import Foundation
import SlideBackCore
import SlideBackRender

/// `--record`'s PNG files, encoded and written on worker threads while the run draws on: at most
/// `workers` frames are in hand at once, so memory stays bounded and a slow disk slows the run
/// rather than filling memory. The first failure is reported by the next `add` or by `finish`,
/// naming `--record`.
public final class FrameFileWriter: @unchecked Sendable {
    /// Frames encoded at once: one a core.
    let workers: Int
    private let queue = DispatchQueue(label: "slideback.record", attributes: .concurrent)
    private let slots: DispatchSemaphore
    private let group = DispatchGroup()
    private let lock = NSLock()
    private var failure: RecordingError?
    /// How each file is put on disk (whole or not at all).
    private let write: @Sendable (Data, String) throws -> Void

    /// A writer with one worker a core (at least one).
    public init(workers: Int = max(1, ProcessInfo.processInfo.activeProcessorCount),
                write: @escaping @Sendable (Data, String) throws -> Void = { data, path in try OutputFile.write(data, to: path) }) {
        self.workers = workers
        slots = DispatchSemaphore(value: workers)
        self.write = write
    }

    /// Queues `pixels` to be written as a PNG at `path`; waits while every worker is busy.
    public func add(_ pixels: PixelBuffer, to path: String) throws {
        try raiseFailure()
        slots.wait()
        group.enter()
        let write = self.write
        queue.async { [self] in
            defer {
                slots.signal()
                group.leave()
            }
            do {
                try write(try PNGEncoder.encode(rgba: pixels.bytes, width: pixels.width, height: pixels.height), path)
            } catch {
                lock.lock()
                // OutputFile's failures name the file and the system's reason.
                if failure == nil { failure = RecordingError(description: "--record: \(error)") }
                lock.unlock()
            }
        }
    }

    /// Waits for every queued file; throws the first failure.
    public func finish() throws {
        group.wait()
        try raiseFailure()
    }

    /// Waits for the files being written to be whole on disk, whatever failed: for a run that
    /// stops early, so that no worker is cut off at exit with its temporary file half written.
    func waitForWrites() {
        group.wait()
    }

    private func raiseFailure() throws {
        lock.lock()
        defer { lock.unlock() }
        if let failure { throw failure }
    }
}
