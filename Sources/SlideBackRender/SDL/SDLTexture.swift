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
    /// Its SDL pixel format.
    let format: UInt32
    /// Keeps the renderer, and so its window, alive until the texture is destroyed: destroying the
    /// window first frees the texture with it, and SDL_DestroyTexture then crashed at exit.
    private let renderer: SDLRenderer
    /// A copy of its pixels in main memory, for the software renderer's own loops to read
    /// (`keepMirror`); kept current by whoever paints the texture. Images and text get theirs
    /// when they are made: nothing reads a texture's own pixels, which SDL keeps write-only.
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
        self.format = format.rawValue
        SDL_SetTextureBlendMode(pointer, SDL_BLENDMODE_BLEND)
        self.renderer = renderer
        renderer.texturesCreated += 1
        renderer.texturesAlive += 1
    }

    /// A texture holding a copy of a surface's pixels (images, text). For the software renderer,
    /// in a format its own loops read (`drawOwnCopy`), it keeps a copy in main memory too
    /// (`mirror`): the same pixels, in the same format SDL picked, read without locking anything.
    public init(surface: UnsafeMutablePointer<SDL_Surface>, renderer: SDLRenderer) throws {
        pointer = try SDLError.check(SDL_CreateTextureFromSurface(renderer.pointer, surface), "cannot make a texture from an image")
        var format: UInt32 = 0
        SDL_QueryTexture(pointer, &format, nil, nil, nil)
        width = Int(surface.pointee.w)
        height = Int(surface.pointee.h)
        hasAlpha = Self.formatHasAlpha(format)
        self.format = format
        SDL_SetTextureBlendMode(pointer, SDL_BLENDMODE_BLEND)
        self.renderer = renderer
        renderer.texturesCreated += 1
        renderer.texturesAlive += 1
        if renderer.isSoftware, Self.readableFormats.contains(format) { mirror = TextureMirror(copying: surface, format: format) }
    }

    /// The formats the software renderer's own copies read: opaque RGB888 and ARGB8888.
    static let readableFormats: Set<UInt32> = [SDL_PIXELFORMAT_RGB888.rawValue, SDL_PIXELFORMAT_ARGB8888.rawValue]

    /// Makes its copy in main memory (`mirror`), in `format`, current, reading back through
    /// `renderer` what was painted since; one that cannot be read back stays stale, and unused.
    func keepMirror(in format: UInt32, renderer: SDLRenderer) {
        if mirror?.format != format { mirror = TextureMirror(width: width, height: height, format: format) }
        guard mirror?.isCurrent == false else { return }
        try? mirror?.refresh(from: self, renderer: renderer)
    }

    /// Calls `body` with the pixels the software renderer's own loops read, and their row pitch
    /// in bytes and format: a current `mirror`'s. `nil`, without calling it, when there are none.
    func withReadablePixels<Result>(_ body: (_ pixels: UnsafeRawPointer, _ pitch: Int, _ format: UInt32) -> Result) -> Result? {
        guard let mirror, mirror.isCurrent else { return nil }
        return mirror.pixels.withUnsafeBytes { body($0.baseAddress!, mirror.width * 4, mirror.format) }
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
