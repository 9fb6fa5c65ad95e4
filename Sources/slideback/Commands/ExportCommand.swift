import Foundation
import SlideBackCore

/// `slideback export --target T NAME`: a style, built-in, loaded with `--style-file`, or a tuned or
/// fitted style file named by its path, as another platform's code or as a page that runs it
/// (`ExportTarget.all`), written to `--out` or standard output.
enum ExportCommand {
    /// What `slideback export` is asked for.
    struct Arguments: CommandValues {
        /// `--target`.
        var target: String?
        /// The style exported: a name, or a style file's path.
        var style: String?
        /// `--out FILE`; standard output without it.
        var out = OutputFile.standardOutputName
        /// `--style-file FILE`, repeatable.
        var styleFiles: [String] = []
        /// `--size WxH`: the screen the export is for.
        var size = ScreenLayout.phone
    }

    /// The option table of `slideback export`.
    static var table: CommandTable<Arguments> {
        CommandTable(
            command: "export", summary: "a style as code for another platform, as CSS, or as a web page that runs it",
            about: ["Writes the style NAME (built-in, loaded with --style-file, or a tuned or fitted style file given by its path) "
                    + "for another system: " + ExportTarget.all.map { "\($0.name), \($0.summary)" }.joined(separator: "; ")
                    + ". Every constant the platform can take is carried over; what it cannot is written as a comment saying so. "
                    + "The web page is one file with no network: the page pictures are drawn by the program and the motion "
                    + "computed from the style's constants by the program's own rules."],
            options: [
                .optional("--target", "TARGET", .word(ExportTarget.names, noun: "target"), \.target, default: nil,
                          help: "what to write"),
                .value("--out", "FILE", .file, \.out, default: "standard output", help: "the file to write, whole or not at all"),
                .repeated("--style-file", "FILE", .file, \.styleFiles, help: "load a style from a style file too"),
                .value("--size", "WxH", .size(100...4096), \.size, help: "the screen in points"),
            ],
            arguments: [.value("NAME", .styleName, \.style, optional: false, help: "the style: a name, or a style file's path")],
            check: { arguments in
                if arguments.target == nil { throw ValueProblem(description: "--target is needed: one of \(ExportTarget.names.joined(separator: ", "))") }
            })
    }

    /// Runs the command with the arguments after `export`; exit codes as the program's.
    static func run(_ words: [String]) -> Int32 {
        var status: Int32 = 0
        guard let arguments = table.read(words, status: &status), let name = arguments.style,
              let target = arguments.target.flatMap(ExportTarget.named) else { return status }
        let spec: StyleSpec
        do {
            let catalog = try loadStyleFiles(arguments.styleFiles)
            if let known = catalog.spec(named: name) {
                spec = known
            } else if isStyleFile(name) {
                // A tuned or fitted style file, named by its path: read as --style-file reads it.
                spec = try loadStyleFile(name, among: catalog)
            } else {
                printWarning("slideback: export: NAME: unknown style \"\(name.prefix(40))\" (known: \(catalog.knownNames); or a style file's path)")
                return 2
            }
            if let problem = OutputFile.placeProblem(arguments.out) {
                printWarning("slideback: export: --out: \(problem)")
                return 2
            }
        } catch {
            printWarning("slideback: \(error)")
            return 2
        }
        guard let resources = ResourceLocator.resourcesDirectoryOrWarn() else { return 1 }
        let context = ExportContext(spec: spec, screen: arguments.size, backButton: ScreenLayout(screen: arguments.size).backButtonHitArea,
                                    resources: resources) {
            try drawPictures(spec: spec, size: arguments.size, resources: resources)
        }
        do {
            let made = try target.make(context)
            guard arguments.out != OutputFile.standardOutputName else {
                // Standard output as every command prints: a full or closed one is reported at exit.
                print(String(decoding: made, as: UTF8.self), terminator: "")
                return 0
            }
            try OutputFile.write(made, to: arguments.out)
        } catch {
            printWarning("slideback: export: \(error)")
            return 1
        }
        return 0
    }

    /// Whether NAME names a file rather than a style: it exists, or it ends in `.json`.
    private static func isStyleFile(_ name: String) -> Bool {
        name.hasSuffix(".json") || FileManager.default.fileExists(atPath: name)
    }

    /// The pages of the program's own scene at rest, drawn headless for a screen of `size`.
    private static func drawPictures(spec: StyleSpec, size: Size, resources: String) throws -> [Data] {
        guard let options = try Options.parse(["--headless", "--size", "\(formatNumber(size.width))x\(formatNumber(size.height))"])
        else { return [] }
        let scene = try loadSceneFile(resources + "/scene.json", screen: size)
        let display = try DemoDisplay(options: options, scene: scene, resources: resources)
        let session = Session(navigator: Navigator(scene: scene, spec: spec, configuration: options.navigatorConfiguration), clock: PlaybackClock())
        return try PagePictures.draw(Stage(session: session, screen: options.size, comparing: []), count: WebPageExport.pageCount, display: display)
    }
}
