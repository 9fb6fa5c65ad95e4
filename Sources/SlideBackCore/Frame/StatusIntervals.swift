/// For each column of a status text, the stretches of its height between two of the heights at
/// which what lies under it may change (`StatusBackdrop.changes`): every point of a stretch finds
/// the same colours, so a status ink looks at one point of each, the first asked for, and gives
/// its colours for every other (`Frame.ink`). A text split into bands by a rounded corner asked
/// for a thousand points, most of them in one of a few dozen such stretches. A point within a hair
/// of a change is looked at itself, as where an edge lands is rounded.
///
/// Every column's heights and points lie in two lists shared by all the columns, and a column is
/// found by its bits (`PointIndex`): a frame's ink asks for a few dozen columns, and a dictionary
/// and two lists of each column's own were most of the time it spent here.
struct StatusIntervals {
    /// Closer than this (status points) to a change, a point is looked at itself.
    static let hair = 1e-6

    /// What one column knows: the first point asked for; from the second on, where its changes
    /// and the points looked at lie in `heights` and `looked`.
    private struct Column {
        let x: UInt64
        let first: Double
        /// Where the column's changes start in `heights` (sorted), and how many; `nil` until a
        /// second point is asked for (most columns the halvings between two columns try are
        /// asked for once).
        var changes: (start: Int, count: Int)?
        /// Where the column's points looked at start in `looked`: one a stretch, before the first
        /// change, between the first and the second, ...
        var stretches = 0
    }

    /// The heights at which a column's colours may change, sorted (status points).
    private let changes: (Double) -> [Double]
    private var columns: [Column] = []
    /// Every column's changes, one column's after another's.
    private var heights: [Double] = []
    /// Every column's point looked at in each of its stretches (`nil`: none yet).
    private var looked: [Double?] = []
    /// The column asked for last: a column's rows are asked for one after another.
    private var last = 0
    /// Each column's index in `columns`, by its bits (and 0).
    private var indices = PointIndex(capacity: 32)

    /// For the columns whose changes are `changes(x)`.
    init(changes: @escaping (Double) -> [Double]) {
        self.changes = changes
    }

    /// The point of column `x` to look at for the point at height `y`: one looked at before
    /// between the same two changes, else `y` itself (then kept for its stretch).
    mutating func representative(_ x: Double, _ y: Double) -> Double {
        let bits = x.bitPattern
        guard let found = column(bits) else {
            last = columns.count
            columns.append(Column(x: bits, first: y))
            indices.add(bits, 0)
            return y
        }
        last = found
        if columns[found].changes == nil {
            let sorted = changes(x)
            columns[found].changes = (heights.count, sorted.count)
            columns[found].stretches = looked.count
            heights += sorted
            looked += repeatElement(nil, count: sorted.count + 1)
            if let stretch = stretch(of: columns[found].first, in: found) { looked[columns[found].stretches + stretch] = columns[found].first }
        }
        guard let stretch = stretch(of: y, in: found) else { return y }
        let slot = columns[found].stretches + stretch
        if let point = looked[slot] { return point }
        looked[slot] = y
        return y
    }

    /// The index of the column at `x`'s bits, if it was asked for before.
    private func column(_ bits: UInt64) -> Int? {
        if last < columns.count, columns[last].x == bits { return last }
        return indices.index(of: bits, 0)
    }

    /// Which stretch between column `column`'s changes `y` lies in, counted from the top; `nil`
    /// within a hair of one of them.
    private func stretch(of y: Double, in column: Int) -> Int? {
        guard let (start, count) = columns[column].changes else { return nil }
        var (low, high) = (0, count)
        while low < high {
            let middle = (low + high) / 2
            if heights[start + middle] <= y { low = middle + 1 } else { high = middle }
        }
        if low > 0, y - heights[start + low - 1] < Self.hair { return nil }
        if low < count, heights[start + low] - y < Self.hair { return nil }
        return low
    }
}
