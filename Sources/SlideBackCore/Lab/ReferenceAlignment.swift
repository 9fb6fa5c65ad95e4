/// How a reference's clock is laid over a style's (`--reference-align`). A recording starts
/// whenever it was started, so its times are shifted to the style's moment that matters:
/// the release of a swipe (what comes after is the style's own motion), the start of a push.
public enum ReferenceAlignment: String, CaseIterable, Equatable, Sendable {
    /// `release` when the style's run let a swipe go, else `start`.
    case auto
    /// The reference's first moment past 10% of the style's first transition's travel goes on the
    /// style's: robust to a recording whose first moving frames show no edge yet.
    case start
    /// The reference's first moment where its page is where the style's page was let go goes
    /// on the style's release (a recording shows no finger).
    case release
    /// The shift, within half a second of `auto`'s, that makes the RMS error least.
    case best

    /// How far `best` looks either side of `auto`'s shift, seconds.
    public static let bestSearch = 0.5

    /// What the style did, in the terms an alignment needs.
    public struct StyleMotion: Equatable, Sendable {
        /// The page in front during every transition, its moments at rest left out.
        public var motion: ReferenceMotion
        /// The first transition's first and last moments, and the first release, if any.
        public var start: ReferenceMotion.Sample, end: ReferenceMotion.Sample, release: ReferenceMotion.Sample?

        /// The end of the transition the anchor `anchor` is in.
        func end(after anchor: ReferenceMotion.Sample) -> ReferenceMotion.Sample {
            let gap = motion.maximumGap
            var last = anchor
            for sample in motion.samples where sample.time > anchor.time {
                guard sample.isJoined, sample.time - last.time <= gap else { break }
                last = sample
            }
            return last
        }
    }

    /// The alignment `auto` stands for with `style`; the others are themselves.
    public func resolved(for style: StyleMotion) -> ReferenceAlignment {
        self == .auto ? (style.release == nil ? .start : .release) : self
    }

    /// The style's moment this alignment anchors on.
    public func anchor(in style: StyleMotion) -> ReferenceMotion.Sample {
        resolved(for: style) == .release ? style.release ?? style.start : style.start
    }

    /// Seconds to add to `reference`'s times to put them on `style`'s clock; when the reference
    /// never reaches the anchor's position, its first moment goes on the style's start.
    public func offset(of reference: ReferenceMotion, onto style: StyleMotion) -> Double {
        let fallback = style.start.time - (reference.samples.first?.time ?? 0)
        switch resolved(for: style) {
        case .release:
            // Both clocks at the first moment each reaches the release's position: a page held
            // still before the release makes the release itself a frame or two uncertain.
            guard let release = style.release else { return fallback }
            let rising = style.end(after: release).x > release.x
            guard let time = reference.firstTime(reaching: release.x, rising: rising) else { return fallback }
            return (style.motion.firstTime(reaching: release.x, rising: rising) ?? release.time) - time
        case .best:
            let base = ReferenceAlignment.auto.offset(of: reference, onto: style)
            return Self.bestOffset(of: reference, onto: style.motion, around: base)
        default:
            let level = style.start.x + 0.1 * (style.end.x - style.start.x), rising = style.end.x > style.start.x
            guard let styleTime = style.motion.firstTime(reaching: level, rising: rising, after: style.start.time),
                  let time = reference.firstTime(reaching: level, rising: rising) else { return fallback }
            return styleTime - time
        }
    }

    /// The shift within `bestSearch` of `base` with the least RMS error, compared over at least
    /// 80% of the moments `base` compares (a shift that compares three frames is no better fit).
    static func bestOffset(of reference: ReferenceMotion, onto style: ReferenceMotion, around base: Double) -> Double {
        guard let start = MotionError.deviation(of: reference, from: style, offset: base) else { return base }
        var best = (offset: base, rms: start.rms)
        func consider(_ offset: Double) {
            guard let deviation = MotionError.deviation(of: reference, from: style, offset: offset),
                  Double(deviation.count) >= 0.8 * Double(start.count), deviation.rms < best.rms else { return }
            best = (offset, deviation.rms)
        }
        // A 4 ms grid, then a 0.1 ms one around its best: some 330 tries, cheap enough to redo
        // each time the graphs are drawn.
        for step in -125...125 { consider(base + Double(step) * bestSearch / 125) }
        let coarse = best.offset
        for step in -40...40 { consider(coarse + Double(step) / 10_000) }
        return best.offset
    }
}
