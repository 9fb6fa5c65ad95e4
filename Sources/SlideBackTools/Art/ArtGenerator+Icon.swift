import SlideBackCore

/// The application icon the install puts in the desktop's icon theme: the program's own gesture,
/// a page sliding right off the page beneath it, each with its own bar. Drawn from code like the
/// rest of the art (it is not one of `fileNames`: the program never shows it, the installer writes it).
extension ArtGenerator {
    /// Icon sizes in pixels that the desktop's `hicolor` theme knows and the install writes.
    public static let iconSizes = [48, 128, 256]

    /// The icon, `pixels` wide and high, on a transparent background; the same drawing at every
    /// size. Throws `ArtGeneratorError.badImageSize` for a size under 16 pixels.
    public static func makeIcon(pixels: Int) throws -> PixelImage {
        guard pixels >= 16 else { throw ArtGeneratorError.badImageSize(width: pixels, height: pixels) }
        // Drawn on a 64-point square whatever the pixel size, so every size is the same picture.
        var canvas = PixelCanvas(width: pixels, height: pixels, scale: Double(pixels) / 64,
                                 background: Color(red: 0, green: 0, blue: 0, alpha: 0))
        let tile = ArtShape.roundedRect(x: 2, y: 2, width: 60, height: 60, radius: 13)
        canvas.fill(tile) { _, y in
            ArtMath.mix(Color(rgb: 0x3A7BD5), Color(rgb: 0x1D3F8A), y / 64)
        }
        // The page beneath, dimmed as the style draws it while the top page leaves; the page on
        // top, halfway back, throws its shadow on it.
        drawIconPage(on: &canvas, x: 12, body: Color(rgb: 0xB9C3D6), bar: Color(rgb: 0x9AA6BD))
        let top = (x: 26.0, y: 12.0)
        drawShadow(on: &canvas, x: top.x, y: top.y, width: 30, height: 40,
                   radius: 4, blur: 3, drop: 0, color: Color(red: 0, green: 0, blue: 0, alpha: 90))
        drawIconPage(on: &canvas, x: top.x, body: .white, bar: .defaultBar)
        for (row, width) in [(16.0, 20.0), (22.0, 16.0), (28.0, 18.0)] {
            canvas.fill(.textLine(x: top.x + 4, y: top.y + row, width: width, height: 2.5), Color(rgb: 0xD5D9E0))
        }
        // The back chevron in the top page's bar, in the seeds' tint.
        let tip = (x: top.x + 3.5, y: top.y + 4)
        let chevron = ArtShape.segment(from: (x: tip.x + 2.5, y: tip.y - 2.5), to: tip, width: 1.3)
            .union(.segment(from: tip, to: (x: tip.x + 2.5, y: tip.y + 2.5), width: 1.3))
        canvas.fill(chevron, Color.seedTint)
        return try canvas.makeImage()
    }

    /// One 30 x 40-point page of the icon at `x`, with its own 8-point bar across the top.
    private static func drawIconPage(on canvas: inout PixelCanvas, x: Double, body: Color, bar: Color) {
        let page = ArtShape.roundedRect(x: x, y: 12, width: 30, height: 40, radius: 4)
        canvas.fill(page, body)
        canvas.fill(page.intersecting(.roundedRect(x: x, y: 12, width: 30, height: 8)), bar)
    }

    /// Writes the icon at every size in `iconSizes` into an icon theme folder the way the
    /// freedesktop.org layout wants it: `directory/NxN/apps/slideback.png`.
    /// Each write runs inside `writing`, as `generate`'s do.
    public static func writeIcons(into directory: String, writing: (() throws -> Void) throws -> Void = { try $0() }) throws {
        try writing {
            try PixelImage.makeFolder(directory)
            try PixelImage.checkPlaces(iconSizes.map { "\(directory)/\($0)x\($0)/apps/slideback.png" })
        }
        for size in iconSizes {
            let icon = try makeIcon(pixels: size)
            try writing { try icon.writePNG(to: "\(directory)/\(size)x\(size)/apps/slideback.png") }
        }
    }
}
