/// What a command (a key, a script's command) arriving while a finger holds a swipe does
/// (`commandsWhileSwiping`).
public enum SwipingCommand: String, CaseIterable, Equatable, Sendable {
    /// It waits until the swipe has been released and has settled (the seeds' queue).
    case wait
    /// It acts at once on the stack as it is, as in Flutter: a pop pops the held page from where
    /// it is drawn, a push sends the swipe back to rest and pushes on top.
    case act
}
