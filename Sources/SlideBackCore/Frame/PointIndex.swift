/// The points a status ink has looked at (`StatusSamples`) or the columns it has asked about
/// (`StatusIntervals`), by their bits, numbered in the order they were added: a table of their
/// own rather than a dictionary, as hashing each point for one took a tenth of choosing the inks.
/// Two points equal as numbers but not in bits (0 and -0) are two points.
struct PointIndex {
    /// Each point's bits, by its number.
    private var xs: [UInt64] = [], ys: [UInt64] = []
    /// Each point's number plus one in the slot its bits pick (0: an empty slot), at most half
    /// full, so a point not added is told after a probe or two.
    private var slots: [Int32]

    /// An empty index with room for `capacity` points before it grows.
    init(capacity: Int) {
        var size = 16
        while size < capacity * 2 { size *= 2 }
        slots = [Int32](repeating: 0, count: size)
    }

    /// The number of point (`x`, `y`), given by their bits; `nil` when it was not added.
    func index(of x: UInt64, _ y: UInt64) -> Int? {
        var slot = Self.slot(x, y, mask: slots.count - 1)
        while slots[slot] != 0 {
            let index = Int(slots[slot]) - 1
            if xs[index] == x, ys[index] == y { return index }
            slot = (slot + 1) & (slots.count - 1)
        }
        return nil
    }

    /// Adds point (`x`, `y`), which is not in the index yet; returns its number.
    @discardableResult
    mutating func add(_ x: UInt64, _ y: UInt64) -> Int {
        xs.append(x)
        ys.append(y)
        if xs.count * 2 > slots.count {
            slots = [Int32](repeating: 0, count: slots.count * 2)
            for index in xs.indices { slots[freeSlot(xs[index], ys[index])] = Int32(index + 1) }
        } else {
            slots[freeSlot(x, y)] = Int32(xs.count)
        }
        return xs.count - 1
    }

    /// The first empty slot from where (`x`, `y`)'s search starts.
    private func freeSlot(_ x: UInt64, _ y: UInt64) -> Int {
        var slot = Self.slot(x, y, mask: slots.count - 1)
        while slots[slot] != 0 { slot = (slot + 1) & (slots.count - 1) }
        return slot
    }

    /// Where a point's search starts. A point's bits differ mostly at the top (14 and 17 have no
    /// low bits set), so each is mixed all through (MurmurHash3's finaliser) before its low bits
    /// pick the slot: otherwise the points of a grid fell in every eighth slot, and the table
    /// searched long runs of them.
    private static func slot(_ x: UInt64, _ y: UInt64, mask: Int) -> Int {
        func mixed(_ value: UInt64) -> UInt64 {
            var bits = (value ^ value >> 33) &* 0xFF51_AFD7_ED55_8CCD
            bits = (bits ^ bits >> 33) &* 0xC4CE_B9FE_1A85_EC53
            return bits ^ bits >> 33
        }
        return Int(truncatingIfNeeded: mixed(x ^ mixed(y))) & mask
    }
}
