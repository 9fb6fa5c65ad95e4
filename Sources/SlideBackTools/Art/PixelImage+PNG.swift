import CSDL2
import CSDL2Image
import Foundation
import SlideBackCore
import SlideBackRecording
import SlideBackRender

extension PixelImage {
    /// Writes the image as a PNG at `path` through the program's one encoder, creating missing folders.
    /// The PNG is encoded in memory, written to a hidden temporary file beside the target with
    /// every write and the close checked, and renamed into place only when complete, so a failure
    /// never leaves a half-written PNG behind; a target that is a folder or a device is refused.
    public func writePNG(to path: String) throws {
        let target = URL(fileURLWithPath: path)
        let folder = target.deletingLastPathComponent().path
        try PixelImage.makeFolder(folder)
        if let problem = OutputFile.targetProblem(OutputFile.resolvedTarget(path)) {
            throw ArtGeneratorError.cannotReplaceFile(path: target.path, reason: problem)
        }
        // ARGB words to the encoder's R, G, B, A bytes.
        var rgba = [UInt8](zeros: pixels.count * 4)
        for (index, pixel) in pixels.enumerated() {
            rgba[index * 4] = UInt8(truncatingIfNeeded: pixel >> 16)
            rgba[index * 4 + 1] = UInt8(truncatingIfNeeded: pixel >> 8)
            rgba[index * 4 + 2] = UInt8(truncatingIfNeeded: pixel)
            rgba[index * 4 + 3] = UInt8(truncatingIfNeeded: pixel >> 24)
        }
        do {
            // Art is decoded at every launch and written once: stored unfiltered, it decodes faster.
            try PNGEncoder.write(rgba: rgba, width: width, height: height, filter: .none, to: path)
        } catch {
            throw ArtGeneratorError.cannotWritePNG(path: target.path, reason: "\(error)")
        }
    }

    /// Makes the folders of `paths` and checks that a PNG can be written at each (the temporary
    /// file of its write made and removed: `/proc`, `/sys`, a read-only folder, a path too long),
    /// so an impossible place fails before seconds of drawing, not after them.
    static func checkPlaces(_ paths: [String]) throws {
        for path in paths {
            try makeFolder(URL(fileURLWithPath: path).deletingLastPathComponent().path)
            if let problem = OutputFile.targetProblem(OutputFile.resolvedTarget(path)) ?? OutputFile.creationProblem(path) {
                throw ArtGeneratorError.unwritablePlace(reason: problem)
            }
        }
    }

    /// Loads the PNG at `path` and converts it to ARGB8888, so files written in any pixel
    /// format can be compared pixel for pixel.
    public init(contentsOfPNG path: String) throws {
        guard let loaded = IMG_Load(path) else {
            throw ArtGeneratorError.cannotReadPNG(path: path, reason: String(cString: SDL_GetError()))
        }
        defer { SDL_FreeSurface(loaded) }
        let format = UInt32(SDL_PIXELFORMAT_ARGB8888.rawValue)
        guard let converted = SDL_ConvertSurfaceFormat(loaded, format, 0) else {
            throw ArtGeneratorError.cannotReadPNG(path: path, reason: String(cString: SDL_GetError()))
        }
        defer { SDL_FreeSurface(converted) }
        let width = Int(converted.pointee.w)
        let height = Int(converted.pointee.h)
        let pitch = Int(converted.pointee.pitch)
        guard SDL_LockSurface(converted) == 0, let base = converted.pointee.pixels else {
            throw ArtGeneratorError.cannotReadPNG(path: path, reason: "cannot lock converted surface")
        }
        defer { SDL_UnlockSurface(converted) }
        var pixels = [UInt32](zeros: width * height)
        pixels.withUnsafeMutableBytes { destination in
            // Rows may be padded (pitch > width * 4), so copy row by row.
            for row in 0..<height {
                let source = UnsafeRawPointer(base).advanced(by: row * pitch)
                let start = destination.baseAddress?.advanced(by: row * width * 4)
                start?.copyMemory(from: source, byteCount: width * 4)
            }
        }
        try self.init(width: width, height: height, pixels: pixels)
    }

    /// Creates `path` and its missing parents, reporting failures as `ArtGeneratorError`.
    static func makeFolder(_ path: String) throws {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            let reason = blockingFile(in: path).map { "'\($0)' is a file, not a folder" } ?? PixelImage.shortReason(error)
            throw ArtGeneratorError.cannotCreateFolder(path: path, reason: reason)
        }
    }

    /// The deepest existing part of `path` when it is not a folder: the usual reason a folder
    /// cannot be made, which Foundation on Linux reports only as a bare error number.
    private static func blockingFile(in path: String) -> String? {
        var url = URL(fileURLWithPath: path)
        while url.path != "/" && !url.path.isEmpty {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) {
                return isFolder.boolValue ? nil : url.path
            }
            url.deleteLastPathComponent()
        }
        return nil
    }

    private static func shortReason(_ error: Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError {
            return underlying.localizedDescription
        }
        return nsError.localizedDescription
    }
}
