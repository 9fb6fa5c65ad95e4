import SlideBackCore
import SlideBackRender

/// What a bar pixel may show mid-transition when each page carries its own bar: the leaving
/// page's bar where the leaving page is, moved, scaled and faded as its group says; the entering
/// page's where that one shows, under its cover; and between them only the leaving page's
/// shadow. Pictures of each page at rest say what its bar looks like.
struct WholePageBarModel {
    /// The page in front and the page underneath at rest, full screen, scale 1.
    let front: PixelBuffer, back: PixelBuffer
    /// Their groups' transforms in the frame.
    let frontTransform: PageTransform, backTransform: PageTransform
    /// The screen, in points (= pixels).
    let bounds: Rect

    /// Per channel, how far a drawn pixel may be from the model (filtering, rounding, blending).
    static let tolerance = 28.0
    /// Pixels from a page's outline inside which anti-aliasing decides, so nothing is judged.
    static let edgeBand = 1.5

    /// Whether `color`, drawn at `point`, is one the model allows; `nil` when the point lies on a
    /// page's edge and cannot be judged.
    func allows(_ color: RGBSample, at point: Point) -> Bool? {
        if onEdge(point, of: frontTransform) || onEdge(point, of: backTransform) { return nil }
        let under = underneath(at: point)
        if frontTransform.covers(point, bounds: bounds) {
            let alpha = frontTransform.opacity
            let top = candidates(of: front, at: point, through: frontTransform)
            return (alpha >= 1 ? top : top.over(under, alpha: alpha)).holds(color, tolerance: Self.tolerance)
        }
        if under.holds(color, tolerance: Self.tolerance) { return true }
        // The shadow only darkens what is under it, and no more than its opacity.
        guard let shadow = frontTransform.shadow, inShadow(point, shadow) else { return false }
        let own = under.own, darkest = own.scaled(by: 1 - shadow.opacity)
        return color.red <= own.red + Self.tolerance && color.green <= own.green + Self.tolerance
            && color.blue <= own.blue + Self.tolerance
            && color.red >= darkest.red - Self.tolerance && color.green >= darkest.green - Self.tolerance
            && color.blue >= darkest.blue - Self.tolerance
    }

    /// The page underneath around `point`, faded and covered as its group says (black where it is
    /// not): filtering makes any neighbour's colour possible.
    private func underneath(at point: Point) -> ColorSpan {
        let dim = backTransform.dimming ?? 0
        guard backTransform.covers(point, bounds: bounds) else { return ColorSpan(.black) }
        return candidates(of: back, at: point, through: backTransform).map {
            $0.over(.black, alpha: backTransform.opacity).scaled(by: 1 - dim)
        }
    }

    /// The colours of a page's picture around the point that `transform` puts at `point`: the
    /// point's own and the span of its eight neighbours with it.
    private func candidates(of picture: PixelBuffer, at point: Point, through transform: PageTransform) -> ColorSpan {
        let source = inverse(point, of: transform)
        let x = Int(source.x.rounded(.down)), y = Int(source.y.rounded(.down))
        var span = ColorSpan(RGBSample(picture.pixel(x: x, y: y)))
        for dy in -1...1 {
            for dx in -1...1 where dx != 0 || dy != 0 { span.include(RGBSample(picture.pixel(x: x + dx, y: y + dy))) }
        }
        return span
    }

    /// Where in the unmoved group a point of the screen comes from.
    private func inverse(_ point: Point, of transform: PageTransform) -> Point {
        let anchorX = bounds.x + bounds.width * transform.anchor.x, anchorY = bounds.y + bounds.height * transform.anchor.y
        return Point(x: anchorX + (point.x - transform.x - anchorX) / max(transform.scale, 1e-6),
                     y: anchorY + (point.y - transform.y - anchorY) / max(transform.scaleY, 1e-6))
    }

    /// Whether the point lies within `edgeBand` of the outline, or of a rounded corner's arc.
    private func onEdge(_ point: Point, of transform: PageTransform) -> Bool {
        let outline = transform.apply(to: bounds, in: bounds), band = Self.edgeBand
        let nearX = abs(point.x - outline.x) < band || abs(point.x - outline.x - outline.width) < band
        let nearY = abs(point.y - outline.y) < band || abs(point.y - outline.y - outline.height) < band
        if nearX || nearY { return true }
        let radius = min(transform.cornerRadius, outline.width / 2, outline.height / 2)
        guard radius > 0 else { return false }
        let cx = min(max(point.x, outline.x + radius), outline.x + outline.width - radius)
        let cy = min(max(point.y, outline.y + radius), outline.y + outline.height - radius)
        let distance = ((point.x - cx) * (point.x - cx) + (point.y - cy) * (point.y - cy)).squareRoot()
        return (cx != point.x || cy != point.y) && abs(distance - radius) < band
    }

    /// Whether the point lies in the band the front page's edge shadow covers (a mirrored
    /// shadow's band is the mirror image, right of the right edge).
    private func inShadow(_ point: Point, _ shadow: PageTransform.Shadow) -> Bool {
        let outline = frontTransform.apply(to: bounds, in: bounds)
        // Measured from the edge the shadow is cast from, outwards being negative.
        let fromEdge = shadow.mirrored ? outline.maxX - point.x : point.x - outline.x
        return fromEdge >= shadow.offset - shadow.width / 2 - Self.edgeBand && fromEdge <= Self.edgeBand
    }
}

/// The colours a pixel may take: a colour of its own, and per channel the range that filtering
/// between it and its neighbours spans. Blending and fading are monotone in every channel, so
/// they map a span's bounds to the bounds of the blended colours.
struct ColorSpan {
    /// The colour at the point itself, and the channel-wise lowest and highest around it.
    private(set) var own: RGBSample, low: RGBSample, high: RGBSample

    /// The span of one colour.
    init(_ color: RGBSample) { (own, low, high) = (color, color, color) }

    /// Widens the span to hold `color`.
    mutating func include(_ color: RGBSample) {
        low = RGBSample(red: min(low.red, color.red), green: min(low.green, color.green), blue: min(low.blue, color.blue))
        high = RGBSample(red: max(high.red, color.red), green: max(high.green, color.green), blue: max(high.blue, color.blue))
    }

    /// The span with every colour passed through the monotone `change`.
    func map(_ change: (RGBSample) -> RGBSample) -> ColorSpan {
        var span = ColorSpan(change(own))
        span.low = change(low)
        span.high = change(high)
        return span
    }

    /// Every colour of this span at `alpha` over every colour of `under`.
    func over(_ under: ColorSpan, alpha: Double) -> ColorSpan {
        var span = ColorSpan(own.over(under.own, alpha: alpha))
        span.low = low.over(under.low, alpha: alpha)
        span.high = high.over(under.high, alpha: alpha)
        return span
    }

    /// Whether `color` lies, channel by channel, within `tolerance` of the span.
    func holds(_ color: RGBSample, tolerance: Double) -> Bool {
        color.red >= low.red - tolerance && color.red <= high.red + tolerance
            && color.green >= low.green - tolerance && color.green <= high.green + tolerance
            && color.blue >= low.blue - tolerance && color.blue <= high.blue + tolerance
    }
}
