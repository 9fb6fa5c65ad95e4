import CSDL2
import SlideBackCore

/// Draws a `Frame`: first serves its snapshots (painting any that have no texture yet into a render
/// target), then draws its layers back to front. It decides nothing about gestures or stacks.
public final class Compositor {
    /// The renderer everything is drawn with.
    public let renderer: SDLRenderer
    /// The images the scene uses.
    public let assets: AssetLibrary
    let scene: Scene
    let text: TextCache
    let painter: PagePainter
    /// One texture cache per screen: in compare mode both screens hold pictures of the same pages.
    var snapshots: [SnapshotTextureCache] = []
    /// Most bytes of snapshot textures held at once (`--snapshot-budget`), shared evenly by the
    /// screens; beyond it the least recently needed pictures are evicted and painted again when shown.
    public var snapshotBudgetBytes = Compositor.defaultSnapshotBudgetBytes
    /// Whether a translucent black cover is folded into the opaque layers under it (see
    /// `CoverFolding`), and a faded page over the cleared black drawn as such a cover over its
    /// layers (`FadeOverBlack`); off, each is drawn as its own pass, as the pixel tests compare.
    public var foldsCovers = true
    /// Whether what the opaque inside of a scaled or rounded page hides is left undrawn (see
    /// `OpaqueCores`); off, it is drawn and painted over, as the pixel tests compare.
    public var cullsUnderTransformedGroups = true
    /// Whether what opaque plain layers hide (a page's background under its cards and photos) is
    /// left undrawn, and a black cover drawn only over what was drawn before it (see
    /// `OpaqueCores`); off, all is drawn and painted over, as the pixel tests compare.
    public var cullsUnderOpaqueLayers = true
    /// The black tile covers and dimming are drawn with (`SDLRenderer.darken`).
    var shade: SDLTexture?
    /// The offscreen pictures transformed groups are drawn into, opaque and transparent.
    var groupTargets: [GroupPicture] = []
    /// Frames drawn so far, from 1: when each offscreen picture was last used.
    var groupFrame = 0
    /// How much of transformed groups' pictures was painted so far, in whole screens (a page
    /// painted whole adds 1, its clock alone a few thousandths).
    public internal(set) var groupPaintedPages = 0.0
    /// Whether the last frames were drawn unmirrored and flipped (see `draw`).
    private var drawsFlipped = false
    /// The disc the finger is drawn with (`--show-pointer`).
    var pointerDot: SDLTexture?
    /// Copies in main memory of the snapshots drawn dimmed lately, for the software renderer.
    private lazy var snapshotMirrors = SnapshotMirrors(renderer: renderer)

    /// Prepares everything that is created once: image textures, the text cache, the shade tile.
    public init(renderer: SDLRenderer, scene: Scene, backButtonPath: String, fontPath: String?) {
        self.renderer = renderer
        self.scene = scene
        assets = AssetLibrary(scene: scene, backButtonPath: backButtonPath, renderer: renderer)
        text = TextCache(renderer: renderer, fontPath: fontPath)
        painter = PagePainter(renderer: renderer, scene: scene, assets: assets, text: text)
        shade = try? SDLRenderer.makeShadeTile(renderer: renderer)
        pointerDot = try? Self.makePointerDot(renderer: renderer)
    }

    /// Snapshot textures resident now, over every screen.
    public var snapshotTextureCount: Int { snapshots.reduce(0) { $0 + $1.count } }

    /// Pixels per point for a frame filling the current output.
    public func scale(for frame: Frame) -> PixelScale {
        PixelScale(factor: Double(renderer.outputSize.width) / max(1, frame.screen.width))
    }

    /// Draws the frame over the whole window's back buffer; the caller presents it.
    public func draw(_ frame: Frame) throws {
        try draw([frame], in: [Rect(size: frame.screen)], window: frame.screen)
    }

    /// Draws several screens into one window (compare mode): frame `i` into `viewports[i]`, given in
    /// window points for a window of `window` points, each clipped to its viewport and labelled
    /// with its style when there is more than one.
    ///
    /// A right-to-left frame is the exact mirror image of the left-to-right one: where the window's
    /// pixels can be flipped (the software renderer), it is drawn as the left-to-right layout has it
    /// (`Frame.unmirrored`), its text and art flipped (`PagePainter.flipsPictures`), and then flipped
    /// whole within its viewport, so every edge's rounding, every stretch, SDL's triangles and its
    /// lines come out mirrored to the pixel. Elsewhere (a GPU renderer) its mirrored layers are
    /// drawn as they are, each placed and drawn mirrored.
    public func draw(_ frames: [Frame], in viewports: [Rect], window: Size) throws {
        let flips = !frames.isEmpty && frames.allSatisfy(\.isMirrored) && renderer.canFlipWindow
        // Pictures painted the other way would show their text the wrong way round.
        if flips != drawsFlipped { renderTargetsLost() }
        drawsFlipped = flips
        let frames = flips ? frames.map(\.unmirrored) : frames
        painter.flipsPictures = flips
        defer { painter.flipsPictures = false }
        let windowScale = Double(renderer.outputSize.width) / max(1, window.width)
        assets.beginFrame()
        groupFrame += 1
        while snapshots.count < frames.count { snapshots.append(SnapshotTextureCache(budgetBytes: snapshotBudgetBytes)) }
        snapshots.removeLast(snapshots.count - frames.count)
        for cache in snapshots { cache.budgetBytes = snapshotBudgetBytes / frames.count }
        let scales = zip(frames, viewports).map { frame, viewport in
            PixelScale(factor: windowScale * viewport.width / max(1, frame.screen.width),
                       origin: (viewport.x * windowScale, viewport.y * windowScale))
        }
        for (index, frame) in frames.enumerated() {
            try serveSnapshots(of: frame, cache: snapshots[index], factor: scales[index].factor)
        }
        try renderer.setTarget(nil)
        let items = frames.indices.map { index in
            foldsCovers ? FadeOverBlack.items(of: frames[index], scale: scales[index]) : frames[index].drawItems
        }
        let occlusions = frames.indices.map { index in
            LayerOcclusion(items: items[index], scale: scales[index], screen: frames[index].screen) {
                isOpaque($0, cache: snapshots[index])
            }
        }
        // A GPU stretches dimmed for nothing; the software renderer, only by `DimmedStretch`.
        let foldsIntoScaledPages = !renderer.isSoftware || renderer.mirrorFormat != nil
        let foldings = frames.indices.map { index in
            guard foldsCovers else { return CoverFolding(nothingOf: items[index]) }
            return CoverFolding(items: items[index], screen: frames[index].bounds, occlusion: occlusions[index], scale: scales[index],
                                isOpaque: { isOpaque($0, cache: snapshots[index]) },
                                isOpaqueGroup: { foldsIntoScaledPages && isOpaque($0, frame: frames[index], cache: snapshots[index]) })
        }
        let cores = frames.indices.map { index in
            OpaqueCores(items: items[index], scale: scales[index], enabled: cullsUnderTransformedGroups,
                        isOpaqueGroup: { isOpaque($0, frame: frames[index], cache: snapshots[index]) },
                        inside: { cullsUnderOpaqueLayers ? opaqueInside(of: $0, scale: scales[index], cache: snapshots[index]) : [] })
        }
        let output = renderer.outputSize
        let black = Color4(red: 0, green: 0, blue: 0, alpha: 255)
        if frames.count > 1 || !renderer.isSoftware {
            // A GPU's back buffer is undefined after a present (SDL_RenderPresent), and clearing
            // it costs nothing there: the whole frame starts black.
            renderer.clear(black)
        } else {
            // The software renderer draws into the window's own pixels, which keep the last frame:
            // every pixel is written anyway, and clearing only what no opaque layer will cover (a
            // sliver at a moving edge, not the whole screen) saves a pass over the window (the
            // tests draw over noise, so a pixel left unwritten shows).
            renderer.setClip(nil)
            // ... and, in those, only outside the opaque inside of scaled and rounded pages.
            for columns in occlusions[0].uncoveredColumns {
                let strip = SDL_FRect(x: Float(columns.lowerBound), y: 0, w: Float(columns.count), h: Float(output.height))
                for piece in OpaqueCores.pieces(of: strip, minus: cores[0].all) { renderer.fill(piece, black) }
            }
        }
        for (index, frame) in frames.enumerated() {
            var bounds = SDL_FRect(x: 0, y: 0, w: Float(output.width), h: Float(output.height))
            let windowPixels = PixelScale(factor: windowScale)
            if frames.count > 1 { bounds = windowPixels.rect(viewports[index]) }
            renderer.setClip(bounds)
            var clipped: Range<Int32>?
            // The window pixels drawn on so far, over the cleared black (`nil`: not known exactly).
            var drawn: SDL_FRect? = frames.count > 1 || occlusions[index].uncoveredColumns.isEmpty ? nil : SDL_FRect(x: 0, y: 0, w: 0, h: 0)
            for (itemIndex, item) in items[index].enumerated() {
                // Only the columns no opaque layer in front will paint over (see LayerOcclusion).
                guard let columns = occlusions[index].visibleColumns[itemIndex], !foldings[index].folded.contains(itemIndex) else { continue }
                let left = max(Float(columns.lowerBound), bounds.x), right = min(Float(columns.upperBound), bounds.x + bounds.w)
                guard left < right else { continue }
                let clip = SDL_FRect(x: left, y: bounds.y, w: right - left, h: bounds.h)
                switch item {
                case .layer(let layer):
                    var area = Self.intersection(clip, scales[index].rect(layer.frame)), cut = false
                    // Black over the cleared black changes nothing: a cover is drawn only over
                    // what was drawn before it, when that is known to the pixel.
                    if case .fill(let color) = layer.content, color.red == 0, color.green == 0, color.blue == 0, cullsUnderOpaqueLayers, let drawn {
                        area = Self.intersection(area, drawn)
                        cut = true
                    }
                    // What opaque layers in front will paint over is not drawn: a layer of fills
                    // is cut round all of them, others round scaled pages' insides only, and a
                    // layer they hide whole is skipped.
                    let hiding = cores[index].hiding[itemIndex]
                    let within = paintsWithinFrame(layer.content)
                    if within, area.w <= 0 || area.h <= 0 || OpaqueCores.covers(hiding, area) { continue }
                    let hidden = paintsOnlyFills(layer.content) ? hiding : cores[index].hidingByGroups[itemIndex]
                    renderer.darkening = foldings[index].darkening[itemIndex]
                    if hidden.isEmpty, !cut {
                        if columns != clipped {
                            renderer.setClip(clip)
                            clipped = columns
                        }
                        draw(layer, cache: snapshots[index], scale: scales[index])
                    } else {
                        for piece in OpaqueCores.pieces(of: area, minus: hidden) {
                            renderer.setClip(piece)
                            draw(layer, cache: snapshots[index], scale: scales[index])
                        }
                        clipped = nil
                    }
                    renderer.darkening = 1
                    drawn = within ? drawn.map { Self.union($0, area) } : nil
                case .transformed(let group, let outline):
                    // Cut round what hides it by our own stretch, or else short, only where SDL's
                    // stretch of the first part alone leaves the same pixels: a clip edge across
                    // a scaled copy would start its sampling afresh.
                    try drawTransformed(group, outline: outline, frame: frame, cache: snapshots[index], scale: scales[index], clip: clip,
                                        hidden: cores[index].hiding[itemIndex], darkening: foldings[index].darkening[itemIndex])
                    clipped = nil
                    // With its fading ring, a pixel past the outline.
                    let ring = scales[index].rect(outline)
                    drawn = drawn.map { Self.union($0, Self.intersection(clip, SDL_FRect(x: ring.x - 2, y: ring.y - 2, w: ring.w + 4, h: ring.h + 4))) }
                }
            }
            renderer.setClip(nil)
            if flips {
                let left = bounds.x.rounded(), top = bounds.y.rounded()
                renderer.flipWindow(SDL_Rect(x: Int32(left), y: Int32(top), w: Int32((bounds.x + bounds.w).rounded() - left),
                                             h: Int32((bounds.y + bounds.h).rounded() - top)))
            }
            if frames.count > 1 { drawCaption(frame.styleName, above: viewports[index], scale: windowPixels) }
        }
    }

    /// Makes the frame's snapshots resident (those its layers show without fail, painting any
    /// evicted or new one) at the frame's own pixel size, within the budget.
    private func serveSnapshots(of frame: Frame, cache: SnapshotTextureCache, factor: Double) throws {
        let width = Int((frame.screen.width * factor).rounded()), height = Int((frame.screen.height * factor).rounded())
        let barHeight = Int(PixelScale(factor: factor).rect(ScreenLayout(screen: frame.screen).barBackground).h.rounded(.up))
        var shown = Set<SnapshotKey>()
        for group in frame.groups {
            for layer in group.layers { if case .snapshot(let key) = layer.content { shown.insert(key) } }
        }
        try cache.sync(frame.snapshots, shown: shown, width: width, height: height, barHeight: barHeight, renderer: renderer) { entry in
            paintPicture(frame.contents(of: entry), of: entry.key, factor: factor)
        }
    }

    /// Paints a snapshot's contents, the layers the core says it shows, into the current render
    /// target at `factor` pixels per point: the same painting for the cache and the benchmark. The
    /// target is cleared first (a bar picture to transparent, so a transparent bar shows the page
    /// under it), unless the page's opaque body is about to cover every pixel of it anyway.
    public func paintPicture(_ layers: [Layer], of key: SnapshotKey, factor: Double) {
        let scale = PixelScale(factor: factor)
        if key.kind == .bar || !painter.paintsOpaqueBody(key.page) {
            renderer.clear(Color4(red: 0, green: 0, blue: 0, alpha: key.kind == .bar ? 0 : 255))
        }
        // A transparent bar's title and buttons land on nothing: copy their pixels, alpha and all.
        // Blended onto the cleared picture they would be darkened by their own alpha, and again
        // when the picture is drawn: dark fringes around every letter.
        renderer.copiesTextures = key.kind == .bar && layers.allSatisfy {
            // Over a scrim the title is blended: copied, its clear pixels would cut holes in it.
            if case .navigationBar(let bar) = $0.content { return bar.background == nil && bar.scrim == nil } else { return false }
        }
        // A scrim's bands are the first paint on a transparent bar's picture and never overlap:
        // copied, the picture holds the scrim's own colour and alpha, and is drawn as the live
        // bar's scrim blends (a white scrim blended in came out darker, by its alpha squared).
        renderer.copiesFills = key.kind == .bar && layers.contains {
            if case .navigationBar(let bar) = $0.content { return bar.background == nil && bar.scrim != nil } else { return false }
        }
        defer {
            renderer.copiesTextures = false
            renderer.copiesFills = false
        }
        for layer in layers {
            _ = painter.paint(layer.content, frame: layer.frame, alpha: layer.alpha, scale: scale, mirrored: layer.mirrored)
        }
    }

    /// A style's name in compare mode: a dark pill centred in its screen's status area, where a
    /// phone has its notch and no status text.
    private func drawCaption(_ caption: String, above viewport: Rect, scale: PixelScale) {
        guard let texture = text.texture(caption, color: .white, pixelSize: scale.pixels(13)) else { return }
        let width = Double(texture.width) / scale.factor, height = Double(texture.height) / scale.factor
        let pill = Rect(x: viewport.x + (viewport.width - width) / 2 - 8, y: viewport.y + (ScreenLayout.statusHeight - height) / 2 - 3,
                        width: width + 16, height: height + 6)
        renderer.fill(scale.rect(pill), Color4(red: 0, green: 0, blue: 0, alpha: 190))
        renderer.draw(texture, into: scale.rect(Rect(x: pill.x + 8, y: pill.y + 3, width: width, height: height)))
    }

    /// Forgets every render-target texture, after SDL reported that the renderer lost them; the
    /// next frame paints them again before it draws.
    public func renderTargetsLost() {
        snapshots.forEach { $0.removeAll() }
        groupTargets.removeAll()
    }

    /// Forgets every texture after SDL reported the renderer itself was reset: images, text and
    /// the shade tile are made again now, pictures before the next frame that shows them.
    public func renderDeviceLost() {
        renderTargetsLost()
        text.removeAll()
        assets.reload()
        shade = try? SDLRenderer.makeShadeTile(renderer: renderer)
        pointerDot = try? Self.makePointerDot(renderer: renderer)
    }

    func draw(_ layer: Layer, cache: SnapshotTextureCache, scale: PixelScale) {
        if painter.paint(layer.content, frame: layer.frame, alpha: layer.alpha, scale: scale, mirrored: layer.mirrored) { return }
        switch layer.content {
        case .snapshot(let key):
            // The store listed it, so sync made it; a missing one is a bug worth seeing, not hiding.
            guard let texture = cache.texture(for: key) else { return }
            if renderer.darkening < 1 { snapshotMirrors.prepare(texture) }
            renderer.draw(texture, into: scale.rect(layer.frame), alpha: layer.alpha)
        case .fill(let color):
            let alpha = Color4.byte(Double(color.alpha) / 255 * layer.alpha)
            // A cover faded below one step of opacity changes no pixel: drawing it would cost a pass.
            guard alpha > 0 else { return }
            if color.red == 0, color.green == 0, color.blue == 0, alpha < 255 {
                return darken(scale.rect(layer.frame), alpha: alpha)
            }
            renderer.fill(scale.rect(layer.frame), Color4(red: color.red, green: color.green, blue: color.blue, alpha: alpha))
        case .edgeShadow:
            drawEdgeShadow(layer, scale: scale)
        case .pageBody, .scrolledBody, .statusBar, .navigationBar, .tabBar, .clock, .piece:
            break
        }
    }
}
