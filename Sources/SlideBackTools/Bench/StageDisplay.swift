import SlideBackCore
import SlideBackRender

/// What the tools draw on: the program's display (its window, renderer and compositor), as the
/// program makes it, so the soak and the bench draw exactly what a run would. The program's
/// `DemoDisplay` is one; drawing there also checks for SIGINT and SIGTERM.
public protocol StageDisplay: AnyObject {
    /// The window (hidden on the dummy driver).
    var window: SDLWindow { get }
    /// What draws.
    var renderer: SDLRenderer { get }
    /// What turns frames into pixels.
    var compositor: Compositor { get }
    /// Draws what the stage shows now into the back buffer.
    func draw(_ stage: Stage) throws
    /// Shows the back buffer.
    func present()
    /// Puts the style and the stack in the window's title.
    func updateTitle(_ stage: Stage)
}
