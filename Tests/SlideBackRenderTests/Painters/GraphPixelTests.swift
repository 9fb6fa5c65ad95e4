import SlideBackCore
import SlideBackRender
import XCTest

/// The lab drawn: the completion line of a held swipe, the graph panel beside the phone and over
/// it, and `--plot`'s picture.
final class GraphPixelTests: XCTestCase {
    private func isYellow(_ pixel: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> Bool {
        pixel.red > 180 && pixel.green > 140 && pixel.blue < 70
    }

    /// A stage of the solid scene in ours, pushed, dragged 150 pt and held, with `keys` pressed.
    private func heldStage(_ keys: [Key]) -> Stage {
        var stage = Stage(session: Session(navigator: Navigator(scene: TestScenes.solid, style: .slideback), clock: PlaybackClock()))
        stage.apply(.push)
        for _ in 0..<40 { stage.advanceFrame() }
        for key in keys { stage.apply(.key(key)) }
        stage.apply(.down(Point(x: 2, y: 600), pointer: 0))
        stage.advanceFrame()
        for step in 1...15 {
            stage.apply(.move(Point(x: 2 + 10 * Double(step), y: 600), pointer: 0))
            stage.advanceFrame()
        }
        return stage
    }

    private func draw(_ stage: Stage, report: InspectorReport = InspectorReport()) throws -> PixelBuffer {
        let harness = try RenderHarness(scene: TestScenes.solid, screen: stage.window)
        let frames = stage.frames()
        try harness.compositor.draw(frames, in: stage.viewports, window: stage.window)
        harness.compositor.drawInspector(stage.inspector, report: report, frames: frames, in: stage.viewports, window: stage.window,
                                         graph: stage.graph)
        return try harness.renderer.readPixels()
    }

    func testTheHUDDrawsTheCompletionLineOfTheHeldSwipe() throws {
        let stage = heldStage([.h])
        var report = InspectorReport()
        report.thresholds = stage.sessions.map { $0.navigator.dragReadout(screen: stage.screen)?.thresholdX }
        XCTAssertEqual(report.thresholds, [207])
        let buffer = try draw(stage, report: report)
        XCTAssertTrue(isYellow(buffer.pixel(x: 206, y: 300)) || isYellow(buffer.pixel(x: 207, y: 300)), "a thin line at completeAt * W")
        XCTAssertFalse(isYellow(buffer.pixel(x: 203, y: 300)), "thin")
        let without = try draw(heldStage([]), report: report)
        XCTAssertFalse(isYellow(without.pixel(x: 207, y: 300)), "only with the HUD")
    }

    func testThePanelSitsBesideThePhoneOrOverIt() throws {
        let beside = heldStage([.g])
        XCTAssertEqual(beside.window.width, 414 + MotionGraph.panelWidth)
        let wide = try draw(beside)
        XCTAssertEqual(wide.width, Int(414 + MotionGraph.panelWidth))
        // The phone is untouched: the swiped page (Palette.secondBody) right of its edge at 150.
        let page = wide.pixel(x: 300, y: 300)
        XCTAssertEqual([page.red, page.green, page.blue], [Palette.secondBody.red, Palette.secondBody.green, Palette.secondBody.blue])
        // The panel is dark, with the yellow completion line across the value graph.
        let backing = wide.pixel(x: 414 + 30, y: 450)
        XCTAssertLessThan(Int(backing.red) + Int(backing.green) + Int(backing.blue), 90, "a dark panel")
        let column = (0..<896).map { wide.pixel(x: 414 + 300, y: $0) }
        XCTAssertTrue(column.contains(where: isYellow), "the completion line")
        XCTAssertTrue(column.contains { $0.red > 200 && $0.green > 100 && $0.green < 170 && $0.blue < 100 }, "the front page's orange trace")

        let over = try draw(heldStage([.g, .g]))
        XCTAssertEqual(over.width, 414, "over the phone: no wider")
        // The panel's place is above the band of badges at the bottom (PanelDock); the median of a
        // column across it is its backing, whatever lines cross the column.
        let dock = try XCTUnwrap(heldStage([.g, .g]).panelDock.graph)
        XCTAssertEqual(dock.maxY, 896 - PanelDock.bandHeight)
        let brightness = (Int(dock.y)..<Int(dock.maxY)).map { (y: Int) -> Int in
            let pixel = over.pixel(x: 300, y: y)
            return Int(pixel.red) + Int(pixel.green) + Int(pixel.blue)
        }.sorted()
        XCTAssertLessThan(brightness[brightness.count / 2],
                          Int(Palette.secondBody.red) + Int(Palette.secondBody.green) + Int(Palette.secondBody.blue), "the lower half darkened")
        let top = over.pixel(x: 300, y: 300)
        XCTAssertEqual([top.red, top.green, top.blue], [Palette.secondBody.red, Palette.secondBody.green, Palette.secondBody.blue])
    }

    func testThePlotIsTheWholeRunAtTwiceThePanelsPoints() throws {
        var stage = heldStage([])
        stage.graph = MotionGraph(seconds: 0.5, keepsEverything: true)
        for _ in 0..<120 { stage.advanceFrame() }
        let harness = try RenderHarness(scene: TestScenes.solid)
        let plot = try harness.compositor.plot(stage.graph.wholeRun)
        XCTAssertEqual([plot.width, plot.height], [1440, 1040])
        let lit = stride(from: 0, to: plot.width, by: 3).filter { x in (0..<plot.height).contains { y in
            let pixel = plot.pixel(x: x, y: y)
            return pixel.red > 200 && pixel.green > 100 && pixel.green < 170 && pixel.blue < 100
        } }
        XCTAssertGreaterThan(lit.count, 200, "the orange traces run across the picture")
    }

    func testTheOnionSkinMarksTheFrontEdgeAtTheLastFrames() throws {
        // Held at 150 pt after moves of 10 pt a frame: ghosts at 140, 130, ... 80; none further back.
        let skinned = try draw(heldStage([.k])), plain = try draw(heldStage([]))
        func ghosted(_ x: Int) -> Bool {
            let with = skinned.pixel(x: x, y: 600), without = plain.pixel(x: x, y: 600)
            return with.green > without.green && with.red < without.red
        }
        for edge in stride(from: 140, through: 80, by: -10) { XCTAssertTrue(ghosted(edge), "a ghost at \(edge)") }
        XCTAssertFalse(ghosted(55), "only the last eight frames")
        XCTAssertFalse(ghosted(125), "between the ghosts, the page as drawn")
    }
}
