import CSDL2
import CSDL2TTF
import Foundation
import SlideBackCore

/// A TrueType font at one pixel size, through SDL_ttf; closes itself when released.
public final class SDLFont {
    /// The SDL_ttf object.
    let pointer: OpaquePointer

    /// Opens the font file at a size in pixels, from its bytes in memory (`FontFileCache`).
    public init(path: String, pixelSize: Int) throws {
        // Read as `InputFile` reads: a FIFO is refused before anything waits on it.
        let bytes: UnsafeRawBufferPointer
        do {
            bytes = try FontFileCache.shared.bytes(atPath: path)
        } catch {
            throw SDLError(message: "cannot open the font \(path): \(error)")
        }
        let stream = try SDLError.check(SDL_RWFromConstMem(bytes.baseAddress, Int32(bytes.count)), "cannot open the font \(path)")
        // SDL_ttf closes the stream with the font, and on failure (freesrc 1); the bytes stay.
        pointer = try SDLError.check(TTF_OpenFontRW(stream, 1, Int32(max(1, pixelSize))), "cannot open the font \(path)")
    }

    /// Renders one line of text, anti-aliased, into a new surface the caller frees.
    func render(_ text: String, color: Color4) throws -> UnsafeMutablePointer<SDL_Surface> {
        try SDLError.check(TTF_RenderUTF8_Blended(pointer, text, SDL_Color(r: color.red, g: color.green, b: color.blue, a: 255)),
                           "cannot render text")
    }

    /// The width of one line of text in pixels, as `render` would draw it.
    func width(of text: String) -> Int {
        var width: Int32 = 0, height: Int32 = 0
        return TTF_SizeUTF8(pointer, text, &width, &height) == 0 ? Int(width) : Int.max
    }

    /// The first of the usual places a bold sans-serif font lives on Debian that exists, if any.
    public static func findDefaultFontPath(bold: Bool = true) -> String? {
        let names = bold ? ["DejaVuSans-Bold.ttf", "DejaVuSans.ttf"] : ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf"]
        let folders = ["/usr/share/fonts/truetype/dejavu", "/usr/share/fonts/dejavu", "/usr/local/share/fonts"]
        for folder in folders {
            for name in names where access("\(folder)/\(name)", R_OK) == 0 {
                return "\(folder)/\(name)"
            }
        }
        return nil
    }

    deinit {
        TTF_CloseFont(pointer)
    }
}
