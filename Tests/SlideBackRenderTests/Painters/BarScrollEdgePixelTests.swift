import Foundation
import SlideBackCore
import SlideBackRender
import XCTest

/// Issue 15 in pixels: content scrolled under a transparent bar brings in the bar's background and
/// its hairline, which are not there while the page is at its top.
final class BarScrollEdgePixelTests: XCTestCase {
    private static let scene: Scene = {
        let rows = (1...40).map { PageElement.row(ElementRow(title: "Row \($0)")) }
        var page = PageSpec(id: "list", title: "List", content: .elements(rows, background: Color(rgb: 0x1E3A8A)), bar: .transparent)
        page.barColor = Color(rgb: 0xF7F7F7)
        return Scene(pages: [page])
    }()

    func testTheHairlineAndBackgroundAppearOnceContentIsUnderTheBar() throws {
        let harness = try RenderHarness(scene: Self.scene, scale: 2)
        var navigator = Navigator(scene: Self.scene, style: .slideback)
        navigator.step(1.0 / 60)
        let atTop = try harness.render(navigator.frame())
        navigator.handle(PointerEvent(.down, at: Point(x: 200, y: 700)))
        navigator.handle(PointerEvent(.move, at: Point(x: 200, y: 600)))
        navigator.step(0.2)
        navigator.handle(PointerEvent(.up, at: Point(x: 200, y: 600)))
        XCTAssertEqual(navigator.verticalScroll(of: navigator.top), 100)
        let scrolled = try harness.render(navigator.frame())
        // Samples at x = 300 pt, clear of the title and the buttons; the hairline is the bar's last half point.
        let x = 600, inBar = 160, hairline = 175
        let page = Color(rgb: 0x1E3A8A)
        for y in [inBar, hairline] {
            let pixel = atTop.pixel(x: x, y: y)
            XCTAssertEqual([pixel.red, pixel.green, pixel.blue], [page.red, page.green, page.blue], "at the top the page shows at row \(y)")
        }
        let bar = scrolled.pixel(x: x, y: inBar), line = scrolled.pixel(x: x, y: hairline)
        XCTAssertEqual([bar.red, bar.green, bar.blue], [0xF7, 0xF7, 0xF7], "the bar's background came in")
        XCTAssertEqual(Int(line.red), Int((247 * 0.82).rounded()), accuracy: 2, "the hairline: 18 % black over the bar")
        XCTAssertEqual(line.red, line.blue)
    }
}
