/// A position in points, the unit every part of the core works in.
public struct Point: Equatable, Hashable, Sendable {
    /// Horizontal position, growing to the right.
    public var x: Double
    /// Vertical position, growing downwards.
    public var y: Double

    /// Makes a point from its two coordinates.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}
