import CGIF

/// A GIF that could not be written, naming the file and giflib's reason.
public struct GIFError: Error, CustomStringConvertible {
    /// One line: the file and what went wrong.
    public let description: String

    /// An error with a reason in words.
    init(path: String, reason: String) {
        description = "cannot write \(path): \(reason)"
    }

    /// An error already phrased as "cannot write PATH: reason".
    init(message: String) {
        description = message
    }

    /// An error from a giflib error code.
    init(path: String, code: Int32) {
        let reason = GifErrorString(code).map { String(cString: $0) } ?? "giflib error \(code)"
        self.init(path: path, reason: reason)
    }
}
