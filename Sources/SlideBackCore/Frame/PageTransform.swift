/// How a group of layers (a page with its bar, or a picture) is placed at one moment: moved,
/// scaled about an anchor, rounded, faded, dimmed and shadowed. Styles produce one per role from
/// the transition's progress; the compositor draws the group under it, and `apply(to:)` is the one
/// place the geometry is worked out, for drawing and for tests alike.
public struct PageTransform: Equatable, Sendable {
    /// Horizontal translation in points.
    public var x: Double
    /// Vertical translation in points.
    public var y: Double
    /// Horizontal scale (and vertical, unless `scaleY` says otherwise), 1 = full size, about `anchor`.
    public var scale: Double
    /// Vertical scale.
    public var scaleY: Double
    /// The fixed point of the scale, in fractions of the group's bounds (0.5, 0.5 = the centre).
    public var anchor: Point
    /// Corner radius in points, after scaling.
    public var cornerRadius: Double
    /// Opacity of the whole group, 0...1.
    public var opacity: Double
    /// Opacity of the black drawn over the whole screen right after this group, darkening it and
    /// all behind it; `nil` when the style draws no cover at all in this phase.
    public var dimming: Double?
    /// The shadow cast to the left of the group's left edge, or `nil`.
    public var shadow: Shadow?

    /// A shadow along a group's left edge.
    public struct Shadow: Equatable, Sendable {
        /// Opacity at its darkest.
        public var opacity: Double
        /// Width of the gradient in points.
        public var width: Double
        /// Where its centre sits relative to the edge, in points (negative: to the left).
        public var offset: Double
        /// Whether it is the mirror image: cast to the right of the group's right edge, its
        /// offset counted rightwards (a right-to-left run).
        public var mirrored = false

        /// Makes a shadow.
        public init(opacity: Double, width: Double, offset: Double) {
            self.opacity = opacity
            self.width = width
            self.offset = offset
        }
    }

    /// Makes a transform; the defaults leave a group as it is.
    public init(x: Double = 0, y: Double = 0, scale: Double = 1, scaleY: Double? = nil, anchor: Point = Point(x: 0.5, y: 0.5),
                cornerRadius: Double = 0, opacity: Double = 1, dimming: Double? = nil, shadow: Shadow? = nil) {
        self.x = x
        self.y = y
        self.scale = scale
        self.scaleY = scaleY ?? scale
        self.anchor = anchor
        self.cornerRadius = cornerRadius
        self.opacity = opacity
        self.dimming = dimming
        self.shadow = shadow
    }

    /// The transform that changes nothing.
    public static let identity = PageTransform()

    /// True when the group is only moved: drawn layer by layer, with no offscreen pass, and its
    /// opaque layers still hide what is behind them.
    public var isTranslationOnly: Bool { scale == 1 && scaleY == 1 && cornerRadius <= 0 && opacity >= 1 }

    /// True when the group is drawn with a fading ring: a scaled or rounded one, whose edges move
    /// by fractions of a pixel, is drawn with a one-pixel anti-aliased edge that blends the page
    /// with what is under it, in the row or column of pixels each edge passes through. A group
    /// only moved and faded (a fade-through's page) has square edges on whole pixels, as every
    /// rectangle is placed, and no ring: the ring's pixel, half of each side, read 2.78:1 under
    /// flutter-fade-forwards' clock, where the page beside it wanted the other colour.
    public var hasFadingEdge: Bool { cornerRadius > 0 || scale != 1 || scaleY != 1 }

    /// Where a rectangle of a group whose bounds are `bounds` ends up: scaled about the anchor
    /// point of `bounds`, then moved.
    public func apply(to rect: Rect, in bounds: Rect) -> Rect {
        let anchorX = bounds.x + bounds.width * anchor.x, anchorY = bounds.y + bounds.height * anchor.y
        return Rect(x: anchorX + (rect.x - anchorX) * scale + x, y: anchorY + (rect.y - anchorY) * scaleY + y,
                    width: rect.width * scale, height: rect.height * scaleY)
    }

    /// The point of the group that `apply` puts at `point` of the screen (a group never scales to 0).
    public func unapply(to point: Point, in bounds: Rect) -> Point {
        let anchorX = bounds.x + bounds.width * anchor.x, anchorY = bounds.y + bounds.height * anchor.y
        return Point(x: anchorX + (point.x - x - anchorX) / (scale == 0 ? 1 : scale),
                     y: anchorY + (point.y - y - anchorY) / (scaleY == 0 ? 1 : scaleY))
    }

    /// The edge shadow the transformed group casts, as a layer on the screen (`shadow`, drawn
    /// before the group), or `nil` when it casts none. A screen of `bounds`.
    public func castShadow(in bounds: Rect) -> Layer? {
        guard let shadow else { return nil }
        let outline = apply(to: bounds, in: bounds)
        // Beside the straight part of the edge only: a rounded corner casts none.
        let inset = min(max(0, cornerRadius), outline.height / 2)
        let cast = Layer(.edgeShadow, frame: Rect(x: outline.x + shadow.offset - shadow.width / 2, y: outline.y + inset,
                                                  width: shadow.width, height: outline.height - 2 * inset),
                         alpha: shadow.opacity)
        return shadow.mirrored ? cast.mirrored(within: Rect(x: outline.x, y: 0, width: outline.width, height: 0)) : cast
    }

    /// Whether a point of the screen lies inside the transformed group's rounded outline.
    public func covers(_ point: Point, bounds: Rect) -> Bool {
        let outline = apply(to: bounds, in: bounds)
        guard point.x >= outline.x, point.x < outline.x + outline.width,
              point.y >= outline.y, point.y < outline.y + outline.height else { return false }
        let radius = min(cornerRadius, outline.width / 2, outline.height / 2)
        guard radius > 0 else { return true }
        // Inside unless in a corner square and beyond the corner's circle.
        let cx = min(max(point.x, outline.x + radius), outline.x + outline.width - radius)
        let cy = min(max(point.y, outline.y + radius), outline.y + outline.height - radius)
        let dx = point.x - cx, dy = point.y - cy
        return dx * dx + dy * dy <= radius * radius
    }

    /// The transform seen in a mirror standing on the group's vertical centre line: moved the
    /// other way, scaled about the mirrored anchor, its shadow cast from the other edge. Applied
    /// to a mirrored rectangle it gives the mirror image of what `apply(to:in:)` gives.
    public func mirrored() -> PageTransform {
        var mirror = self
        mirror.x = -x
        mirror.anchor.x = 1 - anchor.x
        mirror.shadow?.mirrored.toggle()
        return mirror
    }
}
