import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading the files a user names (scenes, scripts, style files, images, fonts) so that none can
/// hang or exhaust the program: only regular files are read, the check never blocks, and the
/// size is bounded while reading. Every failure is one phrase saying why, with the system's reason.
public enum InputFile {
    /// Why a path cannot be read as an input file: a phrase such as "it is a FIFO, not a regular
    /// file" or "cannot read the file (Too many levels of symbolic links)".
    public struct Problem: Error, Equatable, CustomStringConvertible {
        /// The phrase, without the file's name.
        public let description: String
    }

    /// What a file of `mode` (from `stat`) is, when it is not a regular file; `nil` for one.
    public static func kindProblem(mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return systemReason(EISDIR)  // "(Is a directory)", as reading one says
        case S_IFIFO: return "it is a FIFO, not a regular file"
        case S_IFCHR: return "it is a character device, not a regular file"
        case S_IFBLK: return "it is a block device, not a regular file"
        case S_IFSOCK: return "it is a socket, not a regular file"
        default: return "it is not a regular file"
        }
    }

    /// Checks, without opening it (so a FIFO cannot block), that `path` names a readable regular
    /// file, following links. For inputs another library opens by name (fonts).
    public static func checkRegularFile(atPath path: String) throws {
        var status = stat()
        guard stat(path, &status) == 0 else { throw Problem(description: systemReason(errno)) }
        if let problem = kindProblem(mode: status.st_mode) { throw Problem(description: problem) }
        guard access(path, R_OK) == 0 else { throw Problem(description: systemReason(errno)) }
    }

    /// The whole of the regular file at `path`, at most `limit` bytes (described as `limitText`).
    public static func read(atPath path: String, limit: Int, limitText: String) throws -> Data {
        try read(atPath: path, limit: limit, limitText: limitText, prefixOnly: false)
    }

    /// The first `count` bytes of the regular file at `path` (all of it when it is shorter).
    public static func readPrefix(atPath path: String, count: Int) throws -> Data {
        try read(atPath: path, limit: count, limitText: "", prefixOnly: true)
    }

    private static func read(atPath path: String, limit: Int, limitText: String, prefixOnly: Bool) throws -> Data {
        // Non-blocking open, so that a FIFO cannot hang us before fstat says what it is.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw Problem(description: systemReason(errno)) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw Problem(description: systemReason(errno)) }
        if let problem = kindProblem(mode: status.st_mode) { throw Problem(description: problem) }
        if !prefixOnly, Int(status.st_size) > limit { throw Problem(description: "the file is larger than \(limitText)") }
        let flags = fcntl(descriptor, F_GETFL)
        if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) }
        var data = Data()
        var buffer = [UInt8](zeros: min(64 * 1024, max(1, limit + 1)))
        while true {
            if prefixOnly, data.count >= limit { return data.prefix(limit) }
            let count = buffer.withUnsafeMutableBytes { readBytes(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw Problem(description: systemReason(errno))
            }
            if count == 0 { return data }
            data.append(contentsOf: buffer[0 ..< count])
            // Checked while reading too: a file may grow after fstat. A prefix is cut instead.
            if !prefixOnly, data.count > limit { throw Problem(description: "the file is larger than \(limitText)") }
        }
    }

    /// "cannot read the file (reason)" for an errno value.
    static func systemReason(_ code: Int32) -> String {
        "cannot read the file (\(String(cString: strerror(code))))"
    }
}

/// POSIX `read`, under a name `InputFile.read` does not hide.
private func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
