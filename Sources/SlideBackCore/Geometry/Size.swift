/// A width and height in points.
public struct Size: Equatable, Hashable, Sendable {
    /// Extent along x.
    public var width: Double
    /// Extent along y.
    public var height: Double

    /// Makes a size from its two extents.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}
