import Foundation
import SlideBackCore
import SlideBackRecording

/// `slideback fit --reference FILE --style NAME --script FILE`: fits the style's settle and push
/// constants (or `--keys`) to a reference motion by least squares (`StyleFit`), prints the error
/// before and after and the constants found, and writes the fitted style file.
enum FitCommand {
    /// What `slideback fit` is asked for.
    struct Arguments: CommandValues {
        /// `--reference`, `--style`, `--script`: the motion, the style fitted and the input played.
        var reference: String?, style: String?, script: String?
        /// `--keys`; empty: `StyleFit.defaultKeys`.
        var keys: [String] = []
        /// `--out`; `nil`: `NAME-fitted.json`.
        var out: String?
        /// `--style-file FILE`, repeatable.
        var styleFiles: [String] = []
        /// `--scene`; `nil`: the built-in scene.
        var scene: String?
        /// `--size WxH`: the screen the script is played on.
        var size = ScreenLayout.phone
        /// `--reference-crop`, `--reference-width`, `--reference-align`, as for a run.
        var referenceCrop: ReferenceCrop?, referenceWidth: Double?
        var referenceAlignment = ReferenceAlignment.auto
    }

    /// The option table of `slideback fit`.
    static var table: CommandTable<Arguments> {
        CommandTable(
            command: "fit", summary: "fit a style's constants to a reference motion",
            about: ["Plays the --script through style NAME at the program's 1/60 s step and fits its constants to the --reference "
                    + "(a CSV, a --trace file or a screen recording, read as --reference reads it) by least squares (Nelder-Mead "
                    + "over the page in front's x): by default the settle's (a spring's stiffness and damping, a fixed settle's "
                    + "duration) and the push's duration. Prints the error before and after and the constants found, and writes "
                    + "the fitted style, named NAME-fitted, as a style file. No constant leaves its documented range."],
            options: [
                .optional("--reference", "FILE", .file, \.reference, default: nil, help: "the motion to fit: a CSV, a --trace file or a recording"),
                .optional("--style", "NAME", .styleName, \.style, default: nil, help: "the style whose constants are fitted"),
                .optional("--script", "FILE", .file, \.script, default: nil, help: "the input the reference's motion answers (a push, a released swipe)"),
                .value("--keys", "K1,K2,...", .names(count: 1...12, expected: "style-file keys separated by commas"), \.keys,
                       default: "the settle's and the push's", help: "the numeric style-file keys to fit"),
                .optional("--out", "FILE", .file, \.out, default: "NAME-fitted.json", help: "the style file to write, whole or not at all"),
                .repeated("--style-file", "FILE", .file, \.styleFiles, help: "load a style from a style file too"),
                .optional("--scene", "FILE", .file, \.scene, default: "the built-in scene", help: "the scene the script is played in"),
                .value("--size", "WxH", .size(100...4096), \.size, help: "the screen in points"),
                .optional("--reference-crop", "X,Y,W,H", .crop, \.referenceCrop, default: "the whole frame",
                          help: "the part of a recording that is the screen, in its pixels"),
                .optional("--reference-width", "PT", .number(1...100_000), \.referenceWidth, default: "the screen's width",
                          help: "the width in points the reference's screen stands for"),
                .value("--reference-align", "MODE", .choice, \.referenceAlignment, help: "how the reference's time is laid over the style's, as for a run"),
            ],
            check: { arguments in
                if arguments.reference == nil { throw ValueProblem(description: "--reference FILE is needed: the motion to fit") }
                if arguments.style == nil { throw ValueProblem(description: "--style NAME is needed: the style whose constants are fitted") }
                if arguments.script == nil {
                    throw ValueProblem(description: "--script FILE is needed: the input the reference's motion answers (a push, a released swipe)")
                }
            })
    }

    /// Runs the command with the arguments after `fit`; exit codes as the program's.
    static func run(_ words: [String]) -> Int32 {
        var status: Int32 = 0
        guard let arguments = table.read(words, status: &status), let name = arguments.style,
              let referencePath = arguments.reference, let scriptPath = arguments.script else { return status }
        guard let resources = ResourceLocator.resourcesDirectoryOrWarn() else { return 1 }
        let setup: StyleFit.Setup, spec: StyleSpec, out: String
        do {
            let catalog = try loadStyleFiles(arguments.styleFiles)
            guard let known = catalog.spec(named: name) else {
                printWarning("slideback: fit: --style: unknown style \"\(name.prefix(40))\" (known: \(catalog.knownNames))")
                return 2
            }
            spec = known
            out = arguments.out ?? String(spec.name.prefix(StyleSpec.nameLimit - 7)) + "-fitted.json"
            if let problem = OutputFile.placeProblem(out) { throw OptionError(description: "--out: \(problem)") }
            var options = Options()
            options.size = arguments.size
            options.references = [referencePath]
            options.referenceCrop = arguments.referenceCrop
            options.referenceWidth = arguments.referenceWidth
            let reference = try loadReferences(options)[0]
            let scene = try loadSceneFile(arguments.scene ?? resources + "/scene.json", screen: arguments.size)
            let script: InputScript
            do {
                script = try InputScript.load(contentsOf: scriptPath, pixelsPerPoint: options.scale)
            } catch {
                throw OptionError(description: "--script: \(error)")
            }
            if let (index, reason) = StyleFit.unplayableEvent(in: script) {
                throw OptionError(description: "--script: \(scriptPath): events[\(index)]: \(reason)")
            }
            setup = StyleFit.Setup(scene: scene, screen: options.size, configuration: options.navigatorConfiguration, script: script, reference: reference,
                                   alignment: arguments.referenceAlignment)
        } catch {
            printWarning("slideback: fit: \(error)")
            return 2
        }
        let result: StyleFit.Result
        do {
            result = try StyleFit.fit(spec, keys: arguments.keys, setup)
        } catch {
            printWarning("slideback: fit: \(error)")
            return 2
        }
        guard result.before != nil else {
            printWarning("slideback: fit: --reference: \(referencePath) shares no moment with \(spec.name)'s motion under --script \(scriptPath)")
            return 2
        }
        do {
            try OutputFile.write(Data(result.fitted.fileText.utf8), to: out)
        } catch {
            printWarning("slideback: fit: \(error)")
            return 1
        }
        print(report(result, out: out), terminator: "")
        return 0
    }

    /// The lines printed: the error before and after, each key's value before and after, the
    /// keys the reference does not show, and the file written.
    static func report(_ result: StyleFit.Result, out: String) -> String {
        var lines = ["fit \(result.original.name) to the reference (\(result.evaluations) runs):",
                     "  before: " + (result.before?.summary ?? MotionError.nothingYet),
                     "  after:  " + (result.after?.summary ?? MotionError.nothingYet)]
        for key in result.keys {
            guard let field = StyleSpec.fields.first(where: { $0.key == key }) else { continue }
            lines.append("  \(key): \(field.read(result.original)) -> \(field.read(result.fitted))")
        }
        for key in result.unseen {
            lines.append("  \(key): kept, the reference does not show it (a change moves nothing)")
        }
        lines.append("wrote \(out) (style \(result.fitted.name))")
        return lines.joined(separator: "\n") + "\n"
    }
}
