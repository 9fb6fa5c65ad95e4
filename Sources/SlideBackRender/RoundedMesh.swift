import CSDL2
import Foundation

/// The triangles that put a picture on the screen as a rounded rectangle, with edges that fade
/// over one pixel so a scaled or rounded page is anti-aliased: a fan over the inside, at full
/// opacity, and a one-pixel ring round it whose outer edge is clear. Built in window pixels for
/// `SDL_RenderGeometry`, with texture coordinates mapping the picture onto the rectangle.
struct RoundedMesh {
    /// The vertices: the centre, then the inner outline, then the outer outline.
    private(set) var vertices: [SDL_Vertex] = []
    /// Three indices a triangle.
    private(set) var indices: [Int32] = []

    /// A mesh for `rect` (pixels) with corners of `radius` pixels, showing the whole texture,
    /// at `opacity`.
    init(rect: SDL_FRect, radius: Double, opacity: Double) {
        let x = Double(rect.x), y = Double(rect.y), w = Double(rect.w), h = Double(rect.h)
        guard w > 0, h > 0 else { return }
        let r = max(0, min(radius, w / 2, h / 2))
        let alpha = UInt8(max(0, min(255, (opacity * 255).rounded())))
        // Corner centres, clockwise from the top left, and the angle each corner's arc starts at.
        let corners: [(cx: Double, cy: Double, start: Double)] = [
            (x + r, y + r, Double.pi), (x + w - r, y + r, 1.5 * Double.pi),
            (x + w - r, y + h - r, 0), (x + r, y + h - r, 0.5 * Double.pi),
        ]
        let segments = r > 0 ? max(4, min(32, Int((r / 2).rounded(.up)))) : 0
        // Each outline point with the outward direction its edge fades along: the arc's normal, or
        // for a square corner the diagonal, long enough to move half a pixel along both sides.
        var outline: [(dx: Double, dy: Double, px: Double, py: Double)] = []
        for corner in corners {
            if segments == 0 {
                let angle = corner.start + 0.25 * Double.pi
                outline.append((cos(angle) * 2.0.squareRoot(), sin(angle) * 2.0.squareRoot(), corner.cx, corner.cy))
                continue
            }
            for step in 0...segments {
                let angle = corner.start + 0.5 * Double.pi * Double(step) / Double(segments)
                outline.append((cos(angle), sin(angle), corner.cx + r * cos(angle), corner.cy + r * sin(angle)))
            }
        }
        func vertex(_ px: Double, _ py: Double, _ a: UInt8) -> SDL_Vertex {
            SDL_Vertex(position: SDL_FPoint(x: Float(px), y: Float(py)), color: SDL_Color(r: 255, g: 255, b: 255, a: a),
                       tex_coord: SDL_FPoint(x: Float(min(1, max(0, (px - x) / w))), y: Float(min(1, max(0, (py - y) / h)))))
        }
        vertices.append(vertex(x + w / 2, y + h / 2, alpha))
        // The fade straddles the true edge: half a pixel inside at full opacity, half outside clear.
        for point in outline { vertices.append(vertex(point.px - point.dx * 0.5, point.py - point.dy * 0.5, alpha)) }
        for point in outline { vertices.append(vertex(point.px + point.dx * 0.5, point.py + point.dy * 0.5, 0)) }
        let count = Int32(outline.count)
        for i in 0..<count {
            let next = (i + 1) % count
            let inner = 1 + i, innerNext = 1 + next, outer = 1 + count + i, outerNext = 1 + count + next
            indices += [0, inner, innerNext, inner, outer, outerNext, inner, outerNext, innerNext]
        }
    }
}
