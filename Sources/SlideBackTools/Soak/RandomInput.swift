import SlideBackCore

/// Endless random input for the soak run, the same for the same seed: what a restless user does
/// with a mouse and the keyboard, one frame at a time.
struct RandomInput {
    private var random: SeededRandom
    private var pointer: Point?
    private let window: Size

    /// Input for a window of `window` points, from `seed`.
    init(seed: UInt64, window: Size) {
        random = SeededRandom(seed: seed &+ 0x9E37_79B9_7F4A_7C15)
        self.window = window
    }

    /// The actions for the next frame (often none).
    mutating func nextFrame() -> [ScriptAction] {
        if let point = pointer {
            if random.chance(0.06) {
                pointer = nil
                return [random.chance(0.1) ? .cancel : .up(point, pointer: 0)]
            }
            let moved = Point(x: point.x + random.double(in: -25...45), y: point.y + random.double(in: -6...6))
            pointer = moved
            return [.move(moved, pointer: 0)]
        }
        if random.chance(0.05) {
            let start = Point(x: random.chance(0.7) ? random.double(in: 0...15) : random.double(in: 0...window.width), y: random.double(in: 100...(window.height - 100)))
            pointer = start
            return [.down(start, pointer: 0)]
        }
        let keys: [(Double, Key)] = [(0.03, .right), (0.02, .left), (0.004, .home), (0.004, .one), (0.004, .two),
                                     (0.004, .three), (0.004, .four), (0.004, .five), (0.003, .c), (0.003, .s),
                                     (0.002, .h), (0.002, .o), (0.002, .question), (0.002, .p)]
        for (probability, key) in keys where random.chance(probability) { return [.key(key)] }
        return []
    }
}
