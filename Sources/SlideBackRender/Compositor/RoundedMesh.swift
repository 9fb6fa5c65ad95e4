import CSDL2
import Foundation
import SlideBackCore

/// How a picture is put on the screen as a rounded rectangle with anti-aliased edges: plain
/// scaled copies for the inside (the software renderer's fast path), triangles only for the four
/// rounded corners and a one-pixel ring round the edge whose outer side is clear. Built in window
/// pixels, cut to the clip (a side cut by the clip is square and hard-edged).
///
/// The inside is not triangles because SDL's software rasterizer is slow (a full-screen textured
/// mesh cost 15 ms a frame at 2x) and, in SDL 2.26, overflows and crashes on textured triangles
/// of a few hundred thousand pixels. Every edge between the pieces is on a whole pixel, so they
/// meet without gaps.
struct RoundedMesh {
    /// Scaled copies of the texture: the part of it (texels) and where it goes (pixels).
    private(set) var copies: [(source: SDL_Rect, destination: SDL_FRect)] = []
    /// The corner and ring vertices.
    private(set) var vertices: [SDL_Vertex] = []
    /// Three indices a triangle.
    private(set) var indices: [Int32] = []

    /// Where a mesh's copies go, in whole window pixels.
    struct Inside {
        /// The inside's edges: half a pixel in from each true edge, or out to the clip on a side it cuts.
        let left, top, right, bottom: Double
        /// The corners' radius in whole pixels, at most half the inside's width and height.
        let radius: Double
        /// Which sides the clip cuts: square, with no fading ring.
        let cut: (left: Bool, top: Bool, right: Bool, bottom: Bool)
    }

    /// Where the copies of a mesh for `rect` cut to `clip` (`nil`: uncut) go; `nil` when nothing
    /// is inside. Everything between the copies' bands is drawn by them, opaquely for an opaque
    /// texture at full opacity: the corners' fans and the ring lie outside the bands. Not
    /// `feathered`: square, its edges on whole pixels (half up), with no ring.
    static func inside(of rect: SDL_FRect, clip: SDL_FRect?, radius: Double, feathered: Bool = true) -> Inside? {
        let x = Double(rect.x), y = Double(rect.y), w = Double(rect.w), h = Double(rect.h)
        guard w > 0, h > 0 else { return nil }
        let clipLeft = clip.map { Double($0.x) } ?? -.infinity, clipTop = clip.map { Double($0.y) } ?? -.infinity
        let clipRight = clip.map { Double($0.x + $0.w) } ?? .infinity, clipBottom = clip.map { Double($0.y + $0.h) } ?? .infinity
        let cut = (left: x < clipLeft, top: y < clipTop, right: x + w > clipRight, bottom: y + h > clipBottom)
        // Feathered, each edge half a pixel in (the ring covers the outer half); else snapped.
        let inset = feathered ? 0.5 : 0
        func edge(_ value: Double, _ inward: Double) -> Double {
            feathered ? (value + inward).rounded() : (value + 0.5).rounded(.down)
        }
        let left = cut.left ? clipLeft.rounded(.down) : edge(x, inset)
        let top = cut.top ? clipTop.rounded(.down) : edge(y, inset)
        let right = cut.right ? clipRight.rounded(.up) : edge(x + w, -inset)
        let bottom = cut.bottom ? clipBottom.rounded(.up) : edge(y + h, -inset)
        guard left < right, top < bottom else { return nil }
        let r = feathered ? max(0, min(radius.rounded(), ((right - left) / 2).rounded(.down), ((bottom - top) / 2).rounded(.down))) : 0
        return Inside(left: left, top: top, right: right, bottom: bottom, radius: r, cut: feathered ? cut : (true, true, true, true))
    }

    /// A mesh for `rect` (pixels) with corners of `radius` pixels, cut to `clip`, showing the
    /// whole of a texture of `textureSize` pixels over `rect`, at `opacity`; not `feathered`,
    /// square and on whole pixels.
    init(rect: SDL_FRect, clip: SDL_FRect, radius: Double, opacity: Double, textureSize: (width: Int, height: Int), feathered: Bool = true) {
        let x = Double(rect.x), y = Double(rect.y), w = Double(rect.w), h = Double(rect.h)
        guard textureSize.width > 0, textureSize.height > 0,
              let inside = Self.inside(of: rect, clip: clip, radius: radius, feathered: feathered) else { return }
        let (left, top, right, bottom, r) = (inside.left, inside.top, inside.right, inside.bottom, inside.radius)
        let cut = inside.cut
        let alpha = Color4.byte(opacity)
        let scaleX = Double(textureSize.width) / w, scaleY = Double(textureSize.height) / h

        func copy(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
            guard x1 > x0, y1 > y0 else { return }
            // Within the texture: a square edge on whole pixels may lie up to half a pixel outside
            // the rectangle, where SDL would clip the source and leave that row undrawn.
            func texel(_ offset: Double, _ scale: Double, _ size: Int) -> Int32 { Int32(min(Double(size), max(0, (offset * scale).rounded()))) }
            let sx = texel(x0 - x, scaleX, textureSize.width), sy = texel(y0 - y, scaleY, textureSize.height)
            let sw = max(1, texel(x1 - x, scaleX, textureSize.width) - sx), sh = max(1, texel(y1 - y, scaleY, textureSize.height) - sy)
            copies.append((SDL_Rect(x: sx, y: sy, w: sw, h: sh), SDL_FRect(x: Float(x0), y: Float(y0), w: Float(x1 - x0), h: Float(y1 - y0))))
        }
        func vertex(_ px: Double, _ py: Double, _ a: UInt8) -> SDL_Vertex {
            // Half a texel inside the texture: the rasterizer reads the texel at u * width.
            let u = min(1 - 0.5 / Double(textureSize.width), max(0.5 / Double(textureSize.width), (px - x) / w))
            let v = min(1 - 0.5 / Double(textureSize.height), max(0.5 / Double(textureSize.height), (py - y) / h))
            return SDL_Vertex(position: SDL_FPoint(x: Float(px), y: Float(py)), color: SDL_Color(r: 255, g: 255, b: 255, a: a),
                              tex_coord: SDL_FPoint(x: Float(u), y: Float(v)))
        }

        // The cross: a full-width band between the corners, and the bands above and below it.
        copy(left, top + r, right, bottom - r)
        copy(left + r, top, right - r, top + r)
        copy(left + r, bottom - r, right - r, bottom)
        // Corners clockwise from the top left: the corner's centre, its arc's start, its sides.
        let corners: [(cx: Double, cy: Double, start: Double, cutX: Bool, cutY: Bool, sx: Double, sy: Double)] = [
            (left + r, top + r, Double.pi, cut.left, cut.top, -1, -1),
            (right - r, top + r, 1.5 * Double.pi, cut.right, cut.top, 1, -1),
            (right - r, bottom - r, 0, cut.right, cut.bottom, 1, 1),
            (left + r, bottom - r, 0.5 * Double.pi, cut.left, cut.bottom, -1, 1),
        ]
        let segments = max(2, min(32, Int((r / 2).rounded(.up))))
        // The outline round the inside, each point with its outward fade (none across a cut side).
        var outline: [(px: Double, py: Double, fx: Double, fy: Double)] = []
        for corner in corners {
            let fx = corner.cutX ? 0 : corner.sx, fy = corner.cutY ? 0 : corner.sy
            guard r > 0, !corner.cutX, !corner.cutY else {
                // A square corner: its square is copied and the fade goes out diagonally.
                if r > 0 { copy(min(corner.cx, corner.cx + corner.sx * r), min(corner.cy, corner.cy + corner.sy * r),
                                max(corner.cx, corner.cx + corner.sx * r), max(corner.cy, corner.cy + corner.sy * r)) }
                outline.append((corner.cx + corner.sx * r, corner.cy + corner.sy * r, fx, fy))
                continue
            }
            // A rounded corner: a fan from its centre over the arc.
            let centre = Int32(vertices.count)
            vertices.append(vertex(corner.cx, corner.cy, alpha))
            for step in 0...segments {
                let angle = corner.start + 0.5 * Double.pi * Double(step) / Double(segments)
                let point = (px: corner.cx + r * cos(angle), py: corner.cy + r * sin(angle))
                vertices.append(vertex(point.px, point.py, alpha))
                if step > 0 { indices += [centre, Int32(vertices.count - 2), Int32(vertices.count - 1)] }
                outline.append((point.px, point.py, cos(angle), sin(angle)))
            }
        }
        // The ring: from the outline at full opacity to a pixel beyond it, clear.
        let first = Int32(vertices.count), count = Int32(outline.count)
        for point in outline { vertices.append(vertex(point.px, point.py, alpha)) }
        for point in outline {
            let faded = point.fx == 0 && point.fy == 0
            vertices.append(vertex(point.px + point.fx, point.py + point.fy, faded ? alpha : 0))
        }
        for i in 0..<count {
            let next = (i + 1) % count
            let a = first + i, b = first + next, c = first + count + i, d = first + count + next
            indices += [a, c, d, a, d, b]
        }
    }
}
