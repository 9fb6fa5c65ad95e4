/// A filled region for the art generator, described by a signed distance in points
/// (negative inside) plus a bounding box, so edges can be anti-aliased exactly where they fall.
struct ArtShape {
    /// Bounding box in points; nothing outside it is inside the shape.
    var minX: Double, minY: Double, maxX: Double, maxY: Double
    /// Signed distance in points from (x, y) to the edge: negative inside, positive outside.
    var distance: (Double, Double) -> Double

    /// An axis-aligned rectangle with corners rounded by `radius`.
    static func roundedRect(x: Double, y: Double, width: Double, height: Double, radius: Double = 0) -> ArtShape {
        let (centerX, centerY) = (x + width / 2, y + height / 2)
        let radius = min(radius, width / 2, height / 2)
        let (halfX, halfY) = (width / 2 - radius, height / 2 - radius)
        return ArtShape(minX: x, minY: y, maxX: x + width, maxY: y + height) { px, py in
            let qx = abs(px - centerX) - halfX
            let qy = abs(py - centerY) - halfY
            let outside = (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot()
            return outside + min(max(qx, qy), 0) - radius
        }
    }

    /// A horizontal pill of the given height, the placeholder for one line of text.
    static func textLine(x: Double, y: Double, width: Double, height: Double) -> ArtShape {
        roundedRect(x: x, y: y, width: width, height: height, radius: height / 2)
    }

    /// A circle.
    static func circle(x centerX: Double, y centerY: Double, radius: Double) -> ArtShape {
        ArtShape(minX: centerX - radius, minY: centerY - radius, maxX: centerX + radius, maxY: centerY + radius) { px, py in
            let (dx, dy) = (px - centerX, py - centerY)
            return (dx * dx + dy * dy).squareRoot() - radius
        }
    }

    /// An axis-aligned ellipse. The distance is exact, not the usual first-order estimate: that
    /// estimate falls short off the ends of a flat ellipse, so a blurred shadow would still have
    /// coverage where the bounding box cuts it off, leaving a hard vertical edge.
    static func ellipse(x centerX: Double, y centerY: Double, radiusX: Double, radiusY: Double) -> ArtShape {
        ArtShape(minX: centerX - radiusX, minY: centerY - radiusY,
                 maxX: centerX + radiusX, maxY: centerY + radiusY) { px, py in
            ellipseDistance(abs(px - centerX), abs(py - centerY), radiusX, radiusY)
        }
    }

    /// Signed distance from (px, py), both >= 0, to the ellipse with semi-axes a and b. A
    /// trig-free fixed-point search for the nearest point (three steps are within a hundredth of
    /// a point at page sizes), so only exactly rounded operations are used.
    private static func ellipseDistance(_ px: Double, _ py: Double, _ a: Double, _ b: Double) -> Double {
        var (tx, ty) = (0.7071067811865476, 0.7071067811865476)
        for _ in 0..<3 {
            let (ex, ey) = ((a * a - b * b) * tx * tx * tx / a, (b * b - a * a) * ty * ty * ty / b)
            let (rx, ry) = (a * tx - ex, b * ty - ey)
            let (qx, qy) = (px - ex, py - ey)
            let q = (qx * qx + qy * qy).squareRoot()
            guard q > 1e-9 else { break }
            let r = (rx * rx + ry * ry).squareRoot()
            tx = min(1, max(0, (qx * r / q + ex) / a))
            ty = min(1, max(0, (qy * r / q + ey) / b))
            let length = (tx * tx + ty * ty).squareRoot()
            (tx, ty) = (tx / length, ty / length)
        }
        let (dx, dy) = (px - a * tx, py - b * ty)
        let gap = (dx * dx + dy * dy).squareRoot()
        return (px * px) / (a * a) + (py * py) / (b * b) < 1 ? -gap : gap
    }

    /// A convex polygon through `points`, in either winding: hearts, play buttons and mountain
    /// peaks. Outside, near corners, the distance is a slight underestimate, which only makes
    /// those corners marginally rounder.
    static func convexPolygon(_ points: [(x: Double, y: Double)]) -> ArtShape {
        let count = Double(max(points.count, 1))
        let center = (x: points.reduce(0) { $0 + $1.x } / count, y: points.reduce(0) { $0 + $1.y } / count)
        // One outward unit normal and offset per edge, oriented so the centre is inside.
        let edges: [(nx: Double, ny: Double, offset: Double)] = points.indices.map { index in
            let start = points[index], end = points[(index + 1) % points.count]
            let (ex, ey) = (end.x - start.x, end.y - start.y)
            let length = max((ex * ex + ey * ey).squareRoot(), 1e-12)
            var (nx, ny) = (ey / length, -ex / length)
            if (center.x - start.x) * nx + (center.y - start.y) * ny > 0 { (nx, ny) = (-nx, -ny) }
            return (nx, ny, start.x * nx + start.y * ny)
        }
        return ArtShape(minX: points.map(\.x).min() ?? 0, minY: points.map(\.y).min() ?? 0,
                        maxX: points.map(\.x).max() ?? 0, maxY: points.map(\.y).max() ?? 0) { px, py in
            edges.reduce(-Double.infinity) { max($0, px * $1.nx + py * $1.ny - $1.offset) }
        }
    }

    /// A stroke from one point to another with round caps: the building block of icons and the chevron.
    static func segment(from start: (x: Double, y: Double), to end: (x: Double, y: Double), width: Double) -> ArtShape {
        let radius = width / 2
        let (ex, ey) = (end.x - start.x, end.y - start.y)
        let lengthSquared = max(ex * ex + ey * ey, 1e-12)
        return ArtShape(minX: min(start.x, end.x) - radius, minY: min(start.y, end.y) - radius,
                        maxX: max(start.x, end.x) + radius, maxY: max(start.y, end.y) + radius) { px, py in
            let (wx, wy) = (px - start.x, py - start.y)
            let t = min(1, max(0, (wx * ex + wy * ey) / lengthSquared))
            let (dx, dy) = (wx - ex * t, wy - ey * t)
            return (dx * dx + dy * dy).squareRoot() - radius
        }
    }

    /// The ground below `height(x)` inside the given box: hills and horizons. The vertical gap is
    /// divided by the slope so the edge stays one pixel soft on steep flanks too.
    static func below(x: Double, y: Double, width: Double, height: Double,
                      surface: @escaping (Double) -> Double) -> ArtShape {
        ArtShape(minX: x, minY: y, maxX: x + width, maxY: y + height) { px, py in
            let slope = surface(px + 0.25) - surface(px - 0.25)
            let gap = (surface(px) - py) / (1 + 4 * slope * slope).squareRoot()
            let box = max(x - px, px - x - width, y - py, py - y - height)
            return max(gap, box)
        }
    }

    /// The part of this shape also inside `other` (used to clip pictures to cards and avatars).
    func intersecting(_ other: ArtShape) -> ArtShape {
        let (mine, theirs) = (distance, other.distance)
        return ArtShape(minX: max(minX, other.minX), minY: max(minY, other.minY),
                        maxX: min(maxX, other.maxX), maxY: min(maxY, other.maxY)) { px, py in
            max(mine(px, py), theirs(px, py))
        }
    }

    /// This shape with `other` cut out (rings and outlines).
    func subtracting(_ other: ArtShape) -> ArtShape {
        let (mine, theirs) = (distance, other.distance)
        return ArtShape(minX: minX, minY: minY, maxX: maxX, maxY: maxY) { px, py in
            max(mine(px, py), -theirs(px, py))
        }
    }

    /// Everything inside either shape (the two strokes of a chevron meet without a seam).
    func union(_ other: ArtShape) -> ArtShape {
        let (mine, theirs) = (distance, other.distance)
        return ArtShape(minX: min(minX, other.minX), minY: min(minY, other.minY),
                        maxX: max(maxX, other.maxX), maxY: max(maxY, other.maxY)) { px, py in
            min(mine(px, py), theirs(px, py))
        }
    }
}
