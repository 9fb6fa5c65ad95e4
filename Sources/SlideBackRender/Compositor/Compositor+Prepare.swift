import SlideBackCore

extension Compositor {
    /// Makes, before the first frame, the textures the frames of a screen of `screen` points
    /// (filling the output) draw with: the text of every page's bar, status area and tab bar, at
    /// the root and pushed, and every glyph of the clock. Painting them into a 1 x 1 target makes
    /// them without drawing anything, and without a list of texts to keep in step with the
    /// painter. Afterwards no frame makes a texture unless a push, a pop or a new snapshot needs
    /// one (compare mode, at half the size, makes its own text when it is first shown), and no
    /// page image is decoded before its page shows.
    public func prepare(screen: Size) throws {
        let scale = PixelScale(factor: Double(renderer.outputSize.width) / max(1, screen.width))
        let pages = PageLayers(scene: scene, layout: ScreenLayout(screen: screen))
        let scratch = try SDLTexture(target: renderer, width: 1, height: 1)
        try renderer.withTarget(scratch) {
            for index in scene.pages.indices {
                let page = PageInstance(serial: -1 - index, specIndex: index)
                for depth in 0...1 {
                    // Bodies are left out: page images are decoded when first shown, within their budget.
                    for layer in pages.layers(of: page, depth: depth, dx: 0) where !layer.content.isBody {
                        _ = painter.paint(layer.content, frame: layer.frame, alpha: 1, scale: scale, mirrored: layer.mirrored)
                    }
                }
            }
            for second in 0..<10 {
                _ = painter.paint(.clock(seconds: Double(second)), frame: pages.clockFrame, alpha: 1, scale: scale)
            }
        }
    }
}

private extension Layer.Content {
    /// Whether this draws a page's body, its colour or its image.
    var isBody: Bool {
        switch self {
        case .pageBody, .scrolledBody: return true
        default: return false
        }
    }
}
