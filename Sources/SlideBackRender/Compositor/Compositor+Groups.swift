import CSDL2
import SlideBackCore

extension Compositor {
    /// Draws a group that is more than moved (scaled, rounded, faded): its layers into an
    /// offscreen picture of the screen's size, then that picture onto the screen as an
    /// anti-aliased rounded rectangle, `outline` points, through `SDL_RenderGeometry`. `clip` is
    /// the window-pixel area it may cover; `hidden`, the window pixels opaque items drawn later
    /// paint over; `darkening`, what a black cover folded into it (`CoverFolding`) leaves of its colours.
    func drawTransformed(_ group: LayerGroup, outline: Rect, frame: Frame, cache: SnapshotTextureCache, scale: PixelScale,
                         clip: SDL_FRect, hidden: [SDL_Rect], darkening: Double = 1) throws {
        let width = Int((frame.screen.width * scale.factor).rounded()), height = Int((frame.screen.height * scale.factor).rounded())
        let opaque = isOpaque(group, frame: frame, cache: cache)
        let index = try groupPicture(for: group.layers, opaque: opaque, screen: frame.screen, width: width, height: height)
        var picture = groupTargets[index]
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
                groupPaintedPages += 1
                renderer.setClip(nil)
                target.mirror?.markStale(nil)
                if !opaque { renderer.clear(Color4(red: 0, green: 0, blue: 0, alpha: 0)) }
                for layer in group.layers { draw(layer, cache: cache, scale: local) }
            case .within(let rects):
                groupPaintedPages += rects.reduce(0) { $0 + $1.width * $1.height } / max(1, frame.screen.width * frame.screen.height)
                for rect in rects {
                    // Whole pixels, and one more each way for an edge that blends past the frame.
                    let pixels = local.rect(rect)
                    let left = pixels.x.rounded(.down) - 1, top = pixels.y.rounded(.down) - 1
                    let painted = SDL_FRect(x: left, y: top, w: (pixels.x + pixels.w).rounded(.up) + 1 - left,
                                            h: (pixels.y + pixels.h).rounded(.up) + 1 - top)
                    renderer.setClip(painted)
                    target.mirror?.markStale(renderer.clipPixels)
                    // Every layer with a pixel in the clip, which reaches two pixels past the frame.
                    let margin = 2 / local.factor
                    let widened = Rect(x: rect.x - margin, y: rect.y - margin, width: rect.width + 2 * margin, height: rect.height + 2 * margin)
                    for layer in group.layers where GroupPicture.meets(layer.frame, widened) { draw(layer, cache: cache, scale: local) }
                }
            }
            renderer.setClip(nil)
            try renderer.setTarget(nil)
            picture.layers = group.layers
            groupTargets[index] = picture
        }
        // A page faded to nothing (the first frame of a fading push) shows no pixel: its picture
        // is painted now, while the frame has no copy of it to draw, and drawn from the next.
        // Its copy in main memory is read back in the next frame that paints it no more than
        // in part: a frame with nothing of it to draw, rather than its first frame that shows
        // it, which also draws the page under it whole.
        let shown = Color4.byte(group.transform.opacity) > 0
        // Our own stretch draws an opaque picture, dimmed or faded, cut round what hides it, from
        // a copy in main memory in the window's format; without one (a GPU renderer), or when
        // reading it back fails, SDL's own stretch draws it.
        if opaque, shown || repaint != .everything, let format = renderer.mirrorFormat { target.keepMirror(in: format, renderer: renderer) }
        guard shown else { return }
        let mesh = RoundedMesh(rect: scale.rect(outline), clip: clip, radius: group.transform.cornerRadius * scale.factor,
                               opacity: group.transform.opacity, textureSize: (target.width, target.height),
                               feathered: group.transform.hasFadingEdge)
        renderer.setClip(clip)
        renderer.darkening = darkening
        defer { renderer.darkening = 1 }
        mesh.draw(target, with: renderer, opacity: group.transform.opacity, hidden: hidden)
    }

    /// The offscreen picture a transformed group is drawn into, by its index in `groupTargets`:
    /// of all kept pictures of its kind and size not used yet this frame, the one that needs the
    /// least painting to show `layers` (it shows them already, or all but the clock), else the
    /// least recently used. So a page scaled in front in one transition and underneath in the
    /// next, as in a push after a push, is not painted again. A few pictures per screen are kept,
    /// made once per size.
    private func groupPicture(for layers: [Layer], opaque: Bool, screen: Size, width: Int, height: Int) throws -> Int {
        // The share of the page to paint again. A picture of another page changes in place over
        // most of it: as good as a whole paint, and better left to the page it shows.
        func cost(_ picture: GroupPicture) -> Double {
            switch picture.repaint(for: layers, opaque: opaque) {
            case .nothing: return 0
            case .within(let rects):
                let share = rects.reduce(0) { $0 + $1.width * $1.height } / max(1, screen.width * screen.height)
                return share < 0.5 ? share : 1
            case .everything: return 1
            }
        }
        let free = groupTargets.indices.filter { index in
            let picture = groupTargets[index]
            return picture.texture.hasAlpha == !opaque && picture.texture.width == width && picture.texture.height == height
                && picture.lastUse != groupFrame
        }
        let best = free.min { a, b in
            (cost(groupTargets[a]), groupTargets[a].lastUse) < (cost(groupTargets[b]), groupTargets[b].lastUse)
        }
        if let best, cost(groupTargets[best]) < 1 || groupTargets.count >= groupPictureLimit {
            groupTargets[best].lastUse = groupFrame
            return best
        }
        var picture = GroupPicture(texture: try SDLTexture(target: renderer, width: width, height: height, transparent: !opaque))
        picture.lastUse = groupFrame
        if groupTargets.count >= groupPictureLimit, let oldest = groupTargets.indices.min(by: { groupTargets[$0].lastUse < groupTargets[$1].lastUse }),
           groupTargets[oldest].lastUse != groupFrame {
            groupTargets[oldest] = picture
            return oldest
        }
        groupTargets.append(picture)
        return groupTargets.count - 1
    }

    /// Most offscreen pictures kept: the two pages of a transition on each screen, and two more,
    /// so the pages of the last transition are still there for the next.
    private var groupPictureLimit: Int { 2 * max(1, snapshots.count) + 2 }
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
    /// is copied without blending), then the corners and the fading ring, blended. The software
    /// renderer's own stretch draws a copy where it can (`SDLRenderer.drawOwnStretch`: one pass,
    /// round whatever hides it); otherwise a copy partly in `hidden` is cut short, to the first
    /// part of it that SDL stretches as it does the whole copy (`LinearStretch`): any other cut
    /// would move its pixels.
    func draw(_ texture: SDLTexture, with renderer: SDLRenderer, opacity: Double, hidden: [SDL_Rect] = []) {
        for piece in copies {
            if renderer.drawOwnStretch(texture, source: piece.source, into: piece.destination, alpha: opacity, outside: hidden) { continue }
            guard let (source, destination) = Self.shownPart(of: piece, outside: hidden) else { continue }
            renderer.draw(texture, source: source, into: destination, alpha: opacity)
        }
        guard !indices.isEmpty else { return }
        renderer.countDrawn(area: trianglesArea)
        SDL_SetTextureBlendMode(texture.pointer, SDL_BLENDMODE_BLEND)
        SDL_SetTextureAlphaMod(texture.pointer, 255)
        SDL_SetTextureColorMod(texture.pointer, 255, 255, 255)
        // A folded cover darkens the corners and the ring as it does the copies.
        let channel = renderer.darkened(255)
        let vertices = channel == 255 ? vertices : vertices.map { vertex in
            var vertex = vertex
            vertex.color = SDL_Color(r: channel, g: channel, b: channel, a: vertex.color.a)
            return vertex
        }
        vertices.withUnsafeBufferPointer { vertexBuffer in
            indices.withUnsafeBufferPointer { indexBuffer in
                _ = SDL_RenderGeometry(renderer.pointer, texture.pointer, vertexBuffer.baseAddress, Int32(vertexBuffer.count),
                                       indexBuffer.baseAddress, Int32(indexBuffer.count))
            }
        }
    }

    /// The part of a copy to draw when `hidden` will be painted over: the whole, a first part of it
    /// that still reaches every pixel outside `hidden`, or nothing when all of it is hidden.
    static func shownPart(of piece: (source: SDL_Rect, destination: SDL_FRect), outside hidden: [SDL_Rect])
        -> (source: SDL_Rect, destination: SDL_FRect)? {
        guard !hidden.isEmpty else { return piece }
        let shown = OpaqueCores.pieces(of: piece.destination, minus: hidden)
        guard let first = shown.first else { return nil }
        let right = shown.dropFirst().reduce(first.x + first.w) { max($0, $1.x + $1.w) }
        let bottom = shown.dropFirst().reduce(first.y + first.h) { max($0, $1.y + $1.h) }
        let columns = LinearStretch.prefix(source: Int(piece.source.w), destination: Int(piece.destination.w),
                                           needed: Int((right - piece.destination.x).rounded(.up)))
        let rows = LinearStretch.prefix(source: Int(piece.source.h), destination: Int(piece.destination.h),
                                        needed: Int((bottom - piece.destination.y).rounded(.up)))
        return (SDL_Rect(x: piece.source.x, y: piece.source.y, w: Int32(columns.source), h: Int32(rows.source)),
                SDL_FRect(x: piece.destination.x, y: piece.destination.y, w: Float(columns.destination), h: Float(rows.destination)))
    }
}
