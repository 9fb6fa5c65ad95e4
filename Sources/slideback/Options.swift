import SlideBackCore
import SlideBackRender

/// Everything the command line can set, with the defaults `--help` lists.
struct Options: Equatable {
    /// Screen size in points.
    var size = Size(width: 414, height: 896)
    /// Pixels per point (window size and captures are points x scale).
    var scale = 1.0
    /// Whether `--scale` was given: then the window keeps it even where it does not fit.
    var scaleGiven = false
    /// Scene file; `nil` uses the default scene in Resources/.
    var scenePath: String?
    /// The style at start, by name (keys 1-5 and Tab switch while running); resolved once the
    /// style files are loaded, since `--style` may name one of them.
    var style = StyleName.defaultStyle.rawValue
    /// With `--compare A,B[,C[,D]]`: the styles of the screens right of the first (`style` is A).
    var compareWith: [String] = []
    /// `--style-file FILE`, repeatable: styles loaded in this order.
    var styleFiles: [String] = []
    /// Where a back swipe may start; `nil` follows the style (weibo: full screen, others: edge).
    var panMode: PanMode?
    /// Width of the left-edge strip in points; `nil` follows the style (20 for every built-in).
    var edgeWidth: Double?
    /// Farthest from the left edge a swipe may start, in points; `nil` for no limit.
    var maximumStartDistance: Double?
    /// Release rule override (`--release`); `nil` follows the style.
    var release: ReleaseRule?
    /// Settle curve override (`--settle-curve`); `nil` follows the style.
    var settleCurve: SettleCurve?
    /// Speed while slow motion is on.
    var slowMotionFactor = 0.1
    /// Starting speed.
    var timeScale = 1.0
    /// Push/pop animation time in seconds; `nil` follows the style (0.4 for every built-in).
    var duration: Double?
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
    /// Most snapshot texture memory held at once, in MiB; beyond it the least recently needed
    /// pictures are evicted and painted again from their page when shown.
    var snapshotBudgetMiB = 64
    /// Most decoded page-image memory held at once, in MiB; beyond it the least recently shown
    /// images are evicted and decoded again when shown.
    var imageBudgetMiB = AssetLibrary.defaultBudgetBytes >> 20
    /// `--record DIR`: every frame drawn, as frame-NNNNN.png in DIR.
    var recordDirectory: String?
    /// `--gif PATH`: the run as an animated GIF.
    var gifPath: String?
    /// `--video FILE.mp4|.webm`: the run as a real-time video, through ffmpeg.
    var videoPath: String?
    /// GIF frame size as a fraction of the window's pixel size (smaller files).
    var gifScale = 0.5
    /// `--contact-sheet PATH`: one PNG grid of evenly spaced frames.
    var contactSheetPath: String?
    /// `--record-input FILE`: the input that was applied, saved as a script when the run ends.
    var recordInputPath: String?
    /// `--trace FILE.csv` (or `-`): one row of motion numbers per frame and screen.
    var tracePath: String?
    /// `--show-pointer`: draw the finger, in the window and in recordings.
    var showsPointer = false
    /// `--plot FILE.png`: the motion graphs of the whole run, written when it ends.
    var plotPath: String?
    /// `--graph-seconds S`: how much motion the graph panel (G) shows.
    var graphSeconds = 3.0
    /// `--tune-out FILE`: where W writes the tuned style (default: NAME-tuned.json here).
    var tuneOutPath: String?
    /// Whether `style` and `compareWith` came from `--compare`, for messages about them.
    var stylesFromCompare = false
    /// Print usage and stop.
    var showHelp = false
    /// Print `slideback VERSION` and stop.
    var showVersion = false

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
        configuration.maximumStartDistance = maximumStartDistance
        configuration.release = release
        configuration.settleCurve = settleCurve
        configuration.transitionDuration = duration
        configuration.settleDuration = settleDuration
        return configuration
    }

    /// The usage text, listing every flag with its default.
    static let usage = """
    usage: slideback [options]
           slideback generate-art [--out DIR | --icons DIR]
           slideback bench [--json] [--quick] [--depth N] ...   (see slideback bench --help)
           slideback soak [--seconds S] [--seed N] [--json]     (see slideback soak --help)
           slideback styles [--json] [--export NAME] [--style-file FILE ...]
           slideback check-bars [--json] [--quick] [--style NAME] ...  (see slideback check-bars --help)
           slideback man [--check FILE]                         (the manual page)
           slideback help [COMMAND]                             (a command's usage)
           slideback --version

    Shows the whole-page slide-back and its relatives in an SDL2 window.

    options:
      --size WxH                 screen size in points (default 414x896)
      --scale S                  pixels per point; the window and captures are points x S (default 1)
      --scene FILE               scene JSON; image paths are relative to it (default Resources/scene.json)
      --style NAME               transition style: system, snapshot, weibo, bar-snapshot,
                                 slideback (default), cupertino, react-navigation, ios26,
                                 scale-back, fake-bar, or one loaded by --style-file; keys 1-5
                                 and Tab switch while running
      --style-file FILE          load a style from a JSON style file (repeatable); its name then
                                 works with --style, --compare and Tab
      --compare A,B[,C[,D]]      two to four styles side by side at full size, driven by the
                                 same input (C toggles compare mode with the system baseline)
      --pan edge|fullscreen|content
                                 where a back swipe may start (default: the style's; weibo
                                 full screen, ios26 content, the others edge)
      --edge-width PT            width of the left-edge swipe strip (default: the style's, 20)
      --max-start-distance PT    a swipe may start at most this far from the left edge
                                 (default: no limit)
      --release RULE             release rule: distance, fling or projected (default: the
                                 style's; slideback and system fling, the seed styles distance)
      --settle-curve CURVE       release animation: seed, flutter or spring (default: the
                                 style's; slideback and system flutter, the seed styles seed)
      --duration SECONDS         push/pop animation time (default: the style's, 0.4)
      --settle-duration SECONDS  release animation time on the seed curve (default: the
                                 style's; 0.3, weibo 0.25; flutter and spring time themselves)
      --time-scale X             starting animation speed, 1 = real time (default 1)
      --slow-motion-factor X     speed while slow motion (S) is on (default 0.1)
      --headless                 no window: SDL's dummy video driver and the software renderer
      --show-pointer             draw the finger, a translucent circle with a short trail, in
                                 the window and in recordings
      --script FILE              timed input (JSON), events applied before their frame is drawn
      --frames N                 run exactly N frames (default: until the script, captures and
                                 animations are done)
      --capture FRAME:PATH       write frame FRAME as a PNG at the window's pixel size (repeatable)
      --font FILE                TrueType font for text (default DejaVu Sans Bold)
      --snapshot-budget MIB      snapshot texture memory, 0 to 65536 MiB; the least recently
                                 needed pictures beyond it are evicted and redrawn (default 64)
      --image-budget MIB         decoded page-image memory, 0 to 65536 MiB; the least recently
                                 shown images beyond it are evicted and decoded again (default 256)
      --record DIR               write every frame as DIR/frame-00000.png, ... numbered by frame
                                 (made if missing; default: off)
      --gif PATH                 write the run as an animated GIF, every other frame, looping
                                 (default: off)
      --video FILE               write the run as a real-time 60 fps video, .mp4 (H.264) or .webm
                                 (VP9), through the ffmpeg program (default: off)
      --gif-scale X              GIF size as a fraction of the window's pixels, 0.05 to 1
                                 (default 0.5)
      --contact-sheet PATH       write one PNG of 12 evenly spaced frames at 1/4 size, 4 a row,
                                 labelled with their frame numbers (default: off)
      --record-input FILE        save the input applied as a --script file when the program
                                 ends, Q and closing the window included; - for standard
                                 output (default: off)
      --trace FILE.csv           write one CSV row per frame: pointer, progress, page positions,
                                 dimming, velocity and phase; - for standard output (default: off)
      --plot FILE.png            write the motion graphs of the whole run as one picture when it
                                 ends (default: off)
      --graph-seconds S          seconds of motion the graph panel (G) shows, 0.5 to 60 (default 3)
      --tune-out FILE            where W in the tuning panel (T) writes the tuned style file
                                 (default: NAME-tuned.json in the working folder)
      -h, --help                 show this help

    keys: Right/Enter push, Left/Backspace/Escape pop, Home pop to root, 1-5 style (the left
          screen's when comparing), Tab / Shift+Tab next / previous style, C compare mode, S slow motion, 6-9 speed 1x/0.5x/0.25x/0.1x,
          P pause, . , [ ] a frame / ten on and back while paused, H HUD, O layer overlay, G motion graphs,
          K onion skin, T tuning panel (arrows, Shift, R, W), ? or F1 key help, Q quit
    """
}
