import XCTest
@testable import SlideBackCore

// Shared fixtures for the per-style frame tests. Every expected layer list is built here from the
// SPEC's and the issue's constants and the scene data the tests write themselves, never from the
// styles, `SharedBar`, `PageLayers` or `BarContent` under test.

/// Screen height of the seeds' 414 x 896 screen.
let screenHeight = 896.0
/// Where a page's clock pill starts on a page at rest: 76 pt wide, centred.
let clockRestX = (screenWidth - 76) / 2

/// A layer reduced to what the style tests compare: what it shows (not where or how opaque).
enum Shown: Equatable, CustomStringConvertible {
    case body(PageInstance)
    case clock
    case tabBar
    /// A navigation bar: its title, its background (`nil` = none) and whether it shows a back button.
    case bar(title: String, background: Color?, back: Bool)
    case status
    /// The black cover.
    case cover
    case shadow
    case picture(SnapshotKey)
    /// Anything else (a non-black fill): never expected.
    case other(String)

    init(_ layer: Layer) {
        switch layer.content {
        case .pageBody(let page): self = .body(page)
        case .clock: self = .clock
        case .tabBar: self = .tabBar
        case .navigationBar(let bar): self = .bar(title: bar.title, background: bar.background, back: bar.showsBackButton)
        case .statusBar: self = .status
        case .fill(let color): self = color == .black ? .cover : .other("fill \(color)")
        case .edgeShadow: self = .shadow
        case .snapshot(let key): self = .picture(key)
        case .scrolledBody(let page, let scroll): self = .other("body \(page) scrolled \(scroll)")
        case .piece(let piece): self = .other("element \(piece)")
        }
    }

    var description: String {
        switch self {
        case .body(let page): return "body \(page)"
        case .clock: return "clock"
        case .tabBar: return "tab bar"
        case .bar(let title, let background, let back):
            return "bar '\(title)' \(background.map { "\($0)" } ?? "clear")\(back ? " <" : "")"
        case .status: return "status"
        case .cover: return "cover"
        case .shadow: return "shadow"
        case .picture(let key): return "picture \(key)"
        case .other(let text): return text
        }
    }
}

/// One expected layer: what, its left edge (for a shadow: its centre), its opacity, and for a clock
/// the seconds it shows.
struct Expected {
    var shown: Shown
    var x: Double
    var alpha = 1.0
    var seconds: Double?
}

/// A page as the scene (written by the test) says it looks at a stack depth.
struct Look {
    let page: PageInstance
    let spec: PageSpec
    let depth: Int

    init(_ navigator: Navigator, _ page: PageInstance, depth: Int) {
        self.page = page
        self.spec = navigator.scene.pages[page.specIndex]
        self.depth = depth
    }

    /// An opaque bar's colour; transparent and hidden bars have none.
    var background: Color? { spec.bar == .opaque ? spec.barColor : nil }
    var hasBar: Bool { spec.bar != .hidden }
    /// Only a root that asks for it shows the tab bar (pushed pages hide it).
    var showsTabBar: Bool { depth == 0 && spec.showsTabBar }

    /// The page's body, clock and tab bar at `dx`, its clock showing `time`.
    func body(dx: Double, time: Double) -> [Expected] {
        var layers = [Expected(shown: .body(page), x: dx), Expected(shown: .clock, x: clockRestX + dx, seconds: time)]
        if showsTabBar { layers.append(Expected(shown: .tabBar, x: dx)) }
        return layers
    }

    /// The whole live page at `dx`: body, clock, tab bar, its own bar, status text (unless the
    /// style draws that once, in place, as the system's: `withStatus` false).
    func live(dx: Double, time: Double, withStatus: Bool = true) -> [Expected] {
        var layers = body(dx: dx, time: time)
        if hasBar { layers.append(Expected(shown: .bar(title: spec.title, background: background, back: depth > 0), x: dx)) }
        if withStatus { layers.append(Expected(shown: .status, x: dx)) }
        return layers
    }
}

/// The black cover over the whole screen.
func coverLayer(_ alpha: Double) -> Expected { Expected(shown: .cover, x: 0, alpha: alpha) }

/// SPEC: the edge shadow of a page whose left edge is at `edgeX`: offset -0.8 pt, opacity 0.6.
func shadowLayer(edgeX: Double) -> Expected { Expected(shown: .shadow, x: edgeX - 0.8, alpha: 0.6) }

/// Flutter's Cupertino edge shadow, which our style wears (issue 13): a 0x04000000 gradient over 5%
/// of the width, wholly left of the edge at `edgeX` (its centre 2.5% of the width left of it),
/// fading with the fraction `f`.
func flutterShadowLayer(edgeX: Double, fraction f: Double) -> Expected {
    Expected(shown: .shadow, x: edgeX - 0.025 * screenWidth, alpha: 0x04 / 255.0 * (1 - f))
}

/// Flutter's Cupertino barrier over the page underneath, which our style wears (issue 13):
/// 0x18000000 (0.094) times the curve, gone at the fraction 1.
func flutterBarrierLayer(fraction f: Double) -> Expected { coverLayer(0x18 / 255.0 * (1 - f)) }

/// The stock parallax: the page underneath sits at -(1 - f) * W / 3.
func parallaxX(_ fraction: Double) -> Double { -(1 - fraction) * screenWidth / 3 }

/// Compares a frame's visible layers (alpha > 0), back to front, with the expected ones. Eased
/// frames pass `accuracy` 1e-6: the reference ease and the production one differ in the last digits,
/// which may round a mixed bar channel that lands on exactly .5 the other way, so there (and only
/// there) a bar colour may be one step off per channel.
func assertLayers(_ frame: Frame, _ expected: [Expected], accuracy: Double = 1e-9, _ message: String = "",
                  file: StaticString = #filePath, line: UInt = #line) {
    let actual = frame.layers.filter { $0.alpha > 0 }
    let wanted = expected.filter { $0.alpha > 0 }
    var shown = actual.map(Shown.init)
    if accuracy > 1e-9 {
        for (index, want) in zip(shown.indices, wanted) {
            guard case .bar(let title, let got?, let back) = shown[index],
                  case .bar(title, let color?, back) = want.shown, nearlyEqual(got, color) else { continue }
            shown[index] = want.shown
        }
    }
    XCTAssertEqual(shown, wanted.map(\.shown), "layers back to front " + message, file: file, line: line)
    guard actual.count == wanted.count else { return }
    for (layer, want) in zip(actual, wanted) {
        let what = "\(want.shown) " + message
        let x = layer.content == .edgeShadow ? layer.frame.x + layer.frame.width / 2 : layer.frame.x
        XCTAssertEqual(x, want.x, accuracy: accuracy, "x of " + what, file: file, line: line)
        XCTAssertEqual(layer.alpha, want.alpha, accuracy: accuracy, "alpha of " + what, file: file, line: line)
        if case .clock(let seconds) = layer.content, let wanted = want.seconds {
            XCTAssertEqual(seconds, wanted, accuracy: 1e-9, "seconds on " + what, file: file, line: line)
        }
        if case .navigationBar = layer.content {
            XCTAssertEqual(Rect(x: want.x, y: layer.frame.y, width: layer.frame.width, height: layer.frame.height),
                           Rect(x: want.x, y: 0, width: screenWidth, height: 88), "bar covers y 0-88 " + what, file: file, line: line)
        }
    }
}

/// Whether two colours differ by at most one step in every channel.
func nearlyEqual(_ a: Color, _ b: Color) -> Bool {
    [(a.red, b.red), (a.green, b.green), (a.blue, b.blue), (a.alpha, b.alpha)].allSatisfy { abs(Int($0) - Int($1)) <= 1 }
}

/// Straight-alpha mix, channel by channel, of two bar colours `fraction` of the way from `from` to `to`;
/// a missing colour (transparent or hidden bar) is the other one's rgb at alpha 0. `nil` when invisible.
func mixedBarColor(_ from: Color?, _ to: Color?, _ fraction: Double) -> Color? {
    guard let any = from ?? to else { return nil }
    let start = from ?? Color(red: any.red, green: any.green, blue: any.blue, alpha: 0)
    let end = to ?? Color(red: start.red, green: start.green, blue: start.blue, alpha: 0)
    func mix(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(a) * (1 - fraction) + Double(b) * fraction).rounded()) }
    let color = Color(red: mix(start.red, end.red), green: mix(start.green, end.green),
                      blue: mix(start.blue, end.blue), alpha: mix(start.alpha, end.alpha))
    return color.alpha > 0 ? color : nil
}

enum StyleFixture {
    static let red = Color(rgb: 0xCC2200)
    static let blue = Color(rgb: 0x0044AA)
    static let halfGreen = Color(red: 10, green: 200, blue: 90, alpha: 128)

    /// Pages with every kind of bar, pushed in this order (then 1, 2, 3, 4, 1, ...):
    /// 0 root, opaque red, tab bar; 1 transparent; 2 hidden; 3 opaque blue with the right-hand
    /// button; 4 half-transparent green that opts out of bar pictures.
    static func scene() -> Scene {
        Fixture.scene(pageCount: 5) { pages in
            pages[0].barColor = red
            pages[1].bar = .transparent
            pages[2].bar = .hidden
            pages[3].barColor = blue
            pages[3].showsRightButton = true
            pages[4].barColor = halfGreen
            pages[4].takesBarSnapshot = false
        }
    }

    /// A navigator in `style` whose root has appeared (one frame), pushed and settled to `depth`.
    /// `frames` counts every 1/60 s step taken, so tests know the clock without asking the navigator.
    static func navigator(_ style: StyleName, depth: Int = 0, scene: Scene = scene(),
                          configuration: NavigatorConfiguration = NavigatorConfiguration(),
                          frames: inout Int) -> Navigator {
        var navigator = Navigator(scene: scene, style: style, configuration: configuration)
        navigator.step(frameSeconds)
        frames = 1
        for _ in 0..<depth {
            navigator.perform(.push)
            frames += navigator.runUntilSettled()
        }
        return navigator
    }

    /// The same, when the clock does not matter.
    static func navigator(_ style: StyleName, depth: Int = 0, scene: Scene = scene(),
                          configuration: NavigatorConfiguration = NavigatorConfiguration()) -> Navigator {
        var frames = 0
        return navigator(style, depth: depth, scene: scene, configuration: configuration, frames: &frames)
    }
}

/// Animation time after `frames` steps of 1/60 s.
func seconds(frames: Int) -> Double { Double(frames) * frameSeconds }

/// Eased progress of a 0.4 s push or pop after `frames` frames (SPEC style 5's duration).
func animatorProgress(frames: Int) -> Double { referenceEaseInOut(Double(frames) * frameSeconds / 0.4) }

func barKey(_ page: PageInstance) -> SnapshotKey { SnapshotKey(page: page, kind: .bar) }

/// SPEC style 1 at fraction `f` (how far the front page has moved): the back page's body at the
/// parallax, dimmed by 0.2 * (1 - f), the front page's body at f * W, both without bars; then the
/// one shared bar at x = 0 in the mixed colour, the titles cross-fading, and the status text.
func systemSlide(front: Look, back: Look, fraction f: Double, time: Double) -> [Expected] {
    var layers = back.body(dx: parallaxX(f), time: time) + [coverLayer(0.2 * (1 - f))]
        + front.body(dx: f * screenWidth, time: time)
    if let background = mixedBarColor(front.background, back.background, f) {
        layers.append(Expected(shown: .bar(title: "", background: background, back: false), x: 0))
    }
    for (look, alpha) in [(front, 1 - f), (back, f)] where look.hasBar {
        layers.append(Expected(shown: .bar(title: look.spec.title, background: nil, back: look.depth > 0), x: 0, alpha: alpha))
    }
    layers.append(Expected(shown: .status, x: 0))
    return layers
}

/// Checks the four constants the SPEC gives every style (other rule fields are left to their own tests).
func assertRules(_ style: StyleName, pan: PanMode, completion: CompletionRule, settle: Double, snapshots: SnapshotPolicy,
                 file: StaticString = #filePath, line: UInt = #line) {
    let rules = style.style.rules
    XCTAssertEqual(rules.panMode, pan, "\(style) pan", file: file, line: line)
    XCTAssertEqual(rules.completion, completion, "\(style) completion", file: file, line: line)
    XCTAssertEqual(rules.settleDuration, settle, "\(style) settle", file: file, line: line)
    XCTAssertEqual(rules.snapshots, snapshots, "\(style) snapshots", file: file, line: line)
    XCTAssertEqual(style.style.name, style, file: file, line: line)
}

/// What each style keeps once nothing moves, from the SPEC: nothing (system, slideback); a screen of
/// every page below the top (snapshot); a screen of every page shown (weibo); a bar picture of every
/// shown page that has a bar and did not opt out (bar-snapshot). The root counts as shown once it
/// has appeared.
func styleNeeds(_ style: StyleName, _ stack: [PageInstance], _ scene: Scene, rootHasAppeared: Bool = true) -> Set<SnapshotKey> {
    let shown = rootHasAppeared ? stack : Array(stack.dropFirst())
    switch style {
    case .system, .slideback: return []
    case .snapshot: return Set(stack.dropLast().map(screenKey))
    case .weibo: return Set(shown.map(screenKey))
    case .barSnapshot:
        return Set(shown.filter { scene.pages[$0.specIndex].bar != .hidden && scene.pages[$0.specIndex].takesBarSnapshot }.map(barKey))
    }
}

/// The one line a style file's text stops with, read as `mine.json`, or "no error".
func styleFileError(_ text: String) -> String {
    var warnings: [String] = []
    do {
        _ = try StyleSpec.parse(Data(text.utf8), file: "mine.json", warnings: &warnings)
        return "no error"
    } catch {
        return "\(error)"
    }
}
