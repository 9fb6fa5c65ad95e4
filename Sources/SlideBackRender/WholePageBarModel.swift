import SlideBackCore

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
        let unders = underneath(at: point)
        if frontTransform.covers(point, bounds: bounds) {
            let alpha = frontTransform.opacity
            let fronts = candidates(of: front, at: point, through: frontTransform)
            return Self.within(color, alpha >= 1 ? fronts : fronts.flatMap { top in unders.map { top.over($0, alpha: alpha) } })
        }
        if Self.within(color, unders) { return true }
        // The shadow only darkens what is under it, and no more than its opacity.
        guard let shadow = frontTransform.shadow, inShadow(point, shadow) else { return false }
        let under = unders[0], darkest = under.scaled(by: 1 - shadow.opacity)
        return color.red <= under.red + Self.tolerance && color.green <= under.green + Self.tolerance
            && color.blue <= under.blue + Self.tolerance
            && color.red >= darkest.red - Self.tolerance && color.green >= darkest.green - Self.tolerance
            && color.blue >= darkest.blue - Self.tolerance
    }

    /// The page underneath around `point`, faded and covered as its group says (black where it is
    /// not), the colour at the point itself first: filtering makes any neighbour possible.
    private func underneath(at point: Point) -> [RGBSample] {
        let dim = backTransform.dimming ?? 0
        guard backTransform.covers(point, bounds: bounds) else { return [.black] }
        return candidates(of: back, at: point, through: backTransform).map {
            $0.over(.black, alpha: backTransform.opacity).scaled(by: 1 - dim)
        }
    }

    /// The colours of a page's picture around the point that `transform` puts at `point`, the
    /// point's own first.
    private func candidates(of picture: PixelBuffer, at point: Point, through transform: PageTransform) -> [RGBSample] {
        let source = inverse(point, of: transform)
        let x = Int(source.x.rounded(.down)), y = Int(source.y.rounded(.down))
        return [(0, 0), (-1, 0), (1, 0), (0, -1), (0, 1), (-1, -1), (1, -1), (-1, 1), (1, 1)].map {
            RGBSample(picture.pixel(x: x + $0.0, y: y + $0.1))
        }
    }

    /// Whether `color` lies, channel by channel, within the tolerance of the range `candidates`
    /// span: what filtering a scaled or shifted picture can make of them.
    static func within(_ color: RGBSample, _ candidates: [RGBSample]) -> Bool {
        func inRange(_ value: Double, _ channel: (RGBSample) -> Double) -> Bool {
            let values = candidates.map(channel)
            return value >= (values.min() ?? 0) - tolerance && value <= (values.max() ?? 0) + tolerance
        }
        return inRange(color.red, \.red) && inRange(color.green, \.green) && inRange(color.blue, \.blue)
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

    /// Whether the point lies in the band the front page's edge shadow covers.
    private func inShadow(_ point: Point, _ shadow: PageTransform.Shadow) -> Bool {
        let edge = frontTransform.apply(to: bounds, in: bounds).x
        let centre = edge + shadow.offset
        return point.x >= centre - shadow.width / 2 - Self.edgeBand && point.x <= edge + Self.edgeBand
    }
}
