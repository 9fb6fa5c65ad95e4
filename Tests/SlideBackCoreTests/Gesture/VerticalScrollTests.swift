import Foundation
import XCTest
@testable import SlideBackCore

/// Issue 15: long pages of elements scroll vertically, by drag and by momentum after the lift, and
/// each page instance keeps its own offset through pushes, pops and cancelled swipes.
final class VerticalScrollTests: XCTestCase {
    /// Two long lists of 40 rows (far taller than the 896 pt screen), then a short page.
    static func scene(style extra: String = "") throws -> Scene {
        let rows = (1...40).map { ##"{"kind": "row", "title": "Row \##($0)"}"## }.joined(separator: ", ")
        let text = #"{"pages": [{"id": "list", "content": ["# + rows + #"]}, {"id": "detail", "content": ["# + rows
            + #"]}, {"id": "short", "content": [{"kind": "text", "text": "Hello"}]}]}"#
        return try Scene.parse(Data(text.utf8), file: "scene.json", baseDirectory: "/")
    }

    private func navigator(_ style: StyleName = .slideback, depth: Int = 0) throws -> Navigator {
        var navigator = Navigator(scene: try Self.scene(), style: style)
        for _ in 0..<depth {
            navigator.perform(.push)
            navigator.step(1)
        }
        return navigator
    }

    /// A finger from `start` straight up by `distance` points in `steps` moves, a frame apart, then lifted.
    private func flick(_ navigator: inout Navigator, from start: Point = Point(x: 200, y: 700), up distance: Double,
                       steps: Int = 6, lift: Bool = true) {
        navigator.down(start)
        for step in 1...steps {
            navigator.step(frameSeconds)
            navigator.move(Point(x: start.x, y: start.y - distance * Double(step) / Double(steps)))
        }
        if lift { navigator.up(Point(x: start.x, y: start.y - distance)) }
    }

    /// Where the text piece `text` is drawn, if it is.
    private func frame(of text: String, in navigator: Navigator) -> Rect? {
        navigator.frame().layers.first {
            if case .piece(.text(let shown, _, _, _)) = $0.content { return shown == text } else { return false }
        }?.frame
    }

    func testADragScrollsTheContentAndStopsAtBothEnds() throws {
        var navigator = try navigator()
        let top = try XCTUnwrap(frame(of: "Row 10", in: navigator))
        let travel = navigator.verticalTravel(of: navigator.top)
        XCTAssertGreaterThan(travel, 800, "40 rows of 44 pt are taller than the screen")
        XCTAssertEqual(navigator.verticalTravel(of: PageInstance(serial: 99, specIndex: 2)), 0, "a short page does not scroll")
        flick(&navigator, up: 300, lift: false)
        XCTAssertEqual(navigator.verticalScroll(of: navigator.top), 300, accuracy: 1e-9, "the content follows the finger")
        XCTAssertEqual(try XCTUnwrap(frame(of: "Row 10", in: navigator)).y, top.y - 300, accuracy: 1e-9)
        navigator.move(Point(x: 200, y: 700 - 5000))
        XCTAssertEqual(navigator.verticalScroll(of: navigator.top), travel, accuracy: 1e-9, "it stops at its end")
        XCTAssertNotNil(frame(of: "Row 40", in: navigator), "the last row is in sight")
        navigator.move(Point(x: 200, y: 700 + 5000))
        XCTAssertEqual(navigator.verticalScroll(of: navigator.top), 0, "and at its top")
        navigator.up(Point(x: 200, y: 700 + 5000))
        XCTAssertEqual(navigator.stack.count, 1, "a scroll is not a tap")
    }

    func testMomentumDecaysAtTheNormalDecelerationRateFrameByFrame() throws {
        var navigator = try navigator()
        flick(&navigator, up: 120)
        let released = try XCTUnwrap(navigator.verticalScrolls[navigator.top])
        XCTAssertGreaterThan(released.velocity, 500, "a quick flick leaves the content moving")
        XCTAssertTrue(navigator.isAnimating)
        XCTAssertFalse(navigator.isSettled, "a run waits for the content to come to rest")
        var offsets = [released.offset]
        var velocity = released.velocity
        while navigator.hasScrollMomentum, offsets.count < 1000 {
            navigator.step(frameSeconds)
            let now = try XCTUnwrap(navigator.verticalScrolls[navigator.top])
            if now.isMoving {
                let decay = pow(0.998, 1000.0 / 60)
                XCTAssertEqual(now.velocity, velocity * decay, accuracy: 1e-6, "the velocity keeps 0.998 per millisecond")
                // The distance of one frame is the decaying velocity integrated over it.
                XCTAssertEqual(now.offset - offsets[offsets.count - 1], velocity * (decay - 1) / (1000 * log(0.998)), accuracy: 1e-6)
            }
            velocity = now.velocity
            offsets.append(now.offset)
        }
        XCTAssertFalse(navigator.hasScrollMomentum, "it comes to rest")
        XCTAssertTrue(navigator.isSettled)
        XCTAssertEqual(offsets, offsets.sorted(), "it only ever moves on")
        XCTAssertGreaterThan(offsets.last! - released.offset, 100, "it coasts well past the lift")

        var replay = try self.navigator()
        flick(&replay, up: 120)
        replay.stepFrames(offsets.count - 1)
        XCTAssertEqual(replay.verticalScroll(of: replay.top), offsets.last!, "a replay lands on the same offset exactly")
    }

    func testMomentumStopsAtTheEndAndAPressCatchesIt() throws {
        var navigator = try navigator()
        flick(&navigator, up: 600, steps: 3)
        navigator.stepFrames(600)
        XCTAssertEqual(navigator.verticalScroll(of: navigator.top), navigator.verticalTravel(of: navigator.top), "clamped at the end")
        XCTAssertFalse(navigator.hasScrollMomentum)

        var caught = try self.navigator()
        flick(&caught, up: 120)
        caught.stepFrames(5)
        let held = caught.verticalScroll(of: caught.top)
        caught.down(Point(x: 200, y: 500))
        caught.stepFrames(30)
        XCTAssertEqual(caught.verticalScroll(of: caught.top), held, "a touch stops the content where it is")
        caught.up(Point(x: 200, y: 500))
    }

    func testEachPageKeepsItsOwnScrollThroughPushPopAndACancelledSwipe() throws {
        var navigator = try navigator()
        let root = navigator.top
        flick(&navigator, up: 200, lift: false)
        navigator.stepFrames(5)
        navigator.up(Point(x: 200, y: 500))
        XCTAssertEqual(navigator.verticalScroll(of: root), 200, accuracy: 1e-9)
        navigator.perform(.push)
        navigator.runUntilSettled()
        let detail = navigator.top
        XCTAssertEqual(navigator.verticalScroll(of: detail), 0, "a new page starts at its top")
        flick(&navigator, up: 90, lift: false)
        navigator.stepFrames(5)
        navigator.up(Point(x: 200, y: 610))
        XCTAssertEqual(navigator.verticalScroll(of: root), 200, accuracy: 1e-9, "the page underneath keeps its own")

        navigator.dragFromEdge(by: 60)
        XCTAssertNotNil(navigator.slide, "a back swipe from the edge works on a scrollable page")
        navigator.stepFrames(10)
        navigator.up(Point(x: edgeStart.x + 60, y: edgeStart.y))
        navigator.runUntilSettled()
        XCTAssertEqual(navigator.stack, [root, detail], "the swipe was cancelled")
        XCTAssertEqual(navigator.verticalScroll(of: detail), 90, accuracy: 1e-9, "the cancelled swipe left the scroll as it was")

        navigator.perform(.pop)
        navigator.runUntilSettled()
        XCTAssertEqual(navigator.verticalScroll(of: root), 200, accuracy: 1e-9, "the root comes back scrolled as it was left")
        navigator.perform(.push)
        navigator.runUntilSettled()
        XCTAssertEqual(navigator.verticalScroll(of: navigator.top), 0, "a page pushed again is a new instance, at its top")
    }

    func testAVerticalDragNeverStartsABackSwipe() throws {
        for style in [StyleName.slideback, .system, .snapshot, .weibo] {
            var navigator = try navigator(style, depth: 1)
            navigator.down(Point(x: 120, y: 600))
            navigator.move(Point(x: 122, y: 560))
            navigator.move(Point(x: 300, y: 540))
            navigator.move(Point(x: 400, y: 520))
            XCTAssertNil(navigator.slide, "\(style): the drag began vertically")
            XCTAssertEqual(navigator.verticalScroll(of: navigator.top), 80, accuracy: 1e-9, "\(style): it scrolls instead")
            navigator.up(Point(x: 400, y: 520))
            navigator.runUntilSettled()
            XCTAssertEqual(navigator.stack.count, 2)
            navigator.swipeFromEdge(releasingAt: 300)
            navigator.runUntilSettled()
            XCTAssertEqual(navigator.stack.count, 1, "\(style): an edge swipe still pops the scrollable page")
        }
    }

    func testAnEdgeStartThatDriftsWithinTheToleranceStillSwipesAndDoesNotScroll() throws {
        var navigator = try navigator(.slideback, depth: 1)
        navigator.down(Point(x: 5, y: 600))
        navigator.move(Point(x: 6, y: 590))
        XCTAssertEqual(navigator.verticalScroll(of: navigator.top), 0, "10 pt of drift is not yet a scroll")
        navigator.move(Point(x: 60, y: 588))
        XCTAssertNotNil(navigator.slide, "the horizontal-first rule still starts the swipe")
        XCTAssertEqual(navigator.verticalScroll(of: navigator.top), 0)
        navigator.move(Point(x: 80, y: 450))
        XCTAssertEqual(navigator.verticalScroll(of: navigator.top), 0, "a swipe never scrolls the page")
        navigator.up(Point(x: 80, y: 450))
    }

    func testASnapshotShowsThePageScrolledAsItWasWhenTaken() throws {
        var navigator = try navigator(.snapshot)
        flick(&navigator, up: 250, lift: false)
        navigator.stepFrames(5)
        navigator.up(Point(x: 200, y: 450))
        navigator.perform(.push)
        navigator.runUntilSettled()
        let entry = try XCTUnwrap(navigator.snapshots.entries.first { $0.key.page == navigator.stack[0] })
        XCTAssertEqual(entry.verticalScroll, 250, accuracy: 1e-9)
        let pages = PageLayers(scene: navigator.scene, layout: navigator.layout)
        let row = pages.picture(of: entry).first {
            if case .piece(.text("Row 10", _, _, _)) = $0.content { return true } else { return false }
        }
        let live = pages.layers(of: navigator.stack[0], depth: 0, dx: 0).first {
            if case .piece(.text("Row 10", _, _, _)) = $0.content { return true } else { return false }
        }
        XCTAssertEqual(try XCTUnwrap(row).frame.y, try XCTUnwrap(live).frame.y - 250, accuracy: 1e-9, "the picture is of the scrolled page")
    }
}
