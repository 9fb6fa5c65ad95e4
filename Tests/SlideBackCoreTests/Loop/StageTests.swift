import Foundation
import XCTest
@testable import SlideBackCore

/// Compare mode: two to four screens side by side at full size, driven by the same input.
final class StageTests: XCTestCase {
    private func stage(compare: StyleName? = .system, depth: Int = 1) -> Stage {
        let session = Session(navigator: Fixture.navigator(depth: depth), clock: PlaybackClock())
        return Stage(session: session, compareWith: compare)
    }

    func testOneScreenFillsTheWindow() {
        let single = stage(compare: nil)
        XCTAssertFalse(single.isComparing)
        XCTAssertEqual(single.viewports, [Rect(x: 0, y: 0, width: 414, height: 896)])
    }

    func testComparedScreensAreFullSizeSideBySideAndWidenTheWindow() {
        let pair = stage()
        XCTAssertTrue(pair.isComparing)
        XCTAssertEqual(pair.window, Size(width: 828, height: 896), "two phones, each at full size")
        XCTAssertEqual(pair.viewports, [Rect(x: 0, y: 0, width: 414, height: 896), Rect(x: 414, y: 0, width: 414, height: 896)])
        XCTAssertEqual(pair.frames().map(\.style), [.snapshot, .system])
        let session = Session(navigator: Fixture.navigator(depth: 1), clock: PlaybackClock())
        let four = Stage(session: session, comparing: [.builtIn(.system), .builtIn(.weibo), .builtIn(.slideback)])
        XCTAssertEqual(four.window, Size(width: 4 * 414, height: 896))
        XCTAssertEqual(four.viewports.map(\.x), [0, 414, 828, 1242])
        XCTAssertEqual(four.frames().map(\.style), [.snapshot, .system, .weibo, .slideback])
        XCTAssertEqual(Stage(session: session, comparing: Array(repeating: .builtIn(.system), count: 4)).sessions.count, 1,
                       "at most four screens")
    }

    func testADragOnAnyScreenDrivesEveryScreenInItsOwnPoints() {
        let session = Session(navigator: Fixture.navigator(depth: 1), clock: PlaybackClock())
        for left in [0.0, 414, 828] {
            var three = Stage(session: session, comparing: [.builtIn(.system), .builtIn(.slideback)])
            // 5 points from a screen's left edge: inside the edge strip.
            three.apply(.down(Point(x: left + 5, y: 400), pointer: 0))
            three.apply(.move(Point(x: left + 5 + 100, y: 400), pointer: 0))
            for session in three.sessions {
                XCTAssertEqual(session.navigator.heldSwipeOffset, 100,
                               "screen at \(left): 100 window points are 100 screen points")
            }
        }
    }

    func testADragKeepsToTheScreenItStartedOnWhenItCrossesOver() {
        var pair = stage()
        pair.apply(.down(Point(x: 5, y: 500), pointer: 0))
        pair.apply(.move(Point(x: 600, y: 500), pointer: 0))
        // Measured from the left screen: 595, clamped to the 414 pt width.
        XCTAssertEqual(pair.sessions[0].navigator.heldSwipeOffset, 414)
    }

    func testKeysGoToBothScreensAndNumbersToTheLeftOnly() {
        var pair = stage(depth: 0)
        pair.apply(.key(.right))
        XCTAssertEqual(pair.sessions.map { $0.navigator.stack.count }, [2, 2])
        for _ in 0..<60 { pair.advanceFrame() }
        pair.apply(.key(.three))
        XCTAssertEqual(pair.frames().map(\.style), [.weibo, .system])
    }

    func testCTogglesCompareModeWithTheBaseline() {
        var single = stage(compare: nil)
        single.apply(.key(.c))
        XCTAssertEqual(single.frames().map(\.style), [.snapshot, .system])
        XCTAssertEqual(single.window, Size(width: 828, height: 896), "the window widens for the second phone")
        XCTAssertEqual(single.sessions[1].navigator.stack, single.sessions[0].navigator.stack, "the copy shows the same stack")
        single.apply(.key(.c))
        XCTAssertFalse(single.isComparing)
        XCTAssertEqual(single.window, Size(width: 414, height: 896), "and narrows again")
        XCTAssertEqual(Stage.partner(of: .system), .slideback)
    }

    func testCBringsBackTheScreensItPutAway() {
        let session = Session(navigator: Fixture.navigator(depth: 1), clock: PlaybackClock())
        var four = Stage(session: session, comparing: [.builtIn(.system), .builtIn(.weibo), .builtIn(.slideback)])
        four.apply(.key(.c))
        XCTAssertFalse(four.isComparing)
        four.apply(.key(.c))
        XCTAssertEqual(four.frames().map(\.style), [.snapshot, .system, .weibo, .slideback], "the four, not the baseline pair")
        XCTAssertEqual(four.window, Size(width: 4 * 414, height: 896))
        // A left screen now in one of the kept styles is not shown twice.
        four.apply(.key(.c))
        four.apply(.key(.one))
        four.apply(.key(.c))
        XCTAssertEqual(four.frames().map(\.style), [.system, .weibo, .slideback])
        // With nothing else kept, C falls back to the baseline.
        var pair = stage()
        pair.apply(.key(.c))
        pair.apply(.key(.one))
        pair.apply(.key(.c))
        XCTAssertEqual(pair.frames().map(\.style), [.system, .slideback])
    }

    func testTheHintLineGoesAtTheFirstKey() {
        var single = stage(compare: nil)
        single.inspector.showsHints = true
        single.apply(.down(Point(x: 200, y: 400), pointer: 0))
        single.apply(.up(Point(x: 200, y: 400), pointer: 0))
        single.advanceFrame()
        XCTAssertTrue(single.inspector.showsHints, "a tap is not a key")
        single.apply(.key(.s))
        XCTAssertFalse(single.inspector.showsHints)
        XCTAssertFalse(single.inspector.showsHUD, "the key still does its own work only")
        XCTAssertTrue(single.clock.isSlowMotion)
    }

    func testCompareModeWaitsForTheTransitionToEnd() {
        var single = stage(compare: nil)
        single.apply(.key(.right))
        single.apply(.key(.c))
        XCTAssertFalse(single.isComparing, "no copy is made in the middle of a push")
    }
}

/// Window changes: every screen is laid out again, nothing is left half-done.
final class ResizeTests: XCTestCase {
    func testResizingLaysEveryScreenOutAgain() {
        var stage = Stage(session: Session(navigator: Fixture.navigator(depth: 1), clock: PlaybackClock()), compareWith: .system)
        stage.resize(to: Size(width: 800, height: 600))
        XCTAssertEqual(stage.window, Size(width: 800, height: 600))
        XCTAssertEqual(stage.screen, Size(width: 400, height: 600), "each screen takes its share of the width")
        XCTAssertEqual(stage.frames().map(\.screen), [Size(width: 400, height: 600), Size(width: 400, height: 600)])
        XCTAssertEqual(stage.viewports[1], Rect(x: 400, y: 0, width: 400, height: 600))
        for frame in stage.frames() {
            let bodies = frame.layers.filter { if case .pageBody = $0.content { return true } else { return false } }
            XCTAssertEqual(bodies.first?.frame, Rect(x: 0, y: 0, width: 400, height: 600), "the page fills the new screen")
        }
    }

    func testTinyAndAbsurdSizesAreClamped() {
        var stage = Stage(session: Session(navigator: Fixture.navigator(depth: 1), clock: PlaybackClock()))
        stage.resize(to: Size(width: 0, height: -5))
        XCTAssertEqual(stage.window, Size(width: 1, height: 1))
        stage.resize(to: Size(width: .infinity, height: 1e12))
        XCTAssertEqual(stage.window, Size(width: 1, height: 100_000))
        _ = stage.frames()
    }

    func testADragIsLetGoAndASettleLandsOnResize() {
        var navigator = Fixture.navigator(depth: 1)
        navigator.dragFromEdge(by: 300)
        navigator.screenDidResize(from: ScreenLayout.phone)
        XCTAssertNil(navigator.slide, "released by the rule and landed")
        XCTAssertEqual(navigator.stack.count, 1, "300 pt is beyond the snapshot style's 40 pt")
        XCTAssertEqual(Set(navigator.snapshots.keys), Set(navigator.expectedSnapshotKeys))
    }

    func testThePushAnimatorGoesOnFromTheSameFraction() {
        var navigator = Fixture.navigator(depth: 0)
        navigator.perform(.push)
        navigator.stepFrames(12)
        let before = navigator.slide
        navigator.screenDidResize(from: ScreenLayout.phone)
        XCTAssertEqual(navigator.slide, before, "progress is a fraction: nothing jumps")
        navigator.runUntilSettled(screen: Size(width: 1000, height: 1000))
        XCTAssertEqual(navigator.stack.count, 2)
    }
}

/// The script's "resize" action, which replays a window being resized.
final class ResizeActionTests: XCTestCase {
    func testAResizeEventParsesWritesBackAndResizesTheStage() throws {
        let text = #"{"events": [{"frame": 3, "action": "resize", "width": 320, "height": 480.5}]}"#
        let script = try InputScript.parse(Data(text.utf8), file: "s.json")
        XCTAssertEqual(script.events, [ScriptEvent(frame: 3, action: .resize(Size(width: 320, height: 480.5)))])
        XCTAssertEqual(try InputScript.parse(Data(script.jsonText().utf8), file: "again.json").events, script.events)
        var stage = Stage(session: Session(navigator: Fixture.navigator(depth: 1), clock: PlaybackClock()))
        stage.apply(script.events[0].action)
        XCTAssertEqual(stage.screen, Size(width: 320, height: 480.5))
        XCTAssertEqual(stage.frames()[0].screen, Size(width: 320, height: 480.5))
    }

    func testAResizeOutsideTheRangeNamesTheField() {
        let text = #"{"events": [{"frame": 0, "action": "resize", "width": 0, "height": 480}]}"#
        XCTAssertThrowsError(try InputScript.parse(Data(text.utf8), file: "s.json")) { error in
            XCTAssertTrue("\(error)".hasPrefix("s.json: events[0].width: 0 is outside 1 to 100000 points"), "\(error)")
        }
    }
}

/// The finger's trail for `--show-pointer`: the newest position and the last frames', only while down.
final class PointerTrailTests: XCTestCase {
    func testTheTrailFollowsThePointerForEightFramesAndGoesWithTheLift() {
        var stage = Stage(session: Session(navigator: Fixture.navigator(depth: 1), clock: PlaybackClock()))
        XCTAssertNil(stage.pointerTrail.current)
        stage.apply(.down(Point(x: 10, y: 500), pointer: 0))
        for step in 1...12 {
            stage.advanceFrame()
            stage.apply(.move(Point(x: 10 + Double(step) * 10, y: 500), pointer: 0))
        }
        XCTAssertEqual(stage.pointerTrail.current, Point(x: 130, y: 500))
        XCTAssertEqual(stage.pointerTrail.history.map(\.x), (4...11).map { 10 + Double($0) * 10 }, "the last eight frames, oldest first")
        stage.apply(.up(Point(x: 130, y: 500), pointer: 0))
        XCTAssertNil(stage.pointerTrail.current)
        XCTAssertEqual(stage.pointerTrail.history, [])
        stage.advanceFrame()
        XCTAssertEqual(stage.pointerTrail.history, [], "nothing is kept while no pointer is down")
    }
}
