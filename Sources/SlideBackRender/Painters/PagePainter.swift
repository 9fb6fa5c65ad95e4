import CSDL2
import SlideBackCore

/// Paints the parts of a page (body, status text, navigation bar, tab bar) exactly as a layer
/// describes them, into whatever target is current: the window or a snapshot texture.
final class PagePainter {
    let renderer: SDLRenderer
    private let scene: Scene
    let assets: AssetLibrary
    let text: TextCache
    /// The seeds' tint, 0x6F7179, for buttons and the selected tab.
    let tint = Color.seedTint
    /// Whether text and art are drawn flipped: while a right-to-left frame is painted as the
    /// left-to-right layout has it and then flipped whole (`Compositor.draw`), so that they end
    /// up the right way round, as they are never mirrored.
    var flipsPictures = false

    init(renderer: SDLRenderer, scene: Scene, assets: AssetLibrary, text: TextCache) {
        self.renderer = renderer
        self.scene = scene
        self.assets = assets
        self.text = text
    }

    /// Paints one page part; returns false for contents it does not paint (snapshots, covers, shadows).
    /// `mirrored` paints the part's mirror image within `frame` (a right-to-left run, see
    /// `Layer.mirrored`): its pieces in the mirrored places, text and pictures unmirrored.
    func paint(_ content: Layer.Content, frame: Rect, alpha: Double, scale: PixelScale, mirrored: Bool = false) -> Bool {
        let place = Placement(frame: frame, mirrored: mirrored)
        switch content {
        case .pageBody(let page): paintBody(page, frame: frame, alpha: alpha, scale: scale)
        case .scrolledBody(let page, let scroll):
            paintScrolledBody(page, scroll: scroll, frame: frame, alpha: alpha, scale: scale, mirrored: mirrored)
        case .statusBar(let ink): paintStatus(ink, place: place, alpha: alpha, scale: scale)
        case .navigationBar(let bar): paintBar(bar, place: place, alpha: alpha, scale: scale)
        case .tabBar: paintTabBar(place: place, alpha: alpha, scale: scale)
        case .clock(let seconds): paintClock(seconds: seconds, place: place, alpha: alpha, scale: scale)
        case .piece(let piece): paintPiece(piece, place: place, alpha: alpha, scale: scale)
        case .snapshot, .fill, .edgeShadow: return false
        }
        return true
    }

    private func paintBody(_ page: PageInstance, frame: Rect, alpha: Double, scale: PixelScale) {
        let spec = scene.pages[page.specIndex]
        switch spec.content {
        case .color(let color):
            renderer.fill(scale.rect(frame), color4(color, alpha: alpha))
        case .image:
            guard let texture = assets.pageTexture(specIndex: page.specIndex) else { return }
            drawPicture(texture, source: aspectFillSource(texture, frame: frame), into: scale.rect(frame), alpha: alpha)
        case .elements(_, let background):
            renderer.fill(scale.rect(frame), color4(background, alpha: alpha))
        }
    }

    /// The body with its content moved left by `-scroll` points and coming round at the right: the
    /// image's columns from that point to its end, then its first columns, both within the frame.
    /// Mirrored, the content moves right instead and comes round at the left (its pixels unmirrored).
    private func paintScrolledBody(_ page: PageInstance, scroll: Double, frame: Rect, alpha: Double, scale: PixelScale, mirrored: Bool) {
        guard case .image = scene.pages[page.specIndex].content, let texture = assets.pageTexture(specIndex: page.specIndex),
              frame.width > 0 else { return paintBody(page, frame: frame, alpha: alpha, scale: scale) }
        let source = aspectFillSource(texture, frame: frame)
        let shift = min(frame.width, max(0, -scroll))
        let split = Int32((Double(source.w) * shift / frame.width).rounded())
        let tail = SDL_Rect(x: source.x + split, y: source.y, w: source.w - split, h: source.h)
        let head = SDL_Rect(x: source.x, y: source.y, w: split, h: source.h)
        // Mirrored, the columns that went off one side come round at the other, in their own order.
        let (first, second) = mirrored ? (head, tail) : (tail, head)
        let firstWidth = mirrored ? shift : frame.width - shift
        if first.w > 0 {
            drawPicture(texture, source: first, into: scale.rect(Rect(x: frame.x, y: frame.y, width: firstWidth, height: frame.height)),
                          alpha: alpha)
        }
        if second.w > 0 {
            drawPicture(texture, source: second, into: scale.rect(Rect(x: frame.x + firstWidth, y: frame.y, width: frame.width - firstWidth,
                                                                       height: frame.height)), alpha: alpha)
        }
    }

    /// Whether a page's body covers its whole frame with opaque pixels (an opaque colour, or art
    /// without transparency), so nothing under it shows.
    func paintsOpaqueBody(_ page: PageInstance) -> Bool {
        switch scene.pages[page.specIndex].content {
        case .color(let color): return color.alpha == 255
        case .image: return assets.pageTexture(specIndex: page.specIndex).map { !$0.hasAlpha } ?? false
        case .elements(_, let background): return background.alpha == 255
        }
    }

    /// Whether a page's body is painted from an image (scaled), not filled with a colour.
    func paintsImage(_ page: PageInstance) -> Bool {
        if case .image = scene.pages[page.specIndex].content { return true }
        return false
    }

    /// The part of the image that fills the frame without distortion, centred (or from the top),
    /// as UIKit's aspect fill.
    func aspectFillSource(_ texture: SDLTexture, frame: Rect, fromTop: Bool = false) -> SDL_Rect {
        let imageAspect = Double(texture.width) / Double(texture.height)
        let frameAspect = frame.width / max(frame.height, 0.0001)
        if imageAspect > frameAspect {
            // At least one pixel: a 1-pixel-high image would round to none and draw nothing.
            let width = max(1, Int((Double(texture.height) * frameAspect).rounded()))
            return SDL_Rect(x: Int32((texture.width - width) / 2), y: 0, w: Int32(width), h: Int32(texture.height))
        }
        let height = max(1, Int((Double(texture.width) / max(frameAspect, 0.0001)).rounded()))
        return SDL_Rect(x: 0, y: fromTop ? 0 : Int32((texture.height - height) / 2), w: Int32(texture.width), h: Int32(height))
    }

    /// The status text: the clock's "9:41" and the battery, each stretch of them in its colour
    /// (`StatusInk`, chosen in the core from what lies under it, in the places as drawn).
    private func paintStatus(_ ink: StatusInk, place: Placement, alpha: Double, scale: PixelScale) {
        let frame = place.frame, size = scale.pixels(15)
        // Where a height of the status area lies, in window pixels.
        func row(_ points: Double) -> Double { Double(scale.rect(Rect(x: 0, y: frame.y + points, width: 0, height: 0)).y) }
        // Rendered white once and tinted: the same pixels as text rendered in each colour (the font's
        // blended text is one colour under a coverage alpha), without a new texture for each colour
        // a status bar passes through.
        if let clock = text.texture("9:41", color: .white, pixelSize: size) {
            let height = Double(clock.height) / scale.factor, width = Double(clock.width) / scale.factor
            // The text itself is not mirrored, only its place.
            let rect = place(Rect(x: frame.x + StatusInk.clockX, y: frame.y + (frame.height - height) / 2 + 3, width: width, height: height))
            let placed = SDLRenderer.snapped(scale.rect(rect))
            for piece in ink.pieces(from: rect.x - frame.x, to: rect.maxX - frame.x, pixel: row) {
                // Each piece on whole pixels, the texture's pixels under it, so pieces meet.
                func edge(_ pixel: Double, _ start: Float, _ length: Int) -> Int32 {
                    guard pixel.isFinite else { return pixel < 0 ? 0 : Int32(length) }
                    return Int32(min(max(pixel - Double(start), 0), Double(length)))
                }
                func column(_ points: Double) -> Double {
                    points.isFinite ? (Double(scale.rect(Rect(x: frame.x + points, y: 0, width: 0, height: 0)).x) + 0.5).rounded(.down) : points
                }
                let (left, right) = (edge(column(piece.from), placed.x, clock.width), edge(column(piece.to), placed.x, clock.width))
                let (top, bottom) = (edge(piece.top, placed.y, clock.height), edge(piece.bottom, placed.y, clock.height))
                guard right > left, bottom > top else { continue }
                // Drawn flipped (a right-to-left frame drawn unmirrored), the columns come from the mirror side.
                let source = flipsPictures ? Int32(clock.width) - right : left
                drawPicture(clock, source: SDL_Rect(x: source, y: top, w: right - left, h: bottom - top),
                            into: SDL_FRect(x: placed.x + Float(left), y: placed.y + Float(top), w: Float(right - left), h: Float(bottom - top)),
                            alpha: alpha, tint: color4(piece.color, alpha: 1))
            }
        }
        // A battery: an outline, its tip and its charge, drawn from rectangles.
        let body = Rect(x: frame.maxX - StatusInk.batteryFromRight, y: frame.y + StatusInk.batteryTop,
                        width: StatusInk.batteryWidth, height: StatusInk.batteryHeight)
        let parts = [(body, 0.35), (Rect(x: body.maxX + 1, y: body.y + 4, width: 1.5, height: 4), 0.4),
                     (Rect(x: body.x + 2, y: body.y + 2, width: 17, height: 8), 1.0)]
        for (laid, share) in parts {
            let part = place(laid)
            for piece in ink.pieces(from: part.x - frame.x, to: part.maxX - frame.x, pixel: row) {
                // On whole pixels, as every fill is, then cut to the piece's rows.
                let cut = SDLRenderer.snapped(scale.rect(Rect(x: frame.x + piece.from, y: part.y, width: piece.to - piece.from, height: part.height)))
                let top = max(Double(cut.y), piece.top), bottom = min(Double(cut.y + cut.h), piece.bottom)
                guard bottom > top else { continue }
                renderer.fill(SDL_FRect(x: cut.x, y: Float(top), w: cut.w, h: Float(bottom - top)), color4(piece.color, alpha: alpha * share))
            }
        }
    }

    private func paintBar(_ bar: BarContent, place: Placement, alpha: Double, scale: PixelScale) {
        let frame = place.frame, layout = ScreenLayout(screen: Size(width: frame.width, height: frame.height))
        if let background = bar.background {
            renderer.fill(scale.rect(frame), color4(background, alpha: alpha))
            let hairline = Rect(x: frame.x, y: frame.maxY - 0.5, width: frame.width, height: 0.5)
            renderer.fill(scale.rect(hairline), Color4(red: 0, green: 0, blue: 0, alpha: Color4.byte(0.18 * alpha * bar.hairlineAlpha)))
        }
        if let scrim = bar.scrim { paintScrim(scrim, frame: frame, alpha: alpha, scale: scale) }
        let contentAlpha = alpha * bar.contentAlpha
        let barFrame = layout.barFrame.offsetBy(dx: frame.x)
        let maxWidth = max(0, frame.width - 2 * 64)
        // A title wider than the space between the buttons keeps its start and ends in "…".
        if let title = text.texture(bar.title, color: bar.titleColor, pixelSize: scale.pixels(ScreenLayout.titleFontSize),
                                    maximumWidth: Int(maxWidth * scale.factor)) {
            // Centred; cut at both sides only where rounding left it a pixel too wide.
            let width = min(Double(title.width) / scale.factor, maxWidth)
            let height = Double(title.height) / scale.factor
            let cropped = Int32(width * scale.factor)
            let source = SDL_Rect(x: (Int32(title.width) - cropped) / 2, y: 0, w: cropped, h: Int32(title.height))
            let rect = Rect(x: barFrame.x + (barFrame.width - width) / 2, y: barFrame.y + (barFrame.height - height) / 2,
                            width: width, height: height)
            drawPicture(title, source: source, into: scale.rect(place(rect)), alpha: contentAlpha * bar.titleAlpha)
        }
        if bar.showsBackButton, let back = place.mirrored ? assets.backButtonMirrored : assets.backButton {
            // The button's image is white ink (see AssetLibrary): the colour mod paints it in the tint.
            let tint = assets.backButtonTakesTint ? bar.tint : .white
            renderer.draw(back, into: scale.rect(place(layout.backButtonImage.offsetBy(dx: frame.x))), alpha: contentAlpha,
                          tint: Color4(red: tint.red, green: tint.green, blue: tint.blue, alpha: 255))
        }
        if bar.showsRightButton {
            paintRightButton(in: layout.rightButtonImage.offsetBy(dx: frame.x), place: place, tint: bar.tint, alpha: contentAlpha, scale: scale)
        }
    }

    private func paintTabBar(place: Placement, alpha: Double, scale: PixelScale) {
        let frame = place.frame
        renderer.fill(scale.rect(frame), color4(Color(rgb: 0xF9F9F9), alpha: alpha))
        renderer.fill(scale.rect(Rect(x: frame.x, y: frame.y, width: frame.width, height: 0.5)),
                      Color4(red: 0, green: 0, blue: 0, alpha: Color4.byte(0.2 * alpha)))
        let labels = ["Home", "Discover", "Cart", "Me"]
        let column = frame.width / Double(labels.count)
        for (index, label) in labels.enumerated() {
            let color = index == 0 ? Color(rgb: 0xFF5000) : tint
            let centerX = frame.x + column * (Double(index) + 0.5)
            renderer.fill(scale.rect(place(Rect(x: centerX - 11, y: frame.y + 7, width: 22, height: 22))), color4(color, alpha: alpha))
            guard let caption = text.texture(label, color: color, pixelSize: scale.pixels(10)) else { continue }
            let width = Double(caption.width) / scale.factor, height = Double(caption.height) / scale.factor
            drawPicture(caption, into: scale.rect(place(Rect(x: centerX - width / 2, y: frame.y + 32, width: width, height: height))), alpha: alpha)
        }
    }

    /// Draws text or art, which is never mirrored: flipped while `flipsPictures`.
    func drawPicture(_ texture: SDLTexture, source: SDL_Rect? = nil, into rect: SDL_FRect, alpha: Double = 1,
                     tint: Color4 = Color4(red: 255, green: 255, blue: 255, alpha: 255)) {
        renderer.draw(texture, source: source, into: rect, alpha: alpha, tint: tint, flipped: flipsPictures)
    }

    func color4(_ color: Color, alpha: Double) -> Color4 {
        Color4(red: color.red, green: color.green, blue: color.blue, alpha: Color4.byte(Double(color.alpha) / 255 * alpha))
    }
}
