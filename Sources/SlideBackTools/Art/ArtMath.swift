import SlideBackCore

/// Small numeric helpers for the procedural art. Only +, *, / and sqrt are used (no libm
/// transcendentals), because those are exactly rounded everywhere, so the PNGs come out
/// bit-identical on every machine.
enum ArtMath {
    /// `value` limited to 0...1.
    static func clamp(_ value: Double) -> Double {
        min(1, max(0, value))
    }

    /// Hermite ease from 0 at `edge0` to 1 at `edge1`.
    static func smoothstep(_ edge0: Double, _ edge1: Double, _ value: Double) -> Double {
        let t = clamp((value - edge0) / (edge1 - edge0))
        return t * t * (3 - 2 * t)
    }

    /// Linear interpolation between two numbers.
    static func mix(_ a: Double, _ b: Double, _ t: Double) -> Double {
        a + (b - a) * t
    }

    /// Linear interpolation between two colours, channel by channel, alpha included.
    static func mix(_ a: Color, _ b: Color, _ t: Double) -> Color {
        let t = clamp(t)
        // In typed steps: as one expression it took the type checker 0.4 s.
        func channel(_ x: UInt8, _ y: UInt8) -> UInt8 {
            let low = Double(x), high = Double(y)
            let mixed: Double = low + (high - low) * t
            return UInt8(mixed.rounded())
        }
        return Color(red: channel(a.red, b.red), green: channel(a.green, b.green),
                     blue: channel(a.blue, b.blue), alpha: channel(a.alpha, b.alpha))
    }

    /// The colour at `t` along evenly spaced `stops`.
    static func gradient(_ stops: [Color], _ t: Double) -> Color {
        guard let first = stops.first, let last = stops.last else { return .black }
        guard stops.count > 1 else { return first }
        let position = clamp(t) * Double(stops.count - 1)
        let index = min(Int(position), stops.count - 2)
        return index + 1 < stops.count ? mix(stops[index], stops[index + 1], position - Double(index)) : last
    }

    /// `color` multiplied (factor < 1) or lifted toward white (factor > 1), for shading.
    static func shade(_ color: Color, _ factor: Double) -> Color {
        if factor <= 1 {
            func dim(_ x: UInt8) -> UInt8 { UInt8((Double(x) * max(0, factor)).rounded()) }
            return Color(red: dim(color.red), green: dim(color.green), blue: dim(color.blue), alpha: color.alpha)
        }
        return mix(color, Color(red: 255, green: 255, blue: 255, alpha: color.alpha), factor - 1)
    }

    /// `color` with its alpha replaced by `opacity` (0...1).
    static func faded(_ color: Color, _ opacity: Double) -> Color {
        Color(red: color.red, green: color.green, blue: color.blue, alpha: UInt8((clamp(opacity) * 255).rounded()))
    }

    /// A repeatable pseudo-random number in 0..<1 for `index`; a seeded SplitMix64 step, so
    /// the art varies without depending on a random generator or the clock.
    static func hash(_ index: Int, seed: UInt64) -> Double {
        SeededRandom.unit(SeededRandom.mix(UInt64(bitPattern: Int64(index)) &+ seed &* 0x9E37_79B9_7F4A_7C15))
    }

    /// A smooth periodic bump (period 1, range 0...1) standing in for a cosine, for rolling hills.
    static func wave(_ x: Double) -> Double {
        let fraction = x - x.rounded(.down)
        let triangle = abs(2 * fraction - 1)
        return triangle * triangle * (3 - 2 * triangle)
    }
}
