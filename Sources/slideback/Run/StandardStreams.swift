// For C's `stdout`, which Swift 6 counts as shared mutable state: only read here, at exit.
@preconcurrency import Glibc

/// Standard input, output and error as the program promises to use them: a descriptor closed at
/// start is never handed to something else (SDL's sockets, a recording) that output would then
/// land in, and output that could not be written is reported at exit rather than lost.
enum StandardStreams {
    /// Whether descriptor 1 was closed when the program started.
    nonisolated(unsafe) private(set) static var outputWasClosed = false

    /// Fills each of descriptors 0, 1 and 2 that is closed with /dev/null opened read-only: the
    /// next file opened cannot take its number, and a write to it fails (EBADF), which `finish`
    /// reports like any other failed write to standard output.
    static func occupyClosedDescriptors() {
        for descriptor in Int32(0)...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            if descriptor == STDOUT_FILENO { outputWasClosed = true }
            let opened = open("/dev/null", O_RDONLY)
            if opened >= 0, opened != descriptor {
                dup2(opened, descriptor)
                close(opened)
            }
        }
    }

    /// The line refusing `flag -` when standard output was closed, or `nil` when it is open.
    static func closedOutputProblem(_ flag: String) -> String? {
        outputWasClosed ? "\(flag) -: standard output is closed, so there is nowhere to write; give a file name" : nil
    }

    /// Flushes standard output and returns the exit status: `status`, or 1 when something written
    /// to standard output during the run (`print`, buffered by C's stdio) could not be written,
    /// said in one line on standard error: a failure of the final flush, or of a write before it
    /// (stdio's error flag).
    static func finish(_ status: Int32) -> Int32 {
        // A write that failed earlier left its errno, most likely untouched since: the reason
        // when the final flush has nothing left to fail on.
        let earlier = errno
        errno = 0
        let flushed = fflush(stdout) == 0
        let reason = flushed ? earlier : errno
        guard !flushed || ferror(stdout) != 0 else { return status }
        printWarning("slideback: cannot write standard output: " + (reason != 0 ? String(cString: strerror(reason)) : "a write failed"))
        return status == 0 ? 1 : status
    }
}
