import Foundation
import SlideBackCore

/// `slideback export --target T NAME`: a style as another system's code or as a page that runs it
/// (`ExportTarget.all`), written to `--out` or standard output.
enum ExportCommand {
    /// What `slideback export` is asked for.
    struct Arguments: CommandValues {
        /// `--target`.
        var target: String?
        /// The style exported.
        var style: String?
        /// `--out FILE`; standard output without it.
        var out = OutputFile.standardOutputName
        /// `--style-file FILE`, repeatable.
        var styleFiles: [String] = []
        /// `--size WxH`: the screen the export is for.
        var size = Size(width: 414, height: 896)
    }

    /// The option table of `slideback export`.
    static var table: CommandTable<Arguments> {
        CommandTable(
            command: "export", summary: "a style as CSS, or as a web page that runs it",
            about: ["Writes style NAME for another system: " + ExportTarget.all.map { "\($0.name), \($0.summary)" }.joined(separator: "; ")
                    + ". The web page is one file with no network: the page pictures are drawn by the program and the motion "
                    + "computed from the style's constants by the program's own rules."],
            options: [
                .optional("--target", "TARGET", .word(ExportTarget.names, noun: "target"), \.target, default: nil,
                          help: "what to write"),
                .value("--out", "FILE", .file, \.out, default: "standard output", help: "the file to write, whole or not at all"),
                .repeated("--style-file", "FILE", .file, \.styleFiles, help: "load a style from a style file too"),
                .value("--size", "WxH", .size(100...4096), \.size, default: "414x896", help: "the screen in points"),
            ],
            arguments: [.value("NAME", .styleName, \.style, optional: false, help: "the style, built-in or loaded")],
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
            guard let found = catalog.spec(named: name) else {
                printWarning("slideback: export: unknown style \"\(name.prefix(40))\" (known: \(catalog.knownNames))")
                return 2
            }
            spec = found
            if let problem = outProblem(arguments.out) {
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
            try OutputFile.write(try target.make(context), to: arguments.out)
        } catch {
            printWarning("slideback: export: \(error)")
            return 1
        }
        return 0
    }

    /// Why `--out` can never be written, found before anything is drawn; `nil` when it can be tried.
    private static func outProblem(_ path: String) -> String? {
        guard path != OutputFile.standardOutputName else { return nil }
        if let problem = OutputFile.targetProblem(path) { return problem }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            return "cannot write \(path): the folder \(folder) does not exist"
        }
        return nil
    }

    /// The pages of the program's own scene at rest, drawn headless for a screen of `size`.
    private static func drawPictures(spec: StyleSpec, size: Size, resources: String) throws -> [Data] {
        guard let options = try Options.parse(["--headless", "--size", "\(formatNumber(size.width))x\(formatNumber(size.height))"])
        else { return [] }
        let scene = try loadSceneFile(resources + "/scene.json", screen: size)
        let display = try DemoDisplay(options: options, scene: scene, resources: resources)
        let session = Session(navigator: Navigator(scene: scene, spec: spec, configuration: options.navigatorConfiguration), clock: PlaybackClock())
        return try PagePictures.draw(Stage(session: session, comparing: []), count: WebPageExport.pageCount, display: display)
    }
}
