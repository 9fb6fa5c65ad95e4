/// What lies under the status text at the points one status ink is chosen over (`Frame.ink`),
/// each point looked at once: its colours and their contrasts with the inks (`StatusJudge`),
/// found by the point's bits (`PointIndex`).
struct StatusSamples {
    /// What lies under one point.
    struct Sample {
        /// Its colours (`StatusBackdrop.colors`).
        var colors: [Color]
        /// Their contrasts with the inks.
        var contrasts: StatusJudge.Contrasts
    }

    /// Room for most inks, which look at a few dozen points; it grows when more are looked at.
    private var points = PointIndex(capacity: 64)
    /// Each point's sample, by its number in `points`.
    private var samples: [Sample] = []

    /// What lies under (`x`, `y`): as looked at before, else `look()`'s, kept.
    mutating func sample(_ x: Double, _ y: Double, else look: () -> Sample) -> Sample {
        let (xBits, yBits) = (x.bitPattern, y.bitPattern)
        if let index = points.index(of: xBits, yBits) { return samples[index] }
        let sample = look()
        points.add(xBits, yBits)
        samples.append(sample)
        return sample
    }
}
