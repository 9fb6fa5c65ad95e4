import XCTest
@testable import SlideBackCore

// Shared fixtures for the per-style frame tests. Every expected layer list is built here from the
// SPEC's and the constants and the scene data the tests write themselves, never from the
// styles, `SharedBar`, `PageLayers` or `BarContent` under test.

/// Screen height of the seeds' 414 x 896 screen.
let screenHeight = 896.0
/// Where a page's clock pill starts on a page at rest: 76 pt wide, centred.
let clockRestX = (screenWidth - 76) / 2

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
