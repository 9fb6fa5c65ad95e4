import SlideBackCore

/// Endless random input for the soak run, the same for the same seed: what a restless user does
/// with a mouse and the keyboard, one frame at a time.
struct RandomInput {
    private var state: UInt64
    private var pointer: Point?
    private let window: Size

    /// Input for a window of `window` points, from `seed`.
    init(seed: UInt64, window: Size) {
        state = seed &+ 0x9E37_79B9_7F4A_7C15
        self.window = window
    }

    /// SplitMix64, so no platform generator changes the sequence.
    private mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    private mutating func chance(_ probability: Double) -> Bool {
        Double(next() >> 11) / Double(1 << 53) < probability
    }

    private mutating func number(in range: ClosedRange<Double>) -> Double {
        range.lowerBound + (range.upperBound - range.lowerBound) * Double(next() >> 11) / Double(1 << 53)
    }

    /// The actions for the next frame (often none).
    mutating func nextFrame() -> [ScriptAction] {
        if let point = pointer {
            if chance(0.06) {
                pointer = nil
                return [chance(0.1) ? .cancel : .up(point, pointer: 0)]
            }
            let moved = Point(x: point.x + number(in: -25...45), y: point.y + number(in: -6...6))
            pointer = moved
            return [.move(moved, pointer: 0)]
        }
        if chance(0.05) {
            let start = Point(x: chance(0.7) ? number(in: 0...15) : number(in: 0...window.width), y: number(in: 100...(window.height - 100)))
            pointer = start
            return [.down(start, pointer: 0)]
        }
        let keys: [(Double, Key)] = [(0.03, .right), (0.02, .left), (0.004, .home), (0.004, .one), (0.004, .two),
                                     (0.004, .three), (0.004, .four), (0.004, .five), (0.003, .c), (0.003, .s),
                                     (0.002, .h), (0.002, .o), (0.002, .question), (0.002, .p)]
        for (probability, key) in keys where chance(probability) { return [.key(key)] }
        return []
    }
}
