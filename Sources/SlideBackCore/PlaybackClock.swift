/// How fast animation time runs against real time: the base speed and the slow-motion toggle.
/// Only animations are scaled; the finger always moves the page at full speed.
public struct PlaybackClock: Equatable, Sendable {
    /// The speed when slow motion is off (`--time-scale`, 1 = real time).
    public var timeScale: Double
    /// The speed when slow motion is on (`--slow-motion-factor`, 0.1 by default).
    public var slowMotionFactor: Double
    /// Whether slow motion is on (toggled with `S`).
    public var isSlowMotion = false

    /// Makes a clock running at `timeScale`.
    public init(timeScale: Double = 1, slowMotionFactor: Double = 0.1) {
        self.timeScale = timeScale
        self.slowMotionFactor = slowMotionFactor
    }

    /// The speed in force now.
    public var speed: Double { isSlowMotion ? slowMotionFactor : timeScale }

    /// Animation seconds that pass in `realSeconds` of wall-clock time.
    public func animationSeconds(forRealSeconds realSeconds: Double) -> Double {
        realSeconds * speed
    }

    /// Turns slow motion on or off.
    public mutating func toggleSlowMotion() {
        isSlowMotion.toggle()
    }
}
