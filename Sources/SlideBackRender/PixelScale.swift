import CSDL2
import SlideBackCore

/// Converts points to pixels: the one place the HiDPI factor is applied.
public struct PixelScale: Equatable {
    /// Pixels per point.
    public let factor: Double

    /// Makes a converter.
    public init(factor: Double) {
        self.factor = factor
    }

    /// A rectangle in points as pixels.
    public func rect(_ rect: Rect) -> SDL_FRect {
        SDL_FRect(x: Float(rect.x * factor), y: Float(rect.y * factor), w: Float(rect.width * factor), h: Float(rect.height * factor))
    }

    /// A length in points as whole pixels, at least one.
    public func pixels(_ points: Double) -> Int {
        max(1, Int((points * factor).rounded()))
    }
}
