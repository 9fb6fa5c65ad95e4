import SlideBackCore

extension ArtGenerator {
    /// The home feed: light page, story avatars, a wide hero card and two product cards, all in
    /// blues so the page reads as "the blue one" next to the others. The top 88 points stay plain
    /// because an opaque navigation bar covers them.
    static func drawFeed() throws -> PixelImage {
        let background = Color(rgb: 0xF2F4F9)
        var canvas = pageCanvas(background)
        drawStories(on: &canvas)
        // Section header: title and a "see all" link.
        canvas.fill(.textLine(x: 16, y: 196, width: 132, height: 14), Color(rgb: 0x1E2333))
        canvas.fill(.textLine(x: 342, y: 198, width: 56, height: 10), Color(rgb: 0x2F6BFF))

        drawHeroCard(on: &canvas, top: 222)
        drawSmallCard(on: &canvas, x: 16, top: 540, palette: [Color(rgb: 0x0EA5E9), Color(rgb: 0x67E8F9)], seed: 1)
        drawSmallCard(on: &canvas, x: 215, top: 540, palette: [Color(rgb: 0x4F46E5), Color(rgb: 0xA5B4FC)], seed: 2)
        drawTabBar(on: &canvas)
        return try canvas.makeImage()
    }

    /// A white card with a soft shadow underneath, the base of every feed item.
    private static func card(on canvas: inout PixelCanvas, x: Double, y: Double, width: Double, height: Double) -> ArtShape {
        let shape = ArtShape.roundedRect(x: x, y: y, width: width, height: height, radius: 18)
        drawShadow(on: &canvas, x: x, y: y, width: width, height: height, radius: 18, blur: 12, drop: 6,
                   color: Color(red: 30, green: 45, blue: 90, alpha: 30))
        canvas.fill(shape, Color.white)
        return shape
    }

    private static func drawStories(on canvas: inout PixelCanvas) {
        let fills: [(Color, Color)] = [
            (Color(rgb: 0xFDBA74), Color(rgb: 0xF97316)), (Color(rgb: 0x93C5FD), Color(rgb: 0x3B82F6)),
            (Color(rgb: 0xF9A8D4), Color(rgb: 0xDB2777)), (Color(rgb: 0x86EFAC), Color(rgb: 0x16A34A)),
            (Color(rgb: 0xC4B5FD), Color(rgb: 0x7C3AED)),
        ]
        let ringColors = [Color(rgb: 0x2F6BFF), Color(rgb: 0x22C1EE)]
        for (index, fill) in fills.enumerated() {
            let centerX = 48 + Double(index) * 79.5
            let centerY = 134.0
            let ring = ArtShape.circle(x: centerX, y: centerY, radius: 31)
                .subtracting(.circle(x: centerX, y: centerY, radius: 28))
            canvas.fill(ring) { x, y in
                ArtMath.gradient(ringColors, ((x - centerX) + (centerY - y)) / 62 + 0.5)
            }
            let photo = ArtShape.circle(x: centerX, y: centerY, radius: 25.5)
            canvas.fill(photo) { _, y in ArtMath.mix(fill.0, fill.1, (y - centerY + 25) / 50) }
            // A head-and-shoulders silhouette, clipped to the round photo.
            let light = Color(red: 255, green: 255, blue: 255, alpha: 200)
            canvas.fill(.circle(x: centerX, y: centerY - 5, radius: 9), light)
            canvas.fill(ArtShape.ellipse(x: centerX, y: centerY + 20, radiusX: 17, radiusY: 12).intersecting(photo), light)
            canvas.fill(.textLine(x: centerX - 20, y: 174, width: 40, height: 6), Color(rgb: 0xB8BECC))
        }
    }

    private static func drawHeroCard(on canvas: inout PixelCanvas, top: Double) {
        let cardShape = card(on: &canvas, x: 16, y: top, width: 382, height: 298)
        let picture = ArtShape.roundedRect(x: 16, y: top, width: 382, height: 196).intersecting(cardShape)
        let sky = [Color(rgb: 0x3B5BDB), Color(rgb: 0x4C8DF6), Color(rgb: 0x7DD3FC)]
        canvas.fill(picture) { x, y in ArtMath.gradient(sky, (y - top) / 196 * 0.8 + (x - 16) / 382 * 0.2) }
        canvas.fillSoft(.circle(x: 300, y: top + 70, radius: 30), blur: 24, Color(red: 255, green: 255, blue: 255, alpha: 90))
        canvas.fill(.circle(x: 300, y: top + 70, radius: 24), Color(rgb: 0xE0F2FE))
        let far = ArtShape.below(x: 16, y: top + 80, width: 382, height: 116) { x in
            top + 120 + 26 * ArtMath.wave((x - 40) / 260)
        }
        canvas.fill(far.intersecting(picture), Color(rgb: 0x2B4FC7))
        let near = ArtShape.below(x: 16, y: top + 100, width: 382, height: 96) { x in
            top + 150 + 22 * ArtMath.wave((x + 60) / 210)
        }
        canvas.fill(near.intersecting(picture), Color(rgb: 0x1E3A8A))
        // Price tag and favourite button floating on the picture.
        canvas.fill(.roundedRect(x: 30, y: top + 14, width: 78, height: 26, radius: 13), Color(red: 255, green: 255, blue: 255, alpha: 235))
        canvas.fill(.textLine(x: 42, y: top + 23, width: 54, height: 8), Color(rgb: 0x1E2333))
        canvas.fill(.circle(x: 370, y: top + 27, radius: 15), Color(red: 255, green: 255, blue: 255, alpha: 235))
        drawHeart(on: &canvas, x: 370, y: top + 27, size: 13, color: Color(rgb: 0xF43F5E))

        let textTop = top + 196
        canvas.fill(.circle(x: 44, y: textTop + 30, radius: 15)) { _, y in
            ArtMath.mix(Color(rgb: 0x60A5FA), Color(rgb: 0x1D4ED8), (y - textTop - 15) / 30)
        }
        canvas.fill(.textLine(x: 70, y: textTop + 18, width: 170, height: 12), Color(rgb: 0x1E2333))
        canvas.fill(.textLine(x: 70, y: textTop + 36, width: 110, height: 9), Color(rgb: 0xB8BECC))
        canvas.fill(.roundedRect(x: 318, y: textTop + 18, width: 64, height: 26, radius: 13), Color(rgb: 0x2F6BFF))
        canvas.fill(.textLine(x: 332, y: textTop + 27, width: 36, height: 8), Color.white)
        canvas.fill(.textLine(x: 30, y: textTop + 62, width: 340, height: 8), Color(rgb: 0xD3D8E2))
        canvas.fill(.textLine(x: 30, y: textTop + 78, width: 248, height: 8), Color(rgb: 0xD3D8E2))
    }

    private static func drawSmallCard(on canvas: inout PixelCanvas, x: Double, top: Double, palette: [Color], seed: Int) {
        let cardShape = card(on: &canvas, x: x, y: top, width: 183, height: 252)
        let picture = ArtShape.roundedRect(x: x, y: top, width: 183, height: 160).intersecting(cardShape)
        canvas.fill(picture) { px, py in ArtMath.gradient(palette, ((px - x) / 183 + (py - top) / 160) / 2) }
        let centerX = x + 91.5
        // A product sitting on a soft shadow: a ball for one card, a gift box for the other.
        canvas.fillSoft(.ellipse(x: centerX, y: top + 132, radiusX: 46, radiusY: 7), blur: 6, Color(red: 10, green: 20, blue: 60, alpha: 70))
        if seed == 1 {
            canvas.fill(.circle(x: centerX, y: top + 84, radius: 46)) { px, py in
                let (dx, dy) = ((px - centerX + 16) / 60, (py - top - 68) / 60)
                let light = 1 - ArtMath.clamp((dx * dx + dy * dy).squareRoot())
                return ArtMath.shade(Color(rgb: 0xFFFFFF), 0.78 + 0.22 * light)
            }
            canvas.fill(.circle(x: centerX, y: top + 84, radius: 46).intersecting(
                .roundedRect(x: x, y: top + 78, width: 183, height: 12)), Color(rgb: 0x0284C7))
        } else {
            let box = ArtShape.roundedRect(x: centerX - 44, y: top + 46, width: 88, height: 86, radius: 10)
            canvas.fill(box) { px, _ in ArtMath.shade(Color(rgb: 0xFDE68A), px < centerX ? 1.0 : 0.9) }
            canvas.fill(.roundedRect(x: centerX - 7, y: top + 46, width: 14, height: 86), Color(rgb: 0xEF4444))
            canvas.fill(.roundedRect(x: centerX - 44, y: top + 70, width: 88, height: 12), Color(rgb: 0xEF4444))
            canvas.fill(.circle(x: centerX - 12, y: top + 40, radius: 10).subtracting(.circle(x: centerX - 12, y: top + 40, radius: 5)), Color(rgb: 0xEF4444))
            canvas.fill(.circle(x: centerX + 12, y: top + 40, radius: 10).subtracting(.circle(x: centerX + 12, y: top + 40, radius: 5)), Color(rgb: 0xEF4444))
        }
        let textTop = top + 160
        canvas.fill(.textLine(x: x + 14, y: textTop + 16, width: 124, height: 11), Color(rgb: 0x1E2333))
        canvas.fill(.textLine(x: x + 14, y: textTop + 34, width: 84, height: 8), Color(rgb: 0xB8BECC))
        canvas.fill(.textLine(x: x + 14, y: textTop + 62, width: 56, height: 13), Color(rgb: 0x2F6BFF))
        let plusX = x + 155
        canvas.fill(.circle(x: plusX, y: textTop + 68, radius: 15), Color(rgb: 0x2F6BFF))
        canvas.fill(.segment(from: (x: plusX - 6, y: textTop + 68), to: (x: plusX + 6, y: textTop + 68), width: 2.5), Color.white)
        canvas.fill(.segment(from: (x: plusX, y: textTop + 62), to: (x: plusX, y: textTop + 74), width: 2.5), Color.white)
    }

    /// A heart from two circles and a rotated square, drawn around (x, y).
    static func drawHeart(on canvas: inout PixelCanvas, x: Double, y: Double, size: Double, color: Color) {
        let radius = size * 0.3
        let left = ArtShape.circle(x: x - radius * 0.75, y: y - radius * 0.35, radius: radius)
        let right = ArtShape.circle(x: x + radius * 0.75, y: y - radius * 0.35, radius: radius)
        let point = ArtShape.segment(from: (x: x - radius * 1.1, y: y - radius * 0.1), to: (x: x, y: y + size * 0.42), width: radius * 0.9)
            .union(.segment(from: (x: x + radius * 1.1, y: y - radius * 0.1), to: (x: x, y: y + size * 0.42), width: radius * 0.9))
            .union(.circle(x: x, y: y + radius * 0.2, radius: radius * 0.9))
        canvas.fill(left.union(right).union(point), color)
    }

    private static func drawTabBar(on canvas: inout PixelCanvas) {
        canvas.fill(.roundedRect(x: 0, y: 812, width: 414, height: 84), Color(red: 255, green: 255, blue: 255, alpha: 250))
        canvas.fill(.roundedRect(x: 0, y: 812, width: 414, height: 0.5), Color(rgb: 0xD6DAE3))
        for index in 0..<4 {
            let centerX = 52 + Double(index) * 103.3
            let color = index == 0 ? Color(rgb: 0x2F6BFF) : Color(rgb: 0xA9B0BF)
            canvas.fill(.roundedRect(x: centerX - 12, y: 824, width: 24, height: 24, radius: 7), color)
            canvas.fill(.textLine(x: centerX - 16, y: 854, width: 32, height: 5), color)
        }
        drawHomeIndicator(on: &canvas, color: Color(rgb: 0x111111))
    }
}
