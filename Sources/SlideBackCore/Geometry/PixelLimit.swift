/// The largest window the program draws, in pixels: 16384 a side (SDL's own limit for a window,
/// and what renderers commonly hold as one texture) and 64 megapixels, so one frame's buffer is at
/// most 256 MiB and the few a run keeps (back buffer, read-back, pictures) stay within a few GiB.
/// `--size` with `--scale`, scripted resizes, and windows grown by compare mode are held to it.
public enum PixelLimit {
    /// The longest side.
    public static let maximumSide = 16384
    /// The most pixels.
    public static let maximumPixels = 64 * 1024 * 1024

    /// The limit in words, for messages.
    public static let text = "the limit of \(maximumSide) pixels a side and \(maximumPixels / (1024 * 1024)) megapixels"

    /// Whether a window of `width` x `height` pixels is within the limit (and `maximumSide`, when
    /// the renderer holds less).
    public static func fits(width: Double, height: Double, maximumSide side: Int = maximumSide) -> Bool {
        width <= Double(min(side, maximumSide)) && height <= Double(min(side, maximumSide)) && width * height <= Double(maximumPixels)
    }

    /// The largest scale at most `scale` at which `points` fits the limit.
    public static func fittingScale(_ scale: Double, for points: Size, maximumSide side: Int = maximumSide) -> Double {
        guard points.width > 0, points.height > 0,
              !fits(width: (points.width * scale).rounded(), height: (points.height * scale).rounded(), maximumSide: side) else { return scale }
        let longest = Double(min(side, maximumSide))
        let byArea = (Double(maximumPixels) / (points.width * points.height)).squareRoot()
        var fitting = min(scale, longest / points.width, longest / points.height, byArea)
        // The window's size is rounded to whole pixels, which can round past the bound: step under it.
        while !fits(width: (points.width * fitting).rounded(), height: (points.height * fitting).rounded(), maximumSide: side) {
            fitting *= 0.9999
        }
        return fitting
    }

    /// "W x H" pixels of `points` at `scale`, rounded as the window is.
    public static func pixelText(_ points: Size, scale: Double) -> String {
        "\(Int((points.width * scale).rounded())) x \(Int((points.height * scale).rounded())) pixels"
    }
}
