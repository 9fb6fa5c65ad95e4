import CSDL2
import SlideBackCore

extension Compositor {
    /// Draws a group that is more than moved (scaled, rounded, faded): its layers into an
    /// offscreen picture of the screen's size, then that picture onto the screen as an
    /// anti-aliased rounded rectangle, `outline` points, through `SDL_RenderGeometry`. `clip` is
    /// the window-pixel area it may cover.
    func drawTransformed(_ group: LayerGroup, outline: Rect, frame: Frame, cache: SnapshotTextureCache, scale: PixelScale,
                         clip: SDL_FRect) throws {
        let width = Int((frame.screen.width * scale.factor).rounded()), height = Int((frame.screen.height * scale.factor).rounded())
        let opaque = isOpaque(group, frame: frame, cache: cache)
        let key = GroupPicture.Key(role: group.role, opaque: opaque)
        var picture = try groupPicture(key, width: width, height: height)
        let target = picture.texture
        let local = PixelScale(factor: scale.factor)
        // Only what changed since the picture was painted: the clock, mostly, not the page.
        let repaint = picture.repaint(for: group.layers, opaque: opaque)
        if repaint != .nothing {
            try renderer.setTarget(target)
            switch repaint {
            case .nothing:
                break
            case .everything:
                renderer.setClip(nil)
                if !opaque { renderer.clear(Color4(red: 0, green: 0, blue: 0, alpha: 0)) }
                for layer in group.layers { draw(layer, cache: cache, scale: local) }
            case .within(let rects):
                for rect in rects {
                    // Whole pixels, and one more each way for an edge that blends past the frame.
                    let pixels = local.rect(rect)
                    let left = pixels.x.rounded(.down) - 1, top = pixels.y.rounded(.down) - 1
                    renderer.setClip(SDL_FRect(x: left, y: top, w: (pixels.x + pixels.w).rounded(.up) + 1 - left,
                                               h: (pixels.y + pixels.h).rounded(.up) + 1 - top))
                    // Every layer with a pixel in the clip, which reaches two pixels past the frame.
                    let margin = 2 / local.factor
                    let widened = Rect(x: rect.x - margin, y: rect.y - margin, width: rect.width + 2 * margin, height: rect.height + 2 * margin)
                    for layer in group.layers where GroupPicture.meets(layer.frame, widened) { draw(layer, cache: cache, scale: local) }
                }
            }
            renderer.setClip(nil)
            try renderer.setTarget(nil)
            picture.layers = group.layers
            groupTargets[key] = picture
        }
        let mesh = RoundedMesh(rect: scale.rect(outline), clip: clip, radius: group.transform.cornerRadius * scale.factor,
                               opacity: group.transform.opacity, textureSize: (target.width, target.height))
        renderer.setClip(clip)
        mesh.draw(target, with: renderer, opacity: group.transform.opacity)
    }

    /// The offscreen picture a transformed group is drawn into: one per role (the page in front,
    /// the page underneath) and kind, made once per size and kept with what it shows, so that a
    /// page whose layers did not change is not painted again.
    private func groupPicture(_ key: GroupPicture.Key, width: Int, height: Int) throws -> GroupPicture {
        if let existing = groupTargets[key], existing.texture.width == width, existing.texture.height == height { return existing }
        let picture = GroupPicture(texture: try SDLTexture(target: renderer, width: width, height: height, transparent: !key.opaque))
        groupTargets[key] = picture
        return picture
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
    func draw(_ texture: SDLTexture, with renderer: SDLRenderer, opacity: Double) {
        for piece in copies { renderer.draw(texture, source: piece.source, into: piece.destination, alpha: opacity) }
        guard !indices.isEmpty else { return }
        renderer.countDrawn(area: trianglesArea)
        SDL_SetTextureBlendMode(texture.pointer, SDL_BLENDMODE_BLEND)
        SDL_SetTextureAlphaMod(texture.pointer, 255)
        SDL_SetTextureColorMod(texture.pointer, 255, 255, 255)
        vertices.withUnsafeBufferPointer { vertexBuffer in
            indices.withUnsafeBufferPointer { indexBuffer in
                _ = SDL_RenderGeometry(renderer.pointer, texture.pointer, vertexBuffer.baseAddress, Int32(vertexBuffer.count),
                                       indexBuffer.baseAddress, Int32(indexBuffer.count))
            }
        }
    }
}
