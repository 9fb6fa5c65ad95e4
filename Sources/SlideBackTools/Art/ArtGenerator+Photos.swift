import SlideBackCore

extension ArtGenerator {
    /// The "photos" that live element pages show in headers, cards and rows: the eight landscapes
    /// at 4:3 (300 x 225 points at 2x) and round-cropped portraits in four palettes (40 points at 3x).
    static let photoNames: [String] = ArtScenery.all.indices.map { "photos/scene-\($0 + 1).png" }
        + portraitPalettes.indices.map { "photos/person-\($0 + 1).png" }

    /// One of `photoNames`, or `nil` for any other name.
    static func drawPhoto(named name: String) throws -> PixelImage? {
        if let index = photoNames.firstIndex(of: name) {
            let sceneries = ArtScenery.all.count
            return index < sceneries ? try drawLandscape(ArtScenery.all[index], phase: Double(index) * 0.37)
                : try drawPortrait(portraitPalettes[index - sceneries])
        }
        return nil
    }

    /// A landscape filling a 4:3 picture.
    private static func drawLandscape(_ scenery: ArtScenery, phase: Double) throws -> PixelImage {
        var canvas = PixelCanvas(width: 600, height: 450, scale: 2, background: .white)
        scenery.draw(on: &canvas, x: 0, y: 0, width: 300, height: 225, clip: .roundedRect(x: 0, y: 0, width: 300, height: 225), phase: phase)
        return try canvas.makeImage()
    }

    /// A head and shoulders on a soft backdrop, filling a square (rows round it off as avatars).
    private static func drawPortrait(_ palette: (back: Color, skin: Color, hair: Color, shirt: Color)) throws -> PixelImage {
        var canvas = PixelCanvas(width: 120, height: 120, scale: 3, background: palette.back)
        canvas.fill(.circle(x: 20, y: 15, radius: 10), palette.hair)
        canvas.fill(.circle(x: 20, y: 17, radius: 8.5), palette.skin)
        canvas.fill(ArtShape.ellipse(x: 20, y: 41, radiusX: 16, radiusY: 12), palette.shirt)
        return try canvas.makeImage()
    }

    /// Backdrop, skin, hair and shirt of each portrait.
    private static let portraitPalettes: [(back: Color, skin: Color, hair: Color, shirt: Color)] = [
        (Color(rgb: 0xFDE68A), Color(rgb: 0xFDD9B5), Color(rgb: 0x7C2D12), Color(rgb: 0x7C3AED)),
        (Color(rgb: 0xBAE6FD), Color(rgb: 0xE0AC84), Color(rgb: 0x1F2937), Color(rgb: 0x0EA5E9)),
        (Color(rgb: 0xBBF7D0), Color(rgb: 0xF5C9A6), Color(rgb: 0xB45309), Color(rgb: 0x15803D)),
        (Color(rgb: 0xFBCFE8), Color(rgb: 0x8D5A3B), Color(rgb: 0x111827), Color(rgb: 0xDB2777)),
    ]
}
