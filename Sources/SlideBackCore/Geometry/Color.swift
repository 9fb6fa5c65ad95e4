/// An sRGB colour with straight (not premultiplied) alpha, 0...255 per channel.
public struct Color: Equatable, Hashable, Sendable {
    /// Red channel.
    public var red: UInt8
    /// Green channel.
    public var green: UInt8
    /// Blue channel.
    public var blue: UInt8
    /// Opacity: 0 is invisible, 255 opaque.
    public var alpha: UInt8

    /// Makes a colour from its channels.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Makes an opaque colour from a 0xRRGGBB number, as the seeds write them (`0x6F7179`).
    public init(rgb: UInt32) {
        self.init(red: UInt8((rgb >> 16) & 0xFF), green: UInt8((rgb >> 8) & 0xFF), blue: UInt8(rgb & 0xFF))
    }

    /// Black, the colour of every cover and shadow in the seeds.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// White, the default page background.
    public static let white = Color(red: 255, green: 255, blue: 255)
    /// The seeds' bar tint colour (0x6F7179), used for the back button and bar buttons.
    public static let seedTint = Color(rgb: 0x6F7179)
    /// The default bar background, the light grey of a stock iOS bar.
    public static let defaultBar = Color(rgb: 0xF7F7F7)

    /// Relative luminance on 0...1, to choose dark or light text over this colour.
    public var luminance: Double {
        (0.2126 * Double(red) + 0.7152 * Double(green) + 0.0722 * Double(blue)) / 255
    }
}
