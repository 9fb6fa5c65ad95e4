import SlideBackCore

extension ArtGenerator {
    static func drawProfile() throws -> PixelImage {
        try pageCanvas(Color.white).makeImage()
    }
}
