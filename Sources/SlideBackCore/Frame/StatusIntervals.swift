/// For each column of a status text, the stretches of its height between two of the heights at
/// which what lies under it may change (`StatusBackdrop.changes`): every point of a stretch finds
/// the same colours, so a status ink looks at one point of each, the first asked for, and gives
/// its colours for every other (`Frame.ink`). A text split into bands by a rounded corner asked
/// for a thousand points, most of them in one of a few dozen such stretches. A point within a hair
/// of a change is looked at itself, as where an edge lands is rounded.
struct StatusIntervals {
    /// Closer than this (status points) to a change, a point is looked at itself.
    static let hair = 1e-6

    /// What one column knows: the first point asked for; from the second on, its changes and the
    /// point looked at for each stretch between them.
    private struct Column {
        let x: Double
        let first: Double
        /// Sorted; `nil` until a second point is asked for (most columns the halvings between two
        /// columns try are asked for once).
        var heights: [Double]?
        /// By stretch: before the first change, between the first and the second, ...
        var looked: [Double?] = []
    }

    /// The heights at which a column's colours may change, sorted (status points).
    private let changes: (Double) -> [Double]
    private var columns: [Column] = []
    /// Each column's index in `columns`, by its bits.
    private var indices: [UInt64: Int] = [:]
    /// The column asked for last: a column's rows are asked for one after another.
    private var last = 0

    /// For the columns whose changes are `changes(x)`.
    init(changes: @escaping (Double) -> [Double]) {
        self.changes = changes
    }

    /// The point of column `x` to look at for the point at height `y`: one looked at before
    /// between the same two changes, else `y` itself (then kept for its stretch).
    mutating func representative(_ x: Double, _ y: Double) -> Double {
        if !(last < columns.count && columns[last].x.bitPattern == x.bitPattern) {
            guard let known = indices[x.bitPattern] else {
                indices[x.bitPattern] = columns.count
                last = columns.count
                columns.append(Column(x: x, first: y))
                return y
            }
            last = known
        }
        if columns[last].heights == nil {
            let heights = changes(x)
            columns[last].heights = heights
            columns[last].looked = Array(repeating: nil, count: heights.count + 1)
            if let stretch = Self.stretch(of: columns[last].first, in: heights) { columns[last].looked[stretch] = columns[last].first }
        }
        guard let stretch = Self.stretch(of: y, in: columns[last].heights ?? []) else { return y }
        if let looked = columns[last].looked[stretch] { return looked }
        columns[last].looked[stretch] = y
        return y
    }

    /// Which stretch between `heights` (sorted) `y` lies in, counted from the top; `nil` within a
    /// hair of one of them.
    private static func stretch(of y: Double, in heights: [Double]) -> Int? {
        var (low, high) = (0, heights.count)
        while low < high {
            let middle = (low + high) / 2
            if heights[middle] <= y { low = middle + 1 } else { high = middle }
        }
        if low > 0, y - heights[low - 1] < hair { return nil }
        if low < heights.count, heights[low] - y < hair { return nil }
        return low
    }
}
