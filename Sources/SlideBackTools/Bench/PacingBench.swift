import Foundation
import SlideBackCore

/// `slideback bench --pacing`: drives the live loop (`LiveLoop`, the loop the window runs) with a
/// simulated clock and display at each common refresh rate, with vsync jitter and, in one run, a
/// stall, and reports how evenly and how promptly what is shown follows the finger and the
/// animations, for the first version's presentation (`steps`) and for the display-rate one.
public struct PacingBench {
    /// One row of the report.
    public struct Row {
        /// Which presentation ran.
        let presentation: LivePresentation
        /// The display's rate in Hz.
        let rate: Double
        /// The stall in the run, in milliseconds (0: none).
        let stallMilliseconds: Double
        /// Its figures.
        let figures: PacingFigures
    }

    /// The refresh rates measured, in Hz.
    static let rates = [59.94, 60, 75, 90, 120, 144, 165, 240]
    /// The standard deviation of each refresh's time, in seconds.
    static let jitter = 0.0003
    /// The seconds one simulated draw takes.
    static let drawSeconds = 0.001
    /// The stall of the stalled run, in seconds, and when it comes: during a drag and during a pop.
    static let stall = (at: 12.3, seconds: 0.04)
    /// The rate of the stalled run, in Hz.
    static let stallRate = 60.0

    /// The scene the runs use.
    let scene: Scene
    /// Simulated seconds per run: a drag run and a push-and-pop run each.
    let seconds: Double

    /// A bench of `scene`, each run `seconds` long.
    public init(scene: Scene, seconds: Double) {
        self.scene = scene
        self.seconds = seconds
    }

    /// Every row: each presentation at each rate, then each with the stall.
    public func run() throws -> [Row] {
        var rows: [Row] = []
        for presentation in LivePresentation.allCases {
            for rate in Self.rates {
                rows.append(try row(presentation, rate: rate, stall: nil))
            }
            rows.append(try row(presentation, rate: Self.stallRate, stall: Self.stall))
        }
        return rows
    }

    private func row(_ presentation: LivePresentation, rate: Double, stall: (at: Double, seconds: Double)?) throws -> Row {
        var samples: [PacingScenario: [SimulatedDisplay.PacingSample]] = [:]
        var inputs: [PacingScenario: [(time: Double, action: ScriptAction)]] = [:]
        for (index, scenario) in PacingScenario.allCases.enumerated() {
            let input = scenario.input(duration: seconds)
            var display = SimulatedDisplay(rate: rate, jitter: Self.jitter, drawSeconds: Self.drawSeconds, input: input,
                                           duration: seconds, stall: stall, seed: UInt64(rate * 100) &+ UInt64(index))
            var stage = Stage(session: Session(navigator: Navigator(scene: scene, spec: scenario.spec), clock: PlaybackClock()))
            try LiveLoop(presentation: presentation).run(stage: &stage, host: &display)
            samples[scenario] = display.samples
            inputs[scenario] = input
        }
        let figures = PacingFigures(drag: samples[.drag] ?? [], dragInput: inputs[.drag] ?? [],
                                    animation: samples[.pushAndPop] ?? [], minutes: 2 * seconds / 60)
        return Row(presentation: presentation, rate: rate, stallMilliseconds: (stall?.seconds ?? 0) * 1000, figures: figures)
    }

    /// The goals the issue sets, met by a row: error RMS <= 0.5 ms and max <= 2 ms, no aliased
    /// frames, latency p99 within one refresh and one step.
    static func meetsGoals(_ row: Row) -> Bool {
        row.figures.presentErrorRMS <= 0.5 && row.figures.presentErrorMax <= 2 && row.figures.aliasedPerMinute == 0
            && row.figures.latencyP99 <= 1000 / row.rate + 1000 * LiveLoop.step
    }

    /// The report as a table.
    public static func table(_ rows: [Row], seconds: Double) -> String {
        var lines = ["pacing: the live loop on a simulated display (even refreshes, vsync seen late by |N(0, \(jitter * 1000) ms)|, \(drawSeconds * 1000) ms draws, "
                     + "1 kHz pointer), \(format(seconds)) s of a \(format(PacingScenario.dragSpeed)) pt/s drag and \(format(seconds)) s of "
                     + "linear \(format(PacingScenario.animationSeconds)) s pushes and pops per row",
                     "presentation  rate Hz  stall ms  error rms ms  error max ms  aliased/min  latency p50 ms  latency p99 ms  goals"]
        for row in rows {
            let figures = row.figures
            let cells = [row.presentation.rawValue.padding(toLength: 12, withPad: " ", startingAt: 0), pad(format(row.rate), 7),
                         pad(format(row.stallMilliseconds), 8), pad(fixed(figures.presentErrorRMS), 12), pad(fixed(figures.presentErrorMax), 12),
                         pad(fixed(figures.aliasedPerMinute, digits: 1), 11), pad(fixed(figures.latencyP50), 14),
                         pad(fixed(figures.latencyP99), 14), meetsGoals(row) ? "met" : "missed"]
            lines.append(cells.joined(separator: "  "))
        }
        return lines.joined(separator: "\n")
    }

    /// The report as one JSON object, as the other reports write theirs.
    public static func json(_ rows: [Row], seconds: Double, version: String) throws -> String {
        try ReportJSON.text(PacingDocument(rows: rows, seconds: seconds, version: version))
    }

    private static func format(_ value: Double) -> String { String(format: "%g", value) }
    private static func fixed(_ value: Double, digits: Int = 2) -> String { String(format: "%.\(digits)f", value) }
    private static func pad(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }
}
