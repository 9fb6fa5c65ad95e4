import XCTest
@testable import SlideBackCore

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
