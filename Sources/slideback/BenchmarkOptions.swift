import SlideBackCore

/// What `slideback bench` is asked to measure: the screen, the depth of the deep part of the
/// session, the snapshot budget, the styles, and how to print the result.
struct BenchmarkOptions: Equatable {
    /// Screen size in points.
    var size = Size(width: 414, height: 896)
    /// Pixels per point: 2 makes the seeds' 828 x 1792 pixels.
    var scale = 2.0
    /// Stack depth (pages on the stack, the root included) of the deep part of the session.
    var depth = 200
    /// Whether `--depth` was given (`--quick` otherwise picks a shallow one).
    var depthGiven = false
    /// Snapshot memory budget in MiB.
    var snapshotBudgetMiB = 64
    /// The styles to run, by name, in order; empty: every built-in, then every loaded one.
    var styleNames: [String] = []
    /// `--style-file FILE`, repeatable: styles loaded to run (and to name with `--style`).
    var styleFiles: [String] = []
    /// Print one JSON object instead of the table.
    var json = false
    /// A short session that proves the benchmark works (CI), not one to quote numbers from.
    var quick = false
    /// Scene file; `nil` uses the default scene in Resources/.
    var scenePath: String?
    /// Print usage and stop.
    var showHelp = false
    /// Measure the live loop's pacing on a simulated display instead (`--pacing`).
    var pacing = false

    /// The depth the session climbs to: `--depth`, or 12 for a quick run that did not ask.
    var effectiveDepth: Int { quick && !depthGiven ? min(depth, 12) : depth }

    /// The usage text.
    static let usage = """
    usage: slideback bench [options]

    Runs a fixed scripted session (pushes to a depth, drags, flings, animated push and pop,
    pop to root) for every style, headless with the software renderer, and prints frame times,
    the capture comparison, snapshot memory and start-up time.

    options:
      --json                  one JSON object instead of the table
      --depth N               stack depth of the deep part of the session, 3 to 2000 (default 200)
      --size WxH              screen size in points, 100 to 4096 each (default 414x896)
      --scale S               pixels per point, 0.25 to 8 (default 2: 828 x 1792 pixels)
      --snapshot-budget MIB   snapshot texture memory budget, 0 to 65536 (default 64)
      --style NAME            run only this style (repeatable; default all five, then any loaded)
      --style-file FILE       load a style file, to run it too (repeatable)
      --scene FILE            scene JSON (default Resources/scene.json)
      --quick                 a short session (depth 12 unless --depth is given) for CI
      --pacing                instead: the live loop's pacing on a simulated display at 59.94 to
                              240 Hz (present error, aliased frames, latency), today's loop and ours
      -h, --help              show this help
    """

    /// Parses the arguments after `bench`; an error names the flag in one line.
    static func parse(_ arguments: [String]) throws -> BenchmarkOptions {
        var options = BenchmarkOptions()
        var remaining = arguments[...]
        while let flag = remaining.popFirst() {
            func value() throws -> String {
                guard let next = remaining.popFirst() else { throw OptionError(description: "bench: \(flag) needs a value") }
                return next
            }
            switch flag {
            case "-h", "--help": options.showHelp = true
            case "--json": options.json = true
            case "--quick": options.quick = true
            case "--pacing": options.pacing = true
            case "--depth":
                options.depth = try integer(flag, try value(), in: 3...2000)
                options.depthGiven = true
            case "--size": options.size = try Options.parse(["--size", try value()]).size
            case "--scale": options.scale = try Options.parse(["--scale", try value()]).scale
            case "--snapshot-budget": options.snapshotBudgetMiB = try integer(flag, try value(), in: 0...65536)
            case "--style": options.styleNames.append(try value())
            case "--style-file": options.styleFiles.append(try Options.parse(["--style-file", try value()]).styleFiles[0])
            case "--scene": options.scenePath = try Options.parse(["--scene", try value()]).scenePath
            default:
                throw OptionError(description: "bench: unknown flag \"\(flag.prefix(40))\" (see slideback bench --help)")
            }
        }
        return options
    }

    /// A whole number within `range`, or an error naming the flag.
    private static func integer(_ flag: String, _ text: String, in range: ClosedRange<Int>) throws -> Int {
        guard let value = Int(text), range.contains(value) else {
            throw OptionError(description: "bench: \(flag): expected a whole number from \(range.lowerBound) to \(range.upperBound), got \"\(text.prefix(40))\"")
        }
        return value
    }
}

extension BenchmarkOptions {
    /// The styles to run: those named, or every built-in then every loaded one. Loading a style
    /// file or naming an unknown style fails with one line naming it.
    func styles() throws -> [StyleSpec] {
        let catalog = try loadStyleFiles(styleFiles)
        guard !styleNames.isEmpty else { return catalog.specs }
        return try styleNames.map { name in
            guard let spec = catalog.spec(named: name) else {
                throw OptionError(description: "bench: --style: unknown style \"\(name.prefix(40))\" (known: \(catalog.knownNames))")
            }
            return spec
        }
    }
}
