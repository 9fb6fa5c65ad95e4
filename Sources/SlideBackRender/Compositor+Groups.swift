import CSDL2
import SlideBackCore

extension Compositor {
    /// Draws a group that is more than moved (scaled, rounded, faded): its layers into an
    /// offscreen picture of the screen's size, then that picture onto the screen as an
    /// anti-aliased rounded rectangle, `outline` points, through `SDL_RenderGeometry`. `clip` is
    /// the window-pixel area it may cover; its colours are drawn at `darkening` (a cover folded
    /// into it, see `CoverFolding`).
    func drawTransformed(_ group: LayerGroup, outline: Rect, frame: Frame, cache: SnapshotTextureCache, scale: PixelScale,
                         clip: SDL_FRect, darkening: Double) throws {
        let width = Int((frame.screen.width * scale.factor).rounded()), height = Int((frame.screen.height * scale.factor).rounded())
        let opaque = isOpaque(group, frame: frame, cache: cache)
        let target = try groupTarget(width: width, height: height, opaque: opaque)
        try renderer.setTarget(target)
        renderer.setClip(nil)
        if !opaque { renderer.clear(Color4(red: 0, green: 0, blue: 0, alpha: 0)) }
        let local = PixelScale(factor: scale.factor)
        for layer in group.layers { draw(layer, cache: cache, scale: local) }
        try renderer.setTarget(nil)
        let mesh = RoundedMesh(rect: scale.rect(outline), clip: clip, radius: group.transform.cornerRadius * scale.factor,
                               opacity: group.transform.opacity, textureSize: (target.width, target.height))
        renderer.setClip(clip)
        renderer.darkening = darkening
        mesh.draw(target, with: renderer, opacity: group.transform.opacity)
        renderer.darkening = 1
    }

    /// The offscreen picture transformed groups are drawn into: made once per size and kind, and
    /// reused by every such group of every frame (each is put on the screen before the next is drawn).
    private func groupTarget(width: Int, height: Int, opaque: Bool) throws -> SDLTexture {
        if let existing = groupTargets[opaque], existing.width == width, existing.height == height { return existing }
        let texture = try SDLTexture(target: renderer, width: width, height: height, transparent: !opaque)
        groupTargets[opaque] = texture
        return texture
    }
}

extension RoundedMesh {
    /// The pixels its triangles cover (the corners and the ring), for the overdraw count.
    var trianglesArea: Double {
        stride(from: 0, to: indices.count - 2, by: 3).reduce(0.0) { sum, first in
            let a = vertices[Int(indices[first])].position, b = vertices[Int(indices[first + 1])].position
            let c = vertices[Int(indices[first + 2])].position
            return sum + abs(Double((b.x - a.x) * (c.y - a.y) - (c.x - a.x) * (b.y - a.y))) / 2
        }
    }

    /// Draws `texture` through the mesh at `opacity`: the copies (an opaque texture at full opacity
    /// is copied without blending), then the corners and the fading ring, blended.
    /// The triangles are darkened as the copies are (`SDLRenderer.darkening`).
    func draw(_ texture: SDLTexture, with renderer: SDLRenderer, opacity: Double) {
        for piece in copies { renderer.draw(texture, source: piece.source, into: piece.destination, alpha: opacity) }
        guard !indices.isEmpty else { return }
        renderer.countDrawn(area: trianglesArea)
        SDL_SetTextureBlendMode(texture.pointer, SDL_BLENDMODE_BLEND)
        SDL_SetTextureAlphaMod(texture.pointer, 255)
        SDL_SetTextureColorMod(texture.pointer, 255, 255, 255)
        // The software renderer's triangles take no colour mod: the vertices carry the darkening.
        let white = renderer.darkened(255)
        let shaded = white == 255 ? vertices : vertices.map { vertex in
            var vertex = vertex
            vertex.color = SDL_Color(r: white, g: white, b: white, a: vertex.color.a)
            return vertex
        }
        shaded.withUnsafeBufferPointer { vertexBuffer in
            indices.withUnsafeBufferPointer { indexBuffer in
                _ = SDL_RenderGeometry(renderer.pointer, texture.pointer, vertexBuffer.baseAddress, Int32(vertexBuffer.count),
                                       indexBuffer.baseAddress, Int32(indexBuffer.count))
            }
        }
    }
}
