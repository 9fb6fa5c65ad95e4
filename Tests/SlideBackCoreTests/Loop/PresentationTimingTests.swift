import XCTest
@testable import SlideBackCore

/// What the live loop presents between its fixed steps: the refresh it predicts, and the stage
/// moved on to that moment with the newest pointer samples, the step state left as it was.
final class PresentationTimingTests: XCTestCase {
    func testThePredictorFollowsARateSlightlyOffItsNominalOne() {
        var predictor = RefreshPredictor(period: 1 / 60.0)
        let period = 1 / 59.94
        for refresh in 0..<600 {
            // Returns come up to 0.6 ms late, never early.
            predictor.observe(refreshAt: 0.003 + Double(refresh) * period + 0.0006 * Double(refresh % 3) / 2)
        }
        XCTAssertEqual(predictor.period, period, accuracy: 2e-6)
        let next = try? XCTUnwrap(predictor.nextRefresh(after: 0.003 + 599.5 * period))
        XCTAssertEqual(next ?? 0, 0.003 + 600 * period, accuracy: 0.0007)
    }

    func testAPredictorKnowsNothingBeforeItsFirstRefresh() {
        XCTAssertNil(RefreshPredictor(period: 1 / 60.0).nextRefresh(after: 1))
    }

    func testTheStagePresentedBetweenStepsMovesOnWithoutChangingTheStepState() {
        var stage = Stage(session: Session(navigator: Fixture.navigator(depth: 1), clock: PlaybackClock()))
        stage.apply(.push)
        stage.advanceFrame()
        let stepState = stage.sessions[0].navigator
        let shown = stage.presented(after: 0.01, showing: [])
        XCTAssertEqual(shown.sessions[0].navigator.time, stepState.time + 0.01, accuracy: 1e-12)
        XCTAssertLessThan(shown.sessions[0].navigator.progress, stepState.progress, "the push is further on")
        XCTAssertEqual(stage.sessions[0].navigator.time, stepState.time, "the step state is untouched")
    }

    func testTheFingerIsShownAtItsNewestSampleAndOtherInputWaits() {
        var stage = Stage(session: Session(navigator: Fixture.navigator(depth: 1), clock: PlaybackClock()))
        stage.apply(.down(edgeStart, pointer: 0))
        stage.apply(.move(Point(x: edgeStart.x + 40, y: edgeStart.y), pointer: 0))
        let before = stage.sessions[0].navigator.stack
        let shown = stage.presented(after: 0, showing: [.move(Point(x: edgeStart.x + 90, y: edgeStart.y), pointer: 0), .push])
        XCTAssertEqual(shown.sessions[0].navigator.swipeOffset, 90, "the newest pointer sample")
        XCTAssertEqual(shown.sessions[0].navigator.stack, before, "a command waits for the step")
        XCTAssertEqual(stage.sessions[0].navigator.swipeOffset, 40, "the step state keeps its own")
    }
}
