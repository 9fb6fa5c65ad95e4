import SlideBackCore
import SlideBackRecording
import SlideBackRender

/// Everything the command line can set, with the defaults `--help` lists.
struct Options: Equatable {
    /// Screen size in points.
    var size = ScreenLayout.phone
    /// Pixels per point (window size and captures are points x scale).
    var scale = 1.0
    /// Whether `--scale` was given.
    var scaleGiven = false
    /// `--no-fit`: the window keeps `--scale` even where it does not fit the display.
    var noFit = false
    /// Scene file; `nil` uses the default scene in Resources/.
    var scenePath: String?
    /// `--screens PATH`, repeatable: screenshots (folders of them, or single images) that make the
    /// scene instead of a scene file, drawn with no bar, status text or clock over them.
    var screens: [String] = []
    /// The style at start, by name (keys 1-5 and Tab switch while running); resolved once the
    /// style files are loaded, since `--style` may name one of them.
    var style = StyleName.defaultStyle.rawValue
    /// With `--compare A,B[,C[,D]]`: the styles of the screens right of the first (`style` is A).
    var compareWith: [String] = []
    /// `--style-file FILE`, repeatable: styles loaded in this order.
    var styleFiles: [String] = []
    /// Where a back swipe may start; `nil` follows the style (weibo: full screen, others: edge).
    var panMode: PanMode?
    /// `--direction`: which way the scene reads, over its own `"direction"`; `nil` keeps the scene's.
    var direction: LayoutDirection?
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
    /// Whether motion starts reduced (`--reduce-motion`; M toggles it).
    var reduceMotion = false
    /// Starting speed.
    var timeScale = 1.0
    /// Push/pop animation time in seconds; `nil` follows the style (0.4 for every built-in).
    var duration: Double?
    /// Release animation time in seconds; `nil` follows the style (0.3 s, weibo 0.25 s).
    var settleDuration: Double?
    /// Run without a window.
    var headless = false
    /// Which SDL renderer draws (`auto`: SDL's choice in a window, software headless).
    var renderer = RendererChoice.auto
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
    /// `--caption`: `--gif` and `--video` frames carry a strip naming each screen's style and
    /// the constants it changed.
    var caption = false
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
    /// `--no-hints`: no first-run line of keys at the bottom of the window.
    var noHints = false
    /// `--plot FILE.png`: the motion graphs of the whole run, written when it ends.
    var plotPath: String?
    /// `--graph-seconds S`: how much motion the graph panel (G) shows.
    var graphSeconds = 3.0
    /// `--reference FILE`: motions to measure every screen against (CSV, trace or recording).
    var references: [String] = []
    /// `--reference-crop X,Y,W,H`: the screen's part of a recording, in its pixels.
    var referenceCrop: ReferenceCrop?
    /// `--reference-width PT`: the width a recording's screen stands for (default the screen's).
    var referenceWidth: Double?
    /// `--reference-align`: how a reference's clock is laid over each screen's.
    var referenceAlignment = ReferenceAlignment.auto
    /// `--tune-out FILE`: where W writes the tuned style (default: NAME-tuned.json here).
    var tuneOutPath: String?
    /// `--export-target TARGET`: what E writes beside the tuned style, as `slideback export` would.
    var exportTarget = "css"
    /// Whether `style` and `compareWith` came from `--compare`, for messages about them.
    var stylesFromCompare = false
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
        configuration.panMode = panMode
        configuration.edgeWidth = edgeWidth
        configuration.maximumStartDistance = maximumStartDistance
        configuration.release = release
        configuration.settleCurve = settleCurve
        configuration.transitionDuration = duration
        configuration.settleDuration = settleDuration
        configuration.reducesMotion = reduceMotion
        return configuration
    }
}
