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
    public private(set) var moments: [Stage] = []
    /// The moment shown while scrubbing, or `nil` while the run is live.
    public private(set) var cursor: Int?

    /// Nothing kept yet.
    public init() {}

    /// Whether a moment from the past is shown.
    public var isScrubbing: Bool { cursor != nil }

    /// Keeps `stage` as the moment of its step: the newest, or in place of the newest when that is
    /// of the same step (input while paused changed it).
    mutating func record(_ stage: Stage) {
        if moments.last?.step == stage.step {
            moments[moments.count - 1] = stage
            return
        }
        moments.append(stage)
        if moments.count > Self.capacity { moments.removeFirst(moments.count - Self.capacity) }
    }

    /// Moves the cursor by `offset` moments from where it is (from the newest when live), within
    /// what is kept; returns the moment to show, or `nil` when there is none.
    mutating func move(by offset: Int) -> Stage? {
        guard !moments.isEmpty else { return nil }
        let index = min(moments.count - 1, max(0, (cursor ?? moments.count - 1) + offset))
        cursor = index
        return moments[index]
    }

    /// Puts the cursor at `fraction` of the way from the oldest moment to the newest.
    mutating func move(toFraction fraction: Double) -> Stage? {
        guard !moments.isEmpty, fraction.isFinite else { return nil }
        let index = Int((min(1, max(0, fraction)) * Double(moments.count - 1)).rounded())
        cursor = index
        return moments[index]
    }

    /// The run goes on from the moment shown: the later ones are dropped.
    mutating func resume() {
        guard let cursor else { return }
        moments.removeLast(moments.count - 1 - cursor)
        self.cursor = nil
    }
}
