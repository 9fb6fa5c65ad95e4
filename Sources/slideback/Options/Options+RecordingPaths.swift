import Foundation
import SlideBackCore
import SlideBackRecording

extension Options {
    /// Checks, before anything runs, that every recording output can be written, and makes the
    /// `--record` folder if it is missing (its parent must exist). A run can be long, so a typo in
    /// a path must not cost it: the error names the flag and the path, and the program exits 2.
    func prepareRecordingPaths() throws {
        for (flag, path) in [("--gif", gifPath), ("--contact-sheet", contactSheetPath), ("--record-input", recordInputPath),
                             ("--trace", tracePath), ("--plot", plotPath), ("--tune-out", tuneOutPath), ("--video", videoPath)] {
            // `-` is standard output for the text outputs, refused where that was closed.
            guard let path else { continue }
            if (flag == "--trace" || flag == "--record-input") && path == OutputFile.standardOutputName {
                if let problem = StandardStreams.closedOutputProblem(flag) { throw OptionError(description: problem) }
                continue
            }
            try Self.checkWritableFile(flag, path)
        }
        // The names only compare mode writes are checked now too, not when it ends.
        for output in outputFiles where output.flag == "--trace" && output.path != tracePath { try Self.checkWritableFile("--trace", output.path) }
        if videoPath != nil, VideoRecording.findFFmpeg() == nil {
            // Said before the run, not after it.
            throw OptionError(description: "--video: the ffmpeg program is not installed (Debian: apt-get install ffmpeg); nothing was run")
        }
        if let folder = recordDirectory {
            try Self.prepareFolder("--record", folder)
            try Self.checkCreation("--record", (folder.hasSuffix("/") ? folder : folder + "/") + RunRecorder.fileName(forFrame: 1))
        }
    }

    /// A file can be written at `path`: its folder exists and is writable, `path` is not (and
    /// does not link to) a folder, a device, a FIFO or a socket, which a write must never replace,
    /// and the write's temporary file can be made where it will be (`OutputFile.creationProblem`).
    static func checkWritableFile(_ flag: String, _ path: String) throws {
        if let problem = OutputFile.targetProblem(path) {
            throw OptionError(description: "\(flag): \(problem)")
        }
        if isFolder(path) {
            throw OptionError(description: "\(flag): cannot write \(path): it is a folder")
        }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        guard isFolder(folder), FileManager.default.isWritableFile(atPath: folder) else {
            throw OptionError(description: "\(flag): cannot write \(path): the folder \(folder) does not exist or is not writable")
        }
        try checkCreation(flag, path)
    }

    /// The temporary file of a write of `path` can be made: tried, and removed at once, before the
    /// run, so that `/proc`, `/sys`, a link into a missing folder or a path too long for the
    /// temporary name fail now (exit 2), not when the run is over.
    static func checkCreation(_ flag: String, _ path: String) throws {
        // --video's temporary name ends in its container, as ffmpeg wants it.
        let suffix = flag == "--video" ? "." + URL(fileURLWithPath: path).pathExtension.lowercased() : ""
        if let problem = OutputFile.creationProblem(path, suffix: suffix) {
            throw OptionError(description: "\(flag): \(problem)")
        }
    }

    /// `path` is a writable folder afterwards: it existed, or its parent did and it was made.
    private static func prepareFolder(_ flag: String, _ path: String) throws {
        if !FileManager.default.fileExists(atPath: path) {
            let parent = URL(fileURLWithPath: path).deletingLastPathComponent().path
            guard isFolder(parent), FileManager.default.isWritableFile(atPath: parent) else {
                throw OptionError(description: "\(flag): cannot make the folder \(path): \(parent) does not exist or is not writable")
            }
            // mkdir itself: Foundation on Linux says only "The operation could not be completed".
            guard mkdir(path, 0o777) == 0 else {
                throw OptionError(description: "\(flag): cannot make the folder \(path): \(String(cString: strerror(errno)))")
            }
        }
        guard isFolder(path), FileManager.default.isWritableFile(atPath: path) else {
            throw OptionError(description: "\(flag): cannot write into \(path): it is not a writable folder")
        }
    }

    /// Whether `path` exists and is a folder (following links).
    private static func isFolder(_ path: String) -> Bool {
        var folder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &folder) && folder.boolValue
    }
}
