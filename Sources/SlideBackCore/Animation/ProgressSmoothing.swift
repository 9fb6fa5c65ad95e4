/// A held back swipe's progress smoothed by a spring, as Android's `BackProgressAnimator`
/// (aosp-mirror/platform_frameworks_base `core/java/android/window/BackProgressAnimator.java`)
/// smooths the back events an app sees: each finger move sets a new final position
/// (`animateToFinalPosition`), and the spring carries its velocity into the new target. The
/// spring is `SpringForce.STIFFNESS_MEDIUM` (1500) with `DAMPING_RATIO_NO_BOUNCY` (1), mass 1.
public struct ProgressSmoothing: Equatable, Sendable {
    /// AOSP scales the progress by `SCALE_FACTOR` 100 for the spring, whose rest thresholds are
    /// DynamicAnimation's for a property with a minimum visible change of 1: at rest within
    /// 0.75 (`THRESHOLD_MULTIPLIER`) and slower than 0.75 * 62.5 (`VELOCITY_THRESHOLD_MULTIPLIER`)
    /// scaled units a second.
    public static let scaleFactor = 100.0
    /// The stiffness AOSP uses, `STIFFNESS_MEDIUM`.
    public static let aospStiffness = 1500.0

    /// The spring now, from where the progress was to the latest target.
    public private(set) var spring: SpringMotion

    /// Starts at rest at `value`, with a spring of `stiffness`, critically damped, mass 1.
    public init(value: Double, stiffness: Double) {
        spring = SpringMotion(from: value, to: value, velocity: 0, constants: Self.constants(stiffness: stiffness), unit: Self.scaleFactor)
    }

    /// The smoothed progress now.
    public var value: Double { spring.value }

    /// Where the finger has put the progress.
    public var target: Double { spring.target }

    /// Whether it is still catching up with the finger.
    public var isMoving: Bool { !spring.isFinished }

    /// The finger moved the target: the spring goes on from where it is, at the speed it has.
    public mutating func retarget(to target: Double) {
        guard target.isFinite, target != spring.target else { return }
        let (displacement, speed) = spring.isFinished ? (0, 0) : spring.state(at: spring.elapsed)
        spring = SpringMotion(from: spring.target + displacement, to: target, velocity: speed,
                              constants: spring.constants, unit: Self.scaleFactor)
    }

    /// Advances animation time.
    public mutating func advance(by seconds: Double) {
        spring.advance(by: seconds)
    }

    /// A critically damped spring of `stiffness`, mass 1, with AOSP's rest thresholds in scaled units.
    static func constants(stiffness: Double) -> SpringMotion.Constants {
        let rest = 0.75
        return SpringMotion.Constants(stiffness: stiffness, damping: 2 * stiffness.squareRoot(), mass: 1,
                                      restDistance: rest, restSpeed: rest * 62.5, solver: .exact, overshoot: .allow)
    }
}
