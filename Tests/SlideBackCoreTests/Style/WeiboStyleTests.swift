import XCTest
@testable import SlideBackCore

/// SPEC style 3, Weibo's full-screen drag (seed 003): a drag anywhere moves the whole page (with its
/// bar) off the picture of the page below, taken when that page appeared, which does not move and
/// lies under a fixed 0.5 black cover. Half the width completes, 0.25 s settle.
final class WeiboStyleTests: XCTestCase {
    /// Where the drags of these tests start: the middle of the page, far from the 20 pt edge strip.
    private let start = Point(x: 200, y: 400)

    /// SPEC style 3 at `offset`: the picture underneath at x = 0, the 0.5 cover, the live top page.
    private func weiboDrag(_ navigator: Navigator, offset: Double, time: Double) -> [Expected] {
        let depth = navigator.stack.count - 1
        let below = navigator.stack[depth - 1]
        return [Expected(shown: .picture(screenKey(below)), x: 0), coverLayer(0.5)]
            + Look(navigator, navigator.top, depth: depth).live(dx: offset, time: time)
    }

    /// Presses mid-page, passes the slop horizontally, then moves so the page is `offset` from the press.
    private func dragBody(_ navigator: inout Navigator, by offset: Double) {
        navigator.down(start)
        navigator.move(Point(x: start.x + 11, y: start.y))
        navigator.move(Point(x: start.x + offset, y: start.y + 3))
    }

    private func screenKeys(_ pages: [PageInstance]) -> Set<SnapshotKey> { Set(pages.map(screenKey)) }

    func testRules() {
        assertRules(.weibo, pan: .fullscreen, completion: .atFraction(0.5), settle: 0.25, snapshots: .screenWhenShown)
    }

    // MARK: The full-screen pan

    func testAPanMidPageStartsOnceBeyondTheSlopAndMostlyHorizontal() {
        var navigator = StyleFixture.navigator(.weibo, depth: 1)
        navigator.down(start)
        navigator.move(Point(x: 205, y: 400))
        XCTAssertNil(navigator.swipeOffset, "within the 10 pt slop")
        navigator.move(Point(x: 210, y: 400))
        XCTAssertNil(navigator.swipeOffset, "exactly 10 pt is still a tap")
        navigator.move(Point(x: 210.5, y: 401))
        XCTAssertEqual(navigator.swipeOffset, 10.5, "measured from the press")
        navigator.move(Point(x: 350, y: 420))
        XCTAssertEqual(navigator.swipeOffset, 150)
        navigator.move(Point(x: 150, y: 420))
        XCTAssertEqual(navigator.swipeOffset, 0, "negative translation is ignored")
        navigator.cancelPointer()
        navigator.runUntilSettled()

        navigator.down(start)
        navigator.move(Point(x: 215, y: 430))
        XCTAssertNil(navigator.swipeOffset, "mostly vertical: not a back swipe")
        navigator.up(Point(x: 215, y: 430))
        XCTAssertNil(navigator.slide, "and not a tap either")
        XCTAssertEqual(navigator.stack.count, 2)

        navigator.down(start)
        navigator.move(Point(x: 205, y: 403))
        navigator.up(Point(x: 205, y: 403))
        guard navigator.slide?.phase == .push else { return XCTFail("a press within the slop is a tap, which pushes") }
    }

    func testNoPanOnTheRoot() {
        var navigator = StyleFixture.navigator(.weibo)
        dragBody(&navigator, by: 300)
        XCTAssertNil(navigator.slide)
        navigator.up(Point(x: 500, y: 403))
        navigator.runUntilSettled()
        XCTAssertEqual(navigator.stack.count, 1)
    }

    // MARK: Frames

    func testDragFramesShowThePictureBelowAtRestUnderAFixedCover() {
        for depth in 1...4 {
            for offset in [11, 50, 150, 206.75, 207, 300, screenWidth] {
                var frames = 0
                var navigator = StyleFixture.navigator(.weibo, depth: depth, frames: &frames)
                dragBody(&navigator, by: offset)
                XCTAssertEqual(navigator.swipeOffset, offset)
                let frame = navigator.frame()
                assertLayers(frame, weiboDrag(navigator, offset: offset, time: seconds(frames: frames)), "depth \(depth), offset \(offset)")
                let picture = frame.layers { $0 == .snapshot(screenKey(navigator.stack[depth - 1])) }.first
                XCTAssertEqual(picture?.frame, Rect(x: 0, y: 0, width: screenWidth, height: screenHeight), "no parallax")
                XCTAssertEqual(frame.covers.first?.frame, Rect(x: 0, y: 0, width: screenWidth, height: screenHeight))
                XCTAssertTrue(frame.snapshots.contains { $0.key == screenKey(navigator.stack[depth - 1]) })
                XCTAssertTrue(frame.layers { $0 == .edgeShadow }.isEmpty, "seed 003 casts no shadow")
            }
        }
    }

    func testReleaseCompletesAtHalfTheWidthAndNotBelowIn15Frames() {
        for (offset, completes) in [(41.0, false), (206.9, false), (207, true), (300, true)] {
            var navigator = StyleFixture.navigator(.weibo, depth: 2)
            let pages = navigator.stack
            dragBody(&navigator, by: offset)
            navigator.up(Point(x: start.x + offset, y: start.y + 3))
            XCTAssertEqual(navigator.runUntilSettled(), 15, "0.25 s at 60 fps, released at \(offset)")
            XCTAssertEqual(navigator.stack, completes ? Array(pages.prefix(2)) : pages, "released at \(offset)")
        }
    }

    func testSettlingFramesKeepThePictureStill() {
        var frames = 0
        var navigator = StyleFixture.navigator(.weibo, depth: 2, frames: &frames)
        dragBody(&navigator, by: 250)
        navigator.up(Point(x: start.x + 250, y: start.y))
        for frameIndex in 1...14 {
            navigator.step(frameSeconds)
            let offset = 250 + (screenWidth - 250) * referenceEaseInOut(Double(frameIndex) / 15)
            XCTAssertEqual(navigator.swipeOffset ?? -1, offset, accuracy: 1e-6, "frame \(frameIndex)")
            assertLayers(navigator.frame(), weiboDrag(navigator, offset: offset, time: seconds(frames: frames + frameIndex)),
                         accuracy: 1e-6, "settle frame \(frameIndex)")
        }
        navigator.step(frameSeconds)
        XCTAssertNil(navigator.slide)
        XCTAssertEqual(navigator.stack.count, 2)
    }

    func testPushAndPopLookLikeTheSystemStyle() {
        var frames = 0
        var navigator = StyleFixture.navigator(.weibo, depth: 2, frames: &frames)
        let from = navigator.top
        navigator.perform(.push)
        let to = navigator.top
        for frameIndex in 0...23 {
            if frameIndex > 0 { navigator.step(frameSeconds); frames += 1 }
            assertLayers(navigator.frame(), systemSlide(front: Look(navigator, to, depth: 3), back: Look(navigator, from, depth: 2),
                                                        fraction: 1 - animatorProgress(frames: frameIndex), time: seconds(frames: frames)),
                         accuracy: 1e-6, "push frame \(frameIndex)")
        }
        frames += navigator.runUntilSettled()
        navigator.perform(.popTo(index: 1))
        let destination = navigator.top
        for frameIndex in 0...23 {
            if frameIndex > 0 { navigator.step(frameSeconds); frames += 1 }
            assertLayers(navigator.frame(), systemSlide(front: Look(navigator, to, depth: 3), back: Look(navigator, destination, depth: 1),
                                                        fraction: animatorProgress(frames: frameIndex), time: seconds(frames: frames)),
                         accuracy: 1e-6, "pop frame \(frameIndex)")
        }
    }

    // MARK: The pictures

    func testEveryPageOnTheStackIsPicturedWhenItAppeared() {
        var navigator = Navigator(scene: StyleFixture.scene(), style: .weibo)
        XCTAssertTrue(navigator.snapshots.keys.isEmpty, "the root has not appeared before its first frame")
        navigator.step(frameSeconds)
        XCTAssertEqual(navigator.snapshots.entries.map(\.key), [screenKey(navigator.stack[0])])
        XCTAssertEqual(navigator.snapshots.entries.first?.capturedAt ?? -1, seconds(frames: 1), accuracy: 1e-12)

        var frames = 1
        for depth in 1...3 {
            navigator.perform(.push)
            XCTAssertFalse(navigator.snapshots.contains(screenKey(navigator.top)), "not pictured before it has appeared")
            frames += navigator.runUntilSettled()
            XCTAssertEqual(Set(navigator.snapshots.keys), screenKeys(navigator.stack), "depth \(depth)")
            let entry = navigator.snapshots.entries.first { $0.key == screenKey(navigator.top) }
            XCTAssertEqual(entry?.capturedAt ?? -1, seconds(frames: frames), accuracy: 1e-9, "taken when the push ended")
            XCTAssertEqual(entry?.depth, depth)
        }
        let before = navigator.snapshots.entries

        navigator.perform(.pop)
        navigator.runUntilSettled()
        XCTAssertEqual(navigator.snapshots.entries, Array(before.prefix(3)), "the revealed page keeps the picture it had")

        navigator.perform(.popToRoot)
        navigator.runUntilSettled()
        XCTAssertEqual(navigator.snapshots.entries, Array(before.prefix(1)))
    }

    func testACompletedGesturePopDropsTheTopsPicture() {
        var navigator = StyleFixture.navigator(.weibo, depth: 3)
        let pages = navigator.stack
        let before = navigator.snapshots.entries

        dragBody(&navigator, by: 100)
        navigator.up(Point(x: start.x + 100, y: start.y))
        navigator.runUntilSettled()
        XCTAssertEqual(navigator.snapshots.entries, before, "a cancelled drag changes nothing")

        dragBody(&navigator, by: 300)
        XCTAssertEqual(navigator.snapshots.entries, before, "nothing is taken or dropped while dragging")
        navigator.up(Point(x: start.x + 300, y: start.y))
        navigator.runUntilSettled()
        XCTAssertEqual(navigator.stack, Array(pages.prefix(3)))
        XCTAssertEqual(Set(navigator.snapshots.keys), screenKeys(Array(pages.prefix(3))))
        XCTAssertFalse(navigator.snapshots.contains(screenKey(pages[3])))
    }

    func testARootPushedOverBeforeItsFirstFrameIsPicturedAtOnce() {
        var navigator = Navigator(scene: StyleFixture.scene(), style: .weibo)
        navigator.perform(.push)
        XCTAssertEqual(navigator.snapshots.keys, [screenKey(navigator.stack[0])])
        XCTAssertEqual(navigator.snapshots.entries.first?.capturedAt, 0)
        navigator.runUntilSettled()
        XCTAssertEqual(Set(navigator.snapshots.keys), screenKeys(navigator.stack))
    }
}
