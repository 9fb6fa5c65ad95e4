/// An animation of one value: a tween of fixed length or a spring that runs until it rests (a
/// released swipe's settle, a push, a pop).
public enum SettleMotion: Equatable, Sendable {
    /// A curve over a fixed duration.
    case tween(Tween)
    /// A physical spring.
    case spring(SpringMotion)

    /// Where the page is now.
    public var value: Double {
        switch self {
        case .tween(let tween): return tween.value
        case .spring(let spring): return spring.value
        }
    }

    /// Where it is going.
    public var target: Double {
        switch self {
        case .tween(let tween): return tween.to
        case .spring(let spring): return spring.target
        }
    }

    /// Whether it may run past its target (a spring that allows overshoot).
    public var overshoots: Bool {
        if case .spring(let spring) = self { return spring.constants.overshoot == .allow }
        return false
    }

    /// Whether it has arrived.
    public var isFinished: Bool {
        switch self {
        case .tween(let tween): return tween.isFinished
        case .spring(let spring): return spring.isFinished
        }
    }

    /// Advances animation time.
    public mutating func advance(by seconds: Double) {
        switch self {
        case .tween(var tween):
            tween.advance(by: seconds)
            self = .tween(tween)
        case .spring(var spring):
            spring.advance(by: seconds)
            self = .spring(spring)
        }
    }
}
