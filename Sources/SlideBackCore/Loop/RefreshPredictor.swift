/// Predicts when the display shows its next refresh, from the moments presents returned (each
/// just after a refresh), so that the live loop can draw the state the light will carry. A
/// second-order phase-locked loop: a small share of each error corrects the phase and a smaller
/// one the period, so jitter averages out while a nominal rate that is slightly off (59.94 Hz
/// reported as 60) is followed.
public struct RefreshPredictor: Equatable, Sendable {
    /// Share of an observed error that moves the predicted phase.
    static let phaseGain = 0.1
    /// Share of an observed error, per refresh, that moves the predicted period.
    static let periodGain = 0.005

    /// The refresh interval now believed, in seconds.
    public private(set) var period: Double
    /// One predicted refresh time; the others lie a whole number of periods away.
    private var anchor: Double?

    /// A predictor for a display refreshing every `period` seconds (its nominal rate).
    public init(period: Double) {
        self.period = period.isFinite && period > 0 ? period : 1 / 60
    }

    /// A present returned at `time`: a refresh has just happened.
    public mutating func observe(refreshAt time: Double) {
        guard time.isFinite else { return }
        guard let anchor else {
            self.anchor = time
            return
        }
        let refreshes = ((time - anchor) / period).rounded()
        let predicted = anchor + refreshes * period
        let error = time - predicted
        // Half a period off is a phase we do not know, not jitter: start again from it.
        guard abs(error) < period / 2 else {
            self.anchor = time
            return
        }
        self.anchor = predicted + Self.phaseGain * error
        if refreshes >= 1 {
            period = max(period / 2, min(period * 2, period + Self.periodGain * error / refreshes))
        }
    }

    /// The first predicted refresh at or after `time`; `nil` before any was observed.
    public func nextRefresh(after time: Double) -> Double? {
        guard let anchor, time.isFinite else { return nil }
        return anchor + ((time - anchor) / period).rounded(.up) * period
    }
}
