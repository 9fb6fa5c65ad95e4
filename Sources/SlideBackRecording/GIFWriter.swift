import CGIF
import Foundation
import SlideBackCore

/// An animated GIF written frame by frame through giflib, so a long recording never holds more
/// than one frame in memory. It loops forever and uses one global palette. The file is written
/// under a temporary name beside the target and renamed into place by `finish()`; a writer
/// released without finishing deletes its temporary file, so a failed run leaves no half a GIF.
public final class GIFWriter {
    /// Where the finished GIF goes.
    public let path: String
    /// Frame width in pixels.
    public let width: Int
    /// Frame height in pixels.
    public let height: Int
    /// Frames written so far.
    public private(set) var frameCount = 0
    /// The file written until `finish()` renames it to `target`.
    private let temporary: String
    /// The file `path` names: itself, or the end of its links.
    private let target: String
    /// giflib's handle, `nil` once closed.
    private var file: UnsafeMutablePointer<GifFileType>?

    /// Opens the temporary file and writes the header: logical screen, global palette (at most
    /// 256 colours, padded to a power of two) and the NETSCAPE2.0 block that makes players loop.
    public init(path: String, width: Int, height: Int, palette: [(red: UInt8, green: UInt8, blue: UInt8)]) throws {
        guard (1...65535).contains(width), (1...65535).contains(height) else {
            throw GIFError(path: path, reason: "a GIF frame must be 1 to 65535 pixels a side, not \(width)x\(height)")
        }
        guard (2...256).contains(palette.count) else {
            throw GIFError(path: path, reason: "a GIF palette has 2 to 256 colours, not \(palette.count)")
        }
        self.path = path
        self.width = width
        self.height = height
        // Beside the link's target when `path` is a symlink, so the rename keeps the link.
        target = OutputFile.resolvedTarget(path)
        // Opened here rather than by EGifOpenFileName, which creates files readable by their
        // owner only (0600); a recording is meant to be shared, so it gets the usual 0666 & umask.
        let descriptor: Int32
        do {
            (temporary, descriptor) = try OutputFile.createTemporary(for: target, named: path)
        } catch {
            throw GIFError(message: "\(error)")
        }
        var status: Int32 = 0
        guard let opened = EGifOpenFileHandle(descriptor, &status) else {
            close(descriptor)
            unlink(temporary)
            throw GIFError(path: path, code: status)
        }
        file = opened
        // GIF89a: the version that has frame delays and application extensions.
        EGifSetGifVersion(opened, true)
        do {
            try writeScreen(palette: palette)
            try writeLoopForever()
        } catch {
            abandon()
            throw error
        }
    }

    deinit {
        abandon()
    }

    /// Appends one frame of palette indices (`width` x `height`, row by row), shown for
    /// `centiseconds` before the next. Browsers show delays under 2 cs as 10 cs, so callers keep
    /// to 2 or more.
    public func append(indices: [UInt8], delay centiseconds: Int) throws {
        guard let file else { throw GIFError(path: path, reason: "the GIF is already closed") }
        guard indices.count == width * height else {
            throw GIFError(path: path, reason: "a frame has \(indices.count) pixels, expected \(width)x\(height)")
        }
        var control = GraphicsControlBlock(DisposalMode: DISPOSE_DO_NOT, UserInputFlag: false,
                                           DelayTime: Int32(min(65535, max(0, centiseconds))), TransparentColor: NO_TRANSPARENT_COLOR)
        var extensionBytes = [UInt8](repeating: 0, count: 4)
        let length = EGifGCBToExtension(&control, &extensionBytes)
        try check(EGifPutExtension(file, GRAPHICS_EXT_FUNC_CODE, Int32(length), extensionBytes))
        try check(EGifPutImageDesc(file, 0, 0, Int32(width), Int32(height), false, nil))
        var pixels = indices
        try pixels.withUnsafeMutableBufferPointer { buffer in
            try check(EGifPutLine(file, buffer.baseAddress, Int32(buffer.count)))
        }
        frameCount += 1
    }

    /// Writes the trailer, closes the file and renames it into place.
    public func finish() throws {
        guard let file else { throw GIFError(path: path, reason: "the GIF is already closed") }
        self.file = nil
        var status: Int32 = 0
        guard EGifCloseFile(file, &status) == GIF_OK else {
            unlink(temporary)
            throw GIFError(path: path, code: status)
        }
        do {
            try OutputFile.moveIntoPlace(temporary, target: target, named: path)
        } catch {
            throw GIFError(message: "\(error)")
        }
    }

    /// The logical screen descriptor with the global colour table.
    private func writeScreen(palette: [(red: UInt8, green: UInt8, blue: UInt8)]) throws {
        var size = 2
        while size < palette.count { size *= 2 }
        var colors = palette.map { GifColorType(Red: $0.red, Green: $0.green, Blue: $0.blue) }
        colors += Array(repeating: GifColorType(Red: 0, Green: 0, Blue: 0), count: size - colors.count)
        guard let map = GifMakeMapObject(Int32(size), &colors) else {
            throw GIFError(path: path, reason: "out of memory for the palette")
        }
        // The screen descriptor keeps its own copy of the map.
        defer { GifFreeMapObject(map) }
        try check(EGifPutScreenDesc(file, Int32(width), Int32(height), 8, 0, map))
    }

    /// The Netscape application extension: loop count 0, which players read as "forever".
    private func writeLoopForever() throws {
        let identifier = Array("NETSCAPE2.0".utf8)
        let loop: [UInt8] = [1, 0, 0]
        try check(EGifPutExtensionLeader(file, APPLICATION_EXT_FUNC_CODE))
        try check(EGifPutExtensionBlock(file, Int32(identifier.count), identifier))
        try check(EGifPutExtensionBlock(file, Int32(loop.count), loop))
        try check(EGifPutExtensionTrailer(file))
    }

    /// Turns a giflib status into an error carrying giflib's reason.
    private func check(_ status: Int32) throws {
        guard status == GIF_OK else { throw GIFError(path: path, code: file?.pointee.Error ?? 0) }
    }

    /// Closes the file without a trailer and deletes it.
    private func abandon() {
        guard let file else { return }
        self.file = nil
        var status: Int32 = 0
        EGifCloseFile(file, &status)
        unlink(temporary)
    }
}
