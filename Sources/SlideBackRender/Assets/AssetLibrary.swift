import CSDL2
import CSDL2Image
import Foundation
import SlideBackCore

/// Every image the program draws: the scene's page art and the back button. Page images are
/// checked at start (a file that is not a regular PNG or JPEG file within the size limits is
/// refused then, without decoding it), decoded when a page first shows, scaled once to cover the
/// screen's pixel size, and kept within a memory budget: beyond it the least recently shown images
/// are evicted and decoded again when shown, the way snapshots are. The images one frame shows are
/// kept even when they alone exceed the budget. A missing or broken image is replaced by a
/// checkerboard and reported once, naming the file, and the demo runs on.
public final class AssetLibrary {
    /// The image budget when none is given: 256 MiB, some 170 full-screen images at 414 x 896 x 2.
    public static let defaultBudgetBytes = 256 << 20

    private struct Entry {
        let texture: SDLTexture
        var lastUse: Int
        var bytes: Int { texture.width * texture.height * 4 }
    }

    private let renderer: SDLRenderer
    private let scene: Scene
    private let backButtonPath: String
    /// Decoded page images by file, each with when it was last asked for.
    private var loaded: [String: Entry] = [:]
    /// Files refused or broken: they show the checkerboard and are not tried again.
    private var broken: Set<String> = []
    private var placeholder: SDLTexture?
    private var useClock = 0
    /// `useClock` when the current frame started: entries used since are not evicted.
    private var frameStart = 0
    /// The seeds' custom back-button image.
    public private(set) var backButton: SDLTexture?
    /// Whether `backButton` is white ink over transparency, to be drawn in a bar's tint (as an
    /// iOS template image); false for the checkerboard and an image without transparency.
    public private(set) var backButtonTakesTint = false
    /// `backButton`'s mirror image, for a right-to-left bar: the chevron points right, as UIKit
    /// flips the back indicator (`imageFlippedForRightToLeftLayoutDirection`).
    public private(set) var backButtonMirrored: SDLTexture?
    /// Warnings about images that could not be loaded, one line each, naming the file, in order.
    public private(set) var warnings: [String] = []
    /// Called with each warning as it is made (after `warnings` already holds it); set it to print
    /// the warnings of images decoded during the run.
    public var onWarning: ((String) -> Void)?
    /// Pixels page images are scaled down to cover (aspect fill): the screen's pixel size. `nil`
    /// keeps images at their own size.
    public var coverPixels: (width: Int, height: Int)?
    /// Most bytes of decoded page images held at once (`--image-budget`).
    public var budgetBytes = AssetLibrary.defaultBudgetBytes
    /// Decoded page-image bytes held now.
    public private(set) var residentBytes = 0
    /// Where page images are decoded from when set: pixels decoded once for every display of the
    /// process (`DecodedImages`); `nil`, the usual, decodes each from its file.
    public var sharedDecodes: DecodedImages?
    /// Page images decoded so far, and evicted so far (an evicted one is decoded again when shown).
    public private(set) var decodeCount = 0, evictionCount = 0

    /// Checks the scene's images and loads `backButtonPath`.
    public init(scene: Scene, backButtonPath: String, renderer: SDLRenderer) {
        self.renderer = renderer
        self.scene = scene
        self.backButtonPath = backButtonPath
        checkAll()
    }

    /// Loads every image again, after the renderer lost its textures (a device reset).
    public func reload() {
        loaded.removeAll()
        residentBytes = 0
        placeholder = nil
        backButton = nil
        backButtonMirrored = nil
        broken.removeAll()
        warnings.removeAll()
        checkAll()
    }

    /// Refuses at start, each with its warning, the images whose first bytes already condemn them.
    private func checkAll() {
        var checked: Set<String> = []
        for path in scene.pages.flatMap(\.imagePaths) {
            guard checked.insert(path).inserted else { continue }
            do {
                try ImageDecoder.check(path)
            } catch {
                refuse(path, error)
            }
        }
        backButtonTakesTint = false
        backButton = texture(decoding: backButtonPath, cover: nil, asTemplate: true) ?? checkerboard()
        backButtonMirrored = backButtonMirrored ?? backButton
    }

    /// Marks the start of a frame: images asked for from now on stay resident until the next.
    public func beginFrame() {
        frameStart = useClock
    }

    /// The art of a scene page, decoded on first use (the checkerboard when it cannot be), or
    /// `nil` when the page is a plain colour.
    public func pageTexture(specIndex: Int) -> SDLTexture? {
        guard case .image(let path) = scene.pages[specIndex].content else { return nil }
        return imageTexture(path: path)
    }

    /// Whether the image at `path` is decoded now and has no transparency: it hides what is under
    /// it. Asks without decoding it or counting a use, so a check for drawing order changes
    /// nothing; an image not decoded yet counts as see-through.
    func isOpaqueImage(path: String) -> Bool {
        loaded[path].map { !$0.texture.hasAlpha } ?? false
    }

    /// A scene image by its (resolved) path, a page's or an element's, decoded on first use and
    /// kept within the budget as page art is; the checkerboard when it cannot be decoded.
    public func imageTexture(path: String) -> SDLTexture? {
        useClock += 1
        if broken.contains(path) { return checkerboard() }
        if let entry = loaded[path] {
            loaded[path]?.lastUse = useClock
            return entry.texture
        }
        guard let texture = texture(decoding: path, cover: coverPixels) else { return checkerboard() }
        decodeCount += 1
        let entry = Entry(texture: texture, lastUse: useClock)
        loaded[path] = entry
        residentBytes += entry.bytes
        evictOverBudget()
        return texture
    }

    /// The part `source` of the image at `path`, scaled to `width` x `height` pixels: made once,
    /// the way SDL scales it when drawn (an opaque copy, or the pixels and their alpha), and kept
    /// in the budget with the images. Drawn at that size it is copied, not scaled again every
    /// frame (SDL's stretch was a tenth of a frame of element pages). `nil` when the image shows
    /// the checkerboard or the picture cannot be made: draw the image itself.
    func imageTexture(path: String, source: SDL_Rect, width: Int, height: Int) -> SDLTexture? {
        guard width > 0, height > 0, width <= 4096, height <= 4096, !broken.contains(path) else { return nil }
        let key = "\(path)\u{0}\(source.x),\(source.y),\(source.w),\(source.h)>\(width)x\(height)"
        useClock += 1
        if let entry = loaded[key] {
            loaded[key]?.lastUse = useClock
            return entry.texture
        }
        guard let image = imageTexture(path: path), !broken.contains(path),
              let scaled = try? SDLTexture(target: renderer, width: width, height: height, transparent: image.hasAlpha) else { return nil }
        let painted: Void? = try? renderer.withTarget(scaled) {
            let copies = renderer.copiesTextures
            renderer.copiesTextures = true
            renderer.draw(image, source: source, into: SDL_FRect(x: 0, y: 0, w: Float(width), h: Float(height)))
            renderer.copiesTextures = copies
        }
        guard painted != nil else { return nil }
        // The software renderer's own loops read a copy in main memory (`drawOwnCopy`), read
        // back once now that the picture is painted, never again.
        if renderer.isSoftware, SDLTexture.readableFormats.contains(scaled.format) { scaled.keepMirror(in: scaled.format, renderer: renderer) }
        let kept = scaled
        let entry = Entry(texture: kept, lastUse: useClock)
        loaded[key] = entry
        residentBytes += entry.bytes
        evictOverBudget()
        return kept
    }

    /// Drops the least recently used images not used this frame until the rest fit the budget.
    private func evictOverBudget() {
        guard residentBytes > budgetBytes else { return }
        let candidates = loaded.filter { $0.value.lastUse <= frameStart }.sorted { $0.value.lastUse < $1.value.lastUse }
        for (path, entry) in candidates where residentBytes > budgetBytes {
            loaded[path] = nil
            residentBytes -= entry.bytes
            evictionCount += 1
        }
    }

    private func texture(decoding path: String, cover: (width: Int, height: Int)?, asTemplate: Bool = false) -> SDLTexture? {
        do {
            let surface = try sharedDecodes?.decode(path, cover: cover) ?? ImageDecoder.decode(path, cover: cover)
            defer { SDL_FreeSurface(surface) }
            if asTemplate { backButtonTakesTint = Self.whiten(surface) }
            do {
                let texture = try SDLTexture(surface: surface, renderer: renderer)
                if asTemplate {
                    Self.mirror(surface)
                    backButtonMirrored = try SDLTexture(surface: surface, renderer: renderer)
                }
                return texture
            } catch {
                throw SDLError(message: "cannot load the image \(path): \(error)")
            }
        } catch {
            refuse(path, error)
            return nil
        }
    }

    /// Makes every pixel of an ARGB8888 surface white, keeping its alpha, so that a colour mod
    /// paints it in any colour; returns false (and changes nothing) for a surface without alpha.
    private static func whiten(_ surface: UnsafeMutablePointer<SDL_Surface>) -> Bool {
        guard surface.pointee.format.pointee.format == SDL_PIXELFORMAT_ARGB8888.rawValue, let base = surface.pointee.pixels else { return false }
        let pitch = Int(surface.pointee.pitch)
        for y in 0..<Int(surface.pointee.h) {
            let row = (base + y * pitch).assumingMemoryBound(to: UInt32.self)
            for x in 0..<Int(surface.pointee.w) { row[x] |= 0x00FF_FFFF }
        }
        return true
    }

    /// Turns a surface into its mirror image in place: each row's pixels in reverse order.
    private static func mirror(_ surface: UnsafeMutablePointer<SDL_Surface>) {
        guard let base = surface.pointee.pixels else { return }
        let pitch = Int(surface.pointee.pitch), width = Int(surface.pointee.w)
        let bytes = Int(surface.pointee.format.pointee.BytesPerPixel)
        for y in 0..<Int(surface.pointee.h) {
            let row = (base + y * pitch).assumingMemoryBound(to: UInt8.self)
            for x in 0..<width / 2 {
                for byte in 0..<bytes {
                    let left = x * bytes + byte, right = (width - 1 - x) * bytes + byte
                    (row[left], row[right]) = (row[right], row[left])
                }
            }
        }
    }

    private func refuse(_ path: String, _ error: Error) {
        broken.insert(path)
        let line = "warning: \(error); showing a checkerboard instead"
        warnings.append(line)
        onWarning?(line)
    }

    private func checkerboard() -> SDLTexture? {
        if placeholder == nil { placeholder = try? Self.checkerboard(renderer: renderer) }
        return placeholder
    }

    /// Runs a decoder, with what libpng prints on standard error by itself ("libpng error: ...")
    /// caught and added to the reason, so that a broken image makes one warning line, not two.
    static func catchingLibraryOutput(_ path: String, _ decode: () -> UnsafeMutablePointer<SDL_Surface>?) throws
        -> UnsafeMutablePointer<SDL_Surface> {
        let (surface, printed) = StandardErrorCapture.during(decode)
        if let surface { return surface }
        let failure = SDLError("cannot load the image \(path)")
        let extra = printed.prefix(1000).split(whereSeparator: \.isNewline).joined(separator: "; ")
        guard !extra.isEmpty else { throw failure }
        throw SDLError(message: "\(failure.description) (\(extra))")
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
