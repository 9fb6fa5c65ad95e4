import CSDL2
import CSDL2Image
import Foundation
import SlideBackCore

/// Every image the program draws, loaded once into textures: the scene's page art and the back
/// button. A missing or broken image is replaced by a checkerboard and reported, and the demo runs on.
public final class AssetLibrary {
    private let renderer: SDLRenderer
    private let scene: Scene
    private let backButtonPath: String
    private var pageTextures: [Int: SDLTexture] = [:]
    /// The seeds' custom back-button image.
    public private(set) var backButton: SDLTexture?
    /// Warnings about images that could not be loaded, one line each, naming the file.
    public private(set) var warnings: [String] = []

    /// Loads the scene's images and `backButtonPath`.
    public init(scene: Scene, backButtonPath: String, renderer: SDLRenderer) {
        self.renderer = renderer
        self.scene = scene
        self.backButtonPath = backButtonPath
        loadAll()
    }

    /// Loads every image again, after the renderer lost its textures (a device reset).
    public func reload() {
        pageTextures.removeAll()
        backButton = nil
        warnings.removeAll()
        loadAll()
    }

    private func loadAll() {
        var loaded: [String: SDLTexture] = [:]
        for (index, page) in scene.pages.enumerated() {
            guard case .image(let path) = page.content else { continue }
            let texture = loaded[path] ?? load(path)
            loaded[path] = texture
            pageTextures[index] = texture
        }
        backButton = load(backButtonPath)
    }

    /// The art of a scene page, or `nil` when the page is a plain colour.
    public func pageTexture(specIndex: Int) -> SDLTexture? {
        pageTextures[specIndex]
    }

    private func load(_ path: String) -> SDLTexture? {
        do {
            let loaded = try Self.loadSurface(path)
            defer { SDL_FreeSurface(loaded) }
            let surface = try Self.withoutAlphaIfOpaque(loaded)
            defer { if surface != loaded { SDL_FreeSurface(surface) } }
            return try SDLTexture(surface: surface, renderer: renderer)
        } catch {
            warnings.append("warning: \(error); showing a checkerboard instead")
            return try? Self.checkerboard(renderer: renderer)
        }
    }

    /// `IMG_Load`, with what libpng prints on standard error by itself ("libpng error: ...") caught
    /// and added to the reason, so that a broken image makes one warning line, not two.
    static func loadSurface(_ path: String) throws -> UnsafeMutablePointer<SDL_Surface> {
        var ends: [Int32] = [-1, -1]
        let saved = dup(STDERR_FILENO)
        guard saved >= 0, pipe(&ends) == 0 else {
            if saved >= 0 { close(saved) }
            return try SDLError.check(IMG_Load(path), "cannot load the image \(path)")
        }
        // Non-blocking both ways: a library that prints more than the pipe holds loses the rest
        // instead of hanging.
        for end in ends { _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK) }
        fflush(stderr)
        dup2(ends[1], STDERR_FILENO)
        close(ends[1])
        let surface = IMG_Load(path)
        let failure = surface == nil ? SDLError("cannot load the image \(path)") : nil
        fflush(stderr)
        dup2(saved, STDERR_FILENO)
        close(saved)
        var printed: [UInt8] = [], buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(ends[0], &buffer, buffer.count)
            if count <= 0 { break }
            printed += buffer[0..<count]
        }
        close(ends[0])
        if let surface { return surface }
        let extra = String(decoding: printed.prefix(1000), as: UTF8.self).split(whereSeparator: \.isNewline).joined(separator: "; ")
        guard let failure, !extra.isEmpty else { throw failure ?? SDLError("cannot load the image \(path)") }
        throw SDLError(message: "\(failure.description) (\(extra))")
    }

    /// The image without its alpha channel when every pixel is opaque (page art usually is, even
    /// saved as RGBA), so it is drawn by copying instead of blending; otherwise the image itself.
    /// The returned surface is a new one the caller frees unless it is `surface`.
    static func withoutAlphaIfOpaque(_ surface: UnsafeMutablePointer<SDL_Surface>) throws -> UnsafeMutablePointer<SDL_Surface> {
        guard let converted = SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else { return surface }
        defer { SDL_FreeSurface(converted) }
        let width = Int(converted.pointee.w), height = Int(converted.pointee.h), pitch = Int(converted.pointee.pitch) / 4
        let pixels = converted.pointee.pixels.assumingMemoryBound(to: UInt32.self)
        for y in 0..<height {
            let row = pixels + y * pitch
            for x in 0..<width where row[x] >> 24 != 0xFF { return surface }
        }
        return try SDLError.check(SDL_ConvertSurfaceFormat(converted, SDL_PIXELFORMAT_RGB888.rawValue, 0), "cannot convert an image")
    }

    /// A magenta and white checkerboard: unmistakably "image missing".
    static func checkerboard(renderer: SDLRenderer) throws -> SDLTexture {
        let side = 64, cell = 8
        let surface = try SDLError.check(SDL_CreateRGBSurfaceWithFormat(0, Int32(side), Int32(side), 32, SDL_PIXELFORMAT_ARGB8888.rawValue),
                                         "cannot make the placeholder image")
        defer { SDL_FreeSurface(surface) }
        let pixels = surface.pointee.pixels.assumingMemoryBound(to: UInt32.self)
        let pitch = Int(surface.pointee.pitch) / 4
        for y in 0..<side {
            for x in 0..<side {
                pixels[y * pitch + x] = ((x / cell + y / cell) % 2 == 0) ? 0xFFFF_00FF : 0xFFFF_FFFF
            }
        }
        return try SDLTexture(surface: surface, renderer: renderer)
    }
}
