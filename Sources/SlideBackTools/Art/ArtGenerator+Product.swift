import SlideBackCore

extension ArtGenerator {
    /// The product page: a warm apricot studio "photo" of an amber bottle filling the top 60%,
    /// running under a transparent bar, then a white sheet with title, price, sizes and an orange
    /// "Add to cart" button. Orange dominates so the page is easy to tell apart.
    static func drawProduct() throws -> PixelImage {
        var canvas = pageCanvas(Color.white)
        drawStudio(on: &canvas)
        drawBottle(on: &canvas)
        drawJar(on: &canvas, x: 302, floor: 468)
        drawProductSheet(on: &canvas)
        drawHomeIndicator(on: &canvas, color: Color(rgb: 0x111111))
        return try canvas.makeImage()
    }

    /// The photo's backdrop, which reaches the top of the page under the transparent bar.
    private static func drawStudio(on canvas: inout PixelCanvas) {
        // A seamless paper backdrop: light at the top, a soft bend into a warmer floor.
        let wall = [Color(rgb: 0xFFE7D3), Color(rgb: 0xFDC9A2)]
        let floor = [Color(rgb: 0xF7B58A), Color(rgb: 0xEE9A68)]
        canvas.fillRows(from: 0, to: 560) { y in
            let bend = ArtMath.smoothstep(380, 470, y)
            return ArtMath.mix(ArtMath.mix(wall[0], wall[1], y / 420), ArtMath.mix(floor[0], floor[1], (y - 420) / 140), bend)
        }
        // Key light behind the product.
        canvas.fillSoft(.circle(x: 207, y: 290, radius: 120), blur: 110, Color(red: 255, green: 250, blue: 240, alpha: 120))
        // Carousel dots over the photo.
        canvas.fill(.textLine(x: 190, y: 500, width: 20, height: 7), Color.white)
        canvas.fill(.circle(x: 222, y: 503.5, radius: 3.5), Color(red: 255, green: 255, blue: 255, alpha: 140))
        canvas.fill(.circle(x: 236, y: 503.5, radius: 3.5), Color(red: 255, green: 255, blue: 255, alpha: 140))
    }

    /// Brightness across a cylinder seen from the front: dark rims, a broad lit middle, light from the left.
    private static func cylinderLight(_ u: Double) -> Double {
        let across = 2 * u - 1
        let facing = (1 - min(1, across * across)).squareRoot()
        return 0.62 + 0.42 * facing - 0.08 * across
    }

    /// The hero product, a lit amber bottle standing on the studio floor.
    private static func drawBottle(on canvas: inout PixelCanvas) {
        let (left, width, top, bottom) = (137.0, 140.0, 222.0, 470.0)
        canvas.fillSoft(.ellipse(x: 212, y: bottom, radiusX: 92, radiusY: 12), blur: 14, Color(red: 120, green: 50, blue: 10, alpha: 90))
        let amber = Color(rgb: 0xE8742C)
        let body = ArtShape.roundedRect(x: left, y: top, width: width, height: bottom - top, radius: 36)
        canvas.fill(body) { x, y in
            let light = cylinderLight((x - left) / width)
            // Glass is deeper in colour toward the base, where the liquid is thickest.
            return ArtMath.shade(amber, light - 0.12 * ArtMath.smoothstep(top, bottom, y))
        }
        let neck = ArtShape.roundedRect(x: 184, y: 196, width: 46, height: 34, radius: 6)
        canvas.fill(neck) { x, _ in ArtMath.shade(Color(rgb: 0xC85A1C), cylinderLight((x - 184) / 46)) }
        // The cap starts below the strip the page's live clock takes under the bar (to y 128).
        let cap = ArtShape.roundedRect(x: 170, y: 144, width: 74, height: 58, radius: 14)
        canvas.fill(cap) { x, _ in ArtMath.shade(Color(rgb: 0x34343C), cylinderLight((x - 170) / 74) + 0.05) }
        canvas.fill(ArtShape.roundedRect(x: 170, y: 190, width: 74, height: 6).intersecting(cap), Color(rgb: 0x1E1E24))
        // Highlights: a long soft streak on the glass and a thin one on the cap.
        canvas.fillSoft(.roundedRect(x: 158, y: 250, width: 8, height: 190, radius: 4), blur: 4, Color(red: 255, green: 255, blue: 255, alpha: 120))
        canvas.fillSoft(.roundedRect(x: 184, y: 152, width: 5, height: 36, radius: 2.5), blur: 2, Color(red: 255, green: 255, blue: 255, alpha: 70))
        // Label with a logo mark and placeholder text.
        canvas.fill(.roundedRect(x: 156, y: 300, width: 102, height: 112, radius: 10)) { x, _ in
            ArtMath.shade(Color(rgb: 0xFFF5EA), 0.9 + 0.1 * cylinderLight((x - 137) / 140))
        }
        canvas.fill(.circle(x: 207, y: 328, radius: 11), Color(rgb: 0xE8742C))
        canvas.fill(.circle(x: 207, y: 328, radius: 5), Color(rgb: 0xFFF5EA))
        canvas.fill(.textLine(x: 175, y: 350, width: 64, height: 8), Color(rgb: 0x3A2A20))
        canvas.fill(.textLine(x: 170, y: 366, width: 74, height: 5), Color(rgb: 0xC9B8A8))
        canvas.fill(.textLine(x: 180, y: 377, width: 54, height: 5), Color(rgb: 0xC9B8A8))
        canvas.fill(.textLine(x: 190, y: 393, width: 34, height: 6), Color(rgb: 0xE8742C))
    }

    /// A small cream jar beside the bottle, for depth; `floor` is where it stands.
    private static func drawJar(on canvas: inout PixelCanvas, x: Double, floor: Double) {
        canvas.fillSoft(.ellipse(x: x + 40, y: floor, radiusX: 46, radiusY: 8), blur: 9, Color(red: 120, green: 50, blue: 10, alpha: 80))
        let jar = ArtShape.roundedRect(x: x, y: floor - 66, width: 80, height: 66, radius: 16)
        canvas.fill(jar) { px, _ in ArtMath.shade(Color(rgb: 0xFFF3E6), 0.92 + 0.12 * cylinderLight((px - x) / 80)) }
        let lid = ArtShape.roundedRect(x: x - 3, y: floor - 88, width: 86, height: 26, radius: 8)
        canvas.fill(lid) { px, _ in ArtMath.shade(Color(rgb: 0xE8742C), cylinderLight((px - x + 3) / 86) + 0.05) }
        canvas.fill(.textLine(x: x + 20, y: floor - 40, width: 40, height: 6), Color(rgb: 0xE8742C))
    }

    /// The white sheet over the photo's bottom edge: rating, title, price, sizes, buttons.
    private static func drawProductSheet(on canvas: inout PixelCanvas) {
        let ink = Color(rgb: 0x1F1F27)
        let muted = Color(rgb: 0xD9D9DF)
        let orange = Color(rgb: 0xF26B21)
        drawShadow(on: &canvas, x: 0, y: 528, width: 414, height: 400, radius: 28, blur: 14, drop: -4,
                   color: Color(red: 120, green: 50, blue: 10, alpha: 40))
        canvas.fill(.roundedRect(x: 0, y: 524, width: 414, height: 420, radius: 28), Color.white)
        canvas.fill(.textLine(x: 187, y: 534, width: 40, height: 5), Color(rgb: 0xE4E4E8))
        // Category pill and rating.
        canvas.fill(.roundedRect(x: 24, y: 556, width: 92, height: 26, radius: 13), Color(rgb: 0xFFEADB))
        canvas.fill(.textLine(x: 38, y: 566, width: 64, height: 6), orange)
        for star in 0..<5 {
            let color = star < 4 ? Color(rgb: 0xFFB020) : Color(rgb: 0xF1E3C8)
            canvas.fill(.circle(x: 304 + Double(star) * 18, y: 569, radius: 6.5), color)
        }
        canvas.fill(.textLine(x: 24, y: 598, width: 270, height: 18), ink)
        canvas.fill(.textLine(x: 24, y: 624, width: 170, height: 18), ink)
        canvas.fill(.textLine(x: 24, y: 660, width: 112, height: 24), orange)
        canvas.fill(.textLine(x: 148, y: 667, width: 58, height: 11), muted)
        canvas.fill(.roundedRect(x: 146, y: 671.5, width: 62, height: 2), Color(rgb: 0xB5B5BE))
        for (index, width) in [366.0, 344, 236].enumerated() {
            canvas.fill(.textLine(x: 24, y: 704 + Double(index) * 16, width: width, height: 8), muted)
        }
        // Size selector with the second size chosen.
        for index in 0..<5 {
            let x = 24 + Double(index) * 60
            let chosen = index == 1
            canvas.fill(.roundedRect(x: x, y: 760, width: 50, height: 36, radius: 12), chosen ? ink : Color(rgb: 0xF3F3F6))
            canvas.fill(.textLine(x: x + 15, y: 775, width: 20, height: 6), chosen ? Color.white : Color(rgb: 0xA3A3AD))
        }
        // Favourite button and the "Add to cart" button.
        canvas.fill(.roundedRect(x: 24, y: 816, width: 56, height: 52, radius: 16), Color(rgb: 0xFFEADB))
        drawHeart(on: &canvas, x: 52, y: 842, size: 20, color: orange)
        let button = ArtShape.roundedRect(x: 92, y: 816, width: 298, height: 52, radius: 26)
        canvas.fill(button) { x, _ in ArtMath.mix(Color(rgb: 0xFF8A3D), Color(rgb: 0xEE5A1A), (x - 92) / 298) }
        canvas.fill(.roundedRect(x: 171, y: 834, width: 20, height: 14, radius: 3), Color.white)
        canvas.fill(.circle(x: 175, y: 852, radius: 2.2), Color.white)
        canvas.fill(.circle(x: 187, y: 852, radius: 2.2), Color.white)
        canvas.fill(.textLine(x: 201, y: 837, width: 96, height: 10), Color.white)
    }
}
