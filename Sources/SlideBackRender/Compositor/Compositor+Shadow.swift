import CSDL2
import SlideBackCore

extension Compositor {
    /// The edge shadow's gradient and its mirror image, or `nil` when SDL cannot make them (the
    /// shadow is then left out).
    static func makeShadowTextures(renderer: SDLRenderer) -> (plain: SDLTexture, mirrored: SDLTexture)? {
        guard let plain = try? makeShadowTexture(renderer: renderer, mirrored: false),
              let mirrored = try? makeShadowTexture(renderer: renderer, mirrored: true) else { return nil }
        return (plain, mirrored)
    }

    /// A black strip whose opacity rises smoothly from nothing on the left to full on the right
    /// (mirrored: from the right to the left), as `EdgeShadowRamp` says.
    private static func makeShadowTexture(renderer: SDLRenderer, mirrored: Bool) throws -> SDLTexture {
        let width = 32
        let surface = try SDLError.check(SDL_CreateRGBSurfaceWithFormat(0, Int32(width), 1, 32, SDL_PIXELFORMAT_ARGB8888.rawValue),
                                         "cannot make the shadow")
        defer { SDL_FreeSurface(surface) }
        let pixels = surface.pointee.pixels.assumingMemoryBound(to: UInt32.self)
        for x in 0..<width {
            let opacity = EdgeShadowRamp.opacity(atFraction: (Double(x) + 0.5) / Double(width))
            pixels[mirrored ? width - 1 - x : x] = UInt32(Color4.byte(opacity)) << 24
        }
        return try SDLTexture(surface: surface, renderer: renderer)
    }
}
