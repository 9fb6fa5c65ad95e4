import SlideBackCore
import SlideBackRender
import XCTest

/// The inspection tools draw over the frame, where the README and docs/reference.md say, and only when asked.
final class InspectorPixelTests: XCTestCase {
    private let window = Size(width: 414, height: 896)

    private func draw(_ state: InspectorState, report: InspectorReport = InspectorReport()) throws -> PixelBuffer {
        let harness = try RenderHarness(scene: TestScenes.solid)
        var navigator = Navigator(scene: TestScenes.solid, style: .snapshot)
        navigator.pushAndSettle()
        navigator.edgeDrag(by: 200)
        let frame = navigator.frame()
        let viewports = [Rect(size: window)]
        try harness.compositor.draw([frame], in: viewports, window: window)
        harness.compositor.drawInspector(state, report: report, frames: [frame], in: viewports, window: window)
        return try harness.renderer.readPixels()
    }

    private func luminance(_ buffer: PixelBuffer, _ x: Int, _ y: Int) -> Int {
        let pixel = buffer.pixel(x: x, y: y)
        return Int(pixel.red) + Int(pixel.green) + Int(pixel.blue)
    }

    func testNothingIsDrawnUntilAskedFor() throws {
        let plain = try draw(InspectorState())
        // Under where the HUD, the help and the overlay's first label would be: the red page as is.
        for (x, y) in [(250, 750), (300, 200), (210, 99)] {
            let pixel = plain.pixel(x: x, y: y)
            XCTAssertEqual([Int(pixel.red), Int(pixel.green), Int(pixel.blue)], [0xCC, 0x33, 0x33], "(\(x), \(y))")
        }
    }

    func testTheHUDPanelSitsAtTheBottomLeftWithTheFrameBudgetLine() throws {
        var state = InspectorState()
        _ = state.press(.h)
        var report = InspectorReport()
        report.frameMilliseconds = Array(repeating: 5, count: 120)
        let hud = try draw(state, report: report)
        let plain = try draw(InspectorState())
        XCTAssertLessThan(luminance(hud, 250, 720), luminance(plain, 250, 720) / 2, "a dark panel over the page")
        // The 16.7 ms line is yellow (FFD200) across the graph.
        var yellow = false
        for y in 600..<800 {
            let pixel = hud.pixel(x: 150, y: y)
            if pixel.red > 240, pixel.green > 190, pixel.blue < 40 { yellow = true }
        }
        XCTAssertTrue(yellow, "the budget line")
    }

    func testTheOverlayOutlinesTheLivePageAtItsOffset() throws {
        var state = InspectorState()
        _ = state.press(.o)
        let overlay = try draw(state)
        // The live page was dragged to x = 200: its outline is green (3CDC5A) down its left edge.
        let pixel = overlay.pixel(x: 200, y: 500)
        XCTAssertEqual([Int(pixel.red), Int(pixel.green), Int(pixel.blue)], [0x3C, 0xDC, 0x5A], "the live page's outline")
        // The cover spans the screen: its outline (5096FF) runs down the left edge.
        let cover = overlay.pixel(x: 1, y: 500)
        XCTAssertEqual([Int(cover.red), Int(cover.green), Int(cover.blue)], [0x50, 0x96, 0xFF], "the cover's outline")
    }

    func testTheSpeedBadgeShowsWhenNotRealTime() throws {
        var report = InspectorReport()
        report.speed = "0.25x"
        let badged = try draw(InspectorState(), report: report)
        let plain = try draw(InspectorState())
        var changed = 0
        for y in 800..<896 { for x in 150..<264 where badged.pixel(x: x, y: y) != plain.pixel(x: x, y: y) { changed += 1 } }
        XCTAssertGreaterThan(changed, 200, "a badge near the bottom centre")
    }

    func testTheHintLineSitsAtTheBottomAcrossTheScreen() throws {
        var state = InspectorState()
        state.showsHints = true
        let hinted = try draw(state)
        let plain = try draw(InspectorState())
        var changed = 0, left = Int.max, right = 0
        for y in 840..<896 {
            for x in 0..<414 where hinted.pixel(x: x, y: y) != plain.pixel(x: x, y: y) {
                changed += 1
                left = min(left, x)
                right = max(right, x)
            }
        }
        XCTAssertGreaterThan(changed, 2000, "a line in the bottom 56 points")
        XCTAssertGreaterThan(right - left, 250, "as wide as its five keys")
        XCTAssertTrue(left > 0 && right < 413, "not cut at the screen's edges: \(left)...\(right)")
    }
}
