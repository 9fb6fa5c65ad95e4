import XCTest
@testable import SlideBackCore

/// Commands that arrive while something moves wait and then run in order; none runs half-way.
final class CommandQueueTests: XCTestCase {
    func testCommandsDuringAPushWaitAndRunInOrder() {
        var navigator = Fixture.navigator()
        navigator.perform(.push)
        navigator.stepFrames(3)
        navigator.perform(.push)
        navigator.perform(.push)
        navigator.perform(.pop)
        XCTAssertEqual(navigator.pendingCommands, [.push, .push, .pop])
        XCTAssertEqual(navigator.stack.count, 2, "nothing ran half-way")
        XCTAssertFalse(navigator.isSettled)

        navigator.stepFrames(21) // the first push ends on frame 24; the next starts in the same step
        guard navigator.slide?.phase == .push else { return XCTFail("second push should run: \(String(describing: navigator.slide))") }
        XCTAssertEqual(navigator.stack.count, 3)
        XCTAssertEqual(navigator.pendingCommands, [.push, .pop])

        navigator.stepFrames(24)
        XCTAssertEqual(navigator.stack.count, 4)
        XCTAssertEqual(navigator.pendingCommands, [.pop])
        navigator.stepFrames(24)
        guard navigator.slide?.phase == .pop else { return XCTFail("the pop should run: \(String(describing: navigator.slide))") }
        XCTAssertEqual(navigator.stack.count, 3)
        XCTAssertEqual(navigator.pendingCommands, [])
        XCTAssertEqual(navigator.runUntilSettled(), 24)
        XCTAssertEqual(navigator.stack.map(\.specIndex), [0, 1, 2])
        XCTAssertEqual(navigator.snapshots.keys, settledKeys(navigator))
    }

    func testTheQueueDropsCommandsBeyondItsLimit() {
        var configuration = NavigatorConfiguration()
        configuration.commandQueueLimit = 3
        var navigator = Fixture.navigator(configuration: configuration)
        navigator.perform(.push)
        for _ in 0..<5 { navigator.perform(.push) }
        navigator.perform(.popToRoot)
        XCTAssertEqual(navigator.pendingCommands, [.push, .push, .push])
        navigator.runUntilSettled()
        XCTAssertEqual(navigator.stack.count, 5, "one push at once and three queued")
    }

    func testDefaultQueueLimitIsSixteen() {
        var navigator = Fixture.navigator()
        navigator.perform(.push)
        for _ in 0..<40 { navigator.perform(.push) }
        XCTAssertEqual(navigator.pendingCommands.count, NavigatorConfiguration().commandQueueLimit)
        XCTAssertEqual(NavigatorConfiguration().commandQueueLimit, 16)
    }

    func testPopToIndexIsJudgedWhenItRuns() {
        var navigator = Fixture.navigator(depth: 3)
        navigator.perform(.pop)
        navigator.perform(.popTo(index: 2)) // the stack has 3 pages once the pop ends: index 2 is the top
        navigator.perform(.popTo(index: 1))
        navigator.runUntilSettled()
        XCTAssertEqual(navigator.stack.count, 2)
        XCTAssertEqual(navigator.snapshots.keys, settledKeys(navigator))
    }

    func testCommandsDuringADragWaitForTheSwipeToEnd() {
        var navigator = Fixture.navigator(depth: 2)
        let pages = navigator.stack
        navigator.dragFromEdge(by: 100)
        navigator.perform(.pop)
        navigator.stepFrames(60)
        XCTAssertEqual(navigator.pendingCommands, [.pop], "a held swipe never lets a command through")
        XCTAssertEqual(navigator.swipeOffset, 100)
        XCTAssertEqual(navigator.stack, pages)

        navigator.up(Point(x: edgeStart.x + 100, y: edgeStart.y))
        navigator.stepFrames(17)
        XCTAssertEqual(navigator.pendingCommands, [.pop], "nor does a settling one")
        navigator.step(frameSeconds)
        // The swipe popped pages[2]; the queued pop starts at once from pages[1].
        guard let leaving = navigator.slide.flatMap({ $0.phase == .pop ? $0.front : nil }) else { return XCTFail("\(String(describing: navigator.slide))") }
        XCTAssertEqual(leaving, pages[1])
        XCTAssertEqual(navigator.stack, [pages[0]])
        XCTAssertEqual(navigator.snapshots.keys, [screenKey(pages[0]), leavingKey(pages[1])])
        navigator.runUntilSettled()
        XCTAssertEqual(navigator.snapshots.keys, [])
    }

    func testCommandQueuedDuringACancelledSwipeRunsOnTheSameStack() {
        var navigator = Fixture.navigator(depth: 1)
        navigator.dragFromEdge(by: 30)
        navigator.perform(.push)
        navigator.up(Point(x: edgeStart.x + 30, y: edgeStart.y))
        XCTAssertEqual(navigator.runUntilSettled(), 18 + 24)
        XCTAssertEqual(navigator.stack.map(\.specIndex), [0, 1, 2])
    }

    func testCommandQueuedDuringASwipeReleasedAtItsStartRunsAtOnce() {
        var navigator = Fixture.navigator(depth: 1)
        navigator.dragFromEdge(by: 0)
        navigator.perform(.popToRoot)
        XCTAssertEqual(navigator.pendingCommands, [.popToRoot])
        navigator.up(edgeStart)
        guard navigator.slide?.phase == .pop else { return XCTFail("\(String(describing: navigator.slide))") }
        XCTAssertEqual(navigator.pendingCommands, [])
    }

    func testPoppingWhileASwipeSettlesOnTheLastPageDoesNotCrash() {
        // Flutter's checklist: popping while a swipe is under way must not crash.
        var navigator = Fixture.navigator(depth: 1)
        navigator.swipeFromEdge(releasingAt: 200)
        navigator.perform(.pop)
        navigator.perform(.popToRoot)
        navigator.perform(.popTo(index: 3))
        navigator.runUntilSettled()
        XCTAssertEqual(navigator.stack.count, 1)
        XCTAssertEqual(navigator.snapshots.keys, [])
        _ = navigator.frame()
    }

    func testPushInterruptingASwipeRunsAfterIt() {
        var navigator = Fixture.navigator(depth: 2)
        navigator.dragFromEdge(by: 250)
        navigator.perform(.push)
        navigator.up(Point(x: edgeStart.x + 250, y: edgeStart.y))
        navigator.runUntilSettled()
        XCTAssertEqual(navigator.stack.map(\.specIndex), [0, 1, 2], "popped page 2, then pushed a fresh page 2")
        XCTAssertEqual(navigator.snapshots.keys, settledKeys(navigator))
    }
}
