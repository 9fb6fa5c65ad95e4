import Foundation

/// A line written to standard error if the test process dies of a trap (SIGILL, SIGTRAP, SIGABRT,
/// SIGSEGV, SIGBUS, SIGFPE): an in-process fuzz test sets it to the case it is running, so that a
/// crash, which ends the whole test process before any assertion can speak, still names its seed.
enum CrashReport {
    /// The message, kept as C bytes the signal handler can write without allocating.
    nonisolated(unsafe) private static var message: UnsafeMutablePointer<CChar>?
    nonisolated(unsafe) private static var length = 0
    private static let signals = [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE]
    /// The handlers there were before (the Swift runtime's backtracer), by signal number.
    nonisolated(unsafe) private static var previous : [sigaction] = Array(repeating: Glibc.sigaction(), count: 32)
    nonisolated(unsafe) private static var installed = false

    /// Installs the handler for the trap signals (once; again does nothing).
    static func install() {
        guard !installed else { return }
        installed = true
        for number in signals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { signal in
                if let message = CrashReport.message { _ = write(STDERR_FILENO, message, CrashReport.length) }
                // The handler before again (the backtracer), so the process still dies of the
                // signal it got, with the trace it would have printed.
                sigaction(signal, &CrashReport.previous[Int(signal)], nil)
                raise(signal)
            }
            sigaction(number, &action, &previous[Int(number)])
        }
    }

    /// Sets the line to write on a crash (empty: nothing).
    static func set(_ text: String) {
        let bytes = Array(text.utf8CString)
        let copy = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count)
        copy.initialize(from: bytes, count: bytes.count)
        let old = message
        length = 0
        message = copy
        length = bytes.count - 1
        old?.deallocate()
    }
}
