import CSDL2
import SlideBackCore

/// Converts points to pixels: the one place the HiDPI factor (and, in compare mode, where a
/// screen sits in the window) is applied.
public struct PixelScale: Equatable {
    /// Pixels per point.
    public let factor: Double
    /// Where the screen's origin lands, in pixels.
    public let origin: (x: Double, y: Double)

    /// Makes a converter for a screen whose origin is at `origin` pixels.
    public init(factor: Double, origin: (x: Double, y: Double) = (0, 0)) {
        self.factor = factor
        self.origin = origin
    }

    /// Compares factor and origin.
    public static func == (lhs: PixelScale, rhs: PixelScale) -> Bool {
        lhs.factor == rhs.factor && lhs.origin == rhs.origin
    }

    /// A rectangle in points as pixels.
    public func rect(_ rect: Rect) -> SDL_FRect {
        SDL_FRect(x: Float(origin.x + rect.x * factor), y: Float(origin.y + rect.y * factor),
                  w: Float(rect.width * factor), h: Float(rect.height * factor))
    }

    /// A length in points as whole pixels, at least one.
    public func pixels(_ points: Double) -> Int {
        max(1, Int((points * factor).rounded()))
    }
}
