import Foundation
import SlideBackCore

/// Writes the tuning panel's style when W (or E, which exports it too) asks: to `--tune-out FILE`, or NAME-tuned.json in the
/// working folder, holding its name, its base and the constants that differ from the base;
/// whole or not at all. The panel and standard output say where, or why not. The derived name
/// never leaves the working folder, whatever the style's name holds.
struct TunedStyleWriter {
    /// `--tune-out`, if given.
    let path: String?
    /// `--export-target`: what E writes beside the style file, with the web page.
    var exportTarget = "css"

    /// The most bytes of a derived file name, ".json" included: well under the system's 255, so
    /// the hidden temporary name beside it (`.NAME.partial-PID`) fits too.
    static let fileNameByteLimit = 200

    /// Writes the file if the stage's panel asked for it since the last call (W), and the file,
    /// its export and the web page if it asked for those (E).
    func writeIfAsked(_ stage: inout Stage, display: DemoDisplay) {
        if let spec = stage.takeTunerWriteRequest() { write(spec, &stage, key: "W") }
        if let spec = stage.takeTunerExportRequest(), let written = write(spec, &stage, key: "E") { export(spec, beside: written, &stage, display: display) }
    }

    /// Writes `spec` as the tuned style file for `key`; returns where, or `nil` when it could
    /// not (said on the panel and standard error).
    @discardableResult
    private func write(_ spec: StyleSpec, _ stage: inout Stage, key: String) -> String? {
        // The flag when one was given; otherwise the key, so the line names what was asked.
        let asker = path == nil ? key : "--tune-out"
        var target = path ?? Self.fileName(for: spec.name)
        do {
            if path == nil { target = try Self.workingFolder() + "/" + target }
            // Only what differs from the style it was tuned from, which a built-in base keeps
            // self-contained. Every write and the close checked; a link kept, a device never replaced.
            let base = StyleSpec.builtIns.first { $0.name == spec.baseName }
                ?? stage.sessions.first?.styles.spec(named: spec.baseName) ?? StyleSpec.builtIn(spec.base)
            try OutputFile.write(Data(spec.fileText(over: base).utf8), to: target)
            stage.tunerWrote("wrote \(target)")
            print("slideback: wrote the tuned style \(spec.name) to \(target); load it with --style-file")
            return target
        } catch {
            stage.tunerWrote("cannot write \(target)")
            printWarning("slideback: \(asker): \(error)")
            return nil
        }
    }

    /// The file name W derives from a style's name: `/`, `\`, control characters and leading dots
    /// made `_` (no other folder, no hidden file), at most `fileNameByteLimit` bytes, `.json` added.
    static func fileName(for name: String) -> String {
        var stem = String(String.UnicodeScalarView(name.unicodeScalars.map { scalar in
            scalar == "/" || scalar == "\\" || scalar.properties.generalCategory == .control ? "_" : scalar
        }))
        let dots = stem.prefix { $0 == "." }.count
        stem = String(repeating: "_", count: dots) + stem.dropFirst(dots)
        let limit = fileNameByteLimit - ".json".utf8.count
        if stem.utf8.count > limit {
            // Whole characters kept, "-tuned" too, so the name still says what the file is.
            let suffix = stem.hasSuffix("-tuned") ? "-tuned" : ""
            var kept = ""
            for character in stem.dropLast(suffix.count) {
                guard kept.utf8.count + character.utf8.count + suffix.utf8.count <= limit else { break }
                kept.append(character)
            }
            stem = kept + suffix
        }
        return (stem.isEmpty ? "style" : stem) + ".json"
    }

    /// The working folder's absolute path; throws when it can no longer be named (deleted), rather
    /// than writing to `/` as an empty path would.
    static func workingFolder() throws -> String {
        guard let folder = getcwd(nil, 0) else {
            throw OutputFile.Failure("cannot write into the working folder: \(String(cString: strerror(errno))) (was it deleted?); pass --tune-out FILE")
        }
        defer { free(folder) }
        return String(cString: folder)
    }
}
