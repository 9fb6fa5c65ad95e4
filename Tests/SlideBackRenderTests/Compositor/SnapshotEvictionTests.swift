import SlideBackCore
import SlideBackRender
import XCTest

/// The snapshot memory budget: beyond it the least recently needed pictures are evicted, and an
/// evicted picture is painted again from its page before the frame that shows it, so the picture
/// revealed is always the right page, never a blank.
final class SnapshotEvictionTests: XCTestCase {
    /// Body colours of the pages, all different, so a picture tells which page it shows.
    static let bodies: [Color] = [0x3366CC, 0xCC3333, 0x22AA55, 0xAA22AA, 0xEE9922, 0x118899].map { Color(rgb: $0) }

    /// A root and five pushed pages of solid, distinct colours: a stack cycles through the five.
    static let scene = Scene(pages: bodies.enumerated().map { index, body in
        PageSpec(id: "page\(index)", title: "Page \(index)", content: .color(body), bar: .opaque, barColor: Color(rgb: 0xF7F7F7))
    })

    /// Room for five whole-screen pictures at 414 x 896 pixels (1.4 MiB each), far fewer than 200.
    let budget = 8 << 20
    let width = RenderHarness.screen.width

    func testTwoHundredPushesAndPopsStayWithinTheBudgetAndRevealTheRightPages() throws {
        let harness = try RenderHarness(scene: Self.scene)
        harness.compositor.snapshotBudgetBytes = budget
        var navigator = Navigator(scene: Self.scene, style: .snapshot)
        _ = try harness.render(navigator.frame())
        for _ in 1..<200 {
            navigator.perform(.push)
            try drawAndCheckMemory(navigator.frame(), harness)
            navigator.step(0.5)
            try drawAndCheckMemory(navigator.frame(), harness)
        }
        XCTAssertEqual(navigator.stack.count, 200)
        XCTAssertEqual(navigator.snapshots.entries.count, 199, "the store lists a picture of every page below the top")
        XCTAssertGreaterThan(harness.compositor.snapshotEvictions, 150, "the budget holds a handful of pictures, not 199")

        var popped = 0
        while navigator.stack.count > 1 {
            let destination = navigator.stack[navigator.stack.count - 2]
            navigator.perform(.pop)
            // Half-way through the pop (eased progress 0.5) the destination's picture fills the left half.
            navigator.step(0.2)
            let frame = navigator.frame()
            XCTAssertTrue(frame.layers.contains { $0.content == .snapshot(SnapshotKey(page: destination, kind: .screen)) },
                          "a pop shows the destination's stored picture")
            let pixels = try drawAndCheckMemory(frame, harness)
            let expected = RGB(Self.bodies[destination.specIndex])
            assertPixel(pixels, x: width / 4, y: 600, expected, "picture of \(destination) revealed by pop \(popped + 1)")
            navigator.step(0.3)
            let rest = try drawAndCheckMemory(navigator.frame(), harness)
            assertPixel(rest, x: width / 2, y: 600, expected, "\(destination) live after pop \(popped + 1)")
            popped += 1
        }
        XCTAssertEqual(popped, 199)
        XCTAssertGreaterThan(harness.compositor.snapshotRepaints, 150, "evicted pictures were painted again to be shown")
        XCTAssertEqual(harness.compositor.snapshotFramesOverBudget, 0, "two pictures at a time fit in the budget")
        XCTAssertLessThanOrEqual(harness.compositor.snapshotBytesPeak, budget)
    }

    func testPicturesShownAreKeptEvenBeyondTheBudget() throws {
        // A budget of nothing: the frame still needs the picture under the drag, so it is painted,
        // and the frame is counted as over budget rather than drawn blank.
        let harness = try RenderHarness(scene: Self.scene)
        harness.compositor.snapshotBudgetBytes = 0
        var navigator = Navigator(scene: Self.scene, style: .snapshot)
        navigator.pushAndSettle()
        navigator.pushAndSettle()
        _ = try harness.render(navigator.frame())
        navigator.edgeDrag(by: width)
        let pixels = try harness.render(navigator.frame())
        // Dragged all the way: the picture sits at (W - W) * 0.6 = 0 under a cover of opacity 0.
        assertPixel(pixels, x: width / 2, y: 600, RGB(Self.bodies[1]), "the picture of the page below the top")
        XCTAssertEqual(harness.compositor.snapshotTextureCount, 1, "only the picture shown is kept")
        XCTAssertGreaterThan(harness.compositor.snapshotFramesOverBudget, 0)
    }

    func testAnEvictedPictureIsPaintedAgainWhenADragRevealsIt() throws {
        // Weibo's pictures are taken when a page appears and kept while it is on the stack; deep
        // in a stack the early ones are evicted, and a drag after a pop back must bring one back.
        let harness = try RenderHarness(scene: Self.scene)
        harness.compositor.snapshotBudgetBytes = budget
        var navigator = Navigator(scene: Self.scene, style: .weibo)
        for _ in 0..<12 {
            navigator.pushAndSettle()
            _ = try harness.render(navigator.frame())
        }
        navigator.perform(.popTo(index: 2))
        navigator.step(0.5)
        _ = try harness.render(navigator.frame())
        let below = navigator.stack[1]
        let entry = try XCTUnwrap(navigator.snapshots.entries.first { $0.key == SnapshotKey(page: below, kind: .screen) })
        XCTAssertLessThan(entry.capturedAt, navigator.time - 5, "the picture was taken long before now")
        navigator.handle(PointerEvent(.down, at: Point(x: 100, y: 600)))
        navigator.handle(PointerEvent(.move, at: Point(x: 100 + width, y: 600)))
        let frame = navigator.frame()
        XCTAssertTrue(frame.layers.contains { $0.content == .snapshot(entry.key) }, "the drag shows the picture below")
        let repaintsBefore = harness.compositor.snapshotRepaints
        let pixels = try harness.render(frame)
        XCTAssertGreaterThan(harness.compositor.snapshotRepaints, repaintsBefore, "the picture had been evicted")
        // Under Weibo's fixed black cover of 0.5.
        assertPixel(pixels, x: width / 4, y: 600, RGB(Self.bodies[below.specIndex]).dimmed(by: 0.5), tolerance: 3,
                    "the repainted picture of \(below)")
    }

    /// Draws a frame, checks the snapshot memory is within the budget, and returns the pixels.
    @discardableResult
    private func drawAndCheckMemory(_ frame: Frame, _ harness: RenderHarness, file: StaticString = #filePath,
                                    line: UInt = #line) throws -> PixelBuffer {
        let pixels = try harness.render(frame)
        XCTAssertLessThanOrEqual(harness.compositor.snapshotBytes, budget, "snapshot memory over the budget", file: file, line: line)
        return pixels
    }
}
