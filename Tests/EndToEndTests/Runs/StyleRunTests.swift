import Foundation
import XCTest

/// Every `--style` the program knows runs headless through a push and a held drag and writes its
/// capture: the style switch reaches the program, and no style fails to draw a frame.
final class StyleRunTests: XCTestCase {
    private var fixture: ProgramFixture!
    /// The styles SPEC.md describes, then the platforms' and peers' (PEERS.md), by their `--style`
    /// names, in the program's order.
    private let styles = ["system", "snapshot", "weibo", "bar-snapshot", "slideback", "cupertino", "react-navigation", "ios26", "predictive-back",
                                  "predictive-back-shared", "scale-back", "fake-bar", "ionic", "native-stack", "compose-ios", "flutter-fade-forwards", "material-shared-axis", "compose", "harmonyos", "ios-measured", "ios-zoom"]

    override func setUpWithError() throws {
        fixture = try ProgramFixture()
        try fixture.writeTwoPageScene()
        // Push at frame 0 (done by frame 24), press at the left edge at 40, drag right by 160 pt at 41,
        // captured at 71 with the finger held, once Android's styles have reached it on their spring.
        try fixture.write(#"""
        {"events": [{"frame": 0, "action": "push"},
                    {"frame": 40, "action": "down", "x": 2, "y": 600},
                    {"frame": 41, "action": "move", "x": 162, "y": 600}]}
        """#, to: "script.json")
    }

    override func tearDown() {
        fixture = nil
    }

    func testTheStyleListIsTheProgramsOwn() throws {
        // The program names its styles when it refuses an unknown one: the list below must be all of them.
        let result = try InProcess.run(["--headless", "--frames", "1", "--style", "bogus"], in: fixture)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.standardError.contains("(known: \(styles.joined(separator: ", ")))"), result.standardError)
    }

    func testEveryStyleRunsHeadlessAndCapturesADrag() throws {
        for style in styles {
            let png = fixture.path("\(style).png")
            let result = try fixture.run(["--headless", "--style", style, "--scene", fixture.path("scene.json"),
                                          "--script", fixture.path("script.json"), "--frames", "72", "--capture", "71:\(png)"])
            XCTAssertEqual(result.status, 0, "--style \(style): \(result.standardError)")
            XCTAssertEqual(result.standardError, "", "--style \(style): a clean run warns about nothing")
            guard FileManager.default.fileExists(atPath: png) else {
                XCTFail("--style \(style) wrote no capture at \(png)")
                continue
            }
            let image = try DecodedImage(path: png)
            XCTAssertEqual([image.width, image.height], [414, 896], "--style \(style)")
            // ios-measured's page stays put for the finger's first 12 pt: the 160 pt drag holds it at 148.
            let held = style == "ios-measured" ? 148.0 : 160
            for (x, rgb, what) in try XCTUnwrap(Self.pixels(style: style, fraction: held / 414), style) {
                assertPixel(image, x: x, y: 600, rgb, "--style \(style): \(what)")
            }
        }
    }

    /// What a style draws at y = 600 with the top page held at `fraction`: the sliding styles the
    /// dragged page right of its edge (x = 160) and the page underneath left of it, under their own
    /// black, so the style really reached the program (Android's predictive backs shrink the page
    /// in place instead: its left edge is at 33 pt); the fading styles each as its rule says.
    static func pixels(style: String, fraction: Double) -> [(x: Double, rgb: [Double], what: String)]? {
        let red = [0xCC, 0x33, 0x33].map(Double.init), blue = [0x33, 0x66, 0xCC].map(Double.init)
        switch style {
        case "flutter-fade-forwards":  // past 0.25 the leaving page is gone, the one underneath at f / 0.75
            return [(300, blue.map { $0 * fraction / 0.75 }, "the page underneath, fading in")]
        case "material-shared-axis":  // past 0.35 the leaving page is gone, the one underneath appearing
            return [(300, blue.map { $0 * (fraction - 0.35) / 0.65 }, "the page underneath, fading in")]
        case "compose":  // the leaving page scaled to 1 - 0.3 f about its centre over the page fading in
            return [(300, red, "the dragged page, shrunk"), (10, blue.map { $0 * fraction }, "the page underneath, fading in")]
        case "ios-zoom":  // the leaving page scaled to 1 - 0.67 f about its centre over the page underneath, still, under 0.07 (1 - f)
            return [(300, red, "the dragged page, shrunk"), (10, blue.map { $0 * (1 - 0.07 * (1 - fraction)) }, "the page underneath")]
        default:
            guard let cover = cover(style: style, fraction: fraction) else { return nil }
            return [(300, red, "the dragged page"),
                    (style.hasPrefix("predictive-back") ? 20 : 80, blue.map { $0 * (1 - cover) }, "the page underneath")]
        }
    }

    /// The black over the page underneath while the top page is held at `fraction` of the width, by
    /// each style's rule: the stock dimming 0.2 (1 - f), the seeds' 0.6 - f / 0.75 * 0.6, Weibo's
    /// fixed 0.5, and ours, half the stock dimming.
    static func cover(style: String, fraction: Double) -> Double? {
        switch style {
        case "system", "bar-snapshot": return 0.2 * (1 - fraction)
        case "snapshot": return max(0, 0.6 - fraction / 0.75 * 0.6)
        case "weibo": return 0.5
        case "slideback": return 0.1 * (1 - fraction)
        case "cupertino": return 24.0 / 255 * (1 - fraction)  // Flutter's barrier, 0x18000000
        case "react-navigation": return 0.07 * (1 - fraction)  // forHorizontalIOS's overlay
        case "scale-back": return 0.6 * (1 - fraction)  // GKNavigationBar's cover
        case "fake-bar", "ios26": return 0.2 * (1 - fraction)
        case "predictive-back": return 0.2  // Android's light scrim, constant while the finger is down
        case "predictive-back-shared": return 0  // the page underneath stays as it is
        case "ionic": return 1 - (0.8 + 0.2 * fraction) * (1 - 0.1 * (1 - fraction))  // opacity 0.8 -> 1, cover 0.1 -> 0
        case "native-stack": return 0.1 * (1 - fraction)  // RNSShadowViewMaxAlpha
        case "compose-ios": return 0
        case "harmonyos": return 25.0 / 255 * (1 - fraction)  // ArkUI's ARGB(25, 0, 0, 0) mask
        case "ios-measured": return 0.115 * (1 - fraction)  // swift_transitions' measured dim
        default: return nil
        }
    }
}
