import SlideBackCore

extension ArtGenerator {
    /// The long list page, shown under an opaque light bar: a search field, then two sections
    /// of white rows (icon, title, subtitle, time, separators) on an #F7F7F7 ground, the last row
    /// cut by the screen edge. Neutral greys with small colourful icons, so it reads as "the
    /// plain list" next to the photo-heavy pages.
    static func drawArticle() throws -> PixelImage {
        var canvas = pageCanvas(articleGround)
        drawSearchField(on: &canvas, top: 98)
        canvas.fill(.textLine(x: 20, y: 154, width: 58, height: 8), Color(rgb: 0x8E8E93))
        drawArticleRows(on: &canvas, top: 170, rows: 0..<4)
        canvas.fill(.textLine(x: 20, y: 474, width: 84, height: 8), Color(rgb: 0x8E8E93))
        drawArticleRows(on: &canvas, top: 490, rows: 4..<10)
        drawHomeIndicator(on: &canvas, color: Color(rgb: 0x111111))
        return try canvas.makeImage()
    }

    /// The page ground, the same light grey as the bar above it.
    private static let articleGround = Color(rgb: 0xF7F7F7)
    /// Height of one list row in points.
    private static let articleRowHeight = 72.0

    /// The kinds of picture a row starts with, so the list is not one icon repeated.
    private enum RowBadge {
        /// A rounded square in a gradient with a white glyph, like an app or category icon.
        case icon(Color, Color, glyph: Int)
        /// A round contact photo: a tinted disc with a head-and-shoulders silhouette.
        case person(Color)
        /// A small landscape thumbnail.
        case picture(ArtScenery)
    }

    /// One badge per row, in order down the page.
    private static let rowBadges: [RowBadge] = [
        .icon(Color(rgb: 0xFF9F0A), Color(rgb: 0xFF5E3A), glyph: 0),
        .person(Color(rgb: 0x5E5CE6)),
        .picture(.lagoon),
        .icon(Color(rgb: 0x34C759), Color(rgb: 0x0E9F6E), glyph: 1),
        .icon(Color(rgb: 0x0A84FF), Color(rgb: 0x5856D6), glyph: 2),
        .person(Color(rgb: 0xFF375F)),
        .picture(.desert),
        .icon(Color(rgb: 0xBF5AF2), Color(rgb: 0x8944AB), glyph: 0),
        .person(Color(rgb: 0x30B0C7)),
        .icon(Color(rgb: 0xFF453A), Color(rgb: 0xD70015), glyph: 1),
    ]

    /// A rounded grey field with a magnifier and a short placeholder line.
    private static func drawSearchField(on canvas: inout PixelCanvas, top: Double) {
        canvas.fill(.roundedRect(x: 16, y: top, width: 382, height: 38, radius: 10), Color(rgb: 0xE9E9EE))
        let glass = Color(rgb: 0x8E8E93)
        canvas.fill(ArtShape.circle(x: 36, y: top + 18, radius: 6.5).subtracting(.circle(x: 36, y: top + 18, radius: 4.7)), glass)
        canvas.fill(.segment(from: (x: 41, y: top + 23), to: (x: 45, y: top + 27), width: 2), glass)
        canvas.fill(.textLine(x: 54, y: top + 15, width: 92, height: 8), Color(rgb: 0xC0C0C6))
    }

    /// A white block of rows; separators are inset to the text, and the block's last row has none.
    private static func drawArticleRows(on canvas: inout PixelCanvas, top: Double, rows: Range<Int>) {
        let height = articleRowHeight * Double(rows.count)
        canvas.fill(.roundedRect(x: 0, y: top, width: 414, height: height), Color.white)
        canvas.fill(.roundedRect(x: 0, y: top, width: 414, height: 0.5), Color(rgb: 0xDCDCE0))
        canvas.fill(.roundedRect(x: 0, y: top + height - 0.5, width: 414, height: 0.5), Color(rgb: 0xDCDCE0))
        for (offset, row) in rows.enumerated() {
            let rowTop = top + Double(offset) * articleRowHeight
            drawRowBadge(on: &canvas, rowBadges[row % rowBadges.count], x: 16, y: rowTop + 14)
            // Lengths come from the fixed-seed hash so the lines look like real, varied text.
            let title = 120 + 110 * ArtMath.hash(row, seed: 21)
            let subtitle = 170 + 130 * ArtMath.hash(row, seed: 22)
            canvas.fill(.textLine(x: 74, y: rowTop + 19, width: title, height: 11), Color(rgb: 0x1C1C1E))
            canvas.fill(.textLine(x: 74, y: rowTop + 40, width: min(subtitle, 286), height: 8), Color(rgb: 0xAEAEB2))
            canvas.fill(.textLine(x: 358, y: rowTop + 21, width: 38, height: 7), Color(rgb: 0xC7C7CC))
            if row % 3 == 1 {
                // Unread counts on some rows, chevrons on the rest, so the right edge is not a column of clones.
                canvas.fill(.roundedRect(x: 372, y: rowTop + 37, width: 24, height: 18, radius: 9), Color(rgb: 0x0A84FF))
                canvas.fill(.roundedRect(x: 382.75, y: rowTop + 41.5, width: 2.5, height: 9, radius: 1.25), Color.white)
            } else {
                let chevron = Color(rgb: 0xC7C7CC)
                canvas.fill(.segment(from: (x: 386, y: rowTop + 40), to: (x: 391, y: rowTop + 45), width: 2)
                    .union(.segment(from: (x: 391, y: rowTop + 45), to: (x: 386, y: rowTop + 50), width: 2)), chevron)
            }
            if offset < rows.count - 1 {
                canvas.fill(.roundedRect(x: 74, y: rowTop + articleRowHeight - 0.5, width: 340, height: 0.5), Color(rgb: 0xE0E0E4))
            }
        }
    }

    /// The 44-point picture at the start of a row, with its top-left corner at (x, y).
    private static func drawRowBadge(on canvas: inout PixelCanvas, _ badge: RowBadge, x: Double, y: Double) {
        let (centerX, centerY) = (x + 22, y + 22)
        switch badge {
        case .icon(let light, let dark, let glyph):
            let square = ArtShape.roundedRect(x: x, y: y, width: 44, height: 44, radius: 11)
            canvas.fill(square) { _, py in ArtMath.mix(light, dark, (py - y) / 44) }
            drawGlyph(on: &canvas, glyph, x: centerX, y: centerY)
        case .person(let tint):
            let disc = ArtShape.circle(x: centerX, y: centerY, radius: 22)
            canvas.fill(disc, ArtMath.shade(tint, 1.75))
            canvas.fill(.circle(x: centerX, y: centerY - 5, radius: 8), tint)
            canvas.fill(ArtShape.ellipse(x: centerX, y: centerY + 19, radiusX: 15, radiusY: 12).intersecting(disc), tint)
        case .picture(let scenery):
            let frame = ArtShape.roundedRect(x: x, y: y, width: 44, height: 44, radius: 9)
            scenery.draw(on: &canvas, x: x, y: y, width: 44, height: 44, clip: frame)
        }
    }

    /// A simple white symbol for an icon: 0 a document, 1 a ticked circle, 2 a speech bubble.
    private static func drawGlyph(on canvas: inout PixelCanvas, _ glyph: Int, x: Double, y: Double) {
        let white = Color.white
        switch glyph {
        case 0:
            canvas.fill(.roundedRect(x: x - 9, y: y - 12, width: 18, height: 24, radius: 3), white)
            for line in 0..<3 {
                canvas.fill(.textLine(x: x - 5, y: y - 6 + Double(line) * 5, width: line == 2 ? 6 : 10, height: 2),
                            Color(rgb: 0xC7C7CC))
            }
        case 1:
            canvas.fill(ArtShape.circle(x: x, y: y, radius: 12).subtracting(.circle(x: x, y: y, radius: 9.6)), white)
            canvas.fill(.segment(from: (x: x - 5, y: y + 0.5), to: (x: x - 1.5, y: y + 4), width: 2.6)
                .union(.segment(from: (x: x - 1.5, y: y + 4), to: (x: x + 5.5, y: y - 4), width: 2.6)), white)
        default:
            canvas.fill(ArtShape.ellipse(x: x, y: y - 2, radiusX: 12, radiusY: 9)
                .union(.convexPolygon([(x - 7, y + 3), (x - 1, y + 6), (x - 9, y + 11)])), white)
        }
    }
}
