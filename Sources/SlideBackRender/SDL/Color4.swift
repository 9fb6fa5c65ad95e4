import SlideBackCore

/// A colour as SDL takes it: four bytes.
public struct Color4: Equatable {
    /// Red.
    public var red: UInt8
    /// Green.
    public var green: UInt8
    /// Blue.
    public var blue: UInt8
    /// Alpha.
    public var alpha: UInt8

    /// Makes a colour from bytes.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A scene colour, at its own opacity or at `alpha`.
    public init(_ color: Color, alpha: UInt8? = nil) {
        self.init(red: color.red, green: color.green, blue: color.blue, alpha: alpha ?? color.alpha)
    }

    /// Converts an opacity on 0...1 to a byte, rounding, so 0.6 becomes 153.
    public static func byte(_ opacity: Double) -> UInt8 {
        guard opacity.isFinite else { return 0 }
        return UInt8((min(1, max(0, opacity)) * 255).rounded())
    }
}
