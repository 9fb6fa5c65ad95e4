import Foundation
@testable import slideback
import XCTest

/// The option tables are the one source of every command's flags: each option they declare is
/// in the command's `--help` (and the program's in docs/reference.md's options table), the parser
/// accepts exactly them, its errors name the command, and the committed shell completions are
/// the ones the tables make.
final class OptionTableTests: ProgramTestCase {
    /// The checkout's root folder.
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every table's document, the program's first (command `nil`).
    private let documents = [Options.table.document] + ProgramCommand.allCases.map(\.document)

    /// The names of `document`'s options: `--size`, `-h`, `--help`.
    private func names(_ document: CommandDocument) -> [String] { document.options.flatMap(\.names) }

    func testEveryOptionOfEveryTableIsInItsHelp() throws {
        for document in documents {
            let help = try InProcess.run((document.command.map { [$0] } ?? []) + ["--help"], in: fixture)
            XCTAssertEqual(help.status, 0, help.standardError)
            let rows = help.standardOutput.split(separator: "\n").filter { $0.hasPrefix("  -") }.map { $0.dropFirst(2) }
            XCTAssertEqual(rows.count, document.options.count, "\(document.synopsis): one row an option")
            for option in document.options {
                XCTAssertTrue(rows.contains { $0.hasPrefix(option.column + " ") || $0 == option.column }, "\(document.synopsis): \(option.column)")
            }
            for argument in document.arguments {
                XCTAssertTrue(help.standardOutput.contains("\n  \(argument.column)  "), "\(document.synopsis): \(argument.column)")
            }
        }
    }

    func testTheReferencesOptionsTableIsWhatTheProgramPrints() throws {
        let printed = try fixture.run(["man", "--markdown"])
        XCTAssertEqual(printed.status, 0, printed.standardError)
        let page = try MarkdownPage("docs/reference.md")
        let section = try XCTUnwrap(page.between(OptionsMarkdown.startMarker, OptionsMarkdown.endMarker),
                                    "docs/reference.md holds the options table between its marker comments")
        XCTAssertEqual(section, printed.standardOutput,
                       "docs/reference.md's options table is stale: paste `slideback man --markdown` between its marker comments")
        let rows = section.split(separator: "\n").dropFirst(2)
        var listed: [String] = []
        for row in rows {
            let cell = row.split(separator: "|", omittingEmptySubsequences: true).first ?? ""
            listed += cell.split(separator: "`").filter { $0.hasPrefix("-") }.map { String($0.split(separator: " ")[0]) }
        }
        XCTAssertEqual(listed.sorted(), names(Options.table.document).sorted(), "the options table lists exactly the program's options")
        for option in Options.table.document.options where option.names.count == 1 {
            XCTAssertTrue(section.contains("| `\(option.column)` |"), "the options table writes \(option.column) as --help does")
        }
    }

    func testTheParserTakesEveryNameAndNoOther() throws {
        for document in documents {
            let all = names(document)
            XCTAssertEqual(Set(all).count, all.count, "\(document.synopsis): no name twice")
            XCTAssertTrue(all.allSatisfy { $0.hasPrefix("--") || $0 == "-h" }, "\(document.synopsis): \(all)")
        }
        // A value-less run of each of the program's flags parses, and an unknown one does not.
        XCTAssertTrue(try XCTUnwrap(Options.parse(["--headless", "--show-pointer", "--version"])).showsPointer)
        XCTAssertNil(try Options.parse(["--size", "500x900", "--help"]), "--help asks for the usage")
        XCTAssertThrowsError(try Options.parse(["--bogus"])) { XCTAssertTrue(($0 as? OptionError)?.showUsage ?? false) }
        let parsed = try XCTUnwrap(Options.parse(["--scale", "2", "--capture", "3:a.png", "--capture", "4:b.png", "--compare", "system,weibo"]))
        XCTAssertTrue(parsed.scaleGiven)
        XCTAssertEqual(parsed.captures, [Options.Capture(frame: 3, path: "a.png"), Options.Capture(frame: 4, path: "b.png")])
        XCTAssertEqual([parsed.style] + parsed.compareWith, ["system", "weibo"])
        XCTAssertTrue(parsed.stylesFromCompare)
    }

    func testErrorsNameTheCommandAndTheFlagOnOneLine() throws {
        let cases: [([String], String)] = [
            (["bench", "--depth", "abc"], #"slideback: bench: --depth: expected a whole number from 3 to 2000, got "abc""#),
            (["bench", "--depth"], "slideback: bench: --depth: missing value: the flag needs a value"),
            (["bench", "--size", "9x9"], #"slideback: bench: --size: expected WxH in points, each from 100 to 4096, got "9x9""#),
            (["bench", "--bogus"], #"slideback: bench: unknown flag "--bogus"; see slideback bench --help"#),
            (["soak", "--seconds", "0"], #"slideback: soak: --seconds: expected a number from 1 to 86400, got "0""#),
            (["soak", "--seed", "-1"], #"slideback: soak: --seed: expected a whole number from 0, got "-1""#),
            (["soak", "--seconds", "--json"], #"slideback: soak: --seconds: missing value: the flag needs a value, and the next argument "--json" is a flag"#),
            (["styles", "--bogus"], #"slideback: styles: unknown flag "--bogus"; see slideback styles --help"#),
            (["generate-art", "--out", "a", "--icons", "b"], "slideback: generate-art: --out and --icons: give one of them, not both"),
            (["generate-art", "extra"], #"slideback: generate-art: unknown flag "extra"; see slideback generate-art --help"#),
            (["man", "--check"], "slideback: man: --check: missing value: the flag needs a value"),
            (["man", "--check", "a.1", "--markdown"], "slideback: man: --check and --markdown: give one of them, not both"),
            (["completions"], "slideback: completions: expected SHELL (bash, zsh or fish); see slideback completions --help"),
            (["completions", "tcsh"], #"slideback: completions: unknown shell "tcsh" (shells: bash, zsh, fish)"#),
            (["completions", "bash", "zsh"], #"slideback: completions: unexpected argument "zsh"; see slideback completions --help"#),
            (["help", "bench", "soak"], #"slideback: help: unexpected argument "soak"; see slideback help --help"#),
        ]
        // The first through the program, which prints the line and exits 2; the rest in-process,
        // where each command's own code prints its line and returns 2.
        for (index, (arguments, line)) in cases.enumerated() {
            let result = index == 0 ? try fixture.run(arguments) : try InProcess.run(arguments, in: fixture)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertEqual(result.errorLines, [line], "\(arguments)")
            XCTAssertEqual(result.standardOutput, "", "\(arguments)")
        }
        XCTAssertEqual(InProcess.refusal(["--pan", "up"]), [#"slideback: --pan: expected edge, fullscreen or content, got "up""#])
    }

    func testTheCommittedCompletionsAreTheTables() throws {
        let files = ["bash": "slideback.bash", "zsh": "_slideback", "fish": "slideback.fish"]
        for (shell, file) in files.sorted(by: { $0.key < $1.key }) {
            let path = Self.root.appendingPathComponent("packaging/completions/\(file)").path
            let check = try fixture.run(["completions", shell, "--check", path])
            XCTAssertEqual(check.status, 0, "run `swift run slideback completions \(shell) > packaging/completions/\(file)`; \(check.standardError)")
            let script = try fixture.run(["completions", shell]).standardOutput
            for document in documents {
                for name in names(document) where name.hasPrefix("--") {
                    let written = shell == "fish" ? "-l \(name.dropFirst(2))" : name
                    XCTAssertTrue(script.contains(written), "\(shell): \(document.synopsis): \(name)")
                }
            }
            let stale = try fixture.write(script + "# edited\n", to: "stale-\(file)")
            let outOfDate = try fixture.run(["completions", shell, "--check", stale])
            XCTAssertEqual(outOfDate.status, 1)
            XCTAssertEqual(outOfDate.errorLines, ["slideback: completions: \(stale) is out of date; run: slideback completions \(shell) > \(stale)"])
        }
    }

    func testTheBashCompletionCompletesCommandsFlagsAndValues() throws {
        let script = Self.root.appendingPathComponent("packaging/completions/slideback.bash").path
        let probe = """
        source '\(script)'
        complete_line() { COMP_WORDS=("$@"); COMP_CWORD=$(( $# - 1 )); COMPREPLY=(); _slideback; echo "${COMPREPLY[*]}"; }
        complete_line slideback ch
        complete_line slideback --settle-c
        complete_line slideback --release f
        complete_line slideback bench --pa
        complete_line slideback help ge
        complete_line slideback completions z
        complete_line slideback --frames ''
        """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", probe]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        process.waitUntilExit()
        let lines = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(Array(lines.prefix(7)), ["check-bars", "--settle-curve", "fling", "--pacing", "generate-art", "zsh", ""])
    }
}
