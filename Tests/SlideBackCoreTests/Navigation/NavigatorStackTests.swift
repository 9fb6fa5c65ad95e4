import XCTest
@testable import SlideBackCore

/// The stack and the one snapshot store, kept in step through push, pop, popTo, popToRoot and
/// gesture pops (SPEC style 2: "The stack must never get out of step").
final class NavigatorStackTests: XCTestCase {
    // MARK: Push order

    func testStartsWithTheFirstScenePageAsRootAndNoSnapshots() {
        let navigator = Fixture.navigator()
        XCTAssertEqual(navigator.stack.map(\.specIndex), [0])
        XCTAssertEqual(navigator.snapshots.keys, [])
        XCTAssertNil(navigator.slide)
        XCTAssertTrue(navigator.isSettled)
        XCTAssertEqual(navigator.frame().topTitle, "Page 0")
    }

    func testPushGoesThroughTheSceneAndWrapsToTheSecondPage() {
        var navigator = Fixture.navigator(Fixture.scene(pageCount: 3))
        for _ in 0..<7 {
            navigator.perform(.push)
            navigator.runUntilSettled()
        }
        XCTAssertEqual(navigator.stack.map(\.specIndex), [0, 1, 2, 1, 2, 1, 2, 1])
        XCTAssertEqual(navigator.frame().topTitle, "Page 1")
    }

    func testTwoPageSceneKeepsPushingTheSecondPage() {
        var navigator = Fixture.navigator(Fixture.scene(pageCount: 2))
        for _ in 0..<4 {
            navigator.perform(.push)
            navigator.runUntilSettled()
        }
        XCTAssertEqual(navigator.stack.map(\.specIndex), [0, 1, 1, 1, 1])
    }

    func testStackGrowsWithoutEndAndEveryInstanceIsDistinct() {
        var navigator = Fixture.navigator(Fixture.scene(pageCount: 4))
        for _ in 0..<60 {
            navigator.perform(.push)
            navigator.runUntilSettled()
        }
        XCTAssertEqual(navigator.stack.count, 61)
        XCTAssertEqual(Set(navigator.stack).count, 61, "each push makes a new page instance")
        XCTAssertEqual(Set(navigator.stack.map(\.serial)).count, 61)
        // Scene order 0, 1, 2, 3, then 1, 2, 3 forever.
        let expected = [0] + (0..<60).map { 1 + $0 % 3 }
        XCTAssertEqual(navigator.stack.map(\.specIndex), expected)
        XCTAssertEqual(navigator.snapshots.keys, settledKeys(navigator))
        XCTAssertEqual(navigator.snapshots.keys.count, 60)
    }

    // MARK: Push captures the old top

    func testPushCapturesTheOldTopsScreenAtOnce() {
        var navigator = Fixture.navigator()
        navigator.step(0.25) // time moves on while idle, so the capture time is visible
        let root = navigator.top
        navigator.perform(.push)
        XCTAssertEqual(navigator.stack.count, 2, "the pushed page is on the stack as the animation starts")
        XCTAssertEqual(navigator.snapshots.keys, [screenKey(root)])
        let entry = navigator.snapshots.entries[0]
        XCTAssertEqual(entry.depth, 0)
        XCTAssertEqual(entry.capturedAt, 0.25)
        navigator.runUntilSettled()
        XCTAssertEqual(navigator.snapshots.keys, [screenKey(root)])

        let first = navigator.top
        navigator.perform(.push)
        XCTAssertEqual(navigator.snapshots.keys, [screenKey(root), screenKey(first)])
        XCTAssertEqual(navigator.snapshots.entries[1].depth, 1)
        navigator.runUntilSettled()
        XCTAssertEqual(navigator.snapshots.keys, settledKeys(navigator))
    }

    // MARK: Animated pops

    func testPopCapturesTheLeavingScreenThenKeepsOneScreenPerPageBelowTheTop() {
        var navigator = Fixture.navigator(depth: 3)
        let pages = navigator.stack
        navigator.perform(.pop)
        XCTAssertEqual(navigator.stack, Array(pages.prefix(3)), "the stack is popped as the animation starts")
        XCTAssertEqual(navigator.snapshots.keys, [screenKey(pages[0]), screenKey(pages[1]), screenKey(pages[2]),
                                                  leavingKey(pages[3])])
        let leaving = navigator.snapshots.entries.first { $0.key == leavingKey(pages[3]) }
        XCTAssertEqual(leaving?.depth, 3, "the leaving page is pictured at its own depth")
        navigator.stepFrames(12)
        XCTAssertEqual(navigator.snapshots.keys.count, 4, "nothing is dropped half-way")
        navigator.runUntilSettled()
        XCTAssertEqual(navigator.snapshots.keys, [screenKey(pages[0]), screenKey(pages[1])])
        XCTAssertEqual(navigator.snapshots.keys, settledKeys(navigator))
    }

    func testPopToDropsTheSkippedPagesAtOnceAndTheDestinationsAtTheEnd() {
        var navigator = Fixture.navigator(depth: 4)
        let pages = navigator.stack
        navigator.perform(.popTo(index: 1))
        XCTAssertEqual(navigator.stack, Array(pages.prefix(2)))
        XCTAssertEqual(navigator.snapshots.keys, [screenKey(pages[0]), screenKey(pages[1]), leavingKey(pages[4])])
        navigator.runUntilSettled()
        XCTAssertEqual(navigator.snapshots.keys, [screenKey(pages[0])])
        XCTAssertEqual(navigator.snapshots.keys, settledKeys(navigator))
    }

    func testPopToRootDropsEverything() {
        var navigator = Fixture.navigator(depth: 4)
        let pages = navigator.stack
        navigator.perform(.popToRoot)
        XCTAssertEqual(navigator.stack, [pages[0]])
        XCTAssertEqual(navigator.snapshots.keys, [screenKey(pages[0]), leavingKey(pages[4])])
        navigator.runUntilSettled()
        XCTAssertEqual(navigator.snapshots.keys, [])
        XCTAssertEqual(navigator.stack, [pages[0]])
    }

    func testPopsThatCannotHappenChangeNothing() {
        var navigator = Fixture.navigator()
        for command: NavigationCommand in [.pop, .popToRoot, .popTo(index: 0), .popTo(index: -1)] {
            navigator.perform(command)
            XCTAssertNil(navigator.slide, "\(command) on the root")
        }
        navigator = Fixture.navigator(depth: 2)
        let before = (navigator.stack, navigator.snapshots)
        for command: NavigationCommand in [.popTo(index: 2), .popTo(index: 3), .popTo(index: 99), .popTo(index: -1)] {
            navigator.perform(command)
            XCTAssertNil(navigator.slide, "\(command) at depth 2")
        }
        XCTAssertEqual(navigator.stack, before.0)
        XCTAssertEqual(navigator.snapshots, before.1)
    }

    func testPopToOneBelowTheTopIsAPop() {
        var viaPopTo = Fixture.navigator(depth: 2)
        var viaPop = viaPopTo
        viaPopTo.perform(.popTo(index: 1))
        viaPop.perform(.pop)
        XCTAssertEqual(viaPopTo.stack, viaPop.stack)
        XCTAssertEqual(viaPopTo.snapshots, viaPop.snapshots)
        XCTAssertEqual(viaPopTo.transitionView, viaPop.transitionView)
    }

    func testRepushedPagesGetFreshSnapshots() {
        var navigator = Fixture.navigator(depth: 2)
        navigator.perform(.popToRoot)
        navigator.runUntilSettled()
        let repushedAt = navigator.time
        navigator.perform(.push)
        navigator.runUntilSettled()
        navigator.perform(.push)
        navigator.runUntilSettled()
        XCTAssertEqual(navigator.stack.map(\.specIndex), [0, 1, 2])
        XCTAssertEqual(navigator.stack.map(\.serial), [0, 3, 4], "new instances, not the popped ones")
        XCTAssertEqual(navigator.snapshots.keys, settledKeys(navigator))
        XCTAssertEqual(navigator.snapshots.entries.first?.capturedAt, repushedAt, "the root was pictured again")
        XCTAssertGreaterThan(repushedAt, 0)
    }

    // MARK: Gesture pops

    func testCompletedSwipeDropsTheSnapshotUnderneath() {
        var navigator = Fixture.navigator(depth: 3)
        let pages = navigator.stack
        navigator.swipeFromEdge(releasingAt: 200)
        XCTAssertEqual(navigator.stack, pages, "a swipe pops only when it completes")
        XCTAssertEqual(navigator.snapshots.keys, settledKeys(navigator))
        navigator.runUntilSettled()
        XCTAssertEqual(navigator.stack, Array(pages.prefix(3)))
        XCTAssertEqual(navigator.snapshots.keys, [screenKey(pages[0]), screenKey(pages[1])])
        XCTAssertFalse(navigator.snapshots.keys.contains { $0.kind == .leavingScreen },
                       "a gesture pop needs no picture of the leaving page")
    }

    func testCancelledSwipeKeepsEverything() {
        var navigator = Fixture.navigator(depth: 2)
        let before = (navigator.stack, navigator.snapshots)
        navigator.swipeFromEdge(releasingAt: 30)
        navigator.runUntilSettled()
        XCTAssertEqual(navigator.stack, before.0)
        XCTAssertEqual(navigator.snapshots, before.1)

        navigator.dragFromEdge(by: 0)
        navigator.up(edgeStart)
        XCTAssertNil(navigator.slide, "released where it started: nothing to animate")
        XCTAssertEqual(navigator.stack, before.0)
        XCTAssertEqual(navigator.snapshots, before.1)
    }

    func testSwipesAllTheWayDownToTheRoot() {
        var navigator = Fixture.navigator(depth: 3)
        for expectedCount in [3, 2, 1] {
            navigator.swipeFromEdge(releasingAt: 120)
            navigator.runUntilSettled()
            XCTAssertEqual(navigator.stack.count, expectedCount)
            XCTAssertEqual(navigator.snapshots.keys, settledKeys(navigator))
        }
        navigator.swipeFromEdge(releasingAt: 120)
        navigator.runUntilSettled()
        XCTAssertEqual(navigator.stack.count, 1, "no swipe on the root")
    }

    func testMixedGestureAndAnimatorPopsStayInStep() {
        // The seeds' bug: two screenshot stacks, one forgotten after a gesture pop, wrong pictures after.
        var navigator = Fixture.navigator(depth: 4)
        navigator.swipeFromEdge(releasingAt: 300)
        navigator.runUntilSettled()
        navigator.perform(.pop)
        let destination = navigator.top
        let frame = navigator.frame()
        XCTAssertNotNil(frame.snapshotLayer(screenKey(destination)), "the pop shows its destination's own picture")
        XCTAssertTrue(frame.snapshots.contains { $0.key == screenKey(destination) })
        navigator.runUntilSettled()
        XCTAssertEqual(navigator.stack.count, 3)
        XCTAssertEqual(navigator.snapshots.keys, settledKeys(navigator))
        navigator.perform(.push)
        navigator.runUntilSettled()
        navigator.swipeFromEdge(releasingAt: 41)
        navigator.runUntilSettled()
        XCTAssertEqual(navigator.stack.count, 3)
        XCTAssertEqual(navigator.snapshots.keys, settledKeys(navigator))
    }
}
