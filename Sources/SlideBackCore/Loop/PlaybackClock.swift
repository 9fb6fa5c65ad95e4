/// How fast animation time runs against real time: the base speed, the slow-motion toggle, pause
/// and single steps. Only animations are scaled; the finger always moves the page at full speed.
public struct PlaybackClock: Equatable, Sendable {
    /// The speeds keys 6-9 pick.
    public static let presets = [1.0, 0.5, 0.25, 0.1]

    /// The speed when slow motion is off (`--time-scale`, 1 = real time; keys 6-9).
    public var timeScale: Double
    /// The speed when slow motion is on (`--slow-motion-factor`, 0.1 by default).
    public var slowMotionFactor: Double
    /// Whether slow motion is on (toggled with `S`).
    public var isSlowMotion = false
    /// Whether animation time stands still (toggled with `P`).
    public var isPaused = false
    /// Frames to advance while paused (`.` asks for one).
    public private(set) var pendingSteps = 0

    /// Makes a clock running at `timeScale`.
    public init(timeScale: Double = 1, slowMotionFactor: Double = 0.1) {
        self.timeScale = timeScale
        self.slowMotionFactor = slowMotionFactor
    }

    /// The speed in force when running.
    public var speed: Double { isSlowMotion ? slowMotionFactor : timeScale }

    /// What to show while the speed is not plain real time ("paused", "0.25x"), or `nil` at 1x.
    public var badge: String? {
        if isPaused { return "paused" }
        guard speed != 1 else { return nil }
        let text = String(speed)
        return (text.hasSuffix(".0") ? String(text.dropLast(2)) : text) + "x"
    }

    /// Animation seconds that pass in `realSeconds` of wall-clock time; while paused, none, except
    /// for one frame per step asked for.
    public mutating func advance(realSeconds: Double) -> Double {
        guard isPaused else { return realSeconds * speed }
        guard pendingSteps > 0 else { return 0 }
        pendingSteps -= 1
        return realSeconds * speed
    }

    /// Turns slow motion on or off.
    public mutating func toggleSlowMotion() {
        isSlowMotion.toggle()
    }

    /// Pauses or resumes animation time.
    public mutating func togglePause() {
        isPaused.toggle()
        pendingSteps = 0
    }

    /// While paused, lets exactly one more frame of animation pass.
    public mutating func stepOneFrame() {
        if isPaused { pendingSteps += 1 }
    }

    /// Picks a preset speed (leaving slow motion, so the speed shown is the speed asked for).
    public mutating func choosePreset(_ index: Int) {
        guard Self.presets.indices.contains(index) else { return }
        timeScale = Self.presets[index]
        isSlowMotion = false
    }
}
