/// `slideback man [--check FILE] [--markdown]`: prints the manual page, or checks a saved copy is
/// up to date (CI checks the repository's `packaging/slideback.1`), or prints the program's
/// options as the Markdown table `docs/reference.md` holds.
enum ManCommand {
    /// What `slideback man` is asked for.
    struct Arguments: CommandValues {
        /// `--check FILE`: compare instead of print.
        var check: String?
        /// `--markdown`: the options as a Markdown table instead of the page.
        var markdown = false
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
                .flag("--markdown", \.markdown,
                      help: "instead: print the program's options as a Markdown table (docs/reference.md holds it between marker comments)"),
            ],
            check: { arguments in
                if arguments.check != nil && arguments.markdown {
                    throw ValueProblem(description: "--check and --markdown: give one of them, not both")
                }
            })
    }

    /// Runs the command with the arguments after `man`. Exit codes as the program's; 1 for a
    /// saved page that is out of date.
    static func run(_ words: [String]) -> Int32 {
        var status: Int32 = 0
        guard let arguments = table.read(words, status: &status) else { return status }
        if arguments.markdown {
            print(OptionsMarkdown.table(Options.table.document), terminator: "")
            return 0
        }
        let page = ManPage.text(version: programVersion)
        guard let path = arguments.check else {
            print(page, terminator: "")
            return 0
        }
        return GeneratedFile.check(page, against: path, command: "man", remake: "slideback man")
    }
}
