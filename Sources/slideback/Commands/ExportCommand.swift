import Foundation
import SlideBackCore

/// `slideback export --target T NAME`: code for another platform that reproduces a style,
/// built-in, loaded with `--style-file`, or a tuned or fitted style file named by its path.
enum ExportCommand {
    /// What `slideback export` is asked for.
    struct Arguments: CommandValues {
        /// `--target`: the platform to write for.
        var target: String?
        /// `--style-file FILE`, repeatable.
        var styleFiles: [String] = []
        /// `--out FILE`: where to write the code; standard output without it.
        var out: String?
        /// The style: a name, or a style file's path.
        var style: String?
    }

    /// The option table of `slideback export`.
    static var table: CommandTable<Arguments> {
        let names = CodeTarget.all.map(\.name)
        return CommandTable(
            command: "export", summary: "code that reproduces a style on another platform",
            about: ["Prints code that reproduces the style NAME (built-in, loaded with --style-file, or a tuned or fitted style file "
                    + "given by its path) for a platform: " + CodeTarget.all.map { "\($0.name), \($0.platform)" }.joined(separator: "; ")
                    + ". Every constant the platform can take is carried over; what it cannot is written as a comment saying so."],
            options: [
                .optional("--target", "T", .word(names, noun: "target"), \.target, default: nil, help: "the platform to write code for"),
                .repeated("--style-file", "FILE", .file, \.styleFiles, help: "load a style from a style file first (repeatable)"),
                .optional("--out", "FILE", .file, \.out, default: "standard output", help: "write the code to FILE, whole or not at all"),
            ],
            arguments: [.value("NAME", .styleName, \.style, optional: false, help: "the style: a name, or a style file's path")],
            check: { arguments in
                if arguments.target == nil { throw ValueProblem(description: "--target: give a target (\(names.joined(separator: ", ")))") }
            })
    }

    /// Runs the command with the arguments after `export`; exit codes as the program's.
    static func run(_ words: [String]) -> Int32 {
        var status: Int32 = 0
        guard let arguments = table.read(words, status: &status),
              let name = arguments.target, let target = CodeTarget.named(name), let style = arguments.style else { return status }
        // Before anything is read: an output that can never be written is the flag's fault.
        if let out = arguments.out, let problem = OutputFile.targetProblem(OutputFile.resolvedTarget(out)) {
            printWarning("slideback: export: --out: \(problem)")
            return 2
        }
        let spec: StyleSpec
        do {
            let catalog = try loadStyleFiles(arguments.styleFiles)
            if let known = catalog.spec(named: style) {
                spec = known
            } else if isStyleFile(style) {
                // A tuned or fitted style file, named by its path: read as --style-file reads it.
                spec = try loadStyleFile(style, among: catalog)
            } else {
                printWarning("slideback: export: NAME: unknown style \"\(style.prefix(40))\" (known: \(catalog.knownNames); or a style file's path)")
                return 2
            }
        } catch {
            printWarning("slideback: \(error)")
            return 2
        }
        let code = target.code(for: spec)
        guard let out = arguments.out else {
            // Standard output as every command prints: a full or closed one is reported at exit.
            print(code, terminator: "")
            return 0
        }
        do {
            try OutputFile.write(Data(code.utf8), to: out)
        } catch {
            printWarning("slideback: export: --out: \(error)")
            return 1
        }
        return 0
    }

    /// Whether NAME names a file rather than a style: it exists, or it ends in `.json`.
    private static func isStyleFile(_ name: String) -> Bool {
        name.hasSuffix(".json") || FileManager.default.fileExists(atPath: name)
    }
}
