import CSDL2

/// An SDL texture that destroys itself when released.
public final class SDLTexture {
    /// The SDL object.
    public let pointer: OpaquePointer
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Whether its pixels have an alpha channel. One without is opaque: drawn at full opacity it
    /// is copied rather than blended, which SDL's software renderer does several times faster.
    public let hasAlpha: Bool
    /// Keeps the renderer, and so its window, alive until the texture is destroyed: destroying the
    /// window first frees the texture with it, and SDL_DestroyTexture then crashed at exit.
    private let renderer: SDLRenderer
    /// A copy of its pixels in main memory, for a picture the software renderer stretches dimmed
    /// in one pass (`DimmedStretch`); kept current by whoever paints the texture.
    var mirror: TextureMirror?

    /// A texture the renderer can draw into: the only way snapshots are made in the live loop.
    /// It has no alpha channel (XRGB), like the window: blending into a target with one leaves
    /// alpha slightly below opaque on anti-aliased edges (SDL's software blitter rounds it to 253),
    /// and the picture would then let whatever lies under it show through there. A `transparent`
    /// target (ARGB) is for pictures that must let the page show through, such as a transparent bar.
    public init(target renderer: SDLRenderer, width: Int, height: Int, transparent: Bool = false) throws {
        let format = transparent ? SDL_PIXELFORMAT_ARGB8888 : SDL_PIXELFORMAT_RGB888
        pointer = try SDLError.check(
            SDL_CreateTexture(renderer.pointer, format.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue),
                              Int32(max(1, width)), Int32(max(1, height))),
            "cannot create a \(width)x\(height) target texture")
        self.width = max(1, width)
        self.height = max(1, height)
        hasAlpha = transparent
        SDL_SetTextureBlendMode(pointer, SDL_BLENDMODE_BLEND)
        self.renderer = renderer
        renderer.texturesCreated += 1
        renderer.texturesAlive += 1
    }

    /// A texture holding a copy of a surface's pixels (images, text).
    public init(surface: UnsafeMutablePointer<SDL_Surface>, renderer: SDLRenderer) throws {
        pointer = try SDLError.check(SDL_CreateTextureFromSurface(renderer.pointer, surface), "cannot make a texture from an image")
        width = Int(surface.pointee.w)
        height = Int(surface.pointee.h)
        var format: UInt32 = 0
        SDL_QueryTexture(pointer, &format, nil, nil, nil)
        hasAlpha = Self.formatHasAlpha(format)
        SDL_SetTextureBlendMode(pointer, SDL_BLENDMODE_BLEND)
        self.renderer = renderer
        renderer.texturesCreated += 1
        renderer.texturesAlive += 1
    }

    /// Whether an SDL pixel format carries alpha (SDL_ISPIXELFORMAT_ALPHA is a macro Swift cannot import).
    static func formatHasAlpha(_ format: UInt32) -> Bool {
        var bits: Int32 = 0
        var red: UInt32 = 0, green: UInt32 = 0, blue: UInt32 = 0, alpha: UInt32 = 0
        guard SDL_PixelFormatEnumToMasks(format, &bits, &red, &green, &blue, &alpha) == SDL_TRUE else { return true }
        return alpha != 0
    }

    deinit {
        SDL_DestroyTexture(pointer)
        renderer.texturesAlive -= 1
    }
}
