import Foundation
import Synchronization

/// SIGINT, SIGTERM, SIGHUP (the terminal went) and SIGQUIT, noted by a handler and acted on by the loops: every frame drawn checks
/// (`DemoDisplay.draw`), so a headless run, `bench` and `soak` stop within a frame, unwinding as
/// any failure does (temporary files removed), and a window quits as Q does. SDL would turn the
/// signals into quit events that only a window's loop reads; installed first, this handler keeps
/// SDL from installing its own.
enum SignalWatch {
    /// The signal received, 0 before any: a lock-free atomic, which a handler may store into.
    /// Made before a handler can run (`install` reads it first), so no handler initialises it.
    private static let received = Atomic<Int32>(0)

    /// The signals that stop a run: SIGHUP and SIGQUIT as SIGTERM does, leaving no partial file
    /// (SIGQUIT would otherwise run Swift's backtracer for most of a minute, then exit 0).
    static let stopping = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    /// Installs the handler for the `stopping` signals.
    static func install() {
        _ = received.load(ordering: .relaxed)
        for number in stopping {
            Glibc.signal(number) { caught in SignalWatch.received.store(caught, ordering: .relaxed) }
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
/// naming the command: a signal's exits 130 or 143, any other 1.
func runReportingFailures(of command: String, _ work: () throws -> Int32) -> Int32 {
    do {
        return try work()
    } catch let interrupted as Interrupted {
        printWarning("slideback: \(command): \(interrupted)")
        return interrupted.exitStatus
    } catch let error as OptionError {
        // A flag's value that cannot be honoured (a renderer that does not start), found late.
        printWarning("slideback: \(command): \(error)")
        return 2
    } catch {
        printWarning("slideback: \(command): \(error)")
        return 1
    }
}

/// A run stopped by SIGINT or SIGTERM.
struct Interrupted: Error, CustomStringConvertible {
    /// The signal.
    let signal: Int32

    /// "interrupted by SIGTERM".
    var description: String {
        let names = [SIGINT: "SIGINT", SIGTERM: "SIGTERM", SIGHUP: "SIGHUP", SIGQUIT: "SIGQUIT"]
        return "interrupted by \(names[signal] ?? "signal \(signal)")"
    }

    /// The shell's status for a process ended by the signal: 128 + its number (130, 143, 129, 131).
    var exitStatus: Int32 { 128 + signal }
}
