import CSDL2
import SlideBackCore
import SlideBackKernels

/// An SDL renderer that destroys itself when released, with the few drawing calls the compositor uses.
/// Rectangles are in pixels; the compositor converts from points.
public final class SDLRenderer {
    /// The SDL object.
    public let pointer: OpaquePointer
    /// Keeps the window alive as long as the renderer that draws into it.
    public let window: SDLWindow
    /// How many textures were ever created through this renderer (the benchmark watches it).
    public internal(set) var texturesCreated = 0
    /// How many of them are alive now (the soak run's leak check): the renderer owns the count,
    /// so two renderers, or two tests, never share one.
    public internal(set) var texturesAlive = 0
    /// Pixels written into the window so far, each draw counted after clipping (the bench's
    /// overdraw: divided by the window's pixels, per frame).
    public internal(set) var pixelsDrawn = 0.0
    /// The clip in force, in pixels (`nil`: the whole target).
    var clipRect: SDL_FRect?
    /// The window's clip while a texture is drawn into, which SDL gives back with the window.
    private var windowClip: SDL_FRect?
    /// The clip as SDL holds it, in whole pixels (`nil`: the whole target).
    var clipPixels: SDL_Rect? {
        clipRect.map { SDL_Rect(x: Int32($0.x.rounded()), y: Int32($0.y.rounded()), w: Int32($0.w.rounded()), h: Int32($0.h.rounded())) }
    }
    /// Whether this is SDL's software renderer, drawing into the window's own pixels.
    let isSoftware: Bool
    /// Whether it draws through a GPU API (OpenGL, GL ES), asynchronously, perhaps on other threads.
    public var drawsOnGPU: Bool { !isSoftware }
    /// Whether drawing goes into the window rather than into a texture.
    var drawsIntoWindow: Bool { target == nil }
    /// Every colour drawn is multiplied by this (1: as given): a black cover of opacity a over
    /// opaque layers is the same as those layers drawn at 1 - a, without a second pass.
    public var darkening = 1.0
    /// Whether the software renderer's slowest per-pixel work (translucent fills, dimmed, tinted
    /// or faded copies, smooth stretches of opaque pages) is done by loops of our own
    /// (`drawOwnFill`, `drawOwnCopy`, `drawOwnStretch`) that give SDL's bytes faster; off, SDL
    /// does all of it, as the tests that compare the two need.
    public var ownsBlends = PixelLoopChoice.ownLoops()
    /// The build of those loops it calls (`PixelLoops`): the fastest this processor runs.
    public var pixelLoops: any PixelLoops.Type = PixelLoopChoice.best()

    /// Makes a renderer for a window: SDL's software renderer when `software` (headless, tests),
    /// otherwise SDL's choice, falling back to software where no GPU renderer starts. Render
    /// targets are required because snapshots are drawn into target textures.
    public convenience init(window: SDLWindow, software: Bool, vsync: Bool) throws {
        try self.init(window: window, choice: software ? .software : .auto, vsync: vsync)
    }

    /// Makes the renderer `choice` names for a window. `.auto` is SDL's choice with the software
    /// renderer as a fall-back; a renderer named that cannot start throws SDL's reason, with no
    /// fall-back (a user who names one wants to know).
    public init(window: SDLWindow, choice: RendererChoice, vsync: Bool) throws {
        var flags = SDL_RENDERER_TARGETTEXTURE.rawValue
        if vsync { flags |= SDL_RENDERER_PRESENTVSYNC.rawValue }
        var made: OpaquePointer?
        switch choice {
        case .auto:
            made = SDL_CreateRenderer(window.pointer, -1, flags | SDL_RENDERER_ACCELERATED.rawValue)
            if made == nil {
                // No GPU renderer (a plain X server, a VM): fall back to software rather than fail.
                SDL_ClearError()
                made = SDL_CreateRenderer(window.pointer, -1, SDL_RENDERER_SOFTWARE.rawValue | SDL_RENDERER_TARGETTEXTURE.rawValue)
            }
        case .software, .opengl, .opengles2:
            // By index, not by hint: SDL moves on to another driver when the hinted one fails.
            guard let index = Self.driverIndex(named: choice.rawValue) else {
                throw SDLError(message: "cannot start the \(choice.rawValue) renderer: this SDL was built without it")
            }
            made = SDL_CreateRenderer(window.pointer, index, flags)
            if made == nil { throw SDLError("cannot start the \(choice.rawValue) renderer") }
        }
        pointer = try SDLError.check(made, "cannot create a renderer")
        self.window = window
        var info = SDL_RendererInfo()
        let known = SDL_GetRendererInfo(pointer, &info) == 0
        isSoftware = known && info.flags & SDL_RENDERER_SOFTWARE.rawValue != 0
        name = known ? info.name.map { String(cString: $0) } ?? "unknown" : "unknown"
        SDL_SetRenderDrawBlendMode(pointer, SDL_BLENDMODE_BLEND)
    }

    /// The index of SDL's render driver called `name`, or `nil` when SDL has none by that name.
    private static func driverIndex(named name: String) -> Int32? {
        (0..<SDL_GetNumRenderDrivers()).first { index in
            var info = SDL_RendererInfo()
            return SDL_GetRenderDriverInfo(index, &info) == 0 && info.name.map { String(cString: $0) } == name
        }
    }

    /// Size of the drawing surface in pixels (larger than the window on HiDPI screens).
    public var outputSize: (width: Int, height: Int) {
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetRendererOutputSize(pointer, &width, &height)
        return (Int(width), Int(height))
    }

    /// Whether presents wait for the display's vertical blank.
    public var hasVSync: Bool {
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(pointer, &info)
        return info.flags & SDL_RENDERER_PRESENTVSYNC.rawValue != 0
    }

    /// The renderer's name as SDL gives it ("software", "opengl", ...), read once when it is made:
    /// a trace writes it on every row.
    public let name: String

    /// What is drawn into now: a texture, or the window when `nil`.
    public private(set) var target: SDLTexture?

    /// Draws into `texture` from now on, or into the window when `nil`. As SDL does, a texture
    /// starts with no clip, and the window gets back the clip it had when it was left.
    public func setTarget(_ texture: SDLTexture?) throws {
        if target == nil, texture != nil { windowClip = clipRect }
        try SDLError.check(SDL_SetRenderTarget(pointer, texture?.pointer), "cannot switch the render target")
        target = texture
        clipRect = texture == nil ? windowClip : nil
    }

    /// Runs `body` drawing into `texture`, then draws into what it drew into before, with the
    /// clip it had: a picture made or read back in the middle of painting another (a scaled
    /// image, a copy in main memory) leaves that painting as it was.
    public func withTarget<Result>(_ texture: SDLTexture, _ body: () throws -> Result) throws -> Result {
        let (previous, clip) = (target, clipRect)
        try setTarget(texture)
        defer {
            try? setTarget(previous)
            setClip(clip)
        }
        return try body()
    }

    /// Fills the whole current target with a colour.
    public func clear(_ color: Color4) {
        SDL_SetRenderDrawColor(pointer, color.red, color.green, color.blue, color.alpha)
        SDL_RenderClear(pointer)
        let (width, height) = outputSize
        count(SDL_FRect(x: 0, y: 0, w: Float(width), h: Float(height)), clipped: false)
    }

    /// Blends a colour over a rectangle; an opaque colour is written without blending, which
    /// SDL's software renderer does at memset speed instead of pixel by pixel.
    public func fill(_ rect: SDL_FRect, _ color: Color4) {
        guard color.alpha > 0 else { return }
        var rect = Self.snapped(rect)
        defer { count(rect) }
        let shown = Color4(red: darkened(color.red), green: darkened(color.green), blue: darkened(color.blue), alpha: color.alpha)
        if !copiesFills, drawOwnFill(rect, shown) { return }
        SDL_SetRenderDrawBlendMode(pointer, color.alpha == 255 || copiesFills ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
        SDL_SetRenderDrawColor(pointer, shown.red, shown.green, shown.blue, shown.alpha)
        SDL_RenderFillRectF(pointer, &rect)
    }

    /// While true, textures are copied with their alpha instead of blended: for painting parts
    /// that do not overlap onto a transparent picture (a transparent bar's title and buttons).
    public var copiesTextures = false
    /// Whether `fill` writes its colour and alpha as they are instead of blending: for fills that
    /// are the first paint on a transparent picture, which blending would darken by their own
    /// alpha (SDL blends colour without premultiplying), and again when the picture is drawn.
    public var copiesFills = false

    /// Draws a texture (or a part of it) into a rectangle with an opacity; `flipped`, its mirror
    /// image (text and art in a frame drawn unmirrored and then flipped, `Compositor.draw`).
    public func draw(_ texture: SDLTexture, source: SDL_Rect? = nil, into rect: SDL_FRect, alpha: Double = 1,
                     tint: Color4 = Color4(red: 255, green: 255, blue: 255, alpha: 255), flipped: Bool = false) {
        let alphaByte = Color4.byte(alpha)
        guard alphaByte > 0 else { return }
        let rect = Self.snapped(rect)
        // An opaque texture at full opacity is copied: the same pixels, without blending's cost.
        let copies = copiesTextures || (alphaByte == 255 && !texture.hasAlpha)
        let shown = Color4(red: darkened(tint.red), green: darkened(tint.green), blue: darkened(tint.blue), alpha: 255)
        if !flipped, drawOwnCopy(texture, source: source, into: rect, alpha: alphaByte, colour: shown, blends: !copies) { return count(rect) }
        SDL_SetTextureBlendMode(texture.pointer, copies ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
        SDL_SetTextureAlphaMod(texture.pointer, alphaByte)
        SDL_SetTextureColorMod(texture.pointer, shown.red, shown.green, shown.blue)
        var destination = rect, part = source ?? SDL_Rect()
        count(rect)
        withUnsafePointer(to: &part) { part in
            let from = source == nil ? nil : part
            if flipped {
                SDL_RenderCopyExF(pointer, texture.pointer, from, &destination, 0, nil, SDL_FLIP_HORIZONTAL)
            } else {
                SDL_RenderCopyF(pointer, texture.pointer, from, &destination)
            }
        }
    }

    /// `rect` on whole pixels, as every fill and copy is drawn: each edge rounded to the nearest
    /// pixel edge, so that pieces side by side still meet (no seam, no overlap), and a side that
    /// is not empty keeps at least one pixel, so that a hairline is never dropped. Every renderer
    /// then covers the same pixels: SDL's software renderer truncates a fractional rectangle's
    /// origin and size, a GPU samples it by pixel centres, and a half-pixel line is drawn by one
    /// and not the other.
    static func snapped(_ rect: SDL_FRect) -> SDL_FRect {
        // Half up everywhere (not away from zero), so that moving a rectangle by whole pixels
        // never changes its size.
        func edges(_ start: Float, _ length: Float) -> (Float, Float) {
            var low = (start + 0.5).rounded(.down), high = (start + length + 0.5).rounded(.down)
            if length > 0, high <= low {
                // Thinner than a pixel: the one pixel its middle falls in.
                low = (start + length / 2).rounded(.down)
                high = low + 1
            }
            return (low, high - low)
        }
        let (x, w) = edges(rect.x, rect.w), (y, h) = edges(rect.y, rect.h)
        return SDL_FRect(x: x, y: y, w: w, h: h)
    }

    /// A colour channel under `darkening`.
    func darkened(_ channel: UInt8) -> UInt8 {
        // Truncated, as SDL's blending of a black cover truncates, so both give the same bytes.
        darkening >= 1 ? channel : UInt8((Double(channel) * max(0, darkening) + 1e-9).rounded(.down))
    }

    /// Adds `rect`'s pixels within the clip (unless `clipped` is false: a clear ignores it) and the
    /// window to `pixelsDrawn`, when drawing into the window.
    func count(_ rect: SDL_FRect, clipped: Bool = true) {
        guard drawsIntoWindow else { return }
        let (width, height) = outputSize
        var left = max(rect.x, 0), top = max(rect.y, 0)
        var right = min(rect.x + rect.w, Float(width)), bottom = min(rect.y + rect.h, Float(height))
        if clipped, let clip = clipRect {
            left = max(left, clip.x.rounded()); top = max(top, clip.y.rounded())
            right = min(right, (clip.x + clip.w).rounded()); bottom = min(bottom, (clip.y + clip.h).rounded())
        }
        if right > left, bottom > top { pixelsDrawn += Double(right - left) * Double(bottom - top) }
    }

    /// Adds `area` pixels drawn some other way (triangles) to `pixelsDrawn`, when drawing into the window.
    public func countDrawn(area: Double) {
        if drawsIntoWindow, area.isFinite, area > 0 { pixelsDrawn += area }
    }

    /// Waits until everything drawn so far is in the back buffer: a GPU renderer queues its work
    /// (on llvmpipe, for its own threads), so a timed frame waits for it, as a display's refresh
    /// would; the software renderer has drawn already. A one-pixel read is SDL's only way to wait.
    public func finishDrawing() {
        guard drawsOnGPU else { return }
        var pixel: UInt32 = 0
        var one = SDL_Rect(x: 0, y: 0, w: 1, h: 1)
        SDL_RenderReadPixels(pointer, &one, SDL_PIXELFORMAT_ARGB8888.rawValue, &pixel, 4)
    }

    /// Shows what was drawn.
    public func present() {
        SDL_RenderPresent(pointer)
    }

    /// The longest side of a texture this renderer holds (`Int.max` when it names no limit, as
    /// the software renderer does).
    public var maximumTextureSide: Int {
        var info = SDL_RendererInfo()
        guard SDL_GetRendererInfo(pointer, &info) == 0 else { return Int.max }
        let side = Int(min(info.max_texture_width, info.max_texture_height))
        return side > 0 ? side : Int.max
    }

    /// Reads the current target back as RGBA bytes. For tests and `--capture` only, never the live
    /// loop: reading back stalls the pipeline, which is exactly what the seeds' screenshots pay for.
    /// `rows`: only the first that many rows of the target (a tool that needs only a band).
    public func readPixels(size: (width: Int, height: Int)? = nil, rows: Int? = nil) throws -> PixelBuffer {
        var (width, height) = size ?? outputSize
        let band = SDL_Rect(x: 0, y: 0, w: Int32(width), h: Int32(min(height, max(1, rows ?? height))))
        height = Int(band.h)
        var buffer = PixelBuffer(width: width, height: height)
        let whole = rows == nil
        try buffer.bytes.withUnsafeMutableBytes { raw in
            try withUnsafePointer(to: band) { rect in
                try SDLError.check(SDL_RenderReadPixels(pointer, whole ? nil : rect, SDL_PIXELFORMAT_ABGR8888.rawValue, raw.baseAddress,
                                                        Int32(width * 4)),
                                   "cannot read the frame's pixels")
            }
        }
        return buffer
    }
}
