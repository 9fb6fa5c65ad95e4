import Foundation
import XCTest
@testable import SlideBackCore

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
