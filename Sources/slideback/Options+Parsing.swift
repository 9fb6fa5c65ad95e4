import SlideBackCore

/// A command line that cannot be run; the message names the flag and what was wrong.
struct OptionError: Error, CustomStringConvertible {
    /// One line, naming the flag.
    let description: String
    /// Whether the usage text should follow (unknown flags).
    var showUsage = false
}

extension Options {
    /// Parses the arguments after the program name.
    static func parse(_ arguments: [String]) throws -> Options {
        var options = Options()
        var remaining = arguments[...]
        while let flag = remaining.popFirst() {
            func value() throws -> String {
                guard let next = remaining.first else { throw OptionError(description: "\(flag): missing value: the flag needs a value") }
                // `--scene --frames 1` forgot the file: saying "unknown flag 1" would mislead.
                if next.hasPrefix("--") {
                    throw OptionError(description: "\(flag): missing value: the flag needs a value, and the next argument \"\(next.prefix(40))\" is a flag")
                }
                remaining.removeFirst()
                return next
            }
            switch flag {
            case "-h", "--help": options.showHelp = true
            case "--version": options.showVersion = true
            case "--headless": options.headless = true
            case "--show-pointer": options.showsPointer = true
            case "--size": options.size = try parseSize(try value())
            case "--scale":
                options.scale = try number(flag, try value(), in: 0.25...8)
                options.scaleGiven = true
            case "--scene": options.scenePath = try path(flag, try value())
            case "--style":
                options.style = try value()
            case "--style-file": options.styleFiles.append(try path(flag, try value()))
            case "--compare":
                let names = try value().split(separator: ",", omittingEmptySubsequences: false).map(String.init)
                guard (2...Stage.maximumScreens).contains(names.count) else {
                    throw OptionError(description: "--compare: expected two to four styles such as system,slideback")
                }
                options.style = names[0]
                options.compareWith = Array(names.dropFirst())
                options.stylesFromCompare = true
            case "--pan":
                let name = try value()
                guard let mode = PanMode(rawValue: name) else {
                    throw OptionError(description: "--pan: expected edge, fullscreen or content, got \"\(name.prefix(40))\"")
                }
                options.panMode = mode
            case "--edge-width": options.edgeWidth = try number(flag, try value(), in: 1...1000)
            case "--max-start-distance": options.maximumStartDistance = try number(flag, try value(), in: 1...10_000)
            case "--release": options.release = try named(flag, try value(), ReleaseRule.self)
            case "--settle-curve": options.settleCurve = try named(flag, try value(), SettleCurve.self)
            case "--duration": options.duration = try number(flag, try value(), in: 0...60)
            case "--settle-duration": options.settleDuration = try number(flag, try value(), in: 0...60)
            case "--time-scale": options.timeScale = try number(flag, try value(), in: 0.01...100)
            case "--slow-motion-factor": options.slowMotionFactor = try number(flag, try value(), in: 0.01...100)
            case "--script": options.scriptPath = try path(flag, try value())
            case "--frames": options.frames = try integer(flag, try value(), in: 1...10_000_000)
            case "--capture": options.captures.append(try parseCapture(try value()))
            case "--font": options.fontPath = try path(flag, try value())
            case "--snapshot-budget": options.snapshotBudgetMiB = try integer(flag, try value(), in: 0...65536)
            case "--image-budget": options.imageBudgetMiB = try integer(flag, try value(), in: 0...65536)
            case "--record": options.recordDirectory = try path(flag, try value())
            case "--gif": options.gifPath = try path(flag, try value())
            case "--video":
                let file = try path(flag, try value())
                _ = try VideoRecording(path: file)
                options.videoPath = file
            case "--gif-scale": options.gifScale = try number(flag, try value(), in: 0.05...1)
            case "--contact-sheet": options.contactSheetPath = try path(flag, try value())
            case "--record-input": options.recordInputPath = try path(flag, try value())
            case "--trace": options.tracePath = try path(flag, try value())
            case "--plot": options.plotPath = try path(flag, try value())
            case "--tune-out": options.tuneOutPath = try path(flag, try value())
            case "--graph-seconds": options.graphSeconds = try number(flag, try value(), in: 0.5...60)
            default:
                throw OptionError(description: "unknown flag \"\(flag.prefix(40))\"", showUsage: true)
            }
        }
        if let frames = options.frames, let late = options.captures.first(where: { $0.frame >= frames }) {
            // Otherwise the run ends before that frame and the PNG is silently never written.
            throw OptionError(description: "--capture: frame \(late.frame) is never drawn: --frames \(frames) draws frames 0 to \(frames - 1)")
        }
        let screens = Double(1 + options.compareWith.count)
        let window = Size(width: options.size.width * screens, height: options.size.height)
        if !PixelLimit.fits(width: window.width * options.scale, height: window.height * options.scale) {
            let flags = options.compareWith.isEmpty ? "--size \(format(options.size.width))x\(format(options.size.height)) with --scale \(format(options.scale))"
                : "--size \(format(options.size.width))x\(format(options.size.height)) with --scale \(format(options.scale)) and \(Int(screens)) screens of --compare"
            throw OptionError(description: "\(flags) is a window of \(PixelLimit.pixelText(window, scale: options.scale)), over \(PixelLimit.text); "
                              + "choose a smaller --size or --scale")
        }
        if let edgeWidth = options.edgeWidth, edgeWidth > options.size.width {
            throw OptionError(description: "--edge-width: \(edgeWidth) is wider than the screen (\(options.size.width) pt)")
        }
        // Without style files every name is known now: say so before anything is loaded.
        if options.styleFiles.isEmpty { _ = try options.resolveStyles(in: StyleCatalog()) }
        return options
    }

    private static func number(_ flag: String, _ text: String, in range: ClosedRange<Double>) throws -> Double {
        guard let value = Double(text), value.isFinite, range.contains(value) else {
            throw OptionError(description: "\(flag): expected a number from \(format(range.lowerBound)) to \(format(range.upperBound)), got \"\(text.prefix(40))\"")
        }
        return value
    }

    private static func integer(_ flag: String, _ text: String, in range: ClosedRange<Int>) throws -> Int {
        guard let value = Int(text), range.contains(value) else {
            throw OptionError(description: "\(flag): expected a whole number from \(range.lowerBound) to \(range.upperBound), got \"\(text.prefix(40))\"")
        }
        return value
    }

    /// The styles `--style` and `--compare` name, found in `catalog`; an unknown name is an
    /// error naming the flag and listing the known ones.
    func resolveStyles(in catalog: StyleCatalog) throws -> (style: StyleSpec, compareWith: [StyleSpec]) {
        let flag = stylesFromCompare ? "--compare" : "--style"
        func find(_ name: String) throws -> StyleSpec {
            guard let spec = catalog.spec(named: name) else {
                throw OptionError(description: "\(flag): unknown style \"\(name.prefix(40))\" (known: \(catalog.knownNames))")
            }
            return spec
        }
        return (try find(style), try compareWith.map(find))
    }

    /// A value of a named choice (`--release`, `--settle-curve`), or an error listing the choices.
    private static func named<Choice: RawRepresentable & CaseIterable>(_ flag: String, _ name: String, _: Choice.Type) throws -> Choice
        where Choice.RawValue == String {
        guard let choice = Choice(rawValue: name) else {
            let known = Choice.allCases.map(\.rawValue).joined(separator: ", ")
            throw OptionError(description: "\(flag): unknown choice \"\(name.prefix(40))\" (known: \(known))")
        }
        return choice
    }

    private static func path(_ flag: String, _ text: String) throws -> String {
        guard !text.isEmpty else { throw OptionError(description: "\(flag): expected a file path, got an empty string") }
        return text
    }

    private static func parseSize(_ text: String) throws -> Size {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
              (100...4096).contains(width), (100...4096).contains(height) else {
            throw OptionError(description: "--size: expected WxH in points, each from 100 to 4096, got \"\(text.prefix(40))\"")
        }
        return Size(width: width, height: height)
    }

    private static func parseCapture(_ text: String) throws -> Capture {
        guard let colon = text.firstIndex(of: ":"), let frame = Int(text[..<colon]), frame >= 0, frame <= 10_000_000 else {
            throw OptionError(description: "--capture: expected FRAME:PATH with FRAME a whole number from 0 to 10000000, got \"\(text.prefix(40))\"")
        }
        let path = String(text[text.index(after: colon)...])
        guard !path.isEmpty else { throw OptionError(description: "--capture: \"\(text.prefix(40))\" has no PATH after the colon") }
        return Capture(frame: frame, path: path)
    }

    private static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
