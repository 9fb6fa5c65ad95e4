import SlideBackTools

/// `slideback generate-art`: the art drawn from code, either the resources' PNGs or the
/// application icon the install puts in the desktop's icon theme.
enum ArtCommand {
    /// Where `slideback generate-art` writes.
    struct Arguments: CommandValues {
        /// `--out DIR`: the page images and the back button.
        var out: String?
        /// `--icons DIR`: the icon, as an icon theme lays it out.
        var icons: String?
    }

    /// The option table of `slideback generate-art`.
    static var table: CommandTable<Arguments> {
        CommandTable(
            command: "generate-art", summary: "the page images, the back button or the icon, drawn from code",
            about: ["Draws the program's art from code: the page images and the back button of the resources folder, or the "
                    + "application icon at 48, 128 and 256 pixels as an icon theme lays it out."],
            options: [
                .optional("--out", "DIR", .folder, \.out, default: "the resources folder the program finds",
                          help: "write the page images and the back button into DIR"),
                .optional("--icons", "DIR", .folder, \.icons, default: nil,
                          help: "instead: write the icon as DIR/48x48/apps/slideback.png, ... (the install runs it for share/icons/hicolor)"),
            ],
            check: { arguments in
                if arguments.out != nil && arguments.icons != nil {
                    throw ValueProblem(description: "--out and --icons: give one of them, not both")
                }
            })
    }

    /// Runs the command with the arguments after `generate-art`. Exit codes as the program's.
    static func run(_ words: [String]) -> Int32 {
        // Seconds of drawing with nothing printed: a signal ends it at once (the handler installed
        // at start), but waits for a write in progress to finish (the pictures written are whole).
        var status: Int32 = 0
        guard let arguments = table.read(words, status: &status) else { return status }
        do {
            if let icons = arguments.icons {
                try ArtGenerator.writeIcons(into: icons, writing: SignalWatch.whileWriting)
                print("wrote the icon at \(ArtGenerator.iconSizes.map { "\($0)x\($0)" }.joined(separator: ", ")) into \(icons)")
            } else {
                let output = arguments.out ?? ResourceLocator.resourcesDirectory() ?? "Resources"
                try ArtGenerator.generate(into: output, writing: SignalWatch.whileWriting)
                print("wrote \(ArtGenerator.fileNames.joined(separator: ", ")) into \(output)")
            }
            return 0
        } catch let error as ArtGeneratorError where error.isPlaceProblem {
            // Found before any drawing: the place asked for is bad input.
            printWarning("slideback: generate-art: \(error)")
            return 2
        } catch {
            return reportFailure(error, command: "generate-art", otherwise: 1)
        }
    }
}
