import Foundation

/// The manual page `slideback man` prints and the install puts in `share/man/man1`: roff for
/// man(1), made from the option tables `--help` and each command's `--help` print, plus the
/// sections a man page has and a usage text does not (environment, files, exit status).
enum ManPage {
    /// The whole page. It holds no date, so the same program always prints the same page and a
    /// committed copy can be checked against it.
    static func text(version: String) -> String {
        let program = Options.table.document
        let commands = ProgramCommand.allCases.map(\.document)
        var lines = [
            #".TH SLIDEBACK 1 "" "slideback \#(version)" "User Commands""#,
            ".SH NAME",
            #"slideback \- the whole-page slide-back and its relatives, in an SDL2 window"#,
            ".SH SYNOPSIS",
        ]
        lines += [".nf"] + ([program] + commands).map { escaped($0.synopsis) } + [".fi"]
        lines.append(".SH DESCRIPTION")
        lines += paragraphs(program.about)
        lines.append(".SH OPTIONS")
        lines += options(program.options)
        for note in program.notes {
            lines += [".SH \(escaped(note.title.uppercased()))", escaped(note.text)]
        }
        lines.append(".SH COMMANDS")
        for command in commands {
            lines.append(".SS \(escaped(command.synopsis))")
            lines += paragraphs(command.about)
            lines += options(command.arguments + command.options)
        }
        lines += FileFormat.allCases.flatMap(\.roff)
        lines.append(".SH EXAMPLES")
        for (command, what) in examples {
            lines += [".PP", escaped(what), ".RS 4", ".nf", escaped(command), ".fi", ".RE"]
        }
        lines += [
            ".SH ENVIRONMENT",
            ".TP", #"\fBSLIDEBACK_RESOURCES\fR"#,
            "the folder holding the default scene (scene.json), the page art and the back button; it is tried before any other",
            ".TP", #"\fBSDL_VIDEODRIVER\fR"#,
            "SDL's video driver; --headless chooses the dummy driver by itself",
            ".SH FILES",
            ".TP", #"\fIPREFIX\fP/share/slideback"#,
            "the resources of a program installed as \(escaped("PREFIX/bin/slideback")) (cmake \\-\\-install); "
                + "a program run from its build folder uses the checkout's Resources folder",
            ".SH EXIT STATUS",
            "0 done, 1 the run failed (no display, a file could not be written), 2 bad input "
                + "(an unknown flag prints the usage; a bad value names the flag; a malformed file names the file, line and column).",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// The EXAMPLES section: what each command line does, then the line.
    static let examples: [(command: String, what: String)] = [
        ("slideback", "Swipe back in a window, in our style; ? lists the keys."),
        ("slideback --compare system,slideback", "The stock transition and ours side by side, driven by the same finger."),
        ("slideback --screens ~/shots", "Your own screenshots, a page each in name order, with nothing drawn over them."),
        ("slideback --style-file mine.json --compare slideback,mine", "A style of your own beside ours (see STYLE FILES)."),
        ("slideback styles --export slideback > mine.json", "A built-in style as a file to start from."),
        ("slideback --headless --script drag.json --capture 41:drag.png --scale 2", "A scripted drag, frame 41 written as a PNG."),
        ("slideback --headless --script drag.json --gif drag.gif --caption", "The same as a GIF, its style and constants burnt in."),
        ("slideback --headless --script drag.json --plot plot.png --trace drag.csv", "Its motion graphs as a picture and its numbers as CSV."),
        ("slideback --record-input take.json", "Save what you did in a window, to replay it with --script."),
        ("slideback check-bars --quick", "Check every style for bars that belong to neither page."),
        ("slideback bench", "Time every style's frames."),
        ("slideback help scene", "The scene file format (also: style, script)."),
    ]

    /// Paragraphs, each its own `.PP`.
    private static func paragraphs(_ texts: [String]) -> [String] {
        texts.flatMap { [".PP", escaped($0)] }
    }

    /// Options as a tagged list: the flags in bold, their value names in italics.
    private static func options(_ options: [CommandDocument.Entry]) -> [String] {
        options.flatMap { option in [".TP", flags(option.column), escaped(option.fullHelp)] }
    }

    /// `--size WxH` as `\fB\-\-size\fR \fIWxH\fR`; `-h, --help` keeps its comma plain; an
    /// argument (`COMMAND`) is in italics.
    private static func flags(_ text: String) -> String {
        text.split(separator: " ").map { word -> String in
            let comma = word.hasSuffix(",") ? "," : ""
            let bare = String(comma.isEmpty ? word : word.dropLast())
            let font = bare.hasPrefix("-") ? "B" : "I"
            return "\\f\(font)\(escaped(bare))\\fR\(comma)"
        }.joined(separator: " ")
    }

    /// Text made safe for roff: backslashes and minus signs escaped, and a line that would start
    /// with a control character (`.` or `'`) guarded.
    static func escaped(_ text: String) -> String {
        let safe = text.replacingOccurrences(of: "\\", with: "\\e").replacingOccurrences(of: "-", with: "\\-")
        return safe.hasPrefix(".") || safe.hasPrefix("'") ? "\\&" + safe : safe
    }
}
