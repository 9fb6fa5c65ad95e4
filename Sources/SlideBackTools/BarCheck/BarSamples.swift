import SlideBackCore
import SlideBackRender

/// The points of a screen where `slideback check-bars` looks at the bar: every fourth column, a
/// few rows of the status area and a few of the bar, clear of neither (titles and buttons are
/// part of what must be right).
public struct BarSamples: Sendable {
    /// A sampled point, in pixels of a scale-1 frame.
    public struct Point: Equatable, Sendable {
        /// Column and row.
        public let x: Int, y: Int
        /// Whether it lies in the bar rather than the status area.
        public let inBar: Bool
    }

    /// Every sampled point, status rows first.
    public let points: [Point]

    /// The points of a screen `width` points wide, whose status area and bar are `statusHeight`
    /// and `barHeight` points high.
    public init(width: Int, statusHeight: Int = Int(ScreenLayout.statusHeight), barHeight: Int = Int(ScreenLayout.barHeight)) {
        let statusRows = [statusHeight / 7, statusHeight / 2, statusHeight * 6 / 7]
        let barRows = [0.1, 0.3, 0.5, 0.7, 0.9].map { statusHeight + Int(Double(barHeight) * $0) }
        let columns = Swift.stride(from: 2, to: width, by: 4)
        points = statusRows.flatMap { y in columns.map { Point(x: $0, y: y, inBar: false) } }
            + barRows.flatMap { y in columns.map { Point(x: $0, y: y, inBar: true) } }
    }

    /// The colour of each point in `buffer`.
    public func read(_ buffer: PixelBuffer) -> [RGBSample] {
        points.map { RGBSample(buffer.pixel(x: $0.x, y: $0.y)) }
    }
}

/// One sampled colour, 0...255 a channel.
public struct RGBSample: Equatable, Sendable {
    /// The channels.
    public var red: Double, green: Double, blue: Double

    /// Makes a colour.
    public init(red: Double, green: Double, blue: Double) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// A pixel's colour.
    public init(_ pixel: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) {
        self.init(red: Double(pixel.red), green: Double(pixel.green), blue: Double(pixel.blue))
    }

    /// Black.
    public static let black = RGBSample(red: 0, green: 0, blue: 0)

    /// The largest difference of one channel.
    public func distance(to other: RGBSample) -> Double {
        max(abs(red - other.red), abs(green - other.green), abs(blue - other.blue))
    }

    /// This colour by `factor` (a cover of 1 - factor).
    public func scaled(by factor: Double) -> RGBSample {
        RGBSample(red: red * factor, green: green * factor, blue: blue * factor)
    }

    /// This colour at `alpha` over `under`.
    public func over(_ under: RGBSample, alpha: Double) -> RGBSample {
        RGBSample(red: red * alpha + under.red * (1 - alpha), green: green * alpha + under.green * (1 - alpha),
                  blue: blue * alpha + under.blue * (1 - alpha))
    }
}
