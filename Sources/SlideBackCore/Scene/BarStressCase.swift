/// One way a back swipe is known to leave the wrong navigation bar behind, as a pointer script
/// `slideback check-bars` plays on every pair of bar states: the peers' most reported bugs follow a
/// cancelled or a very fast swipe, a grab of a settling page, or pops in quick succession.
public enum BarStressCase: String, CaseIterable, Sendable {
    /// A slow swipe to three quarters of the width, held still, then let go: the pop completes.
    case fullPop = "full-pop"
    /// A swipe to a fifth of the width, held still, let go under every style's threshold.
    case cancel
    /// A 60-point flick in three frames, let go while moving (a fling pops; a distance rule cancels).
    case flick
    /// A swipe let go past half-way, caught again mid-settle and dragged back before the release.
    case regrab
    /// Two full swipes, the second as soon as the first has settled: two pages popped in a row.
    case twoPops = "two-pops"

    /// The stack depth the case starts at: two pops need two pages over the root.
    public var depth: Int { self == .twoPops ? 2 : 1 }

    /// One frame's input: the pointer events fed before the frame is stepped and drawn.
    public struct Step: Equatable, Sendable {
        /// Events, in order.
        public var events: [PointerEvent]
    }

    /// Frame `frame` of the script for a screen `width` x `height` points, at 60 Hz; `nil` once the
    /// script is over. `settled` says whether the navigator has come to rest, for the second pop
    /// that waits for it; `state` is the case's own memory between frames, 0 at the start.
    public func step(_ frame: Int, width: Double, height: Double, settled: Bool, state: inout Int) -> Step? {
        let y = height * 0.55
        switch self {
        case .fullPop:
            return Self.swipe(frame, from: 2, speed: 12, frames: 25, hold: 6, y: y)
        case .cancel:
            return Self.swipe(frame, from: 2, speed: width * 0.2 / 15, frames: 15, hold: 6, y: y)
        case .flick:
            return Self.swipe(frame, from: 2, speed: 20, frames: 3, hold: 0, y: y)
        case .regrab:
            if frame <= 21 { return Self.swipe(frame, from: 2, speed: width * 0.6 / 20, frames: 20, hold: 0, y: y) }
            // Four frames into the settle, a press catches the page where it is drawn and drags it back.
            if frame < 26 { return Step(events: []) }
            return Self.swipe(frame - 26, from: width / 2, speed: -15, frames: 18, hold: 6, y: y)
        case .twoPops:
            if state == 0 {
                if let first = Self.swipe(frame, from: 2, speed: 12, frames: 25, hold: 6, y: y) { return first }
                guard settled else { return Step(events: []) }
                state = frame
            }
            return Self.swipe(frame - state, from: 2, speed: 12, frames: 25, hold: 6, y: y)
        }
    }

    /// A drag pressed at `x` at frame 0, moving `speed` points a frame for `frames` frames, held
    /// still for `hold`, released the frame after; `nil` once it is over (and before it starts).
    private static func swipe(_ frame: Int, from x: Double, speed: Double, frames: Int, hold: Int, y: Double) -> Step? {
        guard frame >= 0, frame <= frames + hold + 1 else { return nil }
        let point = Point(x: x + speed * Double(min(frame, frames)), y: y)
        if frame == 0 { return Step(events: [PointerEvent(.down, at: point)]) }
        if frame == frames + hold + 1 { return Step(events: [PointerEvent(.up, at: point)]) }
        return Step(events: frame <= frames ? [PointerEvent(.move, at: point)] : [])
    }
}
