/// One input of a script and the frame it happens on.
public struct ScriptEvent: Equatable, Sendable {
    /// The frame (0 is the first) at which the action is applied.
    public var frame: Int
    /// What happens.
    public var action: ScriptAction

    /// Makes an event.
    public init(frame: Int, action: ScriptAction) {
        self.frame = frame
        self.action = action
    }
}
