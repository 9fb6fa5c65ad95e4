import SlideBackCore

/// The four figures `slideback bench --pacing` reports for one display rate, from the presents of
/// a drag run and a push-and-pop run.
struct PacingFigures {
    /// The presented animation time minus the ideal time at the photon, the constant lag of each
    /// run removed, in milliseconds: root mean square and largest.
    var presentErrorRMS = 0.0, presentErrorMax = 0.0
    /// Presents whose advance breaks the even cadence (a step shown twice, or one skipped: the
    /// time shown moved by more than half a refresh more or less than the light did), per minute.
    var aliasedPerMinute = 0.0
    /// From a pointer event to the refresh that first shows it, in milliseconds.
    var latencyP50 = 0.0, latencyP99 = 0.0

    /// The figures of a drag run and a push-and-pop run.
    init(drag: [SimulatedDisplay.PacingSample], dragInput: [(time: Double, action: ScriptAction)],
         animation: [SimulatedDisplay.PacingSample], minutes: Double) {
        let downs = dragInput.compactMap { entry -> Double? in
            if case .down = entry.action { return entry.time }
            return nil
        }
        // Per present: what moment it shows (the finger's, or the animation clock's) against its photon.
        let dragShown = drag.map { sample -> Moment? in
            guard let offset = sample.swipeOffset, let down = downs.last(where: { $0 <= sample.photon }) else { return nil }
            return Moment(photon: sample.photon, shown: down + offset / PacingScenario.dragSpeed)
        }
        let animationShown = animation.map { $0.animating ? Moment(photon: $0.photon, shown: $0.animationTime) : nil }
        var errors: [Double] = []
        var aliased = 0
        for run in [dragShown, animationShown] {
            let moments = run.compactMap { $0 }
            let lags = moments.map(\.lag)
            let meanLag = lags.isEmpty ? 0 : lags.reduce(0, +) / Double(lags.count)
            errors += lags.map { ($0 - meanLag) * 1000 }
            aliased += Self.aliasedCount(run)
        }
        presentErrorRMS = errors.isEmpty ? 0 : (errors.reduce(0) { $0 + $1 * $1 } / Double(errors.count)).squareRoot()
        presentErrorMax = errors.map(abs).max() ?? 0
        aliasedPerMinute = minutes > 0 ? Double(aliased) / minutes : 0
        let latencies = FrameStatistics(Self.latencies(drag, input: dragInput))
        latencyP50 = latencies.percentile(50)
        latencyP99 = latencies.percentile(99)
    }

    /// A present's photon and the moment it shows.
    private struct Moment {
        let photon: Double, shown: Double
        /// How far the moment shown is off the photon, in seconds.
        var lag: Double { shown - photon }
    }

    /// Neighbouring presents of one motion whose shown time advanced off the light's by more than
    /// half the light's interval.
    private static func aliasedCount(_ run: [Moment?]) -> Int {
        zip(run, run.dropFirst()).filter { pair in
            guard let before = pair.0, let after = pair.1 else { return false }
            let light = after.photon - before.photon
            return abs((after.shown - before.shown) - light) > light / 2
        }.count
    }

    /// For every pointer move of the drags, milliseconds from it to the first present drawing the
    /// page at least as far as it put it.
    private static func latencies(_ samples: [SimulatedDisplay.PacingSample], input: [(time: Double, action: ScriptAction)]) -> [Double] {
        var result: [Double] = []
        var down = 0.0
        var first = 0
        for entry in input {
            switch entry.action {
            case .down:
                down = entry.time
            case .move(let point, _):
                let reach = point.x - PacingScenario.dragStart.x
                while first < samples.count, samples[first].photon < entry.time { first += 1 }
                // The swipe starts past the edge slop: moves before it never show on their own.
                guard reach >= GestureRecognizer.edgeDirectionSlop * 2,
                      let shown = samples[first...].first(where: { ($0.swipeOffset ?? -1) >= reach - 1e-6 && $0.photon >= down })
                else { continue }
                result.append((shown.photon - entry.time) * 1000)
            default:
                break
            }
        }
        return result
    }
}
