import CSDL2

/// An SDL window that destroys itself when released.
public final class SDLWindow {
    /// The SDL object.
    public let pointer: OpaquePointer

    /// Opens a window of `width` x `height` screen coordinates, HiDPI-capable.
    public init(title: String, width: Int, height: Int, hidden: Bool = false, resizable: Bool = false) throws {
        var flags = SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        if resizable { flags |= SDL_WINDOW_RESIZABLE.rawValue }
        flags |= hidden ? SDL_WINDOW_HIDDEN.rawValue : SDL_WINDOW_SHOWN.rawValue
        let centered = Int32(0x2FFF_0000)  // SDL_WINDOWPOS_CENTERED, a macro Swift cannot import
        pointer = try SDLError.check(SDL_CreateWindow(title, centered, centered, Int32(width), Int32(height), flags),
                                     "cannot open a \(width)x\(height) window")
    }

    /// Size in screen coordinates (what mouse events are measured in).
    public var size: (width: Int, height: Int) {
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetWindowSize(pointer, &width, &height)
        return (Int(width), Int(height))
    }

    /// Changes the size, in screen coordinates (at least one each way).
    public func resize(width: Int, height: Int) {
        SDL_SetWindowSize(pointer, Int32(max(1, width)), Int32(max(1, height)))
    }

    /// Whether the window can be seen at all: shown and not minimised.
    public var isVisible: Bool {
        let flags = SDL_GetWindowFlags(pointer)
        return flags & (SDL_WINDOW_HIDDEN.rawValue | SDL_WINDOW_MINIMIZED.rawValue) == 0
    }

    /// Sets the text in the title bar.
    public func setTitle(_ title: String) {
        SDL_SetWindowTitle(pointer, title)
    }

    deinit {
        SDL_DestroyWindow(pointer)
    }
}
