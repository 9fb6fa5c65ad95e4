import CSDL2

/// Page images decoded once for every display that one process opens on the same files: each
/// file's pixels are kept whole (ARGB8888) from the first time one is asked for, and each
/// library makes its own copy, scaled to cover its own screen, from them, as `ImageDecoder.decode`
/// does from the file. For a process that opens many displays on one scene (the random-script
/// fuzz test opens 500); the files must not change meanwhile, and what is kept here is outside
/// every library's `--image-budget`. A run opens one display and keeps none.
public final class DecodedImages {
    /// The whole images, by path.
    private var wholes: [String: UnsafeMutablePointer<SDL_Surface>] = [:]
    /// Files read and decoded so far (each once).
    public private(set) var decodeCount = 0

    /// Keeps nothing yet.
    public init() {}

    deinit {
        wholes.values.forEach { SDL_FreeSurface($0) }
    }

    /// What `ImageDecoder.decode(path, cover:)` gives, made from the pixels decoded the first
    /// time `path` was asked for; a file that cannot be decoded throws as it does there, each time.
    func decode(_ path: String, cover: (width: Int, height: Int)?) throws -> UnsafeMutablePointer<SDL_Surface> {
        let whole: UnsafeMutablePointer<SDL_Surface>
        if let kept = wholes[path] {
            whole = kept
        } else {
            whole = try ImageDecoder.decodeWhole(path)
            wholes[path] = whole
            decodeCount += 1
        }
        // A copy of its own: `fitted` frees or keeps what it is given.
        let copy = try ImageDecoder.check(SDL_ConvertSurfaceFormat(whole, SDL_PIXELFORMAT_ARGB8888.rawValue, 0), path, "cannot copy it")
        return try ImageDecoder.fitted(copy, cover: cover, path: path)
    }
}
