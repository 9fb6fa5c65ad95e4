import SlideBackCore
import SlideBackRender

/// What `slideback check-bars` is asked to run.
struct CheckBarsOptions: Equatable {
    /// The styles, by name, in order; empty: every built-in, then every loaded one.
    var styleNames: [String] = []
    /// `--style-file FILE`, repeatable.
    var styleFiles: [String] = []
    /// The stress scene; `nil`: Resources/stress.json.
    var scenePath: String?
    /// One pair in six (CI's short run).
    var quick = false
    /// One JSON object instead of the table.
    var json = false
    /// Which SDL renderer draws the frames it samples (`auto`: software).
    var renderer = RendererChoice.auto
    /// `--direction`: which way the stress scene reads, over its own `"direction"`.
    var direction: LayoutDirection?
}

extension CheckBarsOptions: CommandValues {
    /// The option table of `slideback check-bars`.
    static var table: CommandTable<CheckBarsOptions> {
        CommandTable(
            command: "check-bars", summary: "wrong, stray and flashing bars in every style",
            about: ["Plays five cases (a full pop, a cancelled swipe, a fast flick, a re-grab during the settle, two pops in a row) "
                    + "in every style on every pair of bar states of the stress scene (Resources/stress.json), headless, and samples "
                    + "the status area and the bar of every frame. It counts the frames where (a) at rest the bar is not the top "
                    + "page's own, (b) mid-transition a bar pixel is neither the leaving page's bar nor the entering page's as they "
                    + "move (whole-page styles must show none; `system` shows many: its one bar cross-fades), (c) the bar flashes "
                    + "for one frame. Exit 0 when every whole-page style is clean and no style shows (a) or (c)."],
            options: [
                .flag("--json", \.json, help: "one JSON object instead of the table"),
                .flag("--quick", \.quick, help: "one pair of bar states in six: a short run for CI"),
                .renderer(\.renderer),
                .custom("--style", "NAME[,...]", .names(count: 1...1000, expected: "style names separated by commas"), default: nil,
                        help: "only these styles (without it: every built-in, then any loaded)", repeatable: true) { options, names in
                    options.styleNames += names
                },
                .repeated("--style-file", "FILE", .file, \.styleFiles, help: "load a style file, checked with the built-ins"),
                .optional("--scene", "FILE", .file, \.scenePath, default: "Resources/stress.json",
                          help: "another stress scene: every page is a bar state"),
                .optional("--direction", "DIR", .choice, \.direction, default: "the scene's \"direction\", ltr",
                          help: "rtl checks the mirrored run: bars sampled in the mirrored places"),
            ])
    }
}
