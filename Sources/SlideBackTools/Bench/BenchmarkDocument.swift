import SlideBackCore

/// What `slideback bench --json` prints: the figures under their keys (`BenchmarkReport.figures`),
/// the run's settings, wall-clock percentiles beside the CPU ones, which goals were met, and the
/// frame figures per style. The keys are a contract (CI and the tests read them).
struct BenchmarkDocument: Encodable {
    /// Each figure of `BenchmarkReport.figures`, by its key: counts whole, times to 3 decimals.
    let figures: [(key: String, value: Double, isInteger: Bool)]
    let wallMsP50: ReportNumber
    let wallMsP99: ReportNumber
    /// What the frame times are: this thread's CPU time, or on a GPU renderer the process's
    /// (its drawing runs on other threads).
    var clock: String { renderer == "software" ? "thread-cpu" : "process-cpu" }
    /// The build of the renderer's own pixel loops that drew: "avx2" or "portable".
    let pixelLoops: String
    /// The SDL renderer that drew.
    let renderer: String
    let version: String
    let frames: Int
    let depth: Int
    let shallowDepth: Int
    let width: Int
    let height: Int
    let scale: ReportNumber
    let quick: Bool
    let snapshotEvictions: Int
    let snapshotRepaints: Int
    let framesOverBudget: Int
    /// Whether each figure with a goal met it, by the figure's key.
    let goalsMet: [String: Bool]
    /// The same frame figures for each style alone, by the style's name.
    let styles: [String: StyleFigures]
    /// Each style's overdraw (`overdraw_mean`, `overdraw_max`), by the style's name: an object
    /// of its own, so the keys of `styles` stay the contract they are.
    let overdraw: [String: Overdraw]

    /// One style's pixels drawn per window pixel.
    struct Overdraw: Encodable {
        let overdrawMean: ReportNumber
        let overdrawMax: ReportNumber

        private enum CodingKeys: String, CodingKey {
            case overdrawMean = "overdraw_mean", overdrawMax = "overdraw_max"
        }

        /// The overdraw of one style's record.
        init(_ record: StyleRecord) {
            overdrawMean = ReportNumber(record.overdrawMean)
            overdrawMax = ReportNumber(record.overdrawMax)
        }
    }

    /// One style's frame figures.
    struct StyleFigures: Encodable {
        let frames: Int
        let frameMsP50: ReportNumber
        let frameMsP95: ReportNumber
        let frameMsP99: ReportNumber
        let frameMsMax: ReportNumber
        let hitchMsPerS: ReportNumber
        let depthRatio: ReportNumber
        let snapshotBytesMax: Int
        let texturesCreatedSteady: Int
        let snapshotEvictions: Int

        private enum CodingKeys: String, CodingKey {
            case frames, frameMsP50 = "frame_ms_p50", frameMsP95 = "frame_ms_p95", frameMsP99 = "frame_ms_p99"
            case frameMsMax = "frame_ms_max", hitchMsPerS = "hitch_ms_per_s", depthRatio = "depth_ratio"
            case snapshotBytesMax = "snapshot_bytes_max", texturesCreatedSteady = "textures_created_steady"
            case snapshotEvictions = "snapshot_evictions"
        }

        /// The figures of one style's record.
        init(_ record: StyleRecord) {
            let stats = FrameStatistics(record.cpu)
            frames = stats.count
            frameMsP50 = ReportNumber(stats.percentile(50))
            frameMsP95 = ReportNumber(stats.percentile(95))
            frameMsP99 = ReportNumber(stats.percentile(99))
            frameMsMax = ReportNumber(stats.maximum)
            hitchMsPerS = ReportNumber(stats.hitchMillisecondsPerSecond)
            depthRatio = ReportNumber(record.depthRatio)
            snapshotBytesMax = record.snapshotBytesMax
            texturesCreatedSteady = record.texturesCreatedSteady
            snapshotEvictions = record.evictions
        }
    }

    private enum CodingKeys: String, CodingKey {
        case wallMsP50 = "wall_ms_p50", wallMsP99 = "wall_ms_p99", clock, pixelLoops = "pixel_loops", renderer, version, frames, depth
        case shallowDepth = "shallow_depth", width, height, scale, quick
        case snapshotEvictions = "snapshot_evictions", snapshotRepaints = "snapshot_repaints"
        case framesOverBudget = "frames_over_budget", goalsMet = "goals_met", styles, overdraw
    }

    func encode(to encoder: Encoder) throws {
        // The figures sit in the same object as the settings; their keys come from their list.
        var figureMembers = encoder.container(keyedBy: JSONKey.self)
        for figure in figures {
            let key = JSONKey(figure.key)
            if figure.isInteger, figure.value.isFinite {
                try figureMembers.encode(Int(figure.value), forKey: key)
            } else {
                try figureMembers.encode(ReportNumber(figure.value), forKey: key)
            }
        }
        var members = encoder.container(keyedBy: CodingKeys.self)
        try members.encode(wallMsP50, forKey: .wallMsP50)
        try members.encode(wallMsP99, forKey: .wallMsP99)
        try members.encode(clock, forKey: .clock)
        try members.encode(pixelLoops, forKey: .pixelLoops)
        try members.encode(renderer, forKey: .renderer)
        try members.encode(version, forKey: .version)
        try members.encode(frames, forKey: .frames)
        try members.encode(depth, forKey: .depth)
        try members.encode(shallowDepth, forKey: .shallowDepth)
        try members.encode(width, forKey: .width)
        try members.encode(height, forKey: .height)
        try members.encode(scale, forKey: .scale)
        try members.encode(quick, forKey: .quick)
        try members.encode(snapshotEvictions, forKey: .snapshotEvictions)
        try members.encode(snapshotRepaints, forKey: .snapshotRepaints)
        try members.encode(framesOverBudget, forKey: .framesOverBudget)
        try members.encode(goalsMet, forKey: .goalsMet)
        try members.encode(styles, forKey: .styles)
        try members.encode(overdraw, forKey: .overdraw)
    }
}

extension BenchmarkReport {
    /// The report as `--json` prints it.
    var document: BenchmarkDocument {
        let wall = self.wall
        let figures = self.figures
        return BenchmarkDocument(
            figures: figures.map { ($0.key, $0.value, $0.isInteger) },
            wallMsP50: ReportNumber(wall.percentile(50)), wallMsP99: ReportNumber(wall.percentile(99)), pixelLoops: pixelLoops, renderer: renderer, version: version,
            frames: records.reduce(0) { $0 + $1.cpu.count }, depth: options.effectiveDepth, shallowDepth: shallowDepth,
            width: pixels.width, height: pixels.height, scale: ReportNumber(options.scale), quick: options.quick,
            snapshotEvictions: records.reduce(0) { $0 + $1.evictions },
            snapshotRepaints: records.reduce(0) { $0 + $1.repaints },
            framesOverBudget: records.reduce(0) { $0 + $1.framesOverBudget },
            goalsMet: Dictionary(figures.compactMap { figure in figure.met.map { (figure.key, $0) } }, uniquingKeysWith: { $1 }),
            // A JSON object holds a key once: a style run twice (--style x --style x) is listed with its last run.
            styles: Dictionary(records.map { ($0.style.name, BenchmarkDocument.StyleFigures($0)) }, uniquingKeysWith: { $1 }),
            overdraw: Dictionary(records.map { ($0.style.name, BenchmarkDocument.Overdraw($0)) }, uniquingKeysWith: { $1 }))
    }
}
