import Foundation
import XCTest
@testable import SlideBackCore

/// Issue 13's physics, measured against the references in PEERS.md: React Navigation's spring,
/// Flutter's velocity tracker (the rest before the lift, the quadratic, the broken history, the
/// cap) and Flutter's commands during a held swipe.
final class ReferencePhysicsTests: XCTestCase {
    /// A navigator in `style`, `depth` pushes deep, settled, with `configuration`.
    private func navigator(_ style: StyleName, depth: Int = 1, configuration: NavigatorConfiguration = NavigatorConfiguration()) -> Navigator {
        navigator(.builtIn(style), depth: depth, configuration: configuration)
    }

    /// A navigator drawing `spec`, `depth` pushes deep, settled, with `configuration`.
    private func navigator(_ spec: StyleSpec, depth: Int = 1, configuration: NavigatorConfiguration = NavigatorConfiguration()) -> Navigator {
        var navigator = Navigator(scene: Fixture.scene(), spec: spec, configuration: configuration)
        for _ in 0..<depth {
            navigator.perform(.push)
            navigator.runUntilSettled()
        }
        return navigator
    }

    /// Drags from the edge to `edgeStart.x + distance`, `step` points per 1/60 s frame; then rests
    /// for `rest` seconds and lifts.
    private func drag(_ navigator: inout Navigator, by distance: Double, step: Double, rest: Double) {
        navigator.down(edgeStart)
        var x = edgeStart.x
        while x < edgeStart.x + distance - 1e-9 {
            navigator.step(frameSeconds)
            x = min(edgeStart.x + distance, x + step)
            navigator.move(Point(x: x, y: edgeStart.y))
        }
        if rest > 0 { navigator.step(rest) }
        navigator.up(Point(x: x, y: edgeStart.y))
    }

    // MARK: 1. The spring

    func testUIKitsSpringSettlesWithinHalfASecondClampedAndWithoutAFinalJump() {
        var configuration = NavigatorConfiguration()
        configuration.settleCurve = .spring
        let spec = StyleSpec.builtIn(.slideback).overridden(by: configuration)
        XCTAssertEqual([spec.springStiffness, spec.springDamping, spec.springMass], [1000, 500, 3])
        for progress in stride(from: 0.05, through: 0.95, by: 0.05) {
            for velocity in [-3.0, -1.2, 0, 1.2, 3] {
                let completes = spec.completes(progress: progress, velocity: velocity, width: screenWidth)
                let target: Double = completes ? 1 : 0
                var motion = spec.settleMotion(from: progress, to: target, velocity: velocity, width: screenWidth)
                let context = "released at \(progress) moving \(velocity) W/s"
                var drawn = [progress * screenWidth]
                while !motion.isFinished, drawn.count < 600 {
                    motion.advance(by: frameSeconds)
                    drawn.append(motion.value * screenWidth)
                }
                let seconds = Double(drawn.count - 1) * frameSeconds
                XCTAssertLessThanOrEqual(seconds, 0.5 + 1e-9, "ends within 0.5 s: \(context)")
                for (index, step) in zip(drawn, drawn.dropFirst()).map({ $1 - $0 }).enumerated() {
                    XCTAssertGreaterThanOrEqual(step * (target - progress), -1e-9, "never turns back: \(context), frame \(index)")
                    XCTAssertLessThanOrEqual(abs(drawn[index + 1] - progress * screenWidth), abs(target - progress) * screenWidth + 1e-9,
                                             "clamped at its end: \(context)")
                }
                // It ends at rest: where the spring itself is drawn on its last frame is within
                // 0.5 pt of its end, so the end is no snap.
                motion = spec.settleMotion(from: progress, to: target, velocity: velocity, width: screenWidth)
                motion.advance(by: seconds)
                guard case .spring(let spring) = motion else { return XCTFail("a spring") }
                let side = target > progress ? -1.0 : 1.0
                let left = max(0, side * spring.state(at: spring.elapsed).displacement) * screenWidth
                XCTAssertLessThanOrEqual(left, 0.5, "final jump: \(context)")
            }
        }
    }

    func testASwipeReleasedOnTheSpringIsOverInHalfASecond() {
        var configuration = NavigatorConfiguration()
        configuration.settleCurve = .spring
        var navigator = navigator(.slideback, configuration: configuration)
        navigator.swipeFromEdge(releasingAt: 0.6 * screenWidth)
        XCTAssertLessThanOrEqual(navigator.runUntilSettled(), 30, "30 frames of 1/60 s")
        XCTAssertEqual(navigator.stack.count, 1)
    }

    // MARK: 2. Resting before the lift

    func testAFingerThatRestsFortyMillisecondsBeforeTheLiftHasNoVelocity() {
        for rest in [0.041, 0.05, 0.2] {
            var navigator = navigator(.slideback)
            drag(&navigator, by: 150, step: 15, rest: rest)
            XCTAssertEqual(navigator.lastRelease?.velocity, 0, "rested \(rest) s")
            XCTAssertEqual(navigator.lastRelease?.completes, false, "150 pt, no fling: back (rested \(rest) s)")
        }
        var moving = navigator(.slideback)
        drag(&moving, by: 150, step: 15, rest: 0.02)
        XCTAssertEqual(moving.lastRelease?.velocity ?? 0, 900, accuracy: 1, "a shorter rest keeps the fling")
        XCTAssertEqual(moving.lastRelease?.completes, true)
    }

    // MARK: 3. Flutter's velocity estimate

    func testTheVelocityIsTheQuadraticsSlopeAtTheNewestSample() {
        var tracker = VelocityTracker()
        // x = 300 t + 20000 t²: speeding up; 700 pt/s at the newest sample.
        for time in stride(from: 0.0, through: 0.01 + 1e-12, by: 0.002) {
            tracker.add(x: 300 * time + 20_000 * time * time, at: time)
        }
        XCTAssertEqual(tracker.velocity(at: 0.01), 700, accuracy: 1e-6)
    }

    func testAGapOfOverFortyMillisecondsBreaksTheHistory() {
        var tracker = VelocityTracker()
        // Fast, then a 50 ms gap, then 3 samples at 100 pt/s.
        for (time, x) in [(0.0, 0.0), (0.008, 16), (0.016, 32), (0.066, 40), (0.074, 40.8), (0.082, 41.6)] {
            tracker.add(x: x, at: time)
        }
        XCTAssertEqual(tracker.velocity(at: 0.082), 100, accuracy: 1e-6)
    }

    func testFewerThanThreeSamplesHaveNoVelocity() {
        var tracker = VelocityTracker()
        tracker.add(x: 0, at: 0)
        tracker.add(x: 10, at: 0.01)
        XCTAssertEqual(tracker.velocity(at: 0.01), 0)
        tracker.add(x: 20, at: 0.02)
        XCTAssertEqual(tracker.velocity(at: 0.02), 1000, accuracy: 1e-6)
    }

    func testTheVelocityIsCappedAtEightThousandPointsPerSecond() {
        var tracker = VelocityTracker(), backwards = VelocityTracker()
        for step in 0...4 {
            tracker.add(x: Double(step) * 200, at: Double(step) * 0.01)
            backwards.add(x: -Double(step) * 200, at: Double(step) * 0.01)
        }
        XCTAssertEqual(tracker.velocity(at: 0.04), 8000)
        XCTAssertEqual(backwards.velocity(at: 0.04), -8000)
    }

    // MARK: 5. Commands during a held swipe

    /// The style that acts on commands during a held swipe, as Flutter does.
    private var flutter: StyleSpec { StyleSpec.peers.first { $0.name == "cupertino" }! }

    /// The styles whose commands act during a held swipe: Flutter's, and ours (issue 13).
    private var acting: [StyleSpec] { [flutter, StyleSpec.builtIn(.slideback)] }

    /// Three pages in `spec`, the top held 300 pt from the edge, then `command`.
    private func command(_ command: NavigationCommand, in spec: StyleSpec) -> (Navigator, [PageInstance]) {
        var navigator = navigator(spec, depth: 2)
        let pages = navigator.stack
        navigator.dragFromEdge(by: 300)
        navigator.perform(command)
        return (navigator, pages)
    }

    func testAPopDuringAHeldSwipePopsTheSwipedPageOnceFromWhereItIsDrawn() {
        for spec in acting { assertAPopDuringAHeldSwipePopsTheSwipedPageOnce(in: spec) }
    }

    private func assertAPopDuringAHeldSwipePopsTheSwipedPageOnce(in spec: StyleSpec) {
        var (navigator, pages) = command(.pop, in: spec)
        guard let leaving = navigator.slide.flatMap({ $0.phase == .pop ? $0.front : nil }) else { return XCTFail("\(String(describing: navigator.slide))") }
        XCTAssertEqual(leaving, pages[2])
        XCTAssertEqual(navigator.stack, Array(pages.prefix(2)), "acts at once")
        XCTAssertEqual(navigator.progress, 300 / screenWidth, accuracy: 1e-12, "from where it is drawn")
        navigator.step(frameSeconds)
        XCTAssertGreaterThan(navigator.progress, 300 / screenWidth)
        navigator.move(Point(x: edgeStart.x + 20, y: edgeStart.y))
        navigator.up(Point(x: edgeStart.x + 20, y: edgeStart.y))
        navigator.runUntilSettled()
        XCTAssertEqual(navigator.stack, Array(pages.prefix(2)), "one pop, never two")
        XCTAssertTrue(navigator.pendingCommands.isEmpty)
    }

    func testAPushDuringAHeldSwipeSendsItBackAndPushesOnTop() {
        for spec in acting { assertAPushDuringAHeldSwipeSendsItBack(in: spec) }
    }

    private func assertAPushDuringAHeldSwipeSendsItBack(in spec: StyleSpec) {
        var (navigator, pages) = command(.push, in: spec)
        guard let from = navigator.slide.flatMap({ $0.phase == .push ? $0.back : nil }) else { return XCTFail("\(String(describing: navigator.slide))") }
        XCTAssertEqual(from, pages[2], "the swiped page is back at rest, under the new one")
        navigator.up(Point(x: edgeStart.x + 300, y: edgeStart.y))
        navigator.runUntilSettled()
        XCTAssertEqual(Array(navigator.stack.prefix(3)), pages)
        XCTAssertEqual(navigator.stack.count, 4)
        XCTAssertEqual(navigator.stack[3].specIndex, navigator.specIndex(after: pages[2].specIndex))
    }

    private func backButton(_ navigator: Navigator) -> Point {
        let area = navigator.layout.backButtonHitArea
        return Point(x: area.x + area.width / 2, y: area.y + area.height / 2)
    }

    func testTapsDuringAHeldSwipeStayIgnored() {
        for spec in acting { assertTapsDuringAHeldSwipeStayIgnored(in: spec) }
    }

    private func assertTapsDuringAHeldSwipeStayIgnored(in spec: StyleSpec) {
        var navigator = navigator(spec, depth: 2)
        let pages = navigator.stack
        navigator.dragFromEdge(by: 100)
        navigator.down(backButton(navigator), pointer: 1)
        navigator.up(backButton(navigator), pointer: 1)
        navigator.down(Point(x: 300, y: 500), pointer: 2)
        navigator.up(Point(x: 300, y: 500), pointer: 2)
        XCTAssertEqual(navigator.swipeOffset, 100)
        XCTAssertEqual(navigator.stack, pages)
        XCTAssertTrue(navigator.pendingCommands.isEmpty)
    }

    func testTheSeedStylesStillWaitForTheSwipe() {
        // Issue 13 overturns the queue for our own style, `slideback`: it acts as `cupertino`.
        XCTAssertEqual(StyleSpec.builtIn(.slideback).commandsWhileSwiping, .act)
        for style in StyleName.allCases where style != .slideback {
            XCTAssertEqual(StyleSpec.builtIn(style).commandsWhileSwiping, .wait, "\(style)")
            var navigator = navigator(style, depth: 2)
            navigator.dragFromEdge(by: 100)
            navigator.perform(.pop)
            XCTAssertEqual(navigator.pendingCommands, [.pop], "\(style)")
        }
        XCTAssertEqual(flutter.commandsWhileSwiping, .act)
    }
}
