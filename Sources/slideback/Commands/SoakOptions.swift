import SlideBackCore
import SlideBackRender

/// What `slideback soak` is asked to do: how long to play random input, from which seed, and how
/// to print the result.
struct SoakOptions: Equatable {
    /// Seconds of wall-clock time to run.
    var seconds = 600.0
    /// Seed of the random input, so a run can be repeated.
    var seed: UInt64 = 1
    /// Print one JSON object instead of the table.
    var json = false
    /// Which SDL renderer draws (`auto`: software).
    var renderer = RendererChoice.auto
}

extension SoakOptions: CommandValues {
    /// The option table of `slideback soak`.
    static var table: CommandTable<SoakOptions> {
        CommandTable(
            command: "soak", summary: "random input for a while; memory must stay flat",
            about: ["Plays random input (pushes, pops, drags, flings, style switches, compare mode, slow motion, the HUD and "
                    + "overlay, lost render targets) headless as fast as it can, and reports resident memory and live textures "
                    + "after a warm-up and at the end. A long run must stay flat."],
            options: [
                .value("--seconds", "S", .number(1...86_400), \.seconds, help: "how long to run"),
                .value("--seed", "N", .seed, \.seed, help: "seed of the random input"),
                .flag("--json", \.json, help: "one JSON object instead of the table"),
                .renderer(\.renderer),
            ])
    }
}
