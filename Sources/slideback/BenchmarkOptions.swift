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
    /// Measure the live loop's pacing on a simulated display instead (`--pacing`).
    var pacing = false

    /// The depth the session climbs to: `--depth`, or 12 for a quick run that did not ask.
    var effectiveDepth: Int { quick && !depthGiven ? min(depth, 12) : depth }
}

extension BenchmarkOptions: CommandValues {
    /// The option table of `slideback bench`.
    static var table: CommandTable<BenchmarkOptions> {
        CommandTable(
            command: "bench", summary: "frame times, snapshot memory and start-up of every style",
            about: ["Runs a fixed scripted session (pushes to a depth, drags, flings, animated push and pop, pop to root) for every "
                    + "style, headless with the software renderer, and prints frame times, the capture comparison, snapshot memory "
                    + "and start-up time."],
            options: [
                .flag("--json", \.json, help: "one JSON object instead of the table"),
                .value("--depth", "N", .integer(3...2000), \.depth, help: "stack depth of the deep part of the session",
                       then: { $0.depthGiven = true }),
                .value("--size", "WxH", .size(100...4096), \.size, help: "screen size in points"),
                .value("--scale", "S", .number(0.25...8), \.scale, default: "2: 828 x 1792 pixels", help: "pixels per point"),
                .value("--snapshot-budget", "MIB", .integer(0...65536), \.snapshotBudgetMiB, help: "snapshot texture memory budget in MiB"),
                .repeated("--style", "NAME", .styleName, \.styleNames, help: "run only this style (without it: every built-in, then any loaded)"),
                .repeated("--style-file", "FILE", .file, \.styleFiles, help: "load a style file, to run it too"),
                .optional("--scene", "FILE", .file, \.scenePath, default: "Resources/scene.json", help: "scene JSON"),
                .flag("--quick", \.quick, help: "a short session (depth 12 unless --depth is given) for CI"),
                .flag("--pacing", \.pacing, help: "instead: the live loop's pacing on a simulated display at 59.94 to 240 Hz "
                      + "(present error, aliased frames, latency), today's loop and ours"),
            ])
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
