import CSDL2
import CSDL2Image
import SlideBackCore

/// Every image the program draws, loaded once into textures: the scene's page art and the back
/// button. A missing or broken image is replaced by a checkerboard and reported, and the demo runs on.
public final class AssetLibrary {
    private let renderer: SDLRenderer
    private var pageTextures: [Int: SDLTexture] = [:]
    /// The seeds' custom back-button image.
    public private(set) var backButton: SDLTexture?
    /// Warnings about images that could not be loaded, one line each, naming the file.
    public private(set) var warnings: [String] = []

    /// Loads the scene's images and `backButtonPath`.
    public init(scene: Scene, backButtonPath: String, renderer: SDLRenderer) {
        self.renderer = renderer
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
            let surface = try SDLError.check(IMG_Load(path), "cannot load the image \(path)")
            defer { SDL_FreeSurface(surface) }
            return try SDLTexture(surface: surface, renderer: renderer)
        } catch {
            warnings.append("warning: \(error); showing a checkerboard instead")
            return try? Self.checkerboard(renderer: renderer)
        }
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
