import Foundation

/// SIGINT and SIGTERM, noted by a handler and acted on by the loops: every frame drawn checks
/// (`DemoDisplay.draw`), so a headless run, `bench` and `soak` stop within a frame, unwinding as
/// any failure does (temporary files removed), and a window quits as Q does. SDL would turn the
/// signals into quit events that only a window's loop reads; installed first, this handler keeps
/// SDL from installing its own.
enum SignalWatch {
    /// The signal received, 0 before any. Allocated before a handler can run; a handler only stores.
    private static let received: UnsafeMutablePointer<sig_atomic_t> = {
        let pointer = UnsafeMutablePointer<sig_atomic_t>.allocate(capacity: 1)
        pointer.pointee = 0
        return pointer
    }()

    /// Installs the handler for SIGINT and SIGTERM.
    static func install() {
        _ = received
        for number in [SIGINT, SIGTERM] {
            Glibc.signal(number) { caught in SignalWatch.received.pointee = caught }
        }
    }

    /// The signal received so far, if any.
    static var caught: Int32? {
        received.pointee == 0 ? nil : received.pointee
    }

    /// Throws `Interrupted` once a signal has arrived.
    static func check() throws {
        if let caught { throw Interrupted(signal: caught) }
    }
}

/// A run stopped by SIGINT or SIGTERM.
struct Interrupted: Error, CustomStringConvertible {
    /// The signal.
    let signal: Int32

    /// "interrupted by SIGTERM".
    var description: String { "interrupted by \(signal == SIGINT ? "SIGINT" : signal == SIGTERM ? "SIGTERM" : "signal \(signal)")" }

    /// The shell's status for a process ended by the signal: 128 + its number (130, 143).
    var exitStatus: Int32 { 128 + signal }
}
