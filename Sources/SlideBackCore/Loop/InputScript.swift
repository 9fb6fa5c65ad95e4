/// A timed list of inputs that drives a run without a person, for demos and end-to-end tests.
public struct InputScript: Equatable, Sendable {
    /// The events, in non-decreasing frame order.
    public var events: [ScriptEvent]
    /// The frame of the last event, or `nil` for an empty script: after it the script has nothing more to say.
    public var lastFrame: Int?

    /// Makes a script; `lastFrame` is taken from the events.
    public init(events: [ScriptEvent]) {
        self.events = events
        self.lastFrame = events.map(\.frame).max()
    }

    /// The latest frame an event may name (about 46 hours at 60 frames a second).
    public static let maximumFrame = 10_000_000
    /// Script coordinates further than this from the origin are surely mistakes.
    public static let maximumCoordinate = 100_000.0
    /// The highest pointer number a script may use.
    public static let maximumPointer = 99
    /// The highest stack index `popTo` may name.
    public static let maximumStackIndex = 1_000_000
}
