import Foundation

/// What a C library prints on standard error by itself during one call, caught instead of shown.
/// libpng reports a broken image with `fprintf(stderr, "libpng error: ...")` from inside
/// SDL_image, beside the error SDL_image returns; SDL's log hooks (`SDL_LogSetOutputFunction`)
/// never see those lines, since they do not go through `SDL_Log`. So the descriptor itself is
/// pointed at a pipe, for the call and no longer: one capture at a time (a lock), standard error
/// put back on every path out (`defer`), and no C `stderr` global touched (`fflush(nil)`).
public enum StandardErrorCapture {
    /// Serialises captures: two at once would put back each other's descriptors.
    private static let lock = NSLock()
    /// The most a capture keeps; a library printing more loses the rest rather than block.
    public static let limit = 64 * 1024

    /// Runs `body` with standard error caught; returns its result and what was printed. Where
    /// no pipe can be made, `body` runs with standard error as it is and nothing is caught.
    public static func during<Result>(_ body: () throws -> Result) rethrows -> (result: Result, printed: String) {
        lock.lock()
        defer { lock.unlock() }
        var ends: [Int32] = [-1, -1]
        let saved = dup(STDERR_FILENO)
        guard saved >= 0, pipe(&ends) == 0 else {
            if saved >= 0 { close(saved) }
            return (try body(), "")
        }
        // Non-blocking both ways: a library that prints more than the pipe holds loses the rest
        // instead of hanging.
        for end in ends { _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK) }
        fflush(nil)
        dup2(ends[1], STDERR_FILENO)
        close(ends[1])
        defer { close(ends[0]) }
        do {
            defer {
                fflush(nil)
                dup2(saved, STDERR_FILENO)
                close(saved)
            }
            let result = try body()
            return (result, drain(ends[0]))
        }
    }

    /// What the pipe holds now, up to `limit` bytes.
    private static func drain(_ descriptor: Int32) -> String {
        var printed: [UInt8] = [], buffer = [UInt8](repeating: 0, count: 4096)
        while printed.count < limit {
            let count = read(descriptor, &buffer, buffer.count)
            if count <= 0 { break }
            printed += buffer[0..<count]
        }
        return String(decoding: printed.prefix(limit), as: UTF8.self)
    }
}
