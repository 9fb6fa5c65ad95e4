import CSDL2

extension Compositor {
    /// Reacts to SDL's renderer reset events, so the live loop and the tests handle them the same
    /// way: lost targets repaint the pictures, a lost device remakes every texture, all before the
    /// next frame that needs them. Returns whether `event` was one of them.
    public func respond(to event: SDL_Event) -> Bool {
        switch SDL_EventType(event.type) {
        case SDL_RENDER_TARGETS_RESET:
            renderTargetsLost()
            return true
        case SDL_RENDER_DEVICE_RESET:
            renderDeviceLost()
            return true
        default:
            return false
        }
    }
}
