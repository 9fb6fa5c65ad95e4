/// A picture held in memory as straight-alpha ARGB8888 pixels: what the art generator draws
/// and what PNG files are loaded into when they need to be compared pixel by pixel.
public struct PixelImage: Equatable, Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Row-major pixels, each `0xAARRGGBB` in a native-endian `UInt32`, which is exactly how
    /// `SDL_PIXELFORMAT_ARGB8888` lays them out, so SDL can use this storage without converting.
    public let pixels: [UInt32]

    /// Wraps `pixels` as a `width` x `height` image; throws when the size is empty or the count is wrong.
    public init(width: Int, height: Int, pixels: [UInt32]) throws {
        guard width > 0, height > 0 else {
            throw ArtGeneratorError.badImageSize(width: width, height: height)
        }
        guard pixels.count == width * height else {
            throw ArtGeneratorError.pixelCountMismatch(expected: width * height, actual: pixels.count)
        }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The `0xAARRGGBB` pixel at column `x`, row `y`; both must lie inside the image.
    public func pixel(x: Int, y: Int) -> UInt32 {
        pixels[y * width + x]
    }
}
