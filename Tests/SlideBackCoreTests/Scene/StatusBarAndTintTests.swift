import Foundation
import XCTest
@testable import SlideBackCore

/// Issue 15's one status bar and bar contrast, in the core: the `statusBar` and `tint` keys, the
/// palette's contrast rule, and the one status layer of the live whole-page styles.
final class StatusBarAndTintTests: XCTestCase {
    private func parse(_ text: String) throws -> Scene {
        try Scene.parse(Data(text.utf8), file: "scene.json", baseDirectory: "/scenes")
    }

    // MARK: The keys

    func testStatusBarAndTintAreRead() throws {
        let scene = try parse(#"""
        {"pages": [{"id": "a", "statusBar": "light", "tint": "#FF5000"}, {"id": "b", "statusBar": "dark"}, {"id": "c"}]}
        """#)
        XCTAssertEqual(scene.pages.map(\.statusBar), [.light, .dark, .auto])
        XCTAssertEqual(scene.pages.map(\.tint), [Color(rgb: 0xFF5000), nil, nil])
    }

    func testBadStatusBarAndTintNameTheirPlace() {
        assertError(try parse(#"{"pages": [{"id": "a"}, {"id": "b", "statusBar": "bright"}]}"#),
                    "scene.json: pages[1].statusBar: \"bright\" is not a status bar style (use light, dark or auto)")
        assertError(try parse(#"{"pages": [{"id": "a", "tint": "blue"}]}"#),
                    "scene.json: pages[0].tint: \"blue\" is not a colour (use #RGB, #RRGGBB or #RRGGBBAA)")
        assertError(try parse(#"{"pages": [{"id": "a", "statusBar": 1}]}"#),
                    "scene.json: pages[0].statusBar: expected a string, found a number")
    }

    // MARK: Contrast

    func testContrastRatioIsWCAGs() {
        XCTAssertEqual(Color.black.contrastRatio(with: .white), 21, accuracy: 1e-9)
        XCTAssertEqual(Color.white.contrastRatio(with: .white), 1, accuracy: 1e-9)
        // WCAG's worked value: #767676 on white is just above 4.5.
        XCTAssertEqual(Color(rgb: 0x767676).contrastRatio(with: .white), 4.54, accuracy: 0.01)
    }

    func testEveryOpaqueBarColourGetsAReadableTitleAndTint() {
        var checked = 0
        for red in stride(from: 0, through: 255, by: 51) {
            for green in stride(from: 0, through: 255, by: 51) {
                for blue in stride(from: 0, through: 255, by: 51) {
                    let color = Color(red: UInt8(red), green: UInt8(green), blue: UInt8(blue))
                    var spec = PageSpec(id: "p", title: "P", bar: .opaque, barColor: color)
                    spec.showsRightButton = true
                    guard let bar = BarContent.forPage(spec, depth: 1) else { return XCTFail("no bar") }
                    XCTAssertGreaterThanOrEqual(bar.titleColor.contrastRatio(with: color), 4.5, "title on \(color)")
                    XCTAssertGreaterThanOrEqual(bar.tint.contrastRatio(with: color), 4.5, "tint on \(color)")
                    XCTAssertEqual(BarPalette(page: spec).status, bar.titleColor, "auto status on \(color)")
                    checked += 1
                }
            }
        }
        XCTAssertEqual(checked, 216)
    }

    func testTheSeedsGreyStaysWhereItReadsAndGivesWayOnADarkBar() {
        let light = BarContent.forPage(PageSpec(id: "l", title: "L", bar: .opaque, barColor: .defaultBar), depth: 1)
        XCTAssertEqual(light?.tint, .seedTint, "the seeds' grey on the stock light bar")
        let settings = BarContent.forPage(PageSpec(id: "s", title: "Settings", bar: .opaque, barColor: Color(rgb: 0x2B5876)), depth: 1)
        XCTAssertEqual(settings?.tint, .white, "no grey chevron on the dark blue Settings bar")
        XCTAssertEqual(settings?.titleColor, .white)
        var tinted = PageSpec(id: "t", title: "T", bar: .opaque, barColor: .white)
        tinted.tint = Color(rgb: 0x0A84FF)
        XCTAssertEqual(BarContent.forPage(tinted, depth: 1)?.tint, Color(rgb: 0x0A84FF), "a page's own tint wins")
        XCTAssertEqual(BarContent.forPage(tinted, depth: 1)?.titleColor, Color(rgb: 0x0A84FF))
    }

    func testATransparentBarOverALightPhotoGetsDarkTextAndAScrimThatReachesTheContrast() {
        var product = PageSpec(id: "product", title: "Product", content: .image(path: "/p.png"), bar: .transparent)
        let peach = Color(rgb: 0xFFE3CF), shade = Color(rgb: 0xF2B48E)
        product.backdrop = BarBackdrop(mean: peach, darkest: shade, lightest: Color(rgb: 0xFFF1E6))
        guard let bar = BarContent.forPage(product, depth: 1), let scrim = bar.scrim else { return XCTFail("no scrim") }
        XCTAssertEqual(bar.titleColor, .darkInk, "no white title on the peach photo")
        XCTAssertEqual(scrim.color, .white)
        XCTAssertGreaterThanOrEqual(bar.titleColor.contrastRatio(with: shade.overlaid(with: scrim.color, alpha: scrim.alpha)), 4.5)
        XCTAssertGreaterThanOrEqual(scrim.alpha, 0.2, "soft, but there")
        XCTAssertEqual(BarPalette(page: product).status, .darkInk, "auto status text reads on the photo")

        // A dark photo: white text over a black scrim; a flat colour needs no scrim at all.
        product.backdrop = BarBackdrop(mean: Color(rgb: 0x302050), darkest: .black, lightest: Color(rgb: 0x9080C0))
        let dark = BarContent.forPage(product, depth: 1)
        XCTAssertEqual(dark?.titleColor, .white)
        XCTAssertEqual(dark?.scrim?.color, .black)
        let flat = BarContent.forPage(PageSpec(id: "f", title: "F", content: .color(.white), bar: .transparent), depth: 1)
        XCTAssertNil(flat?.scrim)
        XCTAssertEqual(flat?.titleColor, .darkInk)
    }

    func testExplicitStatusStylesWin() {
        var page = PageSpec(id: "p", title: "P", bar: .opaque, barColor: .white)
        page.statusBar = .light
        XCTAssertEqual(BarPalette(page: page).status, .white)
        page.barColor = .black
        page.statusBar = .dark
        XCTAssertEqual(BarPalette(page: page).status, .darkInk)
        let hidden = PageSpec(id: "h", title: "H", content: .color(Color(rgb: 0xFDF6D8)), bar: .hidden)
        XCTAssertEqual(BarPalette(page: hidden).status, .darkInk, "auto judges the page under a hidden bar")
    }

    // MARK: One status bar

    private static let lightOverDark = Scene(pages: [
        PageSpec(id: "white", title: "White", content: .color(.white), bar: .opaque, barColor: .white),
        PageSpec(id: "dark", title: "Dark", content: .color(.black), bar: .opaque, barColor: Color(rgb: 0x1C1C1E)),
    ])

    /// One status text in place; where it is over the dark page it is white, over the white page
    /// dark ink, a stretch each where the page edge passes under it (issue 31 item 4: a colour
    /// mixed half-way between the two read on neither page).
    func testLiveWholePageStylesDrawOneStatusInPlaceReadableOnThePageUnderEachPart() {
        for spec in StyleSpec.builtIns where spec.drag.drawsSystemStatusBar {
            var navigator = Navigator(scene: Self.lightOverDark, spec: spec)
            navigator.perform(.push)
            navigator.step(1)
            for offset in [1.0, 60, 207, 350] {
                var held = navigator
                held.handle(PointerEvent(.down, at: Point(x: 2, y: 500)))
                held.handle(PointerEvent(.move, at: Point(x: 2 + offset / 2, y: 500)))
                held.handle(PointerEvent(.move, at: Point(x: 2 + offset, y: 500)))
                // Held a moment: Android's styles reach the finger's progress on their spring.
                held.step(0.5)
                let frame = held.frame()
                var statuses: [(LayerGroup, Layer)] = []
                for group in frame.groups {
                    for layer in group.layers { if case .statusBar = layer.content { statuses.append((group, layer)) } }
                }
                XCTAssertEqual(statuses.count, 1, "\(spec.name) at \(offset): one status text")
                guard let (group, layer) = statuses.first, case .statusBar(let ink) = layer.content else { continue }
                XCTAssertEqual(group.transform, .identity, "\(spec.name): it never moves")
                XCTAssertEqual(layer.frame, ScreenLayout(screen: frame.screen).statusArea)
                guard spec.name == "slideback", let pose = held.pose else { continue }
                // Ours moves whole pages: left of the dark page's edge lies the white page, dimmed.
                let dimmedWhite = Color.white.overlaid(with: .black, alpha: pose.back.dimming ?? 0), darkBar = Color(rgb: 0x1C1C1E)
                for span in StatusInk.textSpans(width: frame.screen.width) {
                    for x in stride(from: span.lowerBound, through: span.upperBound, by: 0.5) where abs(x - pose.front.x) > 0.1 {
                        let under = x < pose.front.x ? dimmedWhite : darkBar
                        XCTAssertGreaterThanOrEqual(ink.color(at: x).contrastRatio(with: under), Color.minimumTextContrast, "slideback at \(offset), x \(x)")
                    }
                }
                if offset == 60 {
                    XCTAssertEqual(ink.color(at: 40), .darkInk, "a mix of white and dark ink read on neither page")
                    XCTAssertNotEqual(ink.color(at: 70), .darkInk, "past the dark page's edge, a light colour")
                }
            }
        }
        XCTAssertTrue(StyleSpec.builtIn(.slideback).drag.drawsSystemStatusBar)
        XCTAssertFalse(StyleSpec.builtIn(.snapshot).drag.drawsSystemStatusBar, "the seeds' screenshots keep theirs")
        XCTAssertFalse(StyleSpec.builtIn(.weibo).drag.drawsSystemStatusBar)
    }
}
