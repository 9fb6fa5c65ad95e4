import SlideBackCore
import SlideBackPixelComparison
import SlideBackRender
import XCTest

/// The panels drawn: each alone, in the place it has with all open, changes pixels only there
/// (the overlay's labels only in their rows), and all together each place shows what that panel
/// alone drew there, so no panel covers another's text; at 320 x 480 and at 414 x 896.
final class PanelDockPixelTests: XCTestCase {
    private enum Panel: CaseIterable { case hud, tuner, graph, strip }

    /// A stage of the solid scene, pushed, with every panel open (`p` pauses: the strip).
    private func allOpen(_ window: Size) -> Stage {
        var stage = Stage(session: Session(navigator: Navigator(scene: TestScenes.solid, style: .slideback), clock: PlaybackClock()))
        stage.resize(to: window)
        stage.apply(.push)
        for _ in 0..<40 { stage.advanceFrame() }
        for key: Key in [.h, .o, .t, .g, .g, .p] { stage.apply(.key(key)) }
        stage.advanceFrame()
        return stage
    }

    /// The stage's frames with the panels of `shown` drawn, each in the place the stage gives it.
    private func draw(_ stage: Stage, _ shown: Set<Panel>, overlay: Bool = false) throws -> PixelBuffer {
        let harness = try RenderHarness(scene: TestScenes.solid, screen: stage.window)
        var report = InspectorReport()
        report.styles = ["slideback"]
        report.stackTitles = ["Home", "Second"]
        report.frameMilliseconds = Array(repeating: 9, count: 120)
        report.summariseFrameTimes()
        // The badge ("paused") is in the band in every picture: the HUD's text says the speed too.
        report.speed = stage.clock.badge
        var state = InspectorState()
        state.showsHUD = shown.contains(.hud)
        state.graph = shown.contains(.graph) ? .over : .off
        state.showsOverlay = overlay
        let frames = stage.frames()
        try harness.compositor.draw(frames, in: stage.viewports, window: stage.window)
        harness.compositor.drawInspector(state, report: report, frames: frames, in: stage.viewports, window: stage.window, graph: stage.graph,
                                         timeline: shown.contains(.strip) ? stage.timelineStripState : nil,
                                         tuner: shown.contains(.tuner) ? stage.tunerView : nil, dock: stage.panelDock)
        return try harness.renderer.readPixels()
    }

    private func contains(_ rect: Rect, _ x: Int, _ y: Int) -> Bool {
        Double(x) + 0.5 >= rect.x && Double(x) + 0.5 <= rect.maxX && Double(y) + 0.5 >= rect.y && Double(y) + 0.5 <= rect.maxY
    }

    func testEachPanelDrawsInItsPlaceAndTogetherNoneCoversAnother() throws {
        for window in [Size(width: 320, height: 480), Size(width: 414, height: 896)] {
            let stage = allOpen(window)
            let plain = try draw(stage, [])
            let all = try draw(stage, Set(Panel.allCases))
            let dock = stage.panelDock
            let band = Rect(x: 0, y: window.height - PanelDock.bandHeight, width: window.width, height: PanelDock.bandHeight)
            let places: [Panel: Rect?] = [.hud: dock.hud, .tuner: dock.tuner, .graph: dock.graph, .strip: band]
            for panel in Panel.allCases {
                let place = try XCTUnwrap(places[panel] ?? nil, "\(panel) has a place at \(window) with all open")
                let alone = try draw(stage, [panel])
                let footprint = PixelComparison.changedPixels(plain, alone)
                XCTAssertGreaterThan(footprint.count, 500, "\(panel) is drawn at \(window)")
                let outside = footprint.filter { !contains(place, $0.x, $0.y) }
                XCTAssertTrue(outside.isEmpty, "\(panel) at \(window) draws \(outside.count) pixels outside \(place), first \(outside.first.map { "\($0)" } ?? "")")
                // All open, its place shows what it drew alone: nothing else was drawn over it.
                let covered = footprint.filter { all.pixel(x: $0.x, y: $0.y) != alone.pixel(x: $0.x, y: $0.y) }
                XCTAssertTrue(covered.isEmpty, "\(panel) at \(window): \(covered.count) of its pixels are covered with all open")
            }
        }
    }

    /// The overlay's labels are solid blocks of backing and text; its outlines are lines 2 px wide.
    /// Outside the rows its place gives it, it changes no 6 x 6 block whole: no label lies there.
    func testTheOverlaysLabelsStayInTheirRows() throws {
        for window in [Size(width: 320, height: 480), Size(width: 414, height: 896)] {
            let stage = allOpen(window)
            let rows = try XCTUnwrap(stage.panelDock.overlay)
            let all = Set(Panel.allCases)
            let plain = try draw(stage, all)
            let drawn = try draw(stage, all, overlay: true)
            var isChanged = [[Bool]](repeating: [Bool](repeating: false, count: drawn.width), count: drawn.height)
            for point in PixelComparison.changedPixels(plain, drawn) { isChanged[point.y][point.x] = true }
            var inRows = 0
            search: for y in 0..<(drawn.height - 6) {
                for x in 0..<(drawn.width - 6) where isChanged[y][x] {
                    guard (y..<(y + 6)).allSatisfy({ row in (x..<(x + 6)).allSatisfy { isChanged[row][$0] } }) else { continue }
                    let inside = Double(y) >= rows.y - 1 && Double(y + 6) <= rows.maxY + 1
                    XCTAssertTrue(inside, "a label's block at (\(x), \(y)) outside the overlay's rows \(rows) at \(window)")
                    guard inside else { break search }
                    inRows += 1
                }
            }
            XCTAssertGreaterThan(inRows, 100, "the labels are drawn at \(window)")
        }
    }
}
