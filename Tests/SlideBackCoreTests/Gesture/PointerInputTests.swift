import XCTest
@testable import SlideBackCore

/// Taps, the back button, extra pointers and presses that land while something moves.
final class PointerInputTests: XCTestCase {
    // MARK: Taps

    func testTapOnTheBodyPushes() {
        var navigator = Fixture.navigator()
        navigator.tap(bodyPoint)
        guard navigator.slide?.phase == .push else { return XCTFail("expected a push, got \(String(describing: navigator.slide))") }
        XCTAssertEqual(navigator.stack.map(\.specIndex), [0, 1])
    }

    func testTapThatWandersBeyondTheSlopDoesNothing() {
        var configuration = NavigatorConfiguration()
        configuration.tapSlop = 10
        var navigator = Fixture.navigator(configuration: configuration)
        navigator.down(bodyPoint)
        navigator.move(Point(x: bodyPoint.x, y: bodyPoint.y + 11))
        navigator.up(bodyPoint)
        XCTAssertNil(navigator.slide, "it went beyond the slop once, even if it came back")
        navigator.down(bodyPoint)
        navigator.move(Point(x: bodyPoint.x + 6, y: bodyPoint.y + 6))
        navigator.up(Point(x: bodyPoint.x + 6, y: bodyPoint.y + 6))
        guard navigator.slide?.phase == .push else { return XCTFail("a small wobble is still a tap") }
    }

    func testBackButtonHitAreaCoversTheImageAndReachesTheEdge() {
        let layout = ScreenLayout(screen: Size(width: screenWidth, height: 896))
        XCTAssertTrue(layout.backButtonHitArea.contains(backButtonPoint))
        XCTAssertTrue(layout.backButtonHitArea.contains(Point(x: 0, y: 44)))
        XCTAssertFalse(layout.backButtonHitArea.contains(Point(x: 17.5, y: 43)), "the status area is not the button")
        XCTAssertFalse(layout.backButtonHitArea.contains(bodyPoint))
        // The image: margin 20 pt plus the -15 pt spacer, 25 pt square, centred in the 44 pt bar at y = 44.
        XCTAssertEqual(layout.backButtonImage, Rect(x: 5, y: 53.5, width: 25, height: 25))
    }

    func testTapOnTheBackButtonPops() {
        for bar in [BarStyle.opaque, .transparent] {
            let scene = Fixture.scene { $0[2].bar = bar }
            var navigator = Fixture.navigator(scene, depth: 2)
            let pages = navigator.stack
            navigator.tap(backButtonPoint)
            guard let leaving = navigator.slide.flatMap({ $0.phase == .pop ? $0.front : nil }) else { return XCTFail("\(bar) bar: \(String(describing: navigator.slide))") }
            XCTAssertEqual(leaving, pages[2])
            XCTAssertEqual(navigator.stack, Array(pages.prefix(2)))
        }
    }

    func testBackButtonAreaIsBodyWhenTheBarIsHiddenOrOnTheRoot() {
        let scene = Fixture.scene { $0[1].bar = .hidden }
        var navigator = Fixture.navigator(scene, depth: 1)
        navigator.tap(backButtonPoint)
        guard navigator.slide?.phase == .push else { return XCTFail("no back button on a hidden bar: \(String(describing: navigator.slide))") }
        XCTAssertEqual(navigator.stack.count, 3)

        navigator = Fixture.navigator()
        navigator.tap(backButtonPoint)
        guard navigator.slide?.phase == .push else { return XCTFail("the root has no back button: \(String(describing: navigator.slide))") }
        XCTAssertEqual(navigator.stack.count, 2)
    }

    // MARK: Other pointers

    func testASecondPointerIsIgnoredDuringASwipe() {
        var navigator = Fixture.navigator(depth: 2)
        navigator.dragFromEdge(by: 100)
        navigator.down(Point(x: 3, y: 200), pointer: 1)
        navigator.move(Point(x: 300, y: 200), pointer: 1)
        XCTAssertEqual(navigator.swipeOffset, 100)
        navigator.up(Point(x: 300, y: 200), pointer: 1)
        XCTAssertEqual(navigator.heldSwipeOffset, 100, "still held")
        navigator.handle(PointerEvent(.cancel, at: Point(x: 0, y: 0), pointer: 1))
        XCTAssertEqual(navigator.swipeOffset, 100)
        XCTAssertFalse(navigator.isAnimating)
        navigator.move(Point(x: 25, y: 400))
        XCTAssertEqual(navigator.swipeOffset, 20, "the first pointer still drives it")
        navigator.up(Point(x: 25, y: 400))
        navigator.runUntilSettled()
        XCTAssertEqual(navigator.stack.count, 3)
    }

    func testASecondPointerCannotTapWhileTheFirstIsDown() {
        var navigator = Fixture.navigator(depth: 1)
        navigator.down(bodyPoint)
        navigator.down(backButtonPoint) // the same pointer pressed again: ignored, the first press stands
        navigator.down(backButtonPoint, pointer: 2)
        navigator.up(backButtonPoint, pointer: 2)
        XCTAssertNil(navigator.slide, "the second pointer's tap did nothing")
        XCTAssertEqual(navigator.stack.count, 2)
        navigator.up(bodyPoint)
        guard navigator.slide?.phase == .push else { return XCTFail("the first pointer's tap on the body pushes") }
        XCTAssertEqual(navigator.stack.count, 3)
    }

    func testMovesAndReleasesWithoutAPressAreIgnored() {
        var navigator = Fixture.navigator(depth: 1)
        navigator.move(Point(x: 100, y: 400))
        navigator.up(Point(x: 100, y: 400))
        navigator.cancelPointer()
        XCTAssertNil(navigator.slide)
        XCTAssertEqual(navigator.stack.count, 2)
    }

    // MARK: Presses during an animation

    func testTapsDuringAnimationsAreInert() {
        var navigator = Fixture.navigator(depth: 1)
        navigator.perform(.push)
        navigator.stepFrames(5)
        navigator.tap(bodyPoint)
        navigator.tap(backButtonPoint)
        XCTAssertEqual(navigator.pendingCommands, [])
        navigator.runUntilSettled()
        XCTAssertEqual(navigator.stack.count, 3)

        navigator.perform(.pop)
        navigator.stepFrames(5)
        navigator.tap(backButtonPoint)
        navigator.runUntilSettled()
        XCTAssertEqual(navigator.stack.count, 2)

        navigator.swipeFromEdge(releasingAt: 20)
        navigator.stepFrames(3)
        navigator.tap(bodyPoint)
        navigator.runUntilSettled()
        XCTAssertEqual(navigator.stack.count, 2, "a tap during a settle does nothing")
    }

    func testAPressDuringAPushHoldsThePageAndLiftingLetsThePushGoOn() {
        var navigator = Fixture.navigator(depth: 1)
        navigator.perform(.push)
        navigator.stepFrames(6)
        guard navigator.slide?.phase == .push, case .tween(let before)? = navigator.controller?.motion else { return XCTFail("pushing") }
        navigator.down(bodyPoint)
        navigator.stepFrames(30)
        guard navigator.slide?.phase == .push, case .tween(let held)? = navigator.controller?.motion else { return XCTFail("still pushing") }
        XCTAssertEqual(held, before, "a held page stands still")
        XCTAssertFalse(navigator.isAnimating)
        navigator.up(bodyPoint)
        XCTAssertTrue(navigator.isAnimating, "lifting without a drag lets the push go on")
        XCTAssertEqual(navigator.runUntilSettled(), 24 - 6)
        XCTAssertEqual(navigator.stack.count, 3, "and the lift is not a tap")
    }

    func testDraggingAPagePushedHalfWayTakesItOverWhereItIsDrawn() {
        var navigator = Fixture.navigator(depth: 1)
        navigator.perform(.push)
        navigator.stepFrames(12)
        let drawnX = screenWidth * (1 - referenceBezier(0.42, 0, 0.58, 1, at: 12.0 / 24))
        navigator.down(bodyPoint)
        navigator.move(Point(x: bodyPoint.x - 30, y: bodyPoint.y))
        XCTAssertEqual(navigator.swipeOffset ?? -1, drawnX - 30, accuracy: 1e-9, "no jump: where it was, moved by the finger")
        navigator.move(Point(x: bodyPoint.x - 400, y: bodyPoint.y))
        navigator.up(Point(x: bodyPoint.x - 400, y: bodyPoint.y))
        navigator.runUntilSettled()
        XCTAssertEqual(navigator.stack.count, 3, "dragged all the way in, the push is done")
    }

    func testAPressDuringAnAnimationOfAPageWithoutTheGestureStaysInert() {
        let scene = Fixture.scene { $0[2].allowsBackGesture = false }
        var navigator = Fixture.navigator(scene, depth: 1)
        navigator.perform(.push)
        navigator.down(edgeStart)
        navigator.move(Point(x: 100, y: 400))
        XCTAssertNil(navigator.swipeOffset)
        XCTAssertTrue(navigator.isAnimating, "nothing to grab: the push runs on")
        navigator.runUntilSettled()
        navigator.up(Point(x: 200, y: 400))
        XCTAssertNil(navigator.slide, "its release is swallowed, not a tap")
        XCTAssertEqual(navigator.stack.count, 3)
    }

    func testAFingerHeldThroughAPopToTheRootCannotSwipeTheRoot() {
        // Pressed on a page that allows the swipe; a key pops to the root while the finger rests.
        var navigator = Fixture.navigator(depth: 1)
        navigator.down(edgeStart)
        navigator.perform(.pop)
        navigator.runUntilSettled()
        XCTAssertEqual(navigator.stack.count, 1)
        navigator.move(Point(x: 150, y: 400))
        XCTAssertNil(navigator.swipeOffset, "no swipe on the root")
        _ = navigator.frame()
        navigator.up(Point(x: 150, y: 400))
        navigator.runUntilSettled()
        XCTAssertEqual(navigator.stack.count, 1)
        XCTAssertEqual(navigator.snapshots.keys, [])
    }

    func testAFingerHeldThroughAPushOntoAForbiddingPageCannotSwipeIt() {
        let scene = Fixture.scene { $0[2].allowsBackGesture = false }
        var navigator = Fixture.navigator(scene, depth: 1)
        navigator.down(edgeStart)
        navigator.perform(.push)
        navigator.runUntilSettled()
        navigator.move(Point(x: 150, y: 400))
        XCTAssertNil(navigator.swipeOffset, "page 2 forbids the gesture")
        navigator.up(Point(x: 150, y: 400))
        XCTAssertEqual(navigator.stack.count, 3)
    }
}
