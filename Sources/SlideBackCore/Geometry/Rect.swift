/// An axis-aligned rectangle in points: where a layer is drawn or a control can be hit.
public struct Rect: Equatable, Hashable, Sendable {
    /// Top-left corner x.
    public var x: Double
    /// Top-left corner y.
    public var y: Double
    /// Extent along x.
    public var width: Double
    /// Extent along y.
    public var height: Double

    /// Makes a rectangle from its corner and extents.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// A rectangle at the origin with the given size, such as the whole screen.
    public init(size: Size) {
        self.init(x: 0, y: 0, width: size.width, height: size.height)
    }

    /// The right edge.
    public var maxX: Double { x + width }
    /// The bottom edge.
    public var maxY: Double { y + height }

    /// Whether the point lies inside, counting the left and top edges but not the right and bottom.
    public func contains(_ point: Point) -> Bool {
        point.x >= x && point.x < maxX && point.y >= y && point.y < maxY
    }

    /// The same rectangle moved by `dx` along x, which is how every transition moves a page.
    public func offsetBy(dx: Double) -> Rect {
        Rect(x: x + dx, y: y, width: width, height: height)
    }

    /// The same rectangle moved by `dx` and `dy` points.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// The same rectangle seen in a mirror standing on the vertical centre line of `span`: its
    /// right edge's distance from `span`'s right edge becomes its left edge's from `span`'s left.
    public func mirrored(within span: Rect) -> Rect {
        Rect(x: span.x + span.maxX - maxX, y: y, width: width, height: height)
    }
}

extension Rect {
    /// The rectangle `fraction` of its width in from the left and right and of its height from
    /// the top and bottom, about the same centre.
    public func insetBy(fraction: Double) -> Rect {
        Rect(x: x + width * fraction, y: y + height * fraction, width: width * (1 - 2 * fraction), height: height * (1 - 2 * fraction))
    }

    /// The rectangle `t` of the way from this one to `other`, each edge linearly.
    public func interpolated(to other: Rect, by t: Double) -> Rect {
        Rect(x: x + (other.x - x) * t, y: y + (other.y - y) * t,
             width: width + (other.width - width) * t, height: height + (other.height - height) * t)
    }
}
