import SlideBackCore
import SlideBackTools

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
                .renderer(\.renderer),
                .flag("--quick", \.quick, help: "a short session (depth 12 unless --depth is given) for CI"),
                .flag("--pacing", \.pacing, help: "instead: the live loop's pacing on a simulated display at 59.94 to 240 Hz "
                      + "(present error, aliased frames, latency), today's loop and ours"),
            ],
            // The same limit as the program's: the bench draws what --headless would.
            check: { try Options.checkPixelLimit(size: $0.size, scale: $0.scale) })
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
