import CSDL2
import Foundation

/// The triangles that put a picture on the screen as a rounded rectangle, with edges that fade
/// over one pixel so a scaled or rounded page is anti-aliased: a fan over the inside, at full
/// opacity, and a one-pixel ring round it whose outer edge is clear. Built in window pixels for
/// `SDL_RenderGeometry`, with texture coordinates mapping the picture onto the rectangle. Only the
/// part inside the clip is built (a side cut by the clip is square and hard-edged), and no triangle
/// is large: SDL 2.26's software renderer overflows on textured triangles of a few hundred
/// thousand pixels and crashes, so the inside is cut into rings and the sides into short pieces.
struct RoundedMesh {
    /// The vertices: the centre, the rings out to the inner outline, then the outer outline.
    private(set) var vertices: [SDL_Vertex] = []
    /// Three indices a triangle.
    private(set) var indices: [Int32] = []

    /// A mesh for `rect` (pixels) with corners of `radius` pixels, cut to `clip`, showing the
    /// whole of a texture of `textureSize` pixels over `rect`, at `opacity`.
    init(rect: SDL_FRect, clip: SDL_FRect, radius: Double, opacity: Double, textureSize: (width: Int, height: Int)) {
        let x = Double(rect.x), y = Double(rect.y), w = Double(rect.w), h = Double(rect.h)
        let left = max(x, Double(clip.x)), top = max(y, Double(clip.y))
        let right = min(x + w, Double(clip.x + clip.w)), bottom = min(y + h, Double(clip.y + clip.h))
        guard w > 0, h > 0, left < right, top < bottom else { return }
        let cut = (left: left > x, top: top > y, right: right < x + w, bottom: bottom < y + h)
        let r = max(0, min(radius, w / 2, h / 2))
        let alpha = UInt8(max(0, min(255, (opacity * 255).rounded())))
        // Corners clockwise from the top left: centre, the angle its arc starts at, its sides' cuts.
        let corners: [(cx: Double, cy: Double, start: Double, cutX: Bool, cutY: Bool, signX: Double, signY: Double)] = [
            (left, top, Double.pi, cut.left, cut.top, -1, -1), (right, top, 1.5 * Double.pi, cut.right, cut.top, 1, -1),
            (right, bottom, 0, cut.right, cut.bottom, 1, 1), (left, bottom, 0.5 * Double.pi, cut.left, cut.bottom, -1, 1),
        ]
        let segments = max(4, min(32, Int((r / 2).rounded(.up))))
        // Each outline point with how far its edge fades outwards in x and y: along the arc's
        // normal, or for a square corner half a pixel along both sides; nothing across a cut side.
        var outline: [(px: Double, py: Double, fx: Double, fy: Double)] = []
        for corner in corners {
            let fadeX = corner.cutX ? 0 : corner.signX * 0.5, fadeY = corner.cutY ? 0 : corner.signY * 0.5
            guard r > 0, !corner.cutX, !corner.cutY else {
                outline.append((corner.cx, corner.cy, fadeX, fadeY))
                continue
            }
            let cx = corner.cx - corner.signX * r, cy = corner.cy - corner.signY * r
            for step in 0...segments {
                let angle = corner.start + 0.5 * Double.pi * Double(step) / Double(segments)
                outline.append((cx + r * cos(angle), cy + r * sin(angle), 0.5 * cos(angle), 0.5 * sin(angle)))
            }
        }
        outline = Self.subdivided(outline, longest: Self.longestPiece)
        // Texture coordinates stay half a texel inside the texture: SDL's software renderer reads
        // the texel at u * width, and u = 1 would read past the last row.
        let marginU = 0.5 / Double(max(1, textureSize.width)), marginV = 0.5 / Double(max(1, textureSize.height))
        func vertex(_ px: Double, _ py: Double, _ a: UInt8) -> SDL_Vertex {
            let u = min(1 - marginU, max(marginU, (px - x) / w)), v = min(1 - marginV, max(marginV, (py - y) / h))
            return SDL_Vertex(position: SDL_FPoint(x: Float(px), y: Float(py)), color: SDL_Color(r: 255, g: 255, b: 255, a: a),
                              tex_coord: SDL_FPoint(x: Float(u), y: Float(v)))
        }
        let centre = (x: (left + right) / 2, y: (top + bottom) / 2)
        let count = Int32(outline.count)
        let rings = max(1, Int((max(right - left, bottom - top) / 2 / Self.longestPiece).rounded(.up)))
        vertices.append(vertex(centre.x, centre.y, alpha))
        // Ring k of `rings` runs k / rings of the way from the centre to the inner outline, where
        // the fade straddles the true edge: half a pixel inside at full opacity, half outside clear.
        for ring in 1...rings {
            let t = Double(ring) / Double(rings)
            for point in outline {
                let px = point.px - point.fx, py = point.py - point.fy
                vertices.append(vertex(centre.x + (px - centre.x) * t, centre.y + (py - centre.y) * t, alpha))
            }
        }
        for point in outline { vertices.append(vertex(point.px + point.fx, point.py + point.fy, point.fx == 0 && point.fy == 0 ? alpha : 0)) }
        func index(ring: Int, _ i: Int32) -> Int32 { 1 + Int32(ring - 1) * count + i % count }
        for i in 0..<count { indices += [0, index(ring: 1, i), index(ring: 1, i + 1)] }
        // The outer outline is ring `rings + 1`; its triangles are the fading edge.
        for ring in 1...rings {
            for i in 0..<count {
                let a = index(ring: ring, i), b = index(ring: ring, i + 1), c = index(ring: ring + 1, i), d = index(ring: ring + 1, i + 1)
                indices += [a, c, d, a, d, b]
            }
        }
    }

    /// No side of a triangle is longer than this, in pixels.
    static let longestPiece = 96.0

    /// The outline with extra points along its long straight sides, each piece at most `longest`.
    private static func subdivided(_ outline: [(px: Double, py: Double, fx: Double, fy: Double)],
                                   longest: Double) -> [(px: Double, py: Double, fx: Double, fy: Double)] {
        var result: [(px: Double, py: Double, fx: Double, fy: Double)] = []
        for (i, point) in outline.enumerated() {
            result.append(point)
            let next = outline[(i + 1) % outline.count]
            let length = ((next.px - point.px) * (next.px - point.px) + (next.py - point.py) * (next.py - point.py)).squareRoot()
            let pieces = Int((length / longest).rounded(.up))
            guard pieces > 1 else { continue }
            // Along a side both ends fade the same way, except at a square corner: take the side's own.
            let fx = abs(next.px - point.px) > abs(next.py - point.py) ? 0 : (point.fx + next.fx) / 2
            let fy = abs(next.px - point.px) > abs(next.py - point.py) ? (point.fy + next.fy) / 2 : 0
            for piece in 1..<pieces {
                let t = Double(piece) / Double(pieces)
                result.append((point.px + (next.px - point.px) * t, point.py + (next.py - point.py) * t, fx, fy))
            }
        }
        return result
    }
}
