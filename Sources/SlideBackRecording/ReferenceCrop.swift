/// `--reference-crop X,Y,W,H`: the part of a recording that is the screen, in its pixels.
public struct ReferenceCrop: Equatable, CustomStringConvertible {
    public var x: Int, y: Int, width: Int, height: Int

    /// The part `width` x `height` pixels from (`x`, `y`), the top left.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var description: String { "\(x),\(y),\(width),\(height)" }
}
