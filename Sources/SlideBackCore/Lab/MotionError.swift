import Foundation

/// How far a style's motion is from a reference's, once aligned: the RMS and the largest
/// difference of the page's x over the moments both have, in points and as a share of the
/// width, and how much later (or sooner) the reference gets 90% of the way through the travel
/// that follows the anchor. `deviation` is the error function itself, for a fitter.
public struct MotionError: Equatable, Sendable {
    /// The alignment used (never `auto`) and the seconds added to the reference's times.
    public var alignment: ReferenceAlignment, offset: Double
    /// Moments compared.
    public var count: Int
    /// RMS and largest difference, points.
    public var rms: Double, maximum: Double
    /// The screen's width, points.
    public var width: Double
    /// The reference's time to 90% of the style's travel after the anchor, minus the style's,
    /// seconds; `nil` when one of them never gets there.
    public var time90Difference: Double?

    /// RMS and largest difference as a percentage of the width.
    public var rmsPercent: Double { rms / width * 100 }
    public var maximumPercent: Double { maximum / width * 100 }

    /// The difference of `reference`, shifted by `offset` seconds, from `style` at each of the
    /// style's moments where the reference has a value: the count, the RMS and the largest, in
    /// points; `nil` when they have no moment in common.
    public static func deviation(of reference: ReferenceMotion, from style: ReferenceMotion, offset: Double)
        -> (count: Int, rms: Double, maximum: Double)? {
        var count = 0, squares = 0.0, maximum = 0.0
        for sample in style.samples {
            guard let x = reference.x(at: sample.time - offset) else { continue }
            let difference = abs(x - sample.x)
            count += 1
            squares += difference * difference
            maximum = max(maximum, difference)
        }
        return count == 0 ? nil : (count, (squares / Double(count)).squareRoot(), maximum)
    }

    /// The error of `reference` against `style` aligned by `alignment`, or `nil` when they have
    /// no moment in common.
    public init?(reference: ReferenceMotion, style: ReferenceAlignment.StyleMotion, alignment: ReferenceAlignment, width: Double) {
        let offset = alignment.offset(of: reference, onto: style)
        guard let deviation = Self.deviation(of: reference, from: style.motion, offset: offset) else { return nil }
        self.alignment = alignment.resolved(for: style)
        self.offset = offset
        (count, rms, maximum) = deviation
        self.width = width
        let anchor = alignment.anchor(in: style), end = style.end(after: anchor)
        let level = anchor.x + 0.9 * (end.x - anchor.x)
        let rising = end.x > anchor.x
        if abs(end.x - anchor.x) > 0, let styleTime = style.motion.firstTime(reaching: level, rising: rising, after: anchor.time),
           let referenceTime = reference.firstTime(reaching: level, rising: rising, after: anchor.time - offset) {
            time90Difference = referenceTime + offset - styleTime
        }
    }

    /// The time to 90% in a few words: `90% +3 ms` (the reference later), or `90% not reached`.
    public var time90Text: String {
        time90Difference.map { String(format: "90%% %+.0f ms", $0 * 1000) } ?? "90% not reached"
    }

    /// The error in a few words, as the HUD and the plot show it: `RMS 0.4 pt (0.1%), max 1.2 pt (0.3%), 90% +3 ms`.
    public var shortSummary: String {
        String(format: "RMS %.1f pt (%.1f%%), max %.1f pt (%.1f%%), ", rms, rmsPercent, maximum, maximumPercent) + time90Text
    }

    /// What the HUD and the plot say before the screen has moved.
    public static let nothingYet = "nothing to compare yet"

    /// One line: `RMS 0.40 pt (0.10%), max 1.20 pt (0.29%), 90% +3 ms, 52 frames, aligned by release (+0.012 s)`.
    public var summary: String {
        String(format: "RMS %.2f pt (%.2f%%), max %.2f pt (%.2f%%), ", rms, rmsPercent, maximum, maximumPercent) + time90Text
            + String(format: ", %d frames, aligned by %@ (%+.3f s)", count, alignment.rawValue, offset)
    }
}
