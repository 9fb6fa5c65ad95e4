import Foundation

/// Standard output and standard error, pointed at files while a piece of the program runs in the
/// test's own process, so that a test reads what it printed as it reads a run's. The program
/// writes standard error straight to its descriptor and standard output through C's buffer, so
/// C's buffers are flushed on both sides of the swap.
enum StreamCapture {
    /// What `body` wrote to standard output and standard error.
    static func around(_ body: () throws -> Void) throws -> (output: String, error: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("slideback-streams-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outputPath = folder.appendingPathComponent("stdout").path, errorPath = folder.appendingPathComponent("stderr").path
        fflush(nil)
        let savedOutput = dup(STDOUT_FILENO), savedError = dup(STDERR_FILENO)
        let output = open(outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600), error = open(errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        guard savedOutput >= 0, savedError >= 0, output >= 0, error >= 0 else {
            throw NSError(domain: "EndToEndTests", code: 4, userInfo: [NSLocalizedDescriptionKey: "cannot capture the streams: errno \(errno)"])
        }
        dup2(output, STDOUT_FILENO)
        dup2(error, STDERR_FILENO)
        close(output)
        close(error)
        defer {
            fflush(nil)
            dup2(savedOutput, STDOUT_FILENO)
            dup2(savedError, STDERR_FILENO)
            close(savedOutput)
            close(savedError)
        }
        try body()
        fflush(nil)
        return ((try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "", (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? "")
    }
}
