/// `slideback bench --pacing --json`: {"pacing": {"version", "seconds_per_run", "jitter_ms",
/// "rows": [...]}}, one row per presentation, rate and stall with the four figures per rate.
struct PacingDocument: Encodable {
    /// One row's figures.
    struct Row: Encodable {
        let presentation: String
        let rateHz: ReportNumber
        let stallMs: ReportNumber
        let presentErrorMsRMS: ReportNumber
        let presentErrorMsMax: ReportNumber
        let aliasedFramesPerMin: ReportNumber
        let latencyMsP50: ReportNumber
        let latencyMsP99: ReportNumber
        let meetsGoals: Bool

        private enum CodingKeys: String, CodingKey {
            case presentation, rateHz = "rate_hz", stallMs = "stall_ms", presentErrorMsRMS = "present_error_ms_rms"
            case presentErrorMsMax = "present_error_ms_max", aliasedFramesPerMin = "aliased_frames_per_min"
            case latencyMsP50 = "latency_ms_p50", latencyMsP99 = "latency_ms_p99", meetsGoals = "meets_goals"
        }

        init(_ row: PacingBench.Row) {
            let figures = row.figures
            presentation = row.presentation.rawValue
            rateHz = ReportNumber(row.rate)
            stallMs = ReportNumber(row.stallMilliseconds)
            presentErrorMsRMS = ReportNumber(figures.presentErrorRMS)
            presentErrorMsMax = ReportNumber(figures.presentErrorMax)
            aliasedFramesPerMin = ReportNumber(figures.aliasedPerMinute, decimals: 1)
            latencyMsP50 = ReportNumber(figures.latencyP50)
            latencyMsP99 = ReportNumber(figures.latencyP99)
            meetsGoals = PacingBench.meetsGoals(row)
        }
    }

    /// The report's body.
    struct Pacing: Encodable {
        let version: String
        let secondsPerRun: ReportNumber
        let jitterMs: ReportNumber
        let rows: [Row]

        private enum CodingKeys: String, CodingKey {
            case version, secondsPerRun = "seconds_per_run", jitterMs = "jitter_ms", rows
        }
    }

    let pacing: Pacing

    /// The document of `rows`, each run `seconds` long, by the program of `version`.
    init(rows: [PacingBench.Row], seconds: Double, version: String) {
        pacing = Pacing(version: version, secondsPerRun: ReportNumber(seconds), jitterMs: ReportNumber(PacingBench.jitter * 1000), rows: rows.map(Row.init))
    }
}
