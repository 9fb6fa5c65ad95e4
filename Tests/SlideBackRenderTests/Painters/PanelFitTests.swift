import SlideBackCore
@testable import SlideBackRender
import XCTest

/// The inspection panels fit: at any window width of 320 points or more, at scale 1, the help,
/// the HUD and the overlay keep their text inside their panels and screens, in text at least
/// 12 px high, and the overlay draws what a page in front hides dashed and dim.
final class PanelFitTests: XCTestCase {
    private let sizes = [Size(width: 320, height: 568), Size(width: 320, height: 896), Size(width: 375, height: 667),
                         Size(width: 414, height: 896), Size(width: 700, height: 900)]

    private func painter(_ harness: RenderHarness) -> InspectorPainter {
        InspectorPainter(renderer: harness.renderer, text: TextCache(renderer: harness.renderer, fontPath: SDLFont.findDefaultFontPath()),
                         scale: PixelScale(factor: 1))
    }

    /// A report whose lines are as long as the HUD's get: a display line, a deep stack, a drag.
    private var longReport: InspectorReport {
        var report = InspectorReport()
        report.frameMilliseconds = Array(repeating: 9, count: 120)
        report.framesPerSecond = 144
        report.summariseFrameTimes()
        report.styles = ["predictive-back-shared", "react-navigation"]
        report.stackTitles = ["Home", "A long product title", "Reviews", "Photos", "Seller", "Shipping"]
        report.displaySummary = "renderer opengles2, vsync on, 143.86 Hz"
        report.lastRelease = ReleaseDecision(offset: 212, velocity: 1234, rule: .projected, completes: true)
        return report
    }

    /// Where the HUD goes in `window` when it is the only panel open.
    private func hudPlace(_ window: Size) throws -> Rect {
        var state = InspectorState()
        _ = state.press(.h)
        return try XCTUnwrap(PanelDock(window: window, phones: Rect(size: window), column: Rect(size: window), inspector: state, tunerRows: nil).hud)
    }

    private func assertInside(_ panel: InspectorPanel, window: Size, _ name: String, file: StaticString = #filePath, line: UInt = #line) {
        let frame = panel.frame
        XCTAssertTrue(frame.x >= 0 && frame.y >= 0 && frame.maxX <= window.width && frame.maxY <= window.height,
                      "\(name) at \(window): panel \(frame) leaves the window", file: file, line: line)
        XCTAssertFalse(panel.lines.isEmpty, name, file: file, line: line)
        for text in panel.lines {
            let bounds = text.bounds
            XCTAssertGreaterThanOrEqual(text.size, 12, "\(name): \"\(text.text)\" is under 12 px", file: file, line: line)
            XCTAssertTrue(bounds.x >= frame.x && bounds.maxX <= frame.maxX && bounds.y >= frame.y && bounds.maxY <= frame.maxY,
                          "\(name) at \(window): \"\(text.text)\" \(bounds) runs out of \(frame)", file: file, line: line)
        }
    }

    func testTheHelpAndTheHUDKeepEveryLineInsideTheirPanels() throws {
        for window in sizes {
            let harness = try RenderHarness(scene: TestScenes.solid, screen: window)
            let painter = painter(harness)
            let help = painter.helpPanel(window: window)
            assertInside(help, window: window, "help")
            // Keys and what they do never touch: each key line ends before the descriptions start.
            let keyLines = help.lines.filter { $0.color == Color(rgb: 0xFFB070) }
            let doesLeft = help.lines.filter { $0.color == .white && $0.text != "Keys" }.map(\.origin.x).min() ?? 0
            XCTAssertTrue(keyLines.allSatisfy { $0.bounds.maxX < doesLeft - 4 }, "at \(window) a key touches its description")
            if window.height >= 640 {
                XCTAssertEqual(keyLines.first?.text, "click / tap page", "every key is listed when the window is tall enough")
                XCTAssertTrue(help.lines.contains { $0.text == "quit" }, "at \(window) the last key is shown")
            }
            let hud = painter.hudPanel(longReport, in: try hudPlace(window))
            assertInside(hud.panel, window: window, "HUD")
            let graph = try XCTUnwrap(hud.graph, "at \(window) the HUD has room for its frame-time graph")
            XCTAssertTrue(graph.x >= hud.panel.frame.x && graph.maxX <= hud.panel.frame.maxX, "the graph inside the HUD")
            XCTAssertLessThanOrEqual(hud.panel.lines.map(\.bounds.maxY).max() ?? 0, graph.y, "text above the graph")
        }
    }

    func testWrappingKeepsEveryWordAndBreaksOnlyWhereItMust() {
        let measure = TextMeasure { text, _ in Double(text.count) * 10 }
        XCTAssertEqual(measure.wrap("one two three", size: 12, width: 80), ["one two", "three"])
        XCTAssertEqual(measure.wrap("abcdefghij", size: 12, width: 40), ["abcd", "efgh", "ij"])
        XCTAssertEqual(measure.wrap("fits", size: 12, width: 100), ["fits"])
        XCTAssertEqual(measure.wrap("", size: 12, width: 100), [""])
    }

    /// Drawn, the help changes no pixel outside its panel: its text really stays inside.
    func testTheDrawnHelpAndHUDChangeNothingOutsideTheirPanels() throws {
        let window = Size(width: 320, height: 640)
        let harness = try RenderHarness(scene: TestScenes.solid, screen: window)
        var navigator = Navigator(scene: TestScenes.solid, spec: .builtIn(.slideback))
        navigator.pushAndSettle(screen: window)
        let frame = navigator.frame(screen: window)
        func draw(_ state: InspectorState) throws -> PixelBuffer {
            try harness.compositor.draw([frame], in: [Rect(size: window)], window: window)
            harness.compositor.drawInspector(state, report: longReport, frames: [frame], in: [Rect(size: window)], window: window)
            return try harness.renderer.readPixels()
        }
        let plain = try draw(InspectorState())
        let painter = painter(harness)
        for (key, panel) in [(Key.question, painter.helpPanel(window: window).frame), (.h, painter.hudPanel(longReport, in: try hudPlace(window)).panel.frame)] {
            var state = InspectorState()
            _ = state.press(key)
            let shown = try draw(state)
            var inside = 0
            for y in 0..<Int(window.height) {
                for x in 0..<Int(window.width) where shown.pixel(x: x, y: y) != plain.pixel(x: x, y: y) {
                    XCTAssertTrue(panel.contains(Point(x: Double(x) + 0.5, y: Double(y) + 0.5)), "\(key): pixel (\(x), \(y)) outside \(panel)")
                    inside += 1
                }
            }
            XCTAssertGreaterThan(inside, 1000, "\(key): the panel is drawn")
        }
    }

    func testOverlayLabelsEndInsideTheirScreen() {
        // A label proposed near the right edge moves left to end 4 px inside; one that fits stays.
        XCTAssertEqual(InspectorPainter.labelLeft(300, width: 150, screen: 0...320), 166)
        XCTAssertEqual(InspectorPainter.labelLeft(20, width: 150, screen: 0...320), 20)
        // In compare mode the second screen's labels stay in the second screen.
        XCTAssertEqual(InspectorPainter.labelLeft(330, width: 150, screen: 320...640), 330)
        XCTAssertEqual(InspectorPainter.labelLeft(620, width: 150, screen: 320...640), 486)
        XCTAssertEqual(InspectorPainter.labelLeft(100, width: 400, screen: 320...640), 324, "never past the left edge")
    }

    /// The page underneath, mid-swipe: where the front page covers it, its outline is dashed and
    /// dim, not drawn in full colour over the front page.
    func testHiddenOutlinesAreDashedAndDim() throws {
        let harness = try RenderHarness(scene: TestScenes.solid)
        var navigator = Navigator(scene: TestScenes.solid, style: .snapshot)
        navigator.pushAndSettle()
        navigator.edgeDrag(by: 100)
        let frame = navigator.frame()
        let layers = frame.layers
        // The solid scene's pages are opaque colour: pictures and live bodies hide what is under them.
        let coverage = OverlayCoverage(frame: frame) { $0.alpha >= 1 && ["live page", "page snapshot"].contains($0.kindName) }
        let underneath = try XCTUnwrap(layers.firstIndex { $0.kindName == "page snapshot" })
        let hidden = coverage.hidden[underneath]
        XCTAssertFalse(hidden.isEmpty, "the front page hides part of the picture underneath")
        XCTAssertEqual(hidden.first?.lowerBound ?? 0, 100, accuracy: 0.01)
        var state = InspectorState()
        _ = state.press(.o)
        let screen = RenderHarness.screen
        try harness.compositor.draw([frame], in: [Rect(size: screen)], window: screen)
        harness.compositor.drawInspector(state, report: InspectorReport(), frames: [frame], in: [Rect(size: screen)], window: screen)
        let drawn = try harness.renderer.readPixels()
        // The underneath picture's right edge lies under the front page: along it, dashes (some rows
        // changed, some not) of a dimmed colour, never the solid orange of a visible snapshot outline.
        let edge = Int(layers[underneath].frame.maxX) - 1
        let orange = Color4(red: 255, green: 150, blue: 0, alpha: 255)
        var solid = 0
        for y in 300..<600 {
            let pixel = drawn.pixel(x: edge, y: y)
            if pixel.red == orange.red, pixel.green == orange.green, pixel.blue == orange.blue { solid += 1 }
        }
        XCTAssertEqual(solid, 0, "no full-colour outline over the front page")
    }
}
