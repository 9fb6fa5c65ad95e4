import Foundation

/// How far one page's content is scrolled up, and the momentum it still carries after a lift:
/// a velocity that decays as UIScrollView's does at its normal deceleration rate (0.998 per
/// millisecond), the content stopping where it meets either end. It is advanced only by the
/// navigator's steps, in closed form, so a replay lands on exactly the same offsets.
public struct VerticalScroll: Equatable, Sendable {
    /// Points the content is scrolled up: 0 at its top, never past the page's travel.
    public var offset = 0.0
    /// Points per second the offset still changes by (positive: the content moves up).
    public var velocity = 0.0

    /// UIScrollView's `decelerationRate` `.normal`: the velocity kept after each millisecond.
    public static let decelerationRate = 0.998
    /// Below this speed, in points per second, the momentum is over (as UIKit stops near it).
    public static let restingSpeed = 5.0

    /// At rest at `offset`.
    public init(offset: Double = 0, velocity: Double = 0) {
        self.offset = offset
        self.velocity = velocity
    }

    /// Whether momentum still moves the content.
    public var isMoving: Bool { velocity != 0 }

    /// The scroll `seconds` later on a page whose content travels `travel` points: the decaying
    /// velocity integrated exactly, v(t) = v0 * rate^(1000 t), so any split of the same time gives
    /// the same place; clamped at 0 and `travel`, where the momentum stops.
    public func advanced(by seconds: Double, travel: Double) -> VerticalScroll {
        guard isMoving, seconds.isFinite, seconds > 0 else { return self }
        let decay = pow(Self.decelerationRate, seconds * 1000)
        let distance = velocity * (decay - 1) / (1000 * log(Self.decelerationRate))
        var next = VerticalScroll(offset: offset + distance, velocity: velocity * decay)
        if next.offset <= 0 || next.offset >= travel {
            next = VerticalScroll(offset: min(max(next.offset, 0), max(travel, 0)))
        } else if abs(next.velocity) < Self.restingSpeed {
            next.velocity = 0
        }
        return next
    }
}
