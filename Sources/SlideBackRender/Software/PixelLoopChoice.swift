import CCPUFeatures
import SlideBackKernels
import SlideBackKernelsAVX2

/// Which build of the software renderer's own loops (`PixelLoops`) this processor runs: the
/// AVX2 build where the processor has AVX2, else the portable one. Both write the same bytes.
/// `SLIDEBACK_PIXEL_LOOPS=portable` in the environment keeps to the portable build (to compare
/// the two, or on a processor that claims AVX2 wrongly); `off` leaves all of the drawing to SDL
/// (to measure what the own loops are worth); `auto` or unset chooses by the processor; any other
/// value is automatic too, and said to be unknown (`settingWarning`).
public enum PixelLoopChoice {
    /// Whether this processor can run the AVX2 build (CPUID, and the system keeps its registers).
    public static let processorHasAVX2 = slideback_cpu_has_avx2() != 0

    /// The build to use, given the environment's `SLIDEBACK_PIXEL_LOOPS` (`nil`: unset).
    public static func best(setting: String? = environmentSetting) -> any PixelLoops.Type {
        setting == "portable" || !processorHasAVX2 ? PortableLoops.self : AVX2Loops.self
    }

    /// Whether the software renderer draws with its own loops at all (`SLIDEBACK_PIXEL_LOOPS=off`: no).
    public static func ownLoops(setting: String? = environmentSetting) -> Bool {
        setting != "off"
    }

    /// The build's name, as the bench prints it: "avx2" or "portable".
    public static func name(of loops: any PixelLoops.Type) -> String {
        loops == AVX2Loops.self ? "avx2" : "portable"
    }

    /// What the bench prints for a renderer's loops: the build, or "off" where SDL draws all of it.
    public static func name(of renderer: SDLRenderer) -> String {
        renderer.ownsBlends ? name(of: renderer.pixelLoops) : "off"
    }

    /// The settings `SLIDEBACK_PIXEL_LOOPS` knows.
    public static let settings = ["portable", "auto", "off"]

    /// One line for a setting the program does not know (a typo would silently run the other
    /// build), or `nil`.
    public static func settingWarning(_ setting: String? = environmentSetting) -> String? {
        guard let setting, !setting.isEmpty, !settings.contains(setting) else { return nil }
        return "warning: SLIDEBACK_PIXEL_LOOPS=\"\(setting.prefix(40))\" is not a setting (use portable, auto or off); the processor's best build is used"
    }

    /// `SLIDEBACK_PIXEL_LOOPS`, as the process was started with it.
    public static var environmentSetting: String? {
        getenv("SLIDEBACK_PIXEL_LOOPS").map { String(cString: $0) }
    }
}
