import Foundation
import SlideBackCore
import SlideBackRecording

extension Options {
    /// Every file the run may write, with the flag that asks for it: captures, recordings, the
    /// plot, `--tune-out`, and the trace under each name it may take (compare mode can start at
    /// any moment with C, so every count of screens). Standard output (`-`) and `--record`'s
    /// folder are not files.
    var outputFiles: [(flag: String, path: String)] {
        var outputs = captures.map { ("--capture", $0.path) }
        for (flag, path) in [("--gif", gifPath), ("--contact-sheet", contactSheetPath), ("--record-input", recordInputPath),
                             ("--plot", plotPath), ("--tune-out", tuneOutPath), ("--video", videoPath)] {
            if let path, path != OutputFile.standardOutputName { outputs.append((flag, path)) }
        }
        if let tracePath, tracePath != OutputFile.standardOutputName {
            var seen = Set<String>()
            for screens in 1...Stage.maximumScreens {
                for path in TraceRecording.paths(for: tracePath, screens: screens) where seen.insert(path).inserted {
                    outputs.append(("--trace", path))
                }
            }
        }
        return outputs
    }

    /// Refuses, before anything runs, an output that is one of the run's inputs (the scene, its
    /// images, the script, a style file, the font) or that another output also writes: either
    /// would silently destroy a file. Files are compared by device and inode, links followed;
    /// one not there yet by its path with the links of its folders resolved.
    func checkOutputCollisions(scenePath: String?, scene: Scene) throws {
        var inputs = (scenePath.map { [("--scene", $0)] } ?? []) + styleFiles.map { ("--style-file", $0) }
        if let scriptPath { inputs.append(("--script", scriptPath)) }
        if let fontPath { inputs.append(("--font", fontPath)) }
        inputs += scene.pages.flatMap(\.imagePaths).map { (screens.isEmpty ? "--scene's image" : "--screens", $0) }
        var written: [(flag: String, path: String, identity: FileIdentity)] = []
        for output in outputFiles {
            let identity = FileIdentity(OutputFile.resolvedTarget(output.path))
            if let input = inputs.first(where: { FileIdentity($0.1) == identity }) {
                throw OptionError(description: "\(output.flag): \(output.path) is the \(input.0) file \(input.1); an output must not overwrite the run's input")
            }
            if let other = written.first(where: { $0.identity == identity }) {
                throw OptionError(description: "\(output.flag): \(output.path) is also written by \(other.flag) (\(other.path)); give each output a file of its own")
            }
            written.append((output.flag, output.path, identity))
        }
    }
}

/// Which file a path names: its device and inode when it exists (links followed), otherwise its
/// absolute path with the links of its folders resolved, so that two spellings of one file match.
struct FileIdentity: Equatable {
    private let device: UInt64?
    private let inode: UInt64?
    private let path: String?

    init(_ path: String) {
        var status = stat()
        if stat(path, &status) == 0 {
            (device, inode, self.path) = (UInt64(status.st_dev), UInt64(status.st_ino), nil)
            return
        }
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        let resolved = realpath(folder, nil).map { pointer -> String in
            defer { free(pointer) }
            return String(cString: pointer)
        } ?? folder
        (device, inode, self.path) = (nil, nil, resolved + "/" + url.lastPathComponent)
    }
}
