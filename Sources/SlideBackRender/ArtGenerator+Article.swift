import SlideBackCore

extension ArtGenerator {
    static func drawArticle() throws -> PixelImage {
        try pageCanvas(Color.white).makeImage()
    }
}
