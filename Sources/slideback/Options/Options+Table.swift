import Foundation
import SlideBackCore
import SlideBackRecording
import SlideBackRender

extension Options: CommandValues {
    /// The program's option table: every flag of `slideback [options]`, read by `parse`, listed
    /// by `--help`, the man page and the shell completions.
    static var table: CommandTable<Options> {
        CommandTable(
            command: nil, summary: "the demo itself",
            about: ["Shows the whole-page slide-back and its relatives in an SDL2 window."],
            options: [
                .value("--size", "WxH", .size(100...4096), \.size, help: "screen size in points"),
                .value("--scale", "S", .number(0.25...8), \.scale, help: "pixels per point; the window and captures are points x S",
                       then: { $0.scaleGiven = true }),
                .optional("--scene", "FILE", .file, \.scenePath, default: "Resources/scene.json",
                          help: "scene JSON; image paths are relative to it"),
                .repeated("--screens", "PATH", .file, \.screens,
                          help: "make the scene from screenshots instead: PATH is a folder (its PNG and JPEG files in name order, "
                              + "2 before 10) or one image; each is a page, drawn with no bar, status text or clock over it"),
                .value("--style", "NAME", .styleName, \.style,
                       help: "transition style: \(wordList(StyleSpec.builtIns.map(\.name))), or one loaded by --style-file; "
                           + "keys 1-5 and Tab switch while running"),
                .repeated("--style-file", "FILE", .file, \.styleFiles,
                          help: "load a style from a JSON style file; its name then works with --style, --compare and Tab"),
                .custom("--compare", "A,B[,C[,D]]", .names(count: 2...Stage.maximumScreens, expected: "two to four styles such as system,slideback"),
                        default: "off", help: "two to four styles side by side at full size, driven by the same input "
                            + "(C puts them away and brings them back; without --compare, C pairs the style with the system baseline)") { options, names in
                    options.style = names[0]
                    options.compareWith = Array(names.dropFirst())
                    options.stylesFromCompare = true
                },
                .optional("--pan", "MODE", .choice, \.panMode, default: "the style's; weibo fullscreen, ios26 content, the others edge",
                          help: "where a back swipe may start: the edge strip, anywhere, or anywhere but on content that scrolls sideways"),
                .optional("--direction", "DIR", .choice, \.direction, default: "the scene's \"direction\", ltr",
                          help: "rtl mirrors the run: the back button and the back swipe's edge on the right, every transform mirrored"),
                .optional("--edge-width", "PT", .number(1...1000), \.edgeWidth, default: "the style's, 20",
                          help: "width of the left-edge swipe strip"),
                .optional("--max-start-distance", "PT", .number(1...10_000), \.maximumStartDistance, default: "no limit",
                          help: "a swipe may start at most this far from the left edge"),
                .optional("--release", "RULE", .choice, \.release, default: "the style's; slideback and system fling, the seed styles distance",
                          help: "how a release decides whether the page pops"),
                .optional("--settle-curve", "CURVE", .choice, \.settleCurve,
                          default: "the style's; slideback and system flutter, the seed styles seed", help: "how a released page travels"),
                .optional("--duration", "SECONDS", .number(0...60), \.duration, default: "the style's, 0.4", help: "push/pop animation time"),
                .optional("--settle-duration", "SECONDS", .number(0...60), \.settleDuration, default: "the style's; 0.3, weibo 0.25",
                          help: "release animation time on the seed curve (flutter and spring time themselves)"),
                .value("--time-scale", "X", .number(0.01...100), \.timeScale, help: "starting animation speed, 1 = real time"),
                .value("--slow-motion-factor", "X", .number(0.01...100), \.slowMotionFactor, help: "speed while slow motion (S) is on"),
                .flag("--no-fit", \.noFit,
                      help: "keep --scale where the window would not fit the display (by default it is scaled down to fit and kept on the screen)"),
                .flag("--reduce-motion", \.reduceMotion,
                      help: "start with motion reduced, as each style's platform does: the iOS styles cross-fade, the Android ones "
                          + "end their animations at once, the Flutter ones ignore it (M toggles it)"),
                .flag("--headless", \.headless, help: "no window: SDL's dummy video driver and the software renderer"),
                .renderer(\.renderer),
                .flag("--show-pointer", \.showsPointer,
                      help: "draw the finger, a translucent circle with a short trail, in the window and in recordings"),
                .flag("--no-hints", \.noHints,
                      help: "no line of the main keys at the bottom of a window run by hand (it goes at the first key)"),
                .optional("--script", "FILE", .file, \.scriptPath, default: nil,
                          help: "timed input (JSON), events applied before their frame is drawn"),
                .optional("--frames", "N", .integer(1...10_000_000), \.frames, default: "until the script, captures and animations are done",
                          help: "run exactly N frames"),
                .repeated("--capture", "FRAME:PATH", .capture, \.captures, help: "write frame FRAME as a PNG at the window's pixel size"),
                .optional("--font", "FILE", .file, \.fontPath, default: "DejaVu Sans Bold", help: "TrueType font for text"),
                .value("--snapshot-budget", "MIB", .integer(0...65536), \.snapshotBudgetMiB,
                       help: "snapshot texture memory in MiB; the least recently needed pictures beyond it are evicted and redrawn"),
                .value("--image-budget", "MIB", .integer(0...65536), \.imageBudgetMiB,
                       help: "decoded page-image memory in MiB; the least recently shown images beyond it are evicted and decoded again"),
                .optional("--record", "DIR", .folder, \.recordDirectory, default: "off",
                          help: "write every frame as DIR/frame-00000.png, ... numbered by frame (DIR is made if missing)"),
                .optional("--gif", "PATH", .file, \.gifPath, default: "off",
                          help: "write the run as an animated GIF, every other frame, looping"),
                .custom("--video", "FILE", .file, default: "off",
                        help: "write the run as a real-time 60 fps video, .mp4 (H.264) or .webm (VP9), through the ffmpeg program") { options, file in
                    if let problem = VideoRecording.nameProblem(file) { throw ValueProblem(description: problem) }
                    options.videoPath = file
                },
                .flag("--caption", \.caption,
                      help: "put a strip under every --gif and --video frame naming each screen's style and the constants it changes "
                          + "from its base, for sharing"),
                .value("--gif-scale", "X", .number(0.05...1), \.gifScale, help: "GIF size as a fraction of the window's pixels"),
                .optional("--contact-sheet", "PATH", .file, \.contactSheetPath, default: "off",
                          help: "write one PNG of 12 evenly spaced frames at 1/4 size, 4 a row, labelled with their frame numbers"),
                .optional("--record-input", "FILE", .file, \.recordInputPath, default: "off",
                          help: "save the input applied as a --script file when the program ends, Q and closing the window included; "
                              + "- for standard output"),
                .optional("--trace", "FILE.csv", .file, \.tracePath, default: "off",
                          help: "write one CSV row per frame: pointer, progress, page positions, dimming, velocity and phase; "
                              + "- for standard output"),
                .optional("--plot", "FILE.png", .file, \.plotPath, default: "off",
                          help: "write the motion graphs of the whole run as one picture when it ends"),
                .repeated("--reference", "FILE", .file, \.references,
                          help: "measure every screen's motion against a reference: a CSV of time_s,x_pt (or time_s,progress), a --trace file, "
                              + "or a screen recording (.mp4, .mov, .webm, .gif, read through ffmpeg) whose moving page edge is tracked; "
                              + "drawn dashed on the graphs and --plot, its error in the HUD, --trace and the plot"),
                .optional("--reference-crop", "X,Y,W,H", .crop, \.referenceCrop, default: "the whole frame",
                          help: "the part of a --reference recording that is the screen, in the recording's pixels"),
                .optional("--reference-width", "PT", .number(1...100_000), \.referenceWidth, default: "the screen's width (--size)",
                          help: "the width in points that a --reference recording's screen, or a progress of 1, stands for"),
                .value("--reference-align", "MODE", .choice, \.referenceAlignment,
                       help: "how a reference's time is laid over a screen's: auto (release for a swipe, start otherwise), start "
                           + "(where each passes 10% of the travel), release (where the reference's page is where the swipe was let go), "
                           + "or best (the shift within 0.5 s that fits best)"),
                .value("--graph-seconds", "S", .number(0.5...60), \.graphSeconds, help: "seconds of motion the graph panel (G) shows"),
                .optional("--tune-out", "FILE", .file, \.tuneOutPath, default: "NAME-tuned.json in the working folder",
                          help: "where W in the tuning panel (T) writes the tuned style file"),
                .value("--export-target", "TARGET", .word(ExportTarget.names, noun: "target"), \.exportTarget,
                       help: "what E in the tuning panel writes beside the tuned style file, with the web page (see slideback export)"),
                .flag("--version", \.showVersion, help: "print slideback VERSION, one line, and stop"),
            ],
            notes: [CommandDocument.Note(title: "keys", text: keysText)],
            check: { try $0.checkTogether() })
    }

    /// The keys of a window, as `--help` and the man page list them.
    static let keysText = "Right/Enter push, Left/Backspace/Escape pop, Home pop to root, 1-5 style (the left screen's when comparing), "
        + "Tab / Shift+Tab next / previous style, C compare mode, S slow motion, M reduce motion, 6-9 speed 1x/0.5x/0.25x/0.1x, P pause, "
        + ". , [ ] a step / ten on and back while paused, H HUD, O layer overlay, G motion graphs, K onion skin, "
        + "T tuning panel (arrows, Shift, R, W), ? or F1 key help, Q quit"

    /// The usage text `--help` prints: the program's options, after the command lines.
    static var usage: String {
        table.document.usage(commands: ProgramCommand.allCases.map(\.document))
    }
}

extension OptionValue where Value == Options.Capture {
    /// `FRAME:PATH`: a frame number and where to write it.
    static var capture: OptionValue {
        OptionValue(range: "FRAME from 0 to 10000000", completion: .file, describe: { "\($0.frame):\($0.path)" }) { text in
            guard let colon = text.firstIndex(of: ":"), let frame = Int(text[..<colon]), frame >= 0, frame <= 10_000_000 else {
                throw ValueProblem.expected("FRAME:PATH with FRAME a whole number from 0 to 10000000", got: text)
            }
            let path = String(text[text.index(after: colon)...])
            guard !path.isEmpty else { throw ValueProblem(description: "\"\(text.prefix(40))\" has no PATH after the colon") }
            return Options.Capture(frame: frame, path: path)
        }
    }
}

extension OptionValue where Value == ReferenceCrop {
    /// `X,Y,W,H`: whole pixels, W and H at least 8.
    static var crop: OptionValue {
        OptionValue(range: nil, completion: .nothing, describe: \.description) { text in
            let numbers = text.split(separator: ",", omittingEmptySubsequences: false).map { Int($0.trimmingCharacters(in: .whitespaces)) }
            guard numbers.count == 4, let x = numbers[0], let y = numbers[1], let width = numbers[2], let height = numbers[3],
                  x >= 0, y >= 0, (8...100_000).contains(width), (8...100_000).contains(height), x <= 100_000, y <= 100_000 else {
                throw ValueProblem.expected("X,Y,W,H in whole pixels, X and Y from 0, W and H from 8 to 100000", got: text)
            }
            return ReferenceCrop(x: x, y: y, width: width, height: height)
        }
    }
}

extension CommandOption {
    /// `--renderer`, the same in every command that draws: declared once.
    static func renderer(_ keyPath: WritableKeyPath<Values, RendererChoice>) -> CommandOption {
        .value("--renderer", "NAME", .choice, keyPath,
               help: "which SDL renderer draws: auto (SDL's choice in a window, software headless), software, opengl or opengles2 "
                   + "(headless, a GPU renderer draws through SDL's offscreen driver and EGL)")
    }
}
