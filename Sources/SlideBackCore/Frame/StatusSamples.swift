/// What lies under the status text at the points one status ink is chosen over (`Frame.ink`),
/// each point looked at once: its colours and their contrasts with the inks (`StatusJudge`).
/// Kept in a table of its own, by the points' bits: hashing each point for a dictionary took a
/// tenth of choosing the inks. Two points equal as numbers but not in bits (0 and -0) are looked
/// at twice, and find the same.
struct StatusSamples {
    /// What lies under one point.
    struct Sample {
        /// Its colours (`StatusBackdrop.colors`).
        var colors: [Color]
        /// Their contrasts with the inks.
        var contrasts: StatusJudge.Contrasts
    }

    private var xs: [UInt64], ys: [UInt64], samples: [Sample?]
    private var count = 0

    /// An empty table.
    init() {
        (xs, ys, samples) = ([], [], [])
        // Enough for most inks, which look at a few dozen points; made and freed at every ink,
        // so no larger than that (it grows when more are looked at).
        allocate(128)
    }

    /// What lies under (`x`, `y`): as looked at before, else `look()`'s, kept.
    mutating func sample(_ x: Double, _ y: Double, else look: () -> Sample) -> Sample {
        let (xBits, yBits) = (x.bitPattern, y.bitPattern)
        var slot = Self.slot(xBits, yBits, mask: samples.count - 1)
        while let found = samples[slot] {
            if xs[slot] == xBits, ys[slot] == yBits { return found }
            slot = (slot + 1) & (samples.count - 1)
        }
        let sample = look()
        (xs[slot], ys[slot], samples[slot]) = (xBits, yBits, sample)
        count += 1
        // At most half full, so a point not kept is told after a probe or two.
        if count * 2 > samples.count { grow() }
        return sample
    }

    /// Where a point's search starts. A point's bits differ mostly at the top (14 and 17 have no
    /// low bits set), so each is mixed all through (MurmurHash3's finaliser) before its low bits
    /// pick the slot: otherwise the points of a grid fell in every eighth slot, and the table
    /// searched long runs of them.
    static func slot(_ x: UInt64, _ y: UInt64, mask: Int) -> Int {
        func mixed(_ value: UInt64) -> UInt64 {
            var bits = (value ^ value >> 33) &* 0xFF51_AFD7_ED55_8CCD
            bits = (bits ^ bits >> 33) &* 0xC4CE_B9FE_1A85_EC53
            return bits ^ bits >> 33
        }
        return Int(truncatingIfNeeded: mixed(x ^ mixed(y))) & mask
    }

    private mutating func allocate(_ capacity: Int) {
        xs = [UInt64](repeating: 0, count: capacity)
        ys = [UInt64](repeating: 0, count: capacity)
        samples = [Sample?](repeating: nil, count: capacity)
    }

    private mutating func grow() {
        let (oldXs, oldYs, oldSamples) = (xs, ys, samples)
        allocate(samples.count * 2)
        for index in oldSamples.indices {
            guard let sample = oldSamples[index] else { continue }
            var slot = Self.slot(oldXs[index], oldYs[index], mask: samples.count - 1)
            while samples[slot] != nil { slot = (slot + 1) & (samples.count - 1) }
            (xs[slot], ys[slot], samples[slot]) = (oldXs[index], oldYs[index], sample)
        }
    }
}
