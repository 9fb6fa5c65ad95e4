/// Where the finger has been, for drawing it (`--show-pointer`): the newest position and those of
/// the last few frames, in window points, while the pointer is down. Kept with the stage's state
/// and advanced once a frame, so a headless run and its recording show the same trail.
public struct PointerTrail: Equatable, Sendable {
    /// Frames of history kept behind the finger.
    public static let length = 8

    /// The finger now, or `nil` when no pointer is down.
    public private(set) var current: Point?
    /// Where it was at the ends of the last frames, oldest first.
    public private(set) var history: [Point] = []

    /// No pointer.
    public init() {}

    /// Follows the input.
    mutating func apply(_ action: ScriptAction) {
        switch action {
        case .down(let point, _), .move(let point, _): current = point
        case .up, .cancel:
            current = nil
            history.removeAll()
        default: break
        }
    }

    /// A frame ended: the finger's position joins the history.
    mutating func advance() {
        guard let current else { return }
        history.append(current)
        if history.count > Self.length { history.removeFirst(history.count - Self.length) }
    }
}
