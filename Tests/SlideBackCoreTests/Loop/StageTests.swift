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
