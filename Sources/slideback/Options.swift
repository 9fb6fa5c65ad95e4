import SlideBackCore

/// Everything the command line can set, with the defaults `--help` lists.
struct Options: Equatable {
    /// Screen size in points.
    var size = Size(width: 414, height: 896)
    /// Pixels per point (window size and captures are points x scale).
    var scale = 1.0
    /// Scene file; `nil` uses the default scene in Resources/.
    var scenePath: String?
    /// The style at start (keys 1-5 switch while running).
    var style = StyleName.defaultStyle
    /// With `--compare A,B`: the style of the right-hand screen (`style` is A, the left one).
    var compareWith: StyleName?
    /// Where a back swipe may start; `nil` follows the style (weibo: full screen, others: edge).
    var panMode: PanMode?
    /// Width of the left-edge strip in points.
    var edgeWidth = 20.0
    /// Speed while slow motion is on.
    var slowMotionFactor = 0.1
    /// Starting speed.
    var timeScale = 1.0
    /// Push/pop animation time in seconds.
    var duration = 0.4
    /// Release animation time in seconds; `nil` follows the style (0.3 s, weibo 0.25 s).
    var settleDuration: Double?
    /// Run without a window.
    var headless = false
    /// Timed input to feed.
    var scriptPath: String?
    /// Run exactly this many frames.
    var frames: Int?
    /// Frames to write as PNG.
    var captures: [Capture] = []
    /// Font for titles; `nil` finds DejaVu Sans.
    var fontPath: String?
    /// Print usage and stop.
    var showHelp = false

    /// One `--capture FRAME:PATH`.
    struct Capture: Equatable {
        /// The frame to write.
        let frame: Int
        /// Where to write it.
        let path: String
    }

    /// The navigator tunables these options set.
    var navigatorConfiguration: NavigatorConfiguration {
        var configuration = NavigatorConfiguration()
        configuration.screen = size
        configuration.panMode = panMode
        configuration.edgeWidth = edgeWidth
        configuration.transitionDuration = duration
        configuration.settleDuration = settleDuration
        return configuration
    }

    /// The usage text, listing every flag with its default.
    static let usage = """
    usage: slideback [options]
           slideback generate-art [--out DIR]

    Shows the whole-page slide-back and its relatives in an SDL2 window.

    options:
      --size WxH                 screen size in points (default 414x896)
      --scale S                  pixels per point; the window and captures are points x S (default 1)
      --scene FILE               scene JSON; image paths are relative to it (default Resources/scene.json)
      --style NAME               transition style: system, snapshot, weibo, bar-snapshot or
                                 slideback (default slideback); keys 1-5 switch while running
      --compare A,B              two styles side by side, driven by the same input (C toggles
                                 compare mode with the system baseline)
      --pan edge|fullscreen      where a back swipe may start (default: the style's; weibo
                                 full screen, the others edge)
      --edge-width PT            width of the left-edge swipe strip (default 20)
      --duration SECONDS         push/pop animation time (default 0.4)
      --settle-duration SECONDS  release animation time after a swipe (default: the style's;
                                 0.3, weibo 0.25)
      --time-scale X             starting animation speed, 1 = real time (default 1)
      --slow-motion-factor X     speed while slow motion (S) is on (default 0.1)
      --headless                 no window: SDL's dummy video driver and the software renderer
      --script FILE              timed input (JSON), events applied before their frame is drawn
      --frames N                 run exactly N frames (default: until the script, captures and
                                 animations are done)
      --capture FRAME:PATH       write frame FRAME as a PNG at the window's pixel size (repeatable)
      --font FILE                TrueType font for text (default DejaVu Sans Bold)
      -h, --help                 show this help

    keys: Right/Enter push, Left/Backspace/Escape pop, Home pop to root, 1-5 style (the left
          screen's when comparing), C compare mode, S slow motion, Q quit
    """
}
