import CSDL2
import SlideBackCore

/// Text rendered once into textures and kept: titles do not change between frames, so no frame
/// renders text again, and no idle frame creates a texture.
final class TextCache {
    private struct Key: Hashable {
        let text: String
        let color: Color
        let pixelSize: Int
    }

    private let renderer: SDLRenderer
    private let fontPath: String?
    private var fonts: [Int: SDLFont] = [:]
    private var textures: [Key: SDLTexture] = [:]
    private let limit = 512

    /// Text is drawn with the font at `fontPath`; with none, text is left out (a documented fallback).
    init(renderer: SDLRenderer, fontPath: String?) {
        self.renderer = renderer
        self.fontPath = fontPath
    }

    /// The texture of one line of text, made on first use.
    func texture(_ text: String, color: Color, pixelSize: Int) -> SDLTexture? {
        guard let fontPath, !text.isEmpty else { return nil }
        // Long titles are cut: a bar shows a few dozen characters, and huge strings make huge surfaces.
        let shown = text.count > 64 ? String(text.prefix(63)) + "…" : text
        let key = Key(text: shown, color: color, pixelSize: pixelSize)
        if let texture = textures[key] { return texture }
        if textures.count >= limit { textures.removeAll() }
        do {
            let font = try fonts[pixelSize] ?? SDLFont(path: fontPath, pixelSize: pixelSize)
            fonts[pixelSize] = font
            let surface = try font.render(shown, color: Color4(red: color.red, green: color.green, blue: color.blue, alpha: 255))
            defer { SDL_FreeSurface(surface) }
            let texture = try SDLTexture(surface: surface, renderer: renderer)
            textures[key] = texture
            return texture
        } catch {
            return nil
        }
    }

    /// Forgets every texture, after the renderer lost them.
    func removeAll() {
        textures.removeAll()
    }
}
