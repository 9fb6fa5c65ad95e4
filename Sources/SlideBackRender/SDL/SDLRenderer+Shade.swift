import CSDL2

extension SDLRenderer {
    /// Side of the black tile, in pixels: small, and few draws cover a screen.
    static let shadeTileSide = 256

    /// An opaque black texture, made once: drawn at an opacity it darkens what is under it.
    public static func makeShadeTile(renderer: SDLRenderer) throws -> SDLTexture {
        let side = Int32(shadeTileSide)
        // A new surface is zeroed: black. Without an alpha channel its texture is opaque.
        let surface = try SDLError.check(SDL_CreateRGBSurfaceWithFormat(0, side, side, 32, SDL_PIXELFORMAT_RGB888.rawValue),
                                         "cannot make the shade tile")
        defer { SDL_FreeSurface(surface) }
        return try SDLTexture(surface: surface, renderer: renderer)
    }

    /// Darkens a rectangle (pixels) as black of opacity `alpha` would, by drawing the black tile
    /// (`makeShadeTile`) over it, unscaled, as many times as it takes. SDL's software renderer
    /// blends a filled rectangle pixel by pixel in plain C; an opaque texture drawn at an opacity
    /// takes its SIMD blitter instead, several times faster, and covers span the screen. The
    /// rectangle is cut to whole pixels the way SDL cuts a filled one, so both ways cover the same
    /// pixels.
    public func darken(_ rect: SDL_FRect, alpha: UInt8, tile: SDLTexture) {
        guard Self.fitsInPixels(rect) else { return }
        let cut = Self.truncated(Self.snapped(rect), atLeastOnePixel: true)
        let (x, y, width, height) = (cut.x, cut.y, cut.w, cut.h)
        count(SDL_FRect(x: Float(x), y: Float(y), w: Float(width), h: Float(height)))
        SDL_SetTextureBlendMode(tile.pointer, SDL_BLENDMODE_BLEND)
        SDL_SetTextureAlphaMod(tile.pointer, alpha)
        SDL_SetTextureColorMod(tile.pointer, 255, 255, 255)
        let side = Int32(Self.shadeTileSide)
        var top = y
        while top < y + height {
            let rows = min(side, y + height - top)
            var left = x
            while left < x + width {
                let columns = min(side, x + width - left)
                var source = SDL_Rect(x: 0, y: 0, w: columns, h: rows)
                var destination = SDL_Rect(x: left, y: top, w: columns, h: rows)
                SDL_RenderCopy(pointer, tile.pointer, &source, &destination)
                left += columns
            }
            top += rows
        }
    }
}
