import Foundation
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
    /// Window coordinates per point: `--scale`, or less when the window would not fit the display.
    private(set) var scale: Double
    /// `--scale` as asked for.
    private let requestedScale: Double
    /// `--no-fit`: `--scale` is kept even where the window does not fit (said once).
    private let keepsScale: Bool
    /// Whether `--scale` was given: fitting it down is said once.
    private let scaleGiven: Bool
    /// Whether the window was said not to fit, or to be drawn smaller to fit.
    private var saidItDoesNotFit = false
    /// Whether the window was placed within the display's usable bounds.
    private var placed = false
    /// Whether there is no real display to fit.
    private let headless: Bool
    /// The stage's window size, in points, at the last draw: the scale is fitted and the window
    /// sized only when the stage's size changes, never every frame, nor to undo the user's resize.
    private var fittedPoints: Size?

    /// Opens the window at points x scale and loads the scene's art, printing a warning per image
    /// that could not be loaded; `decodedImages` shares the pixels of page images decoded for
    /// other displays of this process (see `DecodedImages`).
    init(options: Options, scene: Scene, resources: String, decodedImages: DecodedImages? = nil) throws {
        system = try SDLSystem(headless: options.headless, renderer: options.renderer)
        scale = options.scale
        requestedScale = options.scale
        keepsScale = options.noFit
        scaleGiven = options.scaleGiven
        headless = options.headless
        let width = Int((options.size.width * options.scale).rounded())
        let height = Int((options.size.height * options.scale).rounded())
        window = try SDLWindow(title: "SlideBack", width: width, height: height, resizable: !options.headless)
        renderer = try Self.makeRenderer(options: options, window: window)
        var fontPath = options.fontPath ?? SDLFont.findDefaultFontPath()
        if fontPath == nil { printWarning("warning: no DejaVu font found (install fonts-dejavu-core or pass --font); titles are not drawn") }
        if let chosen = options.fontPath {
            // Otherwise a --font that cannot be opened only leaves the titles out, without a word.
            do {
                _ = try SDLFont(path: chosen, pixelSize: 17)
            } catch {
                printWarning("warning: --font: \(error); titles are not drawn")
                fontPath = nil
            }
        }
        compositor = Compositor(renderer: renderer, scene: scene, backButtonPath: resources + "/back.png", fontPath: fontPath)
        compositor.snapshotBudgetBytes = options.snapshotBudgetMiB << 20
        compositor.assets.budgetBytes = options.imageBudgetMiB << 20
        compositor.assets.coverPixels = (width, height)
        compositor.assets.sharedDecodes = decodedImages
        // Text made now rather than in the first frames; only an optimisation, so a failure is ignored.
        try? compositor.prepare(screen: options.size)
        compositor.assets.warnings.forEach(printWarning)
        compositor.assets.onWarning = printWarning
    }

    /// The renderer `--renderer` names (headless, `auto` is the software renderer). One that
    /// cannot start is the flag's error, with SDL's reason.
    private static func makeRenderer(options: Options, window: SDLWindow) throws -> SDLRenderer {
        do {
            return try SDLRenderer(window: window, choice: options.renderer.resolved(headless: options.headless), vsync: !options.headless)
        } catch where options.renderer != .auto {
            throw OptionError(description: "--renderer \(options.renderer.rawValue): \(error)")
        }
    }

    /// Draws what the stage shows now (one screen, or two when comparing) into the back buffer.
    /// Throws `Interrupted` instead once SIGINT or SIGTERM has arrived (`SignalWatch`).
    func draw(_ stage: Stage) throws {
        try SignalWatch.check()
        let started = SDL_GetPerformanceCounter()
        // The stage owns the size, and the window follows only a size the program chose (compare
        // mode, the panel beside, a replayed resize): the scale is fitted to the display and the
        // window sized. A size SDL reported (the user resized the window) reaches the stage with
        // the window already that size: the scale stays and nothing goes back into the window,
        // nor while the report is still on its way.
        if stage.window != fittedPoints {
            let reportedBySDL = fittedPoints != nil && window.size == pixels(of: stage.window)
                && PixelLimit.fittingScale(scale, for: stage.window, maximumSide: renderer.maximumTextureSide) == scale
            if !reportedBySDL {
                fitScale(to: stage.window)
                let wanted = pixels(of: stage.window)
                if window.size != wanted { window.resize(width: wanted.width, height: wanted.height) }
                keepOnScreen()
            }
            fittedPoints = stage.window
        }
        // Minimised: nothing to draw into.
        guard renderer.outputSize.width > 0, renderer.outputSize.height > 0 else { return }
        let frames = stage.frames()
        try compositor.draw(frames, in: stage.viewports, window: stage.window)
        updateReport(stage, started: started)
        compositor.drawInspector(stage.inspector, report: report, frames: frames, in: stage.viewports, window: stage.window,
                                 pointer: stage.pointerTrail, graph: stage.graph, timeline: stage.timelineStripState,
                                 tuner: stage.tunerView, dock: stage.panelDock)
    }

    /// A size in points as window pixels at the scale now.
    private func pixels(of points: Size) -> (width: Int, height: Int) {
        (width: Int((points.width * scale).rounded()), height: Int((points.height * scale).rounded()))
    }

    /// What the HUD shows; frame times are this display's own (building and drawing the frame).
    private(set) var report = InspectorReport()
    private var lastDrawStart: UInt64 = 0
    private var framesSinceText = 0
    /// Frames between refreshes of the HUD's text (four a second at 60 fps).
    private static let framesPerTextRefresh = 15

    private func updateReport(_ stage: Stage, started: UInt64) {
        lastDrawStart = started
        report.speed = stage.clock.badge
        report.styleBadge = stage.sessions[0].styleBadgeText
        // The threshold lines follow every frame; they are geometry, not text.
        report.thresholds = stage.sessions.map { $0.navigator.dragReadout(screen: stage.screen)?.thresholdX }
        // The text is refreshed a few times a second, and only while the HUD shows: numbers that
        // changed every frame could not be read, and each new string is a new text texture.
        framesSinceText += 1
        guard stage.inspector.showsHUD, framesSinceText >= Self.framesPerTextRefresh || report.styles.isEmpty else { return }
        framesSinceText = 0
        report.summariseFrameTimes()
        let navigator = stage.sessions[0].navigator
        report.styles = stage.sessions.map(\.navigator.spec.name)
        report.reducedMotion = navigator.reducesMotion ? stage.sessions[0].reducedMotionText : nil
        report.stackTitles = navigator.stack.map { navigator.scene.pages[$0.specIndex].title }
        report.snapshotCount = compositor.snapshotTextureCount
        report.snapshotBytes = compositor.snapshotBytes
        report.lastRelease = navigator.lastRelease
        report.drag = navigator.dragReadout(screen: stage.screen)
        report.references = stage.graph.referenceLines
    }

    /// Scales a window of `points` down to fit the usable bounds of the display it is on, never up
    /// past the scale: phones compared side by side and the graphs beside stay whole rather than
    /// running off the screen. With `--no-fit` the scale is kept, with one line saying it does not
    /// fit. Either way the window stays within `PixelLimit` and the renderer's largest texture: a
    /// window that compare mode or a resize would grow past it is drawn at a smaller scale.
    private func fitScale(to points: Size) {
        guard points != fittedPoints else { return }
        fittedPoints = points
        defer { scale = PixelLimit.fittingScale(scale, for: points, maximumSide: renderer.maximumTextureSide) }
        guard let bounds = usableBounds, points.width > 0, points.height > 0 else {
            scale = requestedScale
            return
        }
        let fitting = min(requestedScale, Double(bounds.w) / points.width, Double(bounds.h) / points.height)
        guard keepsScale else {
            scale = fitting
            if fitting < requestedScale, scaleGiven, !saidItDoesNotFit {
                saidItDoesNotFit = true
                printWarning("slideback: --scale \(String(format: "%g", requestedScale)): drawn at \(String(format: "%.2f", fitting)) to fit "
                             + "the display's usable \(bounds.w) x \(bounds.h) px (--no-fit keeps it)")
            }
            return
        }
        scale = requestedScale
        if fitting < requestedScale, !saidItDoesNotFit {
            saidItDoesNotFit = true
            printWarning("slideback: --scale \(String(format: "%g", requestedScale)) --no-fit: the window, \(Int((points.width * scale).rounded())) x "
                         + "\(Int((points.height * scale).rounded())) px, does not fit the display's usable \(bounds.w) x \(bounds.h) px; kept as asked")
        }
    }

    /// The usable bounds of the display the window is on; `nil` headless or where SDL cannot say.
    private var usableBounds: SDL_Rect? {
        var bounds = SDL_Rect()
        let display = SDL_GetWindowDisplayIndex(window.pointer)
        guard !headless, display >= 0, SDL_GetDisplayUsableBounds(display, &bounds) == 0, bounds.w > 0, bounds.h > 0 else { return nil }
        return bounds
    }

    /// Moves a window the program has just sized back within the display's usable bounds: centred
    /// the first time, after that only as far as it must, so that G or compare mode widening it
    /// near the right edge does not cut off the graph's axis or the last phone. A window too big
    /// for the bounds (`--no-fit`) keeps its top left corner on the screen.
    private func keepOnScreen() {
        guard let bounds = usableBounds else { return }
        let size = window.size
        var x: Int32 = 0, y: Int32 = 0
        SDL_GetWindowPosition(window.pointer, &x, &y)
        if !placed {
            placed = true
            x = bounds.x + (bounds.w - Int32(size.width)) / 2
            y = bounds.y + (bounds.h - Int32(size.height)) / 2
        }
        let left = max(bounds.x, min(x, bounds.x + bounds.w - Int32(size.width)))
        let top = max(bounds.y, min(y, bounds.y + bounds.h - Int32(size.height)))
        SDL_SetWindowPosition(window.pointer, left, top)
    }

    /// The refresh rate of the display the window is on, in Hz; `nil` when it does not say.
    var refreshRate: Double? {
        var mode = SDL_DisplayMode()
        let index = SDL_GetWindowDisplayIndex(window.pointer)
        guard !headless, index >= 0, SDL_GetCurrentDisplayMode(index, &mode) == 0, mode.refresh_rate > 0 else { return nil }
        return Double(mode.refresh_rate)
    }

    /// Shows the drawn frame.
    func present() {
        renderer.present()
        recordPresent()
    }

    /// Presents in the last second, for the HUD's fps.
    private var presentTimes: [UInt64] = []

    /// The HUD's frame time (from the draw's start to the present's end: the wait for the GPU
    /// counts) and its fps (presents in the last second), and once its renderer line.
    private func recordPresent() {
        let frequency = SDL_GetPerformanceFrequency(), now = SDL_GetPerformanceCounter()
        if lastDrawStart > 0 {
            report.frameMilliseconds.append(Double(now - lastDrawStart) / Double(frequency) * 1000)
            if report.frameMilliseconds.count > 120 { report.frameMilliseconds.removeFirst() }
        }
        presentTimes.append(now)
        presentTimes.removeAll { now - $0 > frequency }
        report.framesPerSecond = Double(presentTimes.count)
        if report.displaySummary == nil {
            let rate = refreshRate.map { String(format: ", %.0f Hz", $0) } ?? ""
            report.displaySummary = "renderer \(renderer.name), vsync \(renderer.hasVSync ? "on" : "off")\(rate)"
        }
    }

    /// Puts the style(s), the top page and the speed in the window title, when they change.
    func updateTitle(_ stage: Stage) {
        // Read from the navigators: building the frames again would cost as much as the stack is deep.
        let styles = stage.sessions.map(\.navigator.spec.name).joined(separator: " vs ")
        let navigator = stage.sessions[0].navigator
        var title = "SlideBack — \(styles) — \(navigator.scene.pages[navigator.top.specIndex].title.prefix(40))"
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

/// Standard error as a text stream, written to the descriptor itself (unbuffered, as C's
/// `stderr` is, without that shared global).
struct StandardError: TextOutputStream {
    mutating func write(_ string: String) {
        var bytes = Array(string.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(STDERR_FILENO, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }  // nowhere left to say it
            bytes = bytes.dropFirst(written)
        }
    }
}
