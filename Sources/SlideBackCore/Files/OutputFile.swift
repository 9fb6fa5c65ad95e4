import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing the files a run produces so that none is ever half-written and nothing that is not a
/// regular file is ever replaced: the bytes go to a hidden temporary file beside the target, every
/// write and the close are checked, and only a complete file is renamed into place. A symlink to
/// a regular file is written through (its target is replaced, the link kept); `-` is standard output.
public enum OutputFile {
    /// Why an output cannot be written: one phrase, without the flag.
    public struct Failure: Error, Equatable, CustomStringConvertible {
        public let description: String
        /// The system's error number behind it, 0 when there is none.
        public let code: Int32
        public init(_ description: String, code: Int32 = 0) {
            self.description = description
            self.code = code
        }
    }

    /// The name that means standard output for text outputs.
    public static let standardOutputName = "-"

    /// Why `path` can never be written as an output file, checked before a run: it ends in `/`,
    /// or it is (or links to) a folder, a device, a FIFO or a socket. `nil` when it can be tried.
    public static func targetProblem(_ path: String) -> String? {
        if path.hasSuffix("/") { return "cannot write \(path): the path ends in /, so it names a folder" }
        var status = stat()
        // stat follows links: a link to /dev/full is a device here.
        guard stat(path, &status) == 0 else { return nil }
        guard let kind = InputFile.kindProblem(mode: status.st_mode) else { return nil }
        if status.st_mode & S_IFMT == S_IFDIR { return "cannot write \(path): it is a folder" }
        return "cannot write \(path): " + kind
    }

    /// Why `path` can never be written, found before any work is done: `targetProblem`'s, or its
    /// folder does not exist; `nil` when it can be tried (standard output always can).
    public static func placeProblem(_ path: String) -> String? {
        guard path != standardOutputName else { return nil }
        if let problem = targetProblem(path) { return problem }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            return "cannot write \(path): the folder \(folder) does not exist"
        }
        return nil
    }

    /// The file that writing `path` replaces: `path` itself, or the end of its chain of links,
    /// so that a link is kept and its target gets the new content.
    public static func resolvedTarget(_ path: String) -> String {
        var current = path
        for _ in 0..<40 {
            var status = stat()
            guard lstat(current, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(current, &buffer, buffer.count - 1)
            guard count > 0 else { return current }
            let target = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = target.hasPrefix("/") ? target : URL(fileURLWithPath: current).deletingLastPathComponent().appendingPathComponent(target).path
        }
        return current
    }

    /// Creates the hidden temporary file a write of `target` uses until it is complete, beside
    /// it: `.NAME.partial-PID-RANDOM` (then `suffix`), unique to this write and created exclusively
    /// (O_EXCL, O_NOFOLLOW), so that another run's file, a planted link or a folder at such a
    /// name is never opened, followed or truncated. Returns its path and a descriptor open for
    /// writing; throws `Failure` naming `path` (what the user asked for) with the system's reason.
    public static func createTemporary(for target: String, named path: String, suffix: String = "") throws -> (path: String, descriptor: Int32) {
        // Split as written, not made absolute: a long relative path stays as long as it was.
        let cut = target.lastIndex(of: "/").map { target.index(after: $0) } ?? target.startIndex
        let folder = String(target[..<cut]), targetName = String(target[cut...])
        // A legal name near the system's 255 bytes, or a legal path near its 4095, must not fail
        // at its temporary name: the name's part is cut (whole characters) to leave room for the rest.
        let room = min(Int(NAME_MAX), Int(PATH_MAX) - 1 - folder.utf8.count)
        var random = SystemRandomNumberGenerator()
        for _ in 0..<100 {
            let unique = String(random.next() & 0xFFFF_FFFF, radix: 36)
            let tail = ".partial-\(getpid())-\(unique)\(suffix)"
            var name = ""
            for character in targetName {
                guard 1 + name.utf8.count + character.utf8.count + tail.utf8.count <= room else { break }
                name.append(character)
            }
            let temporary = folder + "." + name + tail
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
            if descriptor >= 0 {
                TemporaryFiles.add(temporary)
                return (temporary, descriptor)
            }
            // Taken (by chance, or planted): another name. Anything else is the folder's problem.
            let code = errno
            guard code == EEXIST else { throw Failure("cannot write \(path): \(String(cString: strerror(code)))", code: code) }
        }
        throw Failure("cannot write \(path): \(String(cString: strerror(EEXIST)))", code: EEXIST)
    }

    /// Why no output can be written at `path` although `targetProblem` found none, checked before
    /// a run by making its temporary file there (`suffix` as the write will) and removing it at
    /// once: a folder that takes no new files (`/proc`, `/sys`, read-only, not ours), a link into a
    /// missing folder, a path too long for a temporary name beside it. `nil` when one was made.
    public static func creationProblem(_ path: String, suffix: String = "") -> String? {
        let target = resolvedTarget(path)
        do {
            let (temporary, descriptor) = try createTemporary(for: target, named: path, suffix: suffix)
            close(descriptor)
            unlink(temporary)
            TemporaryFiles.remove(temporary)
            return nil
        } catch {
            let code = (error as? Failure)?.code ?? 0
            let reason = String(cString: strerror(code))
            let folder = target.lastIndex(of: "/").map { String(target[...$0]) } ?? "./"
            if code == ENAMETOOLONG {
                return "cannot write \(path): the path is \(target.utf8.count) bytes, too long for a temporary file beside it (the system takes \(PATH_MAX - 1)) (\(reason))"
            }
            return "cannot write \(path): no file can be made in the folder \(folder) (\(reason))"
        }
    }

    /// Writes `bytes` to `path` whole or not at all; `-` writes them to standard output.
    public static func write(_ bytes: Data, to path: String) throws {
        if path == standardOutputName { return try writeStandardOutput(bytes) }
        let target = resolvedTarget(path)
        if let problem = targetProblem(target) { throw Failure(problem) }
        let (temporary, descriptor) = try createTemporary(for: target, named: path)
        do {
            try writeAll(bytes, to: descriptor, path: path)
        } catch {
            close(descriptor)
            unlink(temporary)
            throw error
        }
        // close reports what a delayed write could not do (NFS, some full disks).
        guard close(descriptor) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw Failure("cannot write \(path): \(reason)")
        }
        try moveIntoPlace(temporary, target: target, named: path)
    }

    /// Renames a complete temporary file onto `target`, unless `target` became something other
    /// than a regular file meanwhile; on failure the temporary file is removed.
    public static func moveIntoPlace(_ temporary: String, target: String, named path: String) throws {
        // Renamed or removed below: either way no longer a file to clean up.
        defer { TemporaryFiles.remove(temporary) }
        if let problem = targetProblem(target) {
            unlink(temporary)
            throw Failure(problem)
        }
        guard rename(temporary, target) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw Failure("cannot write \(path): \(reason)")
        }
    }

    /// Writes `bytes` to standard output, every write checked (a pipe closed early, a full disk).
    public static func writeStandardOutput(_ bytes: Data) throws {
        // fflush(nil) flushes every C stream, standard output's buffer among them, without
        // touching the global `stdout`, which Swift 6 counts as shared mutable state.
        fflush(nil)
        try writeAll(bytes, to: STDOUT_FILENO, path: "standard output")
    }

    private static func writeAll(_ bytes: Data, to descriptor: Int32, path: String) throws {
        try bytes.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            var offset = 0
            while offset < raw.count {
                let count = writeBytes(descriptor, raw.baseAddress! + offset, raw.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    throw Failure("cannot write \(path): \(String(cString: strerror(errno)))")
                }
                offset += count
            }
        }
    }
}

/// POSIX `write`, under a name `OutputFile.write` does not hide.
private func writeBytes(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
