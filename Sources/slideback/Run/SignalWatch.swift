import Foundation
import Synchronization

/// SIGINT, SIGTERM, SIGHUP (the terminal went) and SIGQUIT: the signals that stop a run, taken in
/// one of two ways. While nothing is being written (loading files, opening the display, `bench`'s
/// and `check-bars`' set-up and drawing, drawing `--plot`), the handler itself ends the process
/// at once with the run's one line and 128 + the signal, whatever is running, so no phase can
/// swallow a signal for lack of a check. While outputs are in progress (`noteStops`), the signal
/// is only noted and the loops act on it: every frame drawn checks (`DemoDisplay.draw`), so a
/// headless run stops within a frame, unwinding as any failure does (temporary files removed),
/// and a window quits as Q does. SDL would turn the signals into quit events that only a window's
/// loop reads; installed first, this handler keeps SDL from installing its own.
enum SignalWatch {
    /// The signal received, 0 before any: a lock-free atomic, which a handler may store into.
    /// Made before a handler can run (`install` reads it first), so no handler initialises it.
    private static let received = Atomic<Int32>(0)
    /// How many signals have arrived: tells `whileWriting` whether one came during its write.
    private static let arrivals = Atomic<Int>(0)

    /// How a signal is taken now: `atOnce`, `noted`, or `exiting` once a handler has begun to end
    /// the process (so that a switch to `noted` cannot slip in under it).
    private static let mode = Atomic<Int32>(atOnce)
    private static let atOnce: Int32 = 0, noted: Int32 = 1, exiting: Int32 = 2

    /// The start of the line a stop at once prints ("slideback: bench: "), kept where a handler
    /// can write it without allocating: fixed bytes and their count.
    nonisolated(unsafe) private static let prefix = UnsafeMutablePointer<UInt8>.allocate(capacity: prefixCapacity)
    private static let prefixCount = Atomic<Int>(0)
    private static let prefixCapacity = 64
    /// Where a stop at once writes its line: standard error as it was at `install`, a descriptor
    /// of its own. Descriptor 2 itself is pointed at a pipe while a C library's own prints are
    /// caught (`StandardErrorCapture`, around every image decode), and a line written there
    /// went into the pipe with the process: CI saw check-bars exit 143 saying nothing.
    private static let lineDescriptor = Atomic<Int32>(STDERR_FILENO)

    /// The signals that stop a run: SIGHUP and SIGQUIT as SIGTERM does, leaving no partial file
    /// (SIGQUIT would otherwise run Swift's backtracer for most of a minute, then exit 0).
    static let stopping = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    /// Installs the handler for the `stopping` signals, stopping at once until `noteStops`; the
    /// line a stop prints names `command` when given ("slideback: bench: interrupted by SIGTERM").
    static func install(command: String?) {
        _ = received.load(ordering: .relaxed)
        _ = arrivals.load(ordering: .relaxed)
        let bytes = Array(("slideback: " + (command.map { $0 + ": " } ?? "")).utf8.prefix(prefixCapacity))
        prefix.update(from: bytes, count: bytes.count)
        prefixCount.store(bytes.count, ordering: .sequentiallyConsistent)
        // Close-on-exec: ffmpeg and the other children keep only the descriptors they were given.
        let own = lineDescriptor.load(ordering: .sequentiallyConsistent) == STDERR_FILENO ? fcntl(STDERR_FILENO, F_DUPFD_CLOEXEC, 3) : -1
        if own >= 0 { lineDescriptor.store(own, ordering: .sequentiallyConsistent) }
        mode.store(atOnce, ordering: .sequentiallyConsistent)
        for number in stopping {
            Glibc.signal(number) { caught in
                SignalWatch.received.store(caught, ordering: .sequentiallyConsistent)
                SignalWatch.arrivals.wrappingAdd(1, ordering: .sequentiallyConsistent)
                if SignalWatch.mode.compareExchange(expected: SignalWatch.atOnce, desired: SignalWatch.exiting,
                                                    ordering: .sequentiallyConsistent).exchanged {
                    SignalWatch.stopNow(caught)
                }
            }
        }
    }

    /// From now on a signal is only noted, for the loops to stop at the next frame and remove
    /// what they were writing: called before the first output file can be made.
    static func noteStops() {
        while !mode.compareExchange(expected: atOnce, desired: noted, ordering: .sequentiallyConsistent).exchanged {
            if mode.load(ordering: .sequentiallyConsistent) == noted { return }
            // A handler is ending the process: it has nothing left to wait for.
            usleep(10_000)
        }
    }

    /// From now on a signal ends the process at once again: called when nothing is being written.
    /// A signal already noted is left to the code that noted it (a window took it for Q).
    static func stopAtOnce() {
        // What was printed is out before the process could end from a handler, which cannot flush.
        fflush(nil)
        mode.store(atOnce, ordering: .sequentiallyConsistent)
    }

    /// Runs `body`, a write that must not be cut, between stops at once: a signal meanwhile is
    /// noted, and thrown as `Interrupted` once the write is done (what it wrote is whole).
    static func whileWriting<Result>(_ body: () throws -> Result) throws -> Result {
        let before = arrivals.load(ordering: .sequentiallyConsistent)
        noteStops()
        defer { stopAtOnce() }
        let result = try body()
        if arrivals.load(ordering: .sequentiallyConsistent) != before, let caught { throw Interrupted(signal: caught) }
        return result
    }

    /// Ends the process from the handler: only what a handler may call (write, _exit).
    private static func stopNow(_ signal: Int32) -> Never {
        let descriptor = lineDescriptor.load(ordering: .sequentiallyConsistent)
        _ = write(descriptor, prefix, prefixCount.load(ordering: .sequentiallyConsistent))
        // One write a part: an array of them would allocate.
        let words: StaticString = "interrupted by ", name = Self.name(of: signal), end: StaticString = "\n"
        _ = write(descriptor, words.utf8Start, words.utf8CodeUnitCount)
        _ = write(descriptor, name.utf8Start, name.utf8CodeUnitCount)
        _ = write(descriptor, end.utf8Start, end.utf8CodeUnitCount)
        _exit(128 + signal)
    }

    /// The signal's name, as a handler can write it.
    static func name(of signal: Int32) -> StaticString {
        switch signal {
        case SIGINT: return "SIGINT"
        case SIGTERM: return "SIGTERM"
        case SIGHUP: return "SIGHUP"
        case SIGQUIT: return "SIGQUIT"
        default: return "a signal"
        }
    }

    /// The signal received so far, if any.
    static var caught: Int32? {
        let signal = received.load(ordering: .relaxed)
        return signal == 0 ? nil : signal
    }

    /// Throws `Interrupted` once a signal has arrived.
    static func check() throws {
        if let caught { throw Interrupted(signal: caught) }
    }
}

/// Runs a command's work (`bench`, `soak`) and returns its exit code; a failure is one line
/// naming the command: a signal's exits 128 + its number, any other 1.
func runReportingFailures(of command: String, _ work: () throws -> Int32) -> Int32 {
    do {
        return try work()
    } catch {
        // An OptionError: a flag's value that cannot be honoured (a renderer that does not start), found late.
        return reportFailure(error, command: command, otherwise: error is OptionError ? 2 : 1)
    }
}

/// Prints `error` as the run's one line ("slideback: ", then "`command`: " when given) and returns
/// the exit status it calls for: a signal's, 128 + its number (`Interrupted`), or else `otherwise`.
func reportFailure(_ error: Error, command: String? = nil, otherwise status: Int32) -> Int32 {
    printWarning("slideback: " + (command.map { $0 + ": " } ?? "") + "\(error)")
    return (error as? Interrupted)?.exitStatus ?? status
}

/// A run stopped by SIGINT, SIGTERM, SIGHUP or SIGQUIT.
struct Interrupted: Error, CustomStringConvertible {
    /// The signal.
    let signal: Int32

    /// "interrupted by SIGTERM".
    var description: String { "interrupted by \(SignalWatch.name(of: signal))" }

    /// The shell's status for a process ended by the signal: 128 + its number (130, 143, 129, 131).
    var exitStatus: Int32 { 128 + signal }
}
