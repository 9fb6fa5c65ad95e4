import SlideBackCore
import SlideBackRender
import XCTest

/// A bar picture must look exactly like the live bar it stands in for, transparent bars too: the
/// title's soft edges were once darkened twice (blended onto the cleared picture, then again when
/// the picture was drawn), leaving dark fringes round every letter over a photo.
final class BarPicturePixelTests: XCTestCase {
    func testATransparentBarPictureMatchesTheLiveBarPixelForPixel() throws {
        let scene = Scene(pages: [
            PageSpec(id: "root", title: "Root", content: .color(Color(rgb: 0x3366CC))),
            PageSpec(id: "photo", title: "Transparent Title", content: .color(Color(rgb: 0x8899AA)), bar: .transparent),
        ])
        let harness = try RenderHarness(scene: scene, scale: 2)
        var navigator = Navigator(scene: scene, style: .barSnapshot)
        navigator.pushAndSettle()
        let live = try harness.render(navigator.frame())
        // Held at offset 0 the page in front carries its bar picture exactly where the live bar was.
        navigator.handle(PointerEvent(.down, at: Point(x: 2, y: 600)))
        navigator.handle(PointerEvent(.move, at: Point(x: 12, y: 600)))
        navigator.handle(PointerEvent(.move, at: Point(x: 2, y: 600)))
        let frame = navigator.frame()
        XCTAssertTrue(frame.layers.contains { $0.content == .snapshot(SnapshotKey(page: navigator.top, kind: .bar)) },
                      "the bar picture is what is drawn")
        let pictured = try harness.render(frame)
        var worst = 0, differing = 0
        for y in 0..<(88 * 2) {
            for x in 0..<(414 * 2) {
                let a = live.pixel(x: x, y: y), b = pictured.pixel(x: x, y: y)
                let difference = [(a.red, b.red), (a.green, b.green), (a.blue, b.blue)].map { abs(Int($0) - Int($1)) }.max() ?? 0
                worst = max(worst, difference)
                if difference > 0 { differing += 1 }
            }
        }
        XCTAssertLessThanOrEqual(worst, 2, "\(differing) pixels of the bar differ, by up to \(worst)")
    }
}
