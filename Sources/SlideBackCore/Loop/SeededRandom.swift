import Foundation

/// A small seeded random number generator (SplitMix64): the same sequence for the same seed on
/// every platform and toolchain, so that simulated runs, soak input, generated art and failing
/// random tests repeat exactly from their seed.
public struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    /// A generator whose first number is the SplitMix64 step after `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        return Self.mix(state)
    }

    /// SplitMix64's finaliser: 64 well-mixed bits from `value`, for a repeatable hash without state.
    public static func mix(_ value: UInt64) -> UInt64 {
        var z = value
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform number in 0..<1 from the high 53 bits of `bits`.
    public static func unit(_ bits: UInt64) -> Double { Double(bits >> 11) / Double(UInt64(1) << 53) }

    /// A number in 0..<bound (0 when `bound` is 1 or less).
    public mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(max(bound, 1))) }

    /// A uniform number in the closed range.
    public mutating func double(in range: ClosedRange<Double>) -> Double {
        range.lowerBound + (range.upperBound - range.lowerBound) * Self.unit(next())
    }

    /// True with `probability`.
    public mutating func chance(_ probability: Double) -> Bool { Self.unit(next()) < probability }

    /// A uniform number in (0, 1): never 0, so its logarithm is finite.
    public mutating func openUnit() -> Double { (Double(next() >> 11) + 0.5) / Double(UInt64(1) << 53) }

    /// A standard normal number (Box-Muller).
    public mutating func gaussian() -> Double {
        (-2 * log(openUnit())).squareRoot() * cos(2 * Double.pi * openUnit())
    }
}
