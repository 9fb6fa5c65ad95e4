import SlideBackCore

extension ArtGenerator {
    /// A page that scrolls sideways, the kind on which a full-screen back pan must be denied: a
    /// row of filter chips and a carousel of big picture cards, both cut off at the right edge,
    /// page dots, then a short list of rows with "Get" buttons. Teal accents set it apart.
    static func drawGallery() throws -> PixelImage {
        var canvas = pageCanvas(Color.white)
        // A "Today"-style large title keeps clear of the bar area the app paints over.
        canvas.fill(.textLine(x: 20, y: 100, width: 112, height: 8), Color(rgb: 0x8E8E93))
        canvas.fill(.textLine(x: 20, y: 116, width: 176, height: 26), galleryInk)
        canvas.fill(.circle(x: 376, y: 124, radius: 18)) { _, y in
            ArtMath.mix(Color(rgb: 0x5EEAD4), Color(rgb: 0x0F766E), (y - 106) / 36)
        }
        canvas.fill(.circle(x: 376, y: 119, radius: 6.5), Color.white)
        canvas.fill(ArtShape.ellipse(x: 376, y: 136, radiusX: 11, radiusY: 7.5)
            .intersecting(.circle(x: 376, y: 124, radius: 18)), Color.white)
        drawChips(on: &canvas, top: 160)
        drawCarousel(on: &canvas, top: 212)
        drawPageDots(on: &canvas, y: 594, count: 5, current: 0)
        canvas.fill(.textLine(x: 20, y: 622, width: 138, height: 15), galleryInk)
        canvas.fill(.textLine(x: 346, y: 625, width: 48, height: 10), galleryAccent)
        for (index, scenery) in [ArtScenery.meadow, .sunset, .glacier, .forest].enumerated() {
            drawGalleryRow(on: &canvas, top: 652 + Double(index) * 76, scenery: scenery, index: index)
        }
        drawHomeIndicator(on: &canvas, color: Color(rgb: 0x111111))
        return try canvas.makeImage()
    }

    /// Title-weight text.
    private static let galleryInk = Color(rgb: 0x111827)
    /// The page's teal, for links and buttons.
    private static let galleryAccent = Color(rgb: 0x0D9488)
    /// Width of a carousel card; less than the screen so the next card peeks in.
    private static let cardWidth = 300.0

    /// Filter pills in a sideways-scrolling row, the first one selected, the last one cut off.
    private static func drawChips(on canvas: inout PixelCanvas, top: Double) {
        var x = 20.0
        for (index, width) in [64.0, 92, 78, 104, 86].enumerated() {
            let selected = index == 0
            canvas.fill(.roundedRect(x: x, y: top, width: width, height: 34, radius: 17),
                        selected ? galleryInk : Color(rgb: 0xF1F3F5))
            canvas.fill(.textLine(x: x + 16, y: top + 13.5, width: width - 32, height: 7),
                        selected ? Color.white : Color(rgb: 0x9CA3AF))
            x += width + 8
        }
    }

    /// Two big cards, the second cut by the screen's right edge, each a picture with a darkened
    /// foot carrying white text and a save button.
    private static func drawCarousel(on canvas: inout PixelCanvas, top: Double) {
        let height = 360.0
        for (index, scenery) in [ArtScenery.dusk, .lagoon].enumerated() {
            let x = 20 + Double(index) * (cardWidth + 16)
            drawShadow(on: &canvas, x: x, y: top, width: cardWidth, height: height, radius: 26, blur: 14, drop: 8,
                       color: Color(red: 20, green: 30, blue: 60, alpha: 46))
            let card = ArtShape.roundedRect(x: x, y: top, width: cardWidth, height: height, radius: 26)
            scenery.draw(on: &canvas, x: x, y: top, width: cardWidth, height: height, clip: card, phase: 0.3 * Double(index))
            // The scrim makes white text readable over any picture.
            let foot = top + height - 130
            let scrim = ArtShape.roundedRect(x: x, y: foot, width: cardWidth, height: 130).intersecting(card)
            canvas.fill(scrim) { _, y in
                ArtMath.faded(Color(rgb: 0x0B0B1A), 0.55 * ArtMath.smoothstep(foot, foot + 130, y))
            }
            canvas.fill(.textLine(x: x + 22, y: top + height - 94, width: 78, height: 8),
                        Color(red: 255, green: 255, blue: 255, alpha: 190))
            canvas.fill(.textLine(x: x + 22, y: top + height - 76, width: 196, height: 18), Color.white)
            canvas.fill(.textLine(x: x + 22, y: top + height - 50, width: 132, height: 18), Color.white)
            canvas.fill(.circle(x: x + cardWidth - 36, y: top + 36, radius: 18), Color(red: 255, green: 255, blue: 255, alpha: 215))
            let mark = (x: x + cardWidth - 36, y: top + 36)
            canvas.fill(ArtShape.roundedRect(x: mark.x - 6, y: mark.y - 8, width: 12, height: 16, radius: 2)
                .subtracting(.convexPolygon([(mark.x - 7, mark.y + 9), (mark.x, mark.y + 3.5), (mark.x + 7, mark.y + 9)])),
                        galleryInk)
        }
    }

    /// The carousel's position: one wide pill for the current card, small dots for the rest.
    private static func drawPageDots(on canvas: inout PixelCanvas, y: Double, count: Int, current: Int) {
        let spacing = 14.0, pill = 20.0
        let total = pill + Double(count - 1) * spacing
        var x = 207 - total / 2
        for index in 0..<count {
            if index == current {
                canvas.fill(.textLine(x: x, y: y - 3.5, width: pill, height: 7), galleryInk)
                x += pill + spacing - 7
            } else {
                canvas.fill(.circle(x: x + 3.5, y: y, radius: 3.5), Color(rgb: 0xD1D5DB))
                x += spacing
            }
        }
    }

    /// One list row: a rounded picture, two lines of text, a "Get" button and an inset separator.
    private static func drawGalleryRow(on canvas: inout PixelCanvas, top: Double, scenery: ArtScenery, index: Int) {
        let thumbnail = ArtShape.roundedRect(x: 20, y: top + 10, width: 56, height: 56, radius: 14)
        scenery.draw(on: &canvas, x: 20, y: top + 10, width: 56, height: 56, clip: thumbnail, phase: 0.2 * Double(index))
        let title = 110 + 90 * ArtMath.hash(index, seed: 31)
        let subtitle = 90 + 90 * ArtMath.hash(index, seed: 32)
        canvas.fill(.textLine(x: 90, y: top + 24, width: title, height: 11), galleryInk)
        canvas.fill(.textLine(x: 90, y: top + 44, width: subtitle, height: 8), Color(rgb: 0x9CA3AF))
        canvas.fill(.roundedRect(x: 326, y: top + 24, width: 68, height: 28, radius: 14), Color(rgb: 0xE6F6F4))
        canvas.fill(.textLine(x: 346, y: top + 34.5, width: 28, height: 7), galleryAccent)
        canvas.fill(.roundedRect(x: 90, y: top + 75.5, width: 324, height: 0.5), Color(rgb: 0xE5E7EB))
    }
}
