import SlideBackRender

/// `slideback generate-art`: the art drawn from code, either the resources' PNGs or the
/// application icon the install puts in the desktop's icon theme.
enum ArtCommand {
    /// The usage text.
    static let usage = """
    usage: slideback generate-art [--out DIR | --icons DIR]

    Draws the program's art from code: the page images and the back button of the resources
    folder, or the application icon at 48, 128 and 256 pixels as an icon theme lays it out.

    options:
      --out DIR      write the page images and the back button into DIR (default: the
                     resources folder the program finds)
      --icons DIR    write the icon as DIR/48x48/apps/slideback.png, ... (the install runs
                     it for share/icons/hicolor)
      -h, --help     show this help
    """

    /// Runs the command with the arguments after `generate-art`. Exit codes as the program's.
    static func run(_ arguments: [String]) -> Int32 {
        if arguments == ["-h"] || arguments == ["--help"] {
            print(usage)
            return 0
        }
        guard arguments.isEmpty || (arguments.count == 2 && ["--out", "--icons"].contains(arguments[0])) else {
            printWarning("slideback: generate-art: expected --out DIR or --icons DIR; usage: slideback generate-art [--out DIR | --icons DIR]")
            return 2
        }
        do {
            if arguments.first == "--icons" {
                try ArtGenerator.writeIcons(into: arguments[1])
                print("wrote the icon at \(ArtGenerator.iconSizes.map { "\($0)x\($0)" }.joined(separator: ", ")) into \(arguments[1])")
            } else {
                let output = arguments.count == 2 ? arguments[1] : ResourceLocator.resourcesDirectory() ?? "Resources"
                try ArtGenerator.generate(into: output)
                print("wrote \(ArtGenerator.fileNames.joined(separator: ", ")) into \(output)")
            }
            return 0
        } catch {
            printWarning("slideback: generate-art: \(error)")
            return 1
        }
    }
}
