import XCTest
@testable import SlideBackCore

/// SPEC style 2: the whole-page back swipe over the snapshot of the page underneath.
final class SwipeGestureTests: XCTestCase {
    /// SPEC: the screenshot underneath sits at `(offsetX - W) * 0.6`.
    private func expectedUnderneathX(_ offset: Double) -> Double { (offset - screenWidth) * 0.6 }
    /// SPEC: cover alpha `0.6 - (offsetX / W / 0.75) * 0.6`, 0.6 at rest, 0 from three quarters on.
    private func expectedCoverAlpha(_ offset: Double) -> Double { max(0, 0.6 - (offset / screenWidth / 0.75) * 0.6) }

    /// Checks every layer of a swipe frame against the SPEC formulas at `offset`.
    private func assertSwipeFrame(_ navigator: Navigator, offset: Double, file: StaticString = #filePath, line: UInt = #line) {
        let top = navigator.top
        let below = navigator.stack[navigator.stack.count - 2]
        let frame = navigator.frame()
        assertLivePage(frame, page: top, at: offset, accuracy: 1e-9, file: file, line: line)
        guard let underneath = frame.snapshotLayer(screenKey(below), file: file, line: line) else { return }
        XCTAssertEqual(underneath.frame.x, expectedUnderneathX(offset), accuracy: 1e-9, "snapshot x", file: file, line: line)
        XCTAssertEqual(underneath.frame.width, screenWidth, file: file, line: line)
        XCTAssertEqual(underneath.alpha, 1, file: file, line: line)
        XCTAssertTrue(frame.snapshots.contains { $0.key == screenKey(below) }, "the frame lists the snapshot", file: file, line: line)
        XCTAssertEqual(frame.covers.count, 1, "one black cover", file: file, line: line)
        guard let cover = frame.covers.first else { return }
        XCTAssertEqual(cover.alpha, expectedCoverAlpha(offset), accuracy: 1e-9, "cover alpha", file: file, line: line)
        XCTAssertGreaterThanOrEqual(cover.alpha, 0, "the cover never goes below zero", file: file, line: line)
        XCTAssertEqual(cover.frame, Rect(x: 0, y: 0, width: screenWidth, height: 896), "the cover stays put", file: file, line: line)
        // Back to front: snapshot, cover over it, then the moving page.
        let snapshotIndex = frame.index { $0 == .snapshot(screenKey(below)) } ?? -1
        let coverIndex = frame.index { $0 == .fill(.black) } ?? -1
        let bodyIndex = frame.index { $0 == .pageBody(top) } ?? -1
        XCTAssertLessThan(snapshotIndex, coverIndex, file: file, line: line)
        XCTAssertLessThan(coverIndex, bodyIndex, file: file, line: line)
        // The moving view casts its shadow to the left of its edge: black, offset -0.8 pt, opacity 0.6.
        let shadows = frame.layers { $0 == .edgeShadow }
        XCTAssertEqual(shadows.count, 1, file: file, line: line)
        if let shadow = shadows.first {
            XCTAssertEqual(shadow.alpha, 0.6, accuracy: 1e-12, file: file, line: line)
            XCTAssertEqual(shadow.frame.x + shadow.frame.width / 2, offset - 0.8, accuracy: 1e-9, file: file, line: line)
        }
    }

    // MARK: Dragging

    func testDragPlacesPageSnapshotAndCoverBySpecFormulas() {
        let offsets = [0, 1, 40, 100, screenWidth * 0.5, screenWidth * 0.75, screenWidth * 0.9, screenWidth]
        for offset in offsets {
            var navigator = Fixture.navigator(depth: 2)
            navigator.dragFromEdge(by: offset)
            XCTAssertEqual(navigator.swipeOffset ?? -1, offset, accuracy: 1e-12, "offset \(offset)")
            assertSwipeFrame(navigator, offset: offset)
        }
        // Spot values written out, so the formulas above cannot drift unnoticed.
        XCTAssertEqual(expectedCoverAlpha(0), 0.6)
        XCTAssertEqual(expectedCoverAlpha(screenWidth * 0.375), 0.3, accuracy: 1e-12)
        XCTAssertEqual(expectedCoverAlpha(screenWidth * 0.9), 0)
        XCTAssertEqual(expectedUnderneathX(0), -248.4, accuracy: 1e-12)
    }

    func testOneDragFollowsThePointerAtEveryMove() {
        var navigator = Fixture.navigator(depth: 1)
        navigator.down(edgeStart)
        // The first move passes the edge strip's 1.5 pt direction slop, so every move drags.
        for x in stride(from: 7.5, through: 400, by: 13.5) {
            navigator.move(Point(x: x, y: 400 + x / 10))
            let offset = x - edgeStart.x
            XCTAssertEqual(navigator.swipeOffset ?? -1, offset, accuracy: 1e-12)
            assertSwipeFrame(navigator, offset: offset)
        }
        XCTAssertFalse(navigator.isAnimating, "a held finger animates nothing")
        XCTAssertFalse(navigator.isSettled)
    }

    func testTranslationIsMeasuredFromThePressAndClampedToTheScreen() {
        var navigator = Fixture.navigator(depth: 1)
        navigator.down(Point(x: 12, y: 300))
        navigator.move(Point(x: 13, y: 300))
        XCTAssertNil(navigator.swipeOffset, "1 pt is within the edge strip's direction slop")
        navigator.move(Point(x: 14.5, y: 300))
        XCTAssertEqual(navigator.swipeOffset, 2.5)
        navigator.move(Point(x: 112, y: 350))
        XCTAssertEqual(navigator.swipeOffset, 100)
        navigator.move(Point(x: 2000, y: 300))
        XCTAssertEqual(navigator.swipeOffset, screenWidth)
        assertSwipeFrame(navigator, offset: screenWidth)
        navigator.move(Point(x: -300, y: 300))
        XCTAssertEqual(navigator.swipeOffset, 0)
        assertSwipeFrame(navigator, offset: 0)
        navigator.move(Point(x: 52, y: 300))
        XCTAssertEqual(navigator.swipeOffset, 40)
    }

    func testStepsDoNotMoveAHeldDrag() {
        var navigator = Fixture.navigator(depth: 1)
        navigator.dragFromEdge(by: 150)
        navigator.stepFrames(100)
        XCTAssertEqual(navigator.swipeOffset, 150)
        XCTAssertEqual(navigator.stack.count, 2)
    }

    // MARK: Where a swipe may start

    func testEdgeModeStartsOnlyInsideTheTwentyPointStrip() {
        for (startX, starts) in [(0.0, true), (19.9, true), (20.0, false), (21, false), (200, false)] {
            var navigator = Fixture.navigator(depth: 1)
            navigator.down(Point(x: startX, y: 400))
            navigator.move(Point(x: startX + 100, y: 400))
            XCTAssertEqual(navigator.swipeOffset, starts ? 100 : nil, "press at x = \(startX)")
            navigator.up(Point(x: startX + 100, y: 400))
            if !starts {
                XCTAssertNil(navigator.slide, "a drag outside the strip is neither swipe nor tap")
                XCTAssertEqual(navigator.stack.count, 2)
            }
        }
    }

    func testFullscreenModeStartsAnywhereOncePastTheSlopAndMostlyHorizontal() {
        var configuration = NavigatorConfiguration()
        configuration.panMode = .fullscreen
        configuration.tapSlop = 10
        var navigator = Fixture.navigator(depth: 1, configuration: configuration)
        navigator.down(bodyPoint)
        navigator.move(Point(x: bodyPoint.x + 10, y: bodyPoint.y))
        XCTAssertNil(navigator.swipeOffset, "within the tap slop")
        navigator.move(Point(x: bodyPoint.x + 11, y: bodyPoint.y + 3))
        XCTAssertEqual(navigator.swipeOffset, 11, "the translation counts from the press, not from the slop")
        navigator.move(Point(x: bodyPoint.x + 150, y: bodyPoint.y))
        assertSwipeFrame(navigator, offset: 150)
        navigator.up(Point(x: bodyPoint.x + 150, y: bodyPoint.y))
        navigator.runUntilSettled()
        XCTAssertEqual(navigator.stack.count, 1)

        navigator = Fixture.navigator(depth: 1, configuration: configuration)
        navigator.down(bodyPoint)
        navigator.move(Point(x: bodyPoint.x + 15, y: bodyPoint.y + 20))
        XCTAssertNil(navigator.swipeOffset, "vertical-dominant motion is not a back swipe")
        navigator.up(Point(x: bodyPoint.x + 15, y: bodyPoint.y + 20))

        navigator.down(bodyPoint)
        navigator.move(Point(x: bodyPoint.x - 60, y: bodyPoint.y))
        XCTAssertNil(navigator.swipeOffset, "leftward motion is not a back swipe")
        navigator.up(Point(x: bodyPoint.x - 60, y: bodyPoint.y))
        XCTAssertNil(navigator.slide)
        XCTAssertEqual(navigator.stack.count, 2)
    }

    func testNoSwipeOnTheRootPage() {
        for mode in PanMode.allCases {
            var configuration = NavigatorConfiguration()
            configuration.panMode = mode
            var navigator = Fixture.navigator(configuration: configuration)
            XCTAssertFalse(navigator.canSwipeBack)
            navigator.dragFromEdge(by: 200)
            XCTAssertNil(navigator.slide, "\(mode)")
            XCTAssertEqual(navigator.frame().layers, Fixture.navigator(configuration: configuration).frame().layers)
            navigator.up(Point(x: 205, y: 400))
            navigator.runUntilSettled()
            XCTAssertEqual(navigator.stack.count, 1)
        }
    }

    func testPagesThatForbidTheGestureIgnoreIt() {
        let scene = Fixture.scene(pageCount: 4) { $0[1].allowsBackGesture = false }
        var navigator = Fixture.navigator(scene, depth: 1)
        XCTAssertFalse(navigator.canSwipeBack)
        navigator.dragFromEdge(by: 200)
        XCTAssertNil(navigator.slide)
        navigator.up(Point(x: 205, y: 400))
        XCTAssertEqual(navigator.stack.count, 2)

        // Re-evaluated on every push and pop: the next page allows it again, and popping back forbids it.
        navigator.perform(.push)
        navigator.runUntilSettled()
        XCTAssertTrue(navigator.canSwipeBack)
        navigator.dragFromEdge(by: 200)
        XCTAssertEqual(navigator.swipeOffset, 200)
        navigator.up(Point(x: 205, y: 400))
        navigator.runUntilSettled()
        XCTAssertEqual(navigator.stack.map(\.specIndex), [0, 1])
        navigator.dragFromEdge(by: 200)
        XCTAssertNil(navigator.swipeOffset)
    }

    // MARK: Release

    func testReleaseAtFortyPointsOrLessSettlesBack() {
        for offset in [1.0, 20, 39.9, 40] {
            var navigator = Fixture.navigator(depth: 2)
            let before = (navigator.stack, navigator.snapshots)
            navigator.swipeFromEdge(releasingAt: offset)
            XCTAssertTrue(navigator.isAnimating, "released at \(offset)")
            XCTAssertEqual(navigator.runUntilSettled(), 18, "0.3 s at 60 fps")
            XCTAssertEqual(navigator.stack, before.0, "released at \(offset)")
            XCTAssertEqual(navigator.snapshots, before.1)
            XCTAssertNil(navigator.slide)
        XCTAssertEqual(navigator.top, before.0[2])
        }
    }

    func testReleaseBeyondFortyPointsCompletesThePop() {
        for offset in [40.5, 41, 100, screenWidth - 1] {
            var navigator = Fixture.navigator(depth: 2)
            let pages = navigator.stack
            navigator.swipeFromEdge(releasingAt: offset)
            XCTAssertEqual(navigator.runUntilSettled(), 18, "0.3 s at 60 fps, released at \(offset)")
            XCTAssertEqual(navigator.stack, Array(pages.prefix(2)))
            XCTAssertNil(navigator.slide)
        XCTAssertEqual(navigator.top, pages[1])
        }
    }

    func testReleaseAtTheFullWidthCompletesAtOnce() {
        var navigator = Fixture.navigator(depth: 2)
        navigator.swipeFromEdge(releasingAt: screenWidth)
        XCTAssertNil(navigator.slide)
        XCTAssertEqual(navigator.stack.count, 2)
        XCTAssertEqual(navigator.snapshots.keys, settledKeys(navigator))
    }

    func testCompletingSettleMovesToTheWidthInPointThreeSeconds() {
        var navigator = Fixture.navigator(depth: 2)
        let pages = navigator.stack
        navigator.swipeFromEdge(releasingAt: 100)
        var previous = 100.0
        for frameIndex in 1...17 {
            navigator.step(frameSeconds)
            let expected = 100 + (screenWidth - 100) * referenceEaseInOut(Double(frameIndex) / 18)
            guard let offset = navigator.swipeOffset else { return XCTFail("settle ended early at frame \(frameIndex)") }
            XCTAssertEqual(offset, expected, accuracy: 1e-6, "frame \(frameIndex)")
            XCTAssertGreaterThan(offset, previous)
            XCTAssertLessThan(offset, screenWidth)
            XCTAssertEqual(navigator.stack, pages, "still on the stack while it settles")
            assertSwipeFrame(navigator, offset: offset)
            previous = offset
        }
        navigator.step(frameSeconds)
        XCTAssertNil(navigator.slide)
        XCTAssertEqual(navigator.stack, Array(pages.prefix(2)))
        assertLivePage(navigator.frame(), page: pages[1], at: 0)
        XCTAssertTrue(navigator.frame().covers.isEmpty)
    }

    func testCancellingSettleReturnsToZeroInPointThreeSeconds() {
        var navigator = Fixture.navigator(depth: 1)
        navigator.swipeFromEdge(releasingAt: 36)
        navigator.stepFrames(9)
        XCTAssertEqual(navigator.swipeOffset ?? -1, 36 * (1 - referenceEaseInOut(0.5)), accuracy: 1e-6)
        XCTAssertEqual(navigator.swipeOffset ?? -1, 18, accuracy: 1e-6, "half-way in time is half-way in place")
        assertSwipeFrame(navigator, offset: navigator.swipeOffset ?? 0)
        navigator.stepFrames(8)
        XCTAssertNotNil(navigator.swipeOffset)
        navigator.step(frameSeconds)
        XCTAssertNil(navigator.slide)
        XCTAssertEqual(navigator.stack.count, 2)
    }

    func testACancelledPointerReleasesBySameRule() {
        var navigator = Fixture.navigator(depth: 2)
        navigator.dragFromEdge(by: 100)
        navigator.handle(PointerEvent(.cancel, at: Point(x: 0, y: 0)))
        XCTAssertEqual(navigator.swipeOffset, 100, "a cancel does not move the page")
        XCTAssertTrue(navigator.isAnimating)
        navigator.runUntilSettled()
        XCTAssertEqual(navigator.stack.count, 2)

        navigator.dragFromEdge(by: 30)
        navigator.cancelPointer()
        navigator.runUntilSettled()
        XCTAssertEqual(navigator.stack.count, 2)
    }
}
