import CSDL2
import CSDL2Image
import Foundation

/// RGBA pixels read back from a frame: what tests inspect and `--capture` writes.
public struct PixelBuffer: Equatable, Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Row-major RGBA bytes, four per pixel.
    public var bytes: [UInt8]

    /// A transparent black buffer.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
        bytes = [UInt8](zeros: width * height * 4)
    }

    /// The pixel at (x, y) as (r, g, b, a); coordinates outside are clamped to the edge.
    public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        let cx = min(width - 1, max(0, x)), cy = min(height - 1, max(0, y))
        let index = (cy * width + cx) * 4
        return (bytes[index], bytes[index + 1], bytes[index + 2], bytes[index + 3])
    }
}
