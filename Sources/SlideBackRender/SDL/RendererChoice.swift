/// Which SDL renderer draws (`--renderer`): SDL's own choice, or one by name. The names are SDL's
/// render driver names, as `SDL_GetRenderDriverInfo` gives them.
public enum RendererChoice: String, CaseIterable, Sendable {
    /// SDL's choice in a window (a GPU renderer where there is one), software headless.
    case auto
    /// SDL's software renderer, drawing into the window's own pixels (the tests' reference).
    case software
    /// Desktop OpenGL.
    case opengl
    /// OpenGL ES 2, as on phones, Raspberry Pis and Mesa without a display.
    case opengles2

    /// Whether it draws through a GPU API: a headless run then needs SDL's `offscreen` video
    /// driver, which makes an EGL context without a display (Mesa's llvmpipe on a machine with no GPU).
    public var drawsOnGPU: Bool { self == .opengl || self == .opengles2 }

    /// The renderer this choice names for a run: `auto` headless is the software renderer (no
    /// display to ask for a GPU), in a window SDL's choice.
    public func resolved(headless: Bool) -> RendererChoice {
        headless && self == .auto ? .software : self
    }
}
