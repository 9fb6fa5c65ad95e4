import Foundation
import SlideBackCore

/// Writes the tuning panel's style when W asks: to `--tune-out FILE`, or NAME-tuned.json in the
/// working folder, holding its name, its base and the constants that differ from the base;
/// whole or not at all. The panel and standard output say where, or why not.
struct TunedStyleWriter {
    /// `--tune-out`, if given.
    let path: String?

    /// Writes the file if the stage's panel asked for it since the last call.
    func writeIfAsked(_ stage: inout Stage) {
        guard let spec = stage.takeTunerWriteRequest() else { return }
        let target = path ?? FileManager.default.currentDirectoryPath + "/" + spec.name + ".json"
        do {
            // Only what differs from the style it was tuned from, which a built-in base keeps
            // self-contained. Every write and the close checked; a link kept, a device never replaced.
            let base = StyleSpec.builtIns.first { $0.name == spec.baseName }
                ?? stage.sessions.first?.styles.spec(named: spec.baseName) ?? StyleSpec.builtIn(spec.base)
            try OutputFile.write(Data(spec.fileText(over: base).utf8), to: target)
            stage.tunerWrote("wrote \(target)")
            print("slideback: wrote the tuned style \(spec.name) to \(target); load it with --style-file")
        } catch {
            stage.tunerWrote("cannot write \(target)")
            printWarning("slideback: --tune-out: \(error)")
        }
    }
}
