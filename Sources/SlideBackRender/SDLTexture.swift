import CSDL2

/// An SDL texture that destroys itself when released.
public final class SDLTexture {
    /// The SDL object.
    public let pointer: OpaquePointer
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int

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
        SDL_SetTextureBlendMode(pointer, SDL_BLENDMODE_BLEND)
        renderer.texturesCreated += 1
    }

    /// A texture holding a copy of a surface's pixels (images, text).
    public init(surface: UnsafeMutablePointer<SDL_Surface>, renderer: SDLRenderer) throws {
        pointer = try SDLError.check(SDL_CreateTextureFromSurface(renderer.pointer, surface), "cannot make a texture from an image")
        width = Int(surface.pointee.w)
        height = Int(surface.pointee.h)
        SDL_SetTextureBlendMode(pointer, SDL_BLENDMODE_BLEND)
        renderer.texturesCreated += 1
    }

    deinit {
        SDL_DestroyTexture(pointer)
    }
}
