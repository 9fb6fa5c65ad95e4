/// The stage as it was drawn at each of its last animation steps, to scrub back and forth while
/// paused: `,` and `.` a step, `[` and `]` ten, a drag on the strip anywhere. One moment a step
/// (`Stage.step`), whatever the presentation rate; input while paused changes the step's moment
/// to the newest state drawn at it, and frames that pass paused with nothing changed keep none. A
/// stage is a value, so a moment brought back is exactly the state that was drawn, and draws the
/// same pixels as the same frame of a replay. Resuming from a moment drops the moments after it:
/// the run goes on from there.
public struct Timeline: Sendable {
    /// Steps kept: ten seconds at 60 Hz.
    public static let capacity = 600
    /// Steps `[` and `]` jump.
    public static let jump = 10

    /// The moments, oldest first; each is a stage with an empty timeline of its own.
    public var moments: [Stage] { Array(kept[oldest...] + kept[..<oldest]) }
    /// The moments as kept: once `capacity` are, a new one takes the oldest's place, at `oldest`
    /// (dropping the first of 600 moved all the others along, a copy of 600 stages every frame).
    private var kept: [Stage] = []
    /// Where in `kept` the oldest moment is.
    private var oldest = 0
    /// The moment shown while scrubbing, or `nil` while the run is live.
    public private(set) var cursor: Int?

    /// Nothing kept yet.
    public init() {}

    /// Whether a moment from the past is shown.
    public var isScrubbing: Bool { cursor != nil }

    /// Keeps `stage` as the moment of its step: the newest, or in place of the newest when that is
    /// of the same step (input while paused changed it).
    mutating func record(_ stage: Stage) {
        if !kept.isEmpty, kept[slot(count - 1)].step == stage.step {
            kept[slot(count - 1)] = stage
            return
        }
        if kept.count < Self.capacity {
            kept.append(stage)
            return
        }
        kept[oldest] = stage
        oldest = (oldest + 1) % kept.count
    }

    /// How many moments are kept.
    public var count: Int { kept.count }

    /// The moment `index` moments after the oldest.
    public subscript(index: Int) -> Stage { kept[slot(index)] }

    /// Where in `kept` the moment `index` moments after the oldest is.
    private func slot(_ index: Int) -> Int { (oldest + index) % kept.count }

    /// Moves the cursor by `offset` moments from where it is (from the newest when live), within
    /// what is kept; returns the moment to show, or `nil` when there is none.
    mutating func move(by offset: Int) -> Stage? {
        guard !kept.isEmpty else { return nil }
        let index = min(count - 1, max(0, (cursor ?? count - 1) + offset))
        cursor = index
        return self[index]
    }

    /// Puts the cursor at `fraction` of the way from the oldest moment to the newest.
    mutating func move(toFraction fraction: Double) -> Stage? {
        guard !kept.isEmpty, fraction.isFinite else { return nil }
        let index = Int((min(1, max(0, fraction)) * Double(count - 1)).rounded())
        cursor = index
        return self[index]
    }

    /// The run goes on from the moment shown: the later ones are dropped.
    mutating func resume() {
        guard let cursor else { return }
        kept = Array(moments[...cursor])
        oldest = 0
        self.cursor = nil
    }
}
