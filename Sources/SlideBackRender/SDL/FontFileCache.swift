import Foundation
import SlideBackCore

/// The bytes of each font file the process opens, read once and kept for its life: SDL_ttf then
/// reads glyphs from memory. Opened by path, FreeType reads a glyph's outline with a seek and a
/// read or two each (some 11,000 system calls in a 30-frame headless run), and every display,
/// text size and fallback font opened the file again. A font file is a few megabytes at most, and
/// a process opens a handful; the bytes are never freed, as any open font may read them.
final class FontFileCache: @unchecked Sendable {
    /// The one cache of the process.
    static let shared = FontFileCache()

    /// The largest font file read (a big CJK collection is some 30 MB).
    static let limit = 256 * 1024 * 1024

    private let lock = NSLock()
    /// Each path's bytes, in memory that lives as long as the process.
    private var files: [String: UnsafeRawBufferPointer] = [:]

    /// The bytes of the font file at `path`, read on first use; throws `InputFile`'s reasons (not a
    /// regular file, unreadable, larger than `limit`).
    func bytes(atPath path: String) throws -> UnsafeRawBufferPointer {
        lock.lock()
        defer { lock.unlock() }
        if let known = files[path] { return known }
        let data = try InputFile.read(atPath: path, limit: Self.limit, limitText: "256 MiB")
        let kept = UnsafeMutableRawBufferPointer.allocate(byteCount: max(1, data.count), alignment: 16)
        _ = data.copyBytes(to: kept.bindMemory(to: UInt8.self))
        let bytes = UnsafeRawBufferPointer(start: kept.baseAddress, count: data.count)
        files[path] = bytes
        return bytes
    }
}
