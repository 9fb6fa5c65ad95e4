import CSDL2
import SlideBackCore
import SlideBackRender

/// The window, renderer and compositor of one run, made the same way for headless and live runs.
final class DemoDisplay {
    /// Keeps SDL started while the display lives.
    let system: SDLSystem
    /// The window (hidden on the dummy driver).
    let window: SDLWindow
    /// What draws.
    let renderer: SDLRenderer
    /// What turns frames into pixels.
    let compositor: Compositor
    private var shownTitle = ""

    /// Opens the window at points x scale and loads the scene's art, printing a warning per image
    /// that could not be loaded.
    init(options: Options, scene: Scene, resources: String) throws {
        system = try SDLSystem(headless: options.headless)
        let width = Int((options.size.width * options.scale).rounded())
        let height = Int((options.size.height * options.scale).rounded())
        window = try SDLWindow(title: "SlideBack", width: width, height: height)
        renderer = try SDLRenderer(window: window, software: options.headless, vsync: !options.headless)
        let fontPath = options.fontPath ?? SDLFont.findDefaultFontPath()
        if fontPath == nil { printWarning("warning: no DejaVu font found (install fonts-dejavu-core or pass --font); titles are not drawn") }
        compositor = Compositor(renderer: renderer, scene: scene, backButtonPath: resources + "/back.png", fontPath: fontPath)
        compositor.assets.warnings.forEach(printWarning)
    }

    /// Draws what the stage shows now (one screen, or two when comparing) into the back buffer.
    func draw(_ stage: Stage) throws {
        try compositor.draw(stage.frames(), in: stage.viewports, window: stage.window)
    }

    /// Shows the drawn frame.
    func present() {
        renderer.present()
    }

    /// Puts the style(s), the top page and the speed in the window title, when they change.
    func updateTitle(_ stage: Stage) {
        let frames = stage.frames()
        let styles = frames.map(\.style.rawValue).joined(separator: " vs ")
        var title = "SlideBack — \(styles) — \(frames[0].topTitle.prefix(40))"
        if stage.clock.speed != 1 { title += " — \(stage.clock.speed)x" }
        if title != shownTitle {
            window.setTitle(title)
            shownTitle = title
        }
    }
}

/// Prints one line to standard error.
func printWarning(_ line: String) {
    var standardError = StandardError()
    print(line, to: &standardError)
}

/// Standard error as a text stream.
struct StandardError: TextOutputStream {
    mutating func write(_ string: String) {
        fputs(string, stderr)
    }
}
