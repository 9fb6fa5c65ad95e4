import XCTest
@testable import SlideBackCore

/// The one progress value: set by a finger, animated by a tween or a spring, interrupted from the
/// value drawn.
final class TransitionControllerTests: XCTestCase {
    func testTheFingerSetsTheValueWithinZeroToOneAndStopsAnyAnimation() {
        var controller = TransitionController(value: 0.3)
        controller.animate(to: 1, duration: 0.5, curve: .linear)
        controller.set(1.7)
        XCTAssertEqual(controller.value, 1)
        XCTAssertFalse(controller.isAnimating)
        controller.set(-3)
        XCTAssertEqual(controller.value, 0)
        XCTAssertEqual(controller.status, .dismissed)
        controller.set(.nan)
        XCTAssertEqual(controller.value, 0)
    }

    func testAnAnimationFollowsItsCurveAndEndsExactlyAtItsTarget() {
        var controller = TransitionController(value: 1)
        controller.animate(to: 0, duration: 0.4, curve: .easeInOut)
        XCTAssertEqual(controller.status, .reverse)
        for frame in 1...23 {
            XCTAssertFalse(controller.advance(by: 1.0 / 60), "frame \(frame)")
            XCTAssertEqual(controller.value, 1 - referenceEaseInOut(Double(frame) / 60 / 0.4), accuracy: 1e-6)
        }
        XCTAssertTrue(controller.advance(by: 1.0 / 60), "0.4 s = 24 frames")
        XCTAssertEqual(controller.value, 0)
        XCTAssertFalse(controller.isAnimating)
        XCTAssertFalse(controller.advance(by: 1.0 / 60), "arrives once")
    }

    func testAnInterruptionStartsFromTheValueDrawnWithNoJump() {
        var controller = TransitionController(value: 0)
        controller.animate(to: 1, duration: 0.4, curve: .easeInOut)
        controller.advance(by: 10.0 / 60)
        let drawn = controller.value
        XCTAssertGreaterThan(drawn, 0.1)
        controller.stop()
        XCTAssertEqual(controller.value, drawn, "stopping keeps the value drawn")
        XCTAssertEqual(controller.status, .held)
        controller.animate(to: 0, duration: 0.3, curve: .linear)
        XCTAssertEqual(controller.value, drawn, "the new animation starts where the page is")
        controller.advance(by: 0.1)
        XCTAssertEqual(controller.value, drawn * (1 - 0.1 / 0.3), accuracy: 1e-12)
    }

    func testASpringRunsInProgressUnitsAndRestsAtItsTargetWithoutOvershoot() {
        var controller = TransitionController(value: 0.5)
        controller.spring(to: 1, velocity: 2, constants: .uikit, width: 414)
        XCTAssertEqual(controller.status, .forward)
        var frames = 0, previous = 0.5
        while controller.isAnimating, frames < 600 {
            controller.advance(by: 1.0 / 60)
            XCTAssertGreaterThanOrEqual(controller.value, previous - 1e-12, "never turns back")
            XCTAssertLessThanOrEqual(controller.value, 1)
            previous = controller.value
            frames += 1
        }
        XCTAssertEqual(controller.value, 1)
        XCTAssertLessThanOrEqual(frames, 121, "ends by the 2 s cap at the latest (this overdamped spring creeps)")
        // The same spring over points comes to rest on the same frame: thresholds are in points.
        var points = SpringMotion(from: 207, to: 414, velocity: 828)
        var pointFrames = 0
        while !points.isFinished { points.advance(by: 1.0 / 60); pointFrames += 1 }
        XCTAssertEqual(frames, pointFrames)
    }

    func testANavigatorCaughtMidPushDrawsThePageWhereItWasAndDragsItFromThere() {
        var navigator = Fixture.navigator(depth: 1)
        navigator.perform(.push)
        navigator.stepFrames(9)
        let drawn = navigator.progress
        let frontX = navigator.frame().layers { $0 == .pageBody(navigator.top) }.first?.frame.x
        XCTAssertEqual(frontX ?? -1, drawn * 414, accuracy: 1e-9, "one mapping: the page is at p * W")
        navigator.down(Point(x: 250, y: 500))
        navigator.stepFrames(5)
        XCTAssertEqual(navigator.progress, drawn, "held still")
        navigator.move(Point(x: 270, y: 500))
        XCTAssertEqual(navigator.progress, drawn + 20.0 / 414, accuracy: 1e-12, "dragged on from where it was drawn")
        let dragged = navigator.frame().layers { $0 == .pageBody(navigator.top) }.first?.frame.x
        XCTAssertEqual(dragged ?? -1, frontX! + 20, accuracy: 1e-9, "no jump")
    }
}
