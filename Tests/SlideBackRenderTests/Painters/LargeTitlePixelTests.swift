import Foundation
import SlideBackCore
import SlideBackRender
import XCTest

/// Issue 15's pixel test "a large title collapsed after scrolling": at the top the title is large
/// under the bar and the bar has none; scrolled, the large one has gone and the bar shows the title.
final class LargeTitlePixelTests: XCTestCase {
    private static let scene: Scene = {
        let rows = (1...30).map { PageElement.row(ElementRow(title: "Row \($0)")) }
        var page = PageSpec(id: "settings", title: "Settings", content: .elements(rows, background: Color(rgb: 0xF2F2F7)),
                            bar: .opaque, barColor: Color(rgb: 0xF7F7F7))
        page.largeTitle = true
        return Scene(pages: [page])
    }()

    /// Dark pixels (the titles' ink) in `rect` (points, scale 1).
    private func ink(_ buffer: PixelBuffer, _ rect: Rect) -> Int {
        var count = 0
        for y in Int(rect.y)..<Int(rect.maxY) {
            for x in Int(rect.x)..<Int(rect.maxX) where buffer.pixel(x: x, y: y).red < 100 { count += 1 }
        }
        return count
    }

    func testALargeTitleCollapsedAfterScrolling() throws {
        let harness = try RenderHarness(scene: Self.scene)
        var navigator = Navigator(scene: Self.scene, style: .slideback)
        navigator.step(1.0 / 60)
        let layout = ScreenLayout(screen: RenderHarness.screen)
        let large = try XCTUnwrap(PageLayers(scene: Self.scene, layout: layout).largeTitle(of: navigator.top))
        let barTitle = Rect(x: 150, y: layout.barFrame.y, width: 114, height: layout.barFrame.height)
        let strip = Rect(x: 16, y: large.top, width: 200, height: LargeTitle.height)
        let atTop = try harness.render(navigator.frame())
        XCTAssertEqual(ink(atTop, barTitle), 0, "no title in the bar yet")
        XCTAssertGreaterThan(ink(atTop, strip), 400, "the large title's letters under the bar")

        navigator.handle(PointerEvent(.down, at: Point(x: 200, y: 800)))
        navigator.handle(PointerEvent(.move, at: Point(x: 200, y: 600)))
        navigator.step(0.2)
        navigator.handle(PointerEvent(.up, at: Point(x: 200, y: 600)))
        let collapsed = try harness.render(navigator.frame())
        XCTAssertGreaterThan(ink(collapsed, barTitle), 60, "the bar's own title")
        XCTAssertEqual(ink(collapsed, Rect(x: 16, y: layout.barFrame.y, width: 120, height: layout.barFrame.height)), 0,
                       "nothing of the large one shows in the bar")
        var rows = 0
        for y in Int(strip.y)..<Int(strip.maxY) where collapsed.pixel(x: 100, y: y) != atTop.pixel(x: 100, y: y) { rows += 1 }
        XCTAssertGreaterThan(rows, 10, "the strip shows other content now")
    }
}
