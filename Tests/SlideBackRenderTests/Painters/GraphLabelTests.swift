import SlideBackCore
@testable import SlideBackRender
import XCTest

/// The plot's and the graph panel's labels never overlap: markers at the same moment take rows
/// down their line, close threshold labels stand side by side, and the same label is drawn once.
final class GraphLabelTests: XCTestCase {
    func testALayoutPlacesEachLabelClearOfTheOthersOrNotAtAll() {
        let layout = LabelLayout(gap: 2)
        let first = layout.place("settled", Rect(x: 100, y: 10, width: 40, height: 14), step: Point(x: 0, y: 16), tries: 3)
        XCTAssertEqual(first, Rect(x: 100, y: 10, width: 40, height: 14))
        let second = layout.place("press", Rect(x: 110, y: 10, width: 30, height: 14), step: Point(x: 0, y: 16), tries: 3)
        XCTAssertEqual(second, Rect(x: 110, y: 26, width: 30, height: 14), "one row down")
        XCTAssertNil(layout.place("settled", Rect(x: 101, y: 10, width: 40, height: 14), step: Point(x: 0, y: 16), tries: 3),
                     "the same label at the same place is drawn once")
        _ = layout.place("a", Rect(x: 100, y: 42, width: 40, height: 14))
        XCTAssertNil(layout.place("release", Rect(x: 100, y: 10, width: 40, height: 14), step: Point(x: 0, y: 16), tries: 3),
                     "every row taken: left out rather than drawn over another")
        XCTAssertEqual(layout.place("far", Rect(x: 300, y: 10, width: 40, height: 14)), Rect(x: 300, y: 10, width: 40, height: 14))
        for (index, a) in layout.placed.enumerated() {
            for b in layout.placed[(index + 1)...] { XCTAssertFalse(layout.overlaps(a.frame, b.frame), "\(a) and \(b)") }
        }
    }

    func testAComparedRunsPlotHasNoLabelOverAnother() throws {
        // Two styles, one finger: both screens press, release and settle on the same frames.
        var stage = Stage(session: Session(navigator: Navigator(scene: TestScenes.solid, style: .slideback), clock: PlaybackClock()),
                          comparing: StyleSpec.builtIns.filter { ["cupertino", "system"].contains($0.name) })
        stage.graph = MotionGraph(seconds: 3, keepsEverything: true)
        stage.apply(.push)
        for _ in 0..<40 { stage.advanceFrame() }
        for round in 0..<3 {
            stage.apply(.down(Point(x: 2, y: 600), pointer: 0))
            stage.advanceFrame()
            for step in 1...(8 + round * 6) {
                stage.apply(.move(Point(x: 2 + 12 * Double(step), y: 600), pointer: 0))
                stage.advanceFrame()
            }
            stage.apply(.up(Point(x: 2 + 12 * Double(8 + round * 6), y: 600), pointer: 0))
            for _ in 0..<50 { stage.advanceFrame() }
            stage.apply(.push)
            for _ in 0..<40 { stage.advanceFrame() }
        }
        let harness = try RenderHarness(scene: TestScenes.solid)
        let painter = GraphPainter(renderer: harness.renderer, text: harness.compositor.text, scale: PixelScale(factor: 1))
        let layout = painter.draw(stage.graph.wholeRun, in: Rect(x: 0, y: 0, width: 720, height: 520))
        let texts = layout.placed.map(\.text)
        XCTAssertTrue(texts.contains("settled") && texts.contains("press"), "\(texts)")
        XCTAssertTrue(texts.contains { $0.hasPrefix("complete ") } && texts.contains { $0.hasPrefix("fling ") }, "\(texts)")
        for (index, a) in layout.placed.enumerated() {
            for b in layout.placed[(index + 1)...] {
                XCTAssertFalse(layout.overlaps(a.frame, b.frame), "\"\(a.text)\" \(a.frame) and \"\(b.text)\" \(b.frame) overlap")
            }
        }
    }
}
