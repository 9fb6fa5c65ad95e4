/// `slideback man [--check FILE]`: prints the manual page, or checks a saved copy is up to date
/// (CI checks the repository's `packaging/slideback.1`).
enum ManCommand {
    /// What `slideback man` is asked for.
    struct Arguments: CommandValues {
        /// `--check FILE`: compare instead of print.
        var check: String?
    }

    /// The option table of `slideback man`.
    static var table: CommandTable<Arguments> {
        CommandTable(
            command: "man", summary: "the manual page",
            about: ["Prints the manual page (roff, for man), made from the option tables of the program and of its commands: "
                    + "slideback man > slideback.1 && man ./slideback.1"],
            options: [
                .optional("--check", "FILE", .file, \.check, default: nil,
                          help: "print nothing; exit 1 with a message if FILE differs from the page"),
            ])
    }

    /// Runs the command with the arguments after `man`. Exit codes as the program's; 1 for a
    /// saved page that is out of date.
    static func run(_ words: [String]) -> Int32 {
        var status: Int32 = 0
        guard let arguments = table.read(words, status: &status) else { return status }
        let page = ManPage.text(version: programVersion)
        guard let path = arguments.check else {
            print(page, terminator: "")
            return 0
        }
        return GeneratedFile.check(page, against: path, command: "man", remake: "slideback man")
    }
}
