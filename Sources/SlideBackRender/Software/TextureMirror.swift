import CSDL2

/// A copy, in main memory, of a texture's pixels, for the software renderer's own loops
/// (`DimmedStretch`, `drawOwnCopy`), since SDL lets no one read a texture in place: an image's
/// or a text's, made with it; a render target's, in the window's pixel format, read back where
/// whoever paints it says it changed (`markStale`), when the copy is next needed.
final class TextureMirror {
    /// The texture's size in pixels.
    let width: Int, height: Int
    /// The SDL pixel format of `pixels`.
    let format: UInt32
    /// The pixels, row after row, `width` a row.
    private(set) var pixels: [UInt32]
    /// The parts painted since they were last read; `nil`: all of it.
    private var stale: [SDL_Rect]?
    /// Pixels read back so far (tests watch when a copy is read).
    private(set) var pixelsRead = 0

    /// A copy of a `width` x `height` texture in `format`, to be read whole before first use.
    init(width: Int, height: Int, format: UInt32) {
        self.width = max(1, width)
        self.height = max(1, height)
        self.format = format
        pixels = [UInt32](zeros: self.width * self.height)
    }

    /// A current copy of `surface`'s pixels converted to `format` (ARGB8888 or RGB888), as
    /// SDL_CreateTextureFromSurface converts them; stale, and unused, if converting fails.
    convenience init(copying surface: UnsafeMutablePointer<SDL_Surface>, format: UInt32) {
        self.init(width: Int(surface.pointee.w), height: Int(surface.pointee.h), format: format)
        guard let converted = SDL_ConvertSurfaceFormat(surface, format, 0) else { return }
        defer { SDL_FreeSurface(converted) }
        guard SDL_LockSurface(converted) == 0, let source = converted.pointee.pixels else { return }
        defer { SDL_UnlockSurface(converted) }
        let pitch = Int(converted.pointee.pitch), rowBytes = width * 4
        pixels.withUnsafeMutableBytes { target in
            for row in 0..<min(height, Int(converted.pointee.h)) {
                target.baseAddress!.advanced(by: row * rowBytes).copyMemory(from: source.advanced(by: row * pitch), byteCount: rowBytes)
            }
        }
        stale = []
    }

    /// Whether every pixel is as the texture has it.
    var isCurrent: Bool { stale?.isEmpty == true }

    /// Notes that `rect` (pixels; `nil`: all of it) of the texture was painted.
    func markStale(_ rect: SDL_Rect?) {
        guard let rect else { return stale = nil }
        stale?.append(rect)
    }

    /// Reads back what was painted since the last read, through `renderer`, which then draws
    /// into what it drew into before. On failure the copy stays stale, and not used.
    func refresh(from texture: SDLTexture, renderer: SDLRenderer) throws {
        let bounds = SDL_Rect(x: 0, y: 0, w: Int32(width), h: Int32(height))
        let parts = (stale ?? [bounds]).map { DimmedStretch.intersection($0, bounds) }.filter { $0.w > 0 && $0.h > 0 }
        guard !parts.isEmpty else { return stale = [] }
        let pitch = Int32(width * 4)
        try renderer.withTarget(texture) {
            try pixels.withUnsafeMutableBufferPointer { buffer in
                for var part in parts {
                    let start = buffer.baseAddress! + Int(part.y) * width + Int(part.x)
                    try SDLError.check(SDL_RenderReadPixels(renderer.pointer, &part, format, start, pitch), "cannot read a picture back")
                    pixelsRead += Int(part.w) * Int(part.h)
                }
            }
        }
        stale = []
    }
}
