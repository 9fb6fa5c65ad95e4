import Foundation
import SlideBackCore

/// Makes every PNG in the repository's `Resources/` from code, so the art is reproducible and
/// reviewable: five 414x896-point pages at 2x (feed, product, profile, article, gallery), the 25-point
/// back chevron at 3x, and the photos live element pages show. Output is deterministic down to the byte of every pixel.
public enum ArtGenerator {
    /// Every file the generator makes, relative to the output folder.
    public static let fileNames: [String] = [
        "pages/feed.png",
        "pages/product.png",
        "pages/profile.png",
        "pages/article.png",
        "pages/gallery.png",
        "back.png",
    ] + photoNames

    /// Page size in pixels: 414x896 points at 2x.
    static let pageWidth = 828
    /// Page height in pixels.
    static let pageHeight = 1792
    /// Points per page, horizontally, for layouts.
    static let pagePoints = (width: 414.0, height: 896.0)

    /// Renders every file in `fileNames` and writes it below `directory`, creating folders as
    /// needed. Each PNG is replaced atomically; throws `ArtGeneratorError` on the first failure,
    /// or what `writing` throws (a signal). Each write runs inside `writing`, which may hold back
    /// what would cut it (a signal) until it is done; the drawing between runs outside it.
    public static func generate(into directory: String, writing: (() throws -> Void) throws -> Void = { try $0() }) throws {
        let root = URL(fileURLWithPath: directory)
        // Fail on an impossible place before spending time drawing.
        try writing {
            try PixelImage.makeFolder(directory)
            try PixelImage.checkPlaces(fileNames.map { root.appendingPathComponent($0).path })
        }
        for name in fileNames {
            let image = try makeImage(named: name)
            try writing { try image.writePNG(to: root.appendingPathComponent(name).path) }
        }
    }

    /// Draws one of `fileNames` in memory; throws `ArtGeneratorError.unknownImage` for any other name.
    public static func makeImage(named name: String) throws -> PixelImage {
        switch name {
        case "pages/feed.png": return try drawFeed()
        case "pages/product.png": return try drawProduct()
        case "pages/profile.png": return try drawProfile()
        case "pages/article.png": return try drawArticle()
        case "pages/gallery.png": return try drawGallery()
        case "back.png": return try drawBackChevron()
        default:
            guard let photo = try drawPhoto(named: name) else { throw ArtGeneratorError.unknownImage(name) }
            return photo
        }
    }

    /// A blank page canvas with the given background.
    static func pageCanvas(_ background: Color) -> PixelCanvas {
        PixelCanvas(width: pageWidth, height: pageHeight, scale: 2, background: background)
    }

    /// A soft drop shadow for an opaque rounded rectangle that is drawn on top of it afterwards.
    /// The part the rectangle will hide is cut out (with room for the blur) so it costs nothing.
    static func drawShadow(on canvas: inout PixelCanvas, x: Double, y: Double, width: Double, height: Double,
                           radius: Double, blur: Double, drop: Double, color: Color) {
        let shadow = ArtShape.roundedRect(x: x + blur / 3, y: y + drop, width: width - blur * 2 / 3, height: height, radius: radius)
        let inset = blur + 2
        let hidden = ArtShape.roundedRect(x: x + inset, y: y + inset, width: width - 2 * inset, height: height - 2 * inset,
                                          radius: max(0, radius - inset))
        canvas.fillSoft(shadow.subtracting(hidden), blur: blur, color)
    }

    /// The iOS home indicator, drawn at the bottom of pages that reach the screen edge.
    static func drawHomeIndicator(on canvas: inout PixelCanvas, color: Color) {
        canvas.fill(.textLine(x: 140, y: 882, width: 134, height: 5), color)
    }

    /// The back button: a "<" stroke in the seeds' tint colour on a transparent 25-point square at 3x.
    static func drawBackChevron() throws -> PixelImage {
        var canvas = PixelCanvas(width: 75, height: 75, scale: 3, background: Color(red: 0, green: 0, blue: 0, alpha: 0))
        // Proportions of the stock iOS chevron: about 10.5 x 20 points with a 3-point round stroke.
        let tip = (x: 7.5, y: 12.5)
        let upper = ArtShape.segment(from: (x: 17.5, y: 2.75), to: tip, width: 3)
        let lower = ArtShape.segment(from: tip, to: (x: 17.5, y: 22.25), width: 3)
        canvas.fill(upper.union(lower), Color.seedTint)
        return try canvas.makeImage()
    }
}
