/// Each screen's motion measured against the references (`--reference`): what the graphs, the
/// HUD, the trace and the plot report.
extension MotionGraph {
    /// One reference laid over one screen's motion.
    public struct Comparison: Equatable, Sendable {
        /// The reference, and the error; `nil` when they have no moment in common.
        public var reference: ReferenceMotion, error: MotionError?

        /// The reference's x at `time` on the screen's clock (frame k drawn at k / 60 s), when
        /// it has one there.
        public func x(at time: Double) -> Double? {
            error.flatMap { reference.x(at: time - $0.offset) }
        }

        /// The reference's velocity at `time` on the screen's clock, points per second.
        public func velocity(at time: Double) -> Double? {
            error.flatMap { reference.velocity(at: time - $0.offset) }
        }
    }

    /// When frame `frame` is drawn, seconds: frames are 1/60 s apart, as in a trace and a recording.
    public static func drawnTime(ofSample frame: Int) -> Double {
        Double(frame) / 60
    }

    /// The references laid over screen `index`'s motion: empty without references, and each
    /// without an error while the screen has not moved.
    public func comparisons(forScreen index: Int) -> [Comparison] {
        guard !references.isEmpty, tracks.indices.contains(index) else { return [] }
        let track = tracks[index], style = track.styleMotion
        return references.map { reference in
            Comparison(reference: reference,
                       error: style.flatMap { MotionError(reference: reference, style: $0, alignment: referenceAlignment, width: track.width) })
        }
    }
}

extension MotionGraph {
    /// The HUD's lines: for each screen and reference, `ref NAME vs STYLE: RMS 0.4 pt (0.1%), max
    /// 1.2 pt (0.3%), 90% +3 ms`, or that there is nothing to compare yet.
    public var referenceLines: [String] {
        tracks.indices.flatMap { index in
            comparisons(forScreen: index).map { comparison in
                let name = comparison.reference.name.split(separator: "/").last.map(String.init) ?? comparison.reference.name
                return "ref \(name) vs \(tracks[index].style): " + (comparison.error?.shortSummary ?? MotionError.nothingYet)
            }
        }
    }
}

extension MotionGraph.Track {
    /// What the screen's page in front did, on the clock of the frames drawn, for an alignment:
    /// `nil` until it has moved in at least two frames.
    public var styleMotion: ReferenceAlignment.StyleMotion? {
        let moving = samples.filter { $0.phase != .rest }.map { ReferenceMotion.Sample(time: MotionGraph.drawnTime(ofSample: $0.frame), x: $0.frontX) }
        guard let motion = try? ReferenceMotion(name: style, width: width, samples: moving), let start = motion.samples.first else { return nil }
        let releaseFrame = markers.first { if case .release = $0.kind { return true } else { return false } }?.frame
        let release = releaseFrame.flatMap { frame in motion.samples.first { $0.time >= MotionGraph.drawnTime(ofSample: frame) } }
        var style = ReferenceAlignment.StyleMotion(motion: motion, start: start, end: start, release: release)
        style.end = style.end(after: start)
        return style
    }
}
