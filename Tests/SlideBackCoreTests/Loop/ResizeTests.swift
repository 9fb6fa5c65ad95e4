import Foundation
import XCTest
@testable import SlideBackCore

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
