import Foundation

/// `slideback man [--check FILE]`: prints the manual page, or checks a saved copy is up to date
/// (CI checks the repository's `docs/slideback.1`, as `scripts/cmake-lists --check` checks the
/// source lists).
enum ManCommand {
    /// The usage text.
    static let usage = """
    usage: slideback man [--check FILE]

    Prints the manual page (roff, for man), made from the usage texts of the program and of
    its commands: slideback man > slideback.1 && man ./slideback.1

    options:
      --check FILE   print nothing; exit 1 with a message if FILE differs from the page
      -h, --help     show this help
    """

    /// Runs the command with the arguments after `man`. Exit codes as the program's; 1 for a
    /// saved page that is out of date.
    static func run(_ arguments: [String]) -> Int32 {
        let page = ManPage.text(version: programVersion)
        switch arguments.count {
        case 0:
            print(page, terminator: "")
            return 0
        case 1 where ["-h", "--help"].contains(arguments[0]):
            print(usage)
            return 0
        case 2 where arguments[0] == "--check":
            let path = arguments[1]
            guard let saved = FileManager.default.contents(atPath: path) else {
                printWarning("slideback: man: --check: cannot read \(path)")
                return 2
            }
            guard saved == Data(page.utf8) else {
                printWarning("slideback: man: \(path) is out of date; run: slideback man > \(path)")
                return 1
            }
            return 0
        default:
            printWarning("slideback: man: expected nothing or --check FILE; usage: slideback man [--check FILE]")
            return 2
        }
    }
}
