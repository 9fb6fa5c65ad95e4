import SlideBackCore

/// `slideback styles`: every style with every constant, as a table or JSON; or one style as a
/// style file that loads back to the same spec; or the style-file keys as the table of docs/reference.md.
enum StylesCommand {
    /// What `slideback styles` is asked for.
    struct Arguments: CommandValues {
        /// One JSON object instead of the table.
        var json = false
        /// The style to print as a style file.
        var export: String?
        /// `--style-file FILE`, repeatable.
        var styleFiles: [String] = []
        /// The style-file keys as a Markdown table.
        var keys = false
    }

    /// The option table of `slideback styles`.
    static var table: CommandTable<Arguments> {
        CommandTable(
            command: "styles", summary: "every style with all its constants",
            about: ["Prints every style, built-in and loaded, with all its constants."],
            options: [
                .flag("--json", \.json, help: "the same as one JSON object of style files by name"),
                .optional("--export", "NAME", .styleName, \.export, default: nil, help: "one style as a style file that loads back to the identical style"),
                .repeated("--style-file", "FILE", .file, \.styleFiles, help: "load a style from a style file too"),
                .flag("--keys", \.keys, help: "the style-file keys as a Markdown table (docs/reference.md holds it)"),
            ])
    }

    /// Runs the command with the arguments after `styles`; exit codes as the program's.
    static func run(_ words: [String]) -> Int32 {
        var status: Int32 = 0
        guard let arguments = table.read(words, status: &status) else { return status }
        if arguments.keys {
            print(StyleListing.keyTable(), terminator: "")
            return 0
        }
        let catalog: StyleCatalog
        do {
            catalog = try loadStyleFiles(arguments.styleFiles)
        } catch {
            printWarning("slideback: \(error)")
            return 2
        }
        if let export = arguments.export {
            guard let spec = catalog.spec(named: export) else {
                printWarning("slideback: styles: --export: unknown style \"\(export.prefix(40))\" (known: \(catalog.knownNames))")
                return 2
            }
            print(spec.fileText, terminator: "")
            return 0
        }
        do {
            print(arguments.json ? try StyleListing.json(catalog.specs) : StyleListing.table(catalog.specs), terminator: "")
        } catch {
            printWarning("slideback: styles: --json: \(error)")
            return 1
        }
        return 0
    }
}
