import SlideBackCore

extension ArtGenerator {
    /// The shop's brand orange, the colour of the bar and of the selected tab.
    private static let accent = Color(rgb: 0xFF5000)

    /// The home feed: light page, story avatars, a wide hero card and two product cards. Pictures
    /// are in blues so the page reads as "the blue one" next to the others, while buttons and
    /// prices take the orange of the bar and tab bar the app draws over it. The top 88 points and
    /// the bottom 83 stay plain because that bar and the tab bar cover them.
    static func drawFeed() throws -> PixelImage {
        let background = Color(rgb: 0xF2F4F9)
        var canvas = pageCanvas(background)
        drawStories(on: &canvas)
        // Section header: title and a "see all" link.
        canvas.fill(.textLine(x: 16, y: 196, width: 132, height: 14), Color(rgb: 0x1E2333))
        canvas.fill(.textLine(x: 342, y: 198, width: 56, height: 10), accent)

        drawHeroCard(on: &canvas, top: 222)
        drawSmallCard(on: &canvas, x: 16, top: 540, palette: [Color(rgb: 0x0EA5E9), Color(rgb: 0x67E8F9)], seed: 1)
        drawSmallCard(on: &canvas, x: 215, top: 540, palette: [Color(rgb: 0x4F46E5), Color(rgb: 0xA5B4FC)], seed: 2)
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

    /// The row of story avatars just below the bar: the first thing a shopper sees.
    private static func drawStories(on canvas: inout PixelCanvas) {
        let fills: [(Color, Color)] = [
            (Color(rgb: 0xFDBA74), Color(rgb: 0xF97316)), (Color(rgb: 0x93C5FD), Color(rgb: 0x3B82F6)),
            (Color(rgb: 0xF9A8D4), Color(rgb: 0xDB2777)), (Color(rgb: 0x86EFAC), Color(rgb: 0x16A34A)),
            (Color(rgb: 0xC4B5FD), Color(rgb: 0x7C3AED)),
        ]
        let ringColors = [Color(rgb: 0xFF5000), Color(rgb: 0xFFB23F)]
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

    /// The wide featured card: a landscape picture, a shop line with a follow button, a blurb.
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
        canvas.fill(.roundedRect(x: 318, y: textTop + 18, width: 64, height: 26, radius: 13), accent)
        canvas.fill(.textLine(x: 332, y: textTop + 27, width: 36, height: 8), Color.white)
        canvas.fill(.textLine(x: 30, y: textTop + 62, width: 340, height: 8), Color(rgb: 0xD3D8E2))
        canvas.fill(.textLine(x: 30, y: textTop + 78, width: 248, height: 8), Color(rgb: 0xD3D8E2))
    }

    /// A half-width product card; `seed` 1 shows a ball, anything else a gift box.
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
        canvas.fill(.textLine(x: x + 14, y: textTop + 62, width: 56, height: 13), accent)
        let plusX = x + 155
        canvas.fill(.circle(x: plusX, y: textTop + 68, radius: 15), accent)
        canvas.fill(.segment(from: (x: plusX - 6, y: textTop + 68), to: (x: plusX + 6, y: textTop + 68), width: 2.5), Color.white)
        canvas.fill(.segment(from: (x: plusX, y: textTop + 62), to: (x: plusX, y: textTop + 74), width: 2.5), Color.white)
    }

    /// A heart `size` points wide centred on (x, y): a square turned 45 degrees with a circle on
    /// each upper side. Circles exactly on the sides' midpoints meet the square without notches.
    static func drawHeart(on canvas: inout PixelCanvas, x: Double, y: Double, size: Double, color: Color) {
        let half = size / (1 + 2 * 0.7071067811865476) // half the square's diagonal
        let bottom = y + half * 1.1036
        let diamond = ArtShape.convexPolygon([(x, bottom), (x - half, bottom - half), (x, bottom - 2 * half), (x + half, bottom - half)])
        let radius = half * 0.7071067811865476
        let left = ArtShape.circle(x: x - half / 2, y: bottom - half * 1.5, radius: radius)
        let right = ArtShape.circle(x: x + half / 2, y: bottom - half * 1.5, radius: radius)
        canvas.fill(diamond.union(left).union(right), color)
    }
}
