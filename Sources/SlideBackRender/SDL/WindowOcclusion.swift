import CSDL2

/// Whether a window is wholly covered by other windows, which SDL2 never reports on X11: it
/// does not ask the X server for visibility events. This asks for them on the window itself
/// (`VisibilityChangeMask`, added to the events SDL selected) and reads them from SDL's queue as
/// system events (`SDL_SYSWMEVENT`). The X server sends one on every change: fully obscured,
/// partially obscured or unobscured, and again when the window is mapped.
///
/// Where there is no X11 window (the dummy driver, Wayland), or under a compositing window
/// manager, which draws every window off-screen so that none is ever obscured for the server,
/// the window is never taken for covered: it goes on drawing, as before.
public struct WindowOcclusion {
    /// Whether the X server said last that no pixel of the window can be seen.
    public private(set) var isFullyObscured = false
    /// The X window watched; 0 when none.
    private let xWindow: UInt

    /// Starts watching `window`, when it is an X11 window.
    public init(window: SDLWindow) {
        var info = SDL_SysWMinfo()
        info.version = SDL_version(major: UInt8(SDL_MAJOR_VERSION), minor: UInt8(SDL_MINOR_VERSION), patch: UInt8(SDL_PATCHLEVEL))
        guard SDL_GetWindowWMInfo(window.pointer, &info) == SDL_TRUE, info.subsystem == SDL_SYSWM_X11,
              let display = info.info.x11.display else {
            xWindow = 0
            return
        }
        xWindow = info.info.x11.window
        var attributes = XWindowAttributes()
        guard XGetWindowAttributes(display, xWindow, &attributes) != 0 else { return }
        // Keep every event SDL selected; add the visibility ones.
        XSelectInput(display, xWindow, attributes.your_event_mask | VisibilityChangeMask)
        XFlush(display)
        SDL_EventState(SDL_SYSWMEVENT.rawValue, SDL_ENABLE)
    }

    /// Whether the window is watched at all.
    public var isWatching: Bool { xWindow != 0 }

    /// Takes in `event` if it is a system event (SDL's copy of an X event, which nothing else
    /// reads), noting the window's visibility when it says it; true when it was one.
    public mutating func respond(to event: SDL_Event) -> Bool {
        guard event.type == SDL_SYSWMEVENT.rawValue else { return false }
        guard xWindow != 0, let message = event.syswm.msg, message.pointee.subsystem == SDL_SYSWM_X11 else { return true }
        let xEvent = message.pointee.msg.x11.event
        if xEvent.type == VisibilityNotify, xEvent.xvisibility.window == xWindow {
            isFullyObscured = xEvent.xvisibility.state == VisibilityFullyObscured
        }
        return true
    }
}
