import CSDL2
import CSDL2TTF
import SlideBackCore

/// Text rendered once into textures and kept: titles do not change between frames, so no frame
/// renders text again, and no idle frame creates a texture.
final class TextCache {
    private struct Key: Hashable {
        let text: String
        let color: Color
        let pixelSize: Int
        let maximumWidth: Int?
    }

    private let renderer: SDLRenderer
    private let fontPath: String?
    private var fonts: [Int: SDLFont] = [:]
    private var textures: [Key: SDLTexture] = [:]
    private let limit = 512
    /// Text that needs more than the title font left to right: other scripts, fallbacks, fitting.
    private let shaper: TitleShaper?

    /// Text is drawn with the font at `fontPath`; with none, text is left out (a documented fallback).
    init(renderer: SDLRenderer, fontPath: String?) {
        self.renderer = renderer
        self.fontPath = fontPath
        shaper = fontPath.map(TitleShaper.init)
    }

    /// The texture of one line of text, made on first use, without its control characters; given
    /// `maximumWidth` (pixels), a line wider than that keeps its start and ends in "…".
    func texture(_ text: String, color: Color, pixelSize: Int, maximumWidth: Int? = nil) -> SDLTexture? {
        guard let fontPath, let shaper else { return nil }
        // Kept by the text as asked for: what is drawn of it is the same every time, and working
        // it out (each character's category, the count of characters) at every text of every
        // frame was 1.7% of `fake-bar`'s frame time in the bench.
        let key = Key(text: text, color: color, pixelSize: pixelSize, maximumWidth: maximumWidth)
        if let texture = textures[key] { return texture }
        let drawn = TitleText.displayed(text)
        guard !drawn.isEmpty else { return nil }
        // Huge strings make huge surfaces: without a width, a few dozen characters are kept, as a
        // bar shows; with one, far more than any fits, before measuring.
        let kept = maximumWidth == nil ? 64 : 300
        let shown = drawn.count > kept ? String(drawn.prefix(kept - 1)) + "…" : drawn
        if textures.count >= limit { textures.removeAll() }
        do {
            let font = try fonts[pixelSize] ?? SDLFont(path: fontPath, pixelSize: pixelSize)
            fonts[pixelSize] = font
            let color4 = Color4(red: color.red, green: color.green, blue: color.blue, alpha: 255)
            let surface: UnsafeMutablePointer<SDL_Surface>
            if try !shaper.needsShaping(shown, pixelSize: pixelSize), maximumWidth.map({ font.width(of: shown) <= $0 }) ?? true {
                surface = try font.render(shown, color: color4)
            } else {
                guard let shaped = try shaper.render(shown, color: color4, pixelSize: pixelSize, maximumWidth: maximumWidth) else { return nil }
                surface = shaped
            }
            defer { SDL_FreeSurface(surface) }
            let texture = try SDLTexture(surface: surface, renderer: renderer)
            textures[key] = texture
            return texture
        } catch {
            return nil
        }
    }

    /// How wide `texture` draws `text` at `pixelSize`, in pixels, without making a texture: what
    /// panels measure to wrap their lines (0 without a font, so nothing is drawn or measured).
    func width(of text: String, pixelSize: Int) -> Int {
        guard let fontPath, let shaper else { return 0 }
        let drawn = TitleText.displayed(text)
        guard !drawn.isEmpty, let font = try? fonts[pixelSize] ?? SDLFont(path: fontPath, pixelSize: pixelSize) else { return 0 }
        fonts[pixelSize] = font
        // Other scripts and fallback fonts are laid out by the shaper, which measures its runs.
        if (try? shaper.needsShaping(drawn, pixelSize: pixelSize)) ?? true {
            return (try? shaper.width(drawn, pixelSize: pixelSize)) ?? 0
        }
        return font.width(of: drawn)
    }

    /// Forgets every texture, after the renderer lost them.
    func removeAll() {
        textures.removeAll()
    }
}
