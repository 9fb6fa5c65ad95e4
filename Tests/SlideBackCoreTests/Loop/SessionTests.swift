import XCTest
@testable import SlideBackCore

/// The session: key bindings, the playback clock and one-frame steps.
final class SessionTests: XCTestCase {
    private func session(depth: Int = 0, clock: PlaybackClock = PlaybackClock()) -> Session {
        Session(navigator: Fixture.navigator(depth: depth), clock: clock)
    }

    private func runUntilSettled(_ session: inout Session, limit: Int = 100_000) -> Int {
        var frames = 0
        while !session.navigator.isSettled && frames < limit {
            session.advanceFrame()
            frames += 1
        }
        XCTAssertTrue(session.navigator.isSettled)
        return frames
    }

    // MARK: Keys

    func testRightAndEnterPush() {
        for key in [Key.right, .enter] {
            var session = session()
            session.press(key)
            guard session.navigator.slide?.phase == .push else { return XCTFail("\(key): \(String(describing: session.navigator.slide))") }
            XCTAssertEqual(session.navigator.stack.count, 2, "\(key)")
        }
    }

    func testLeftBackspaceAndEscapePop() {
        for key in [Key.left, .backspace, .escape] {
            var session = session(depth: 3)
            session.press(key)
            guard session.navigator.slide?.phase == .pop else { return XCTFail("\(key): \(String(describing: session.navigator.slide))") }
            XCTAssertEqual(session.navigator.stack.count, 3, "\(key) pops one page")
        }
    }

    func testHomePopsToTheRoot() {
        var session = session(depth: 3)
        session.press(.home)
        XCTAssertEqual(session.navigator.stack.count, 1)
        _ = runUntilSettled(&session)
        XCTAssertEqual(session.navigator.snapshots.keys, [])
    }

    func testOtherKeysDoNothingToTheStack() {
        let clockKeys: [Key] = [.s, .p, .six, .seven, .eight, .nine]
        for key in Key.allCases where ![.right, .enter, .left, .backspace, .escape, .home].contains(key) && !clockKeys.contains(key) {
            var session = session(depth: 2)
            let before = session.navigator.stack
            session.press(key)
            XCTAssertNil(session.navigator.slide, "\(key)")
            XCTAssertEqual(session.navigator.stack, before, "\(key)")
            XCTAssertEqual(session.clock, PlaybackClock(), "\(key)")
        }
    }

    func testKeysDuringATransitionAreQueued() {
        var session = session(depth: 1)
        session.press(.right)
        session.press(.left)
        session.press(.home)
        XCTAssertEqual(session.navigator.pendingCommands, [.pop, .popToRoot])
        XCTAssertEqual(session.navigator.stack.count, 3)
        XCTAssertEqual(runUntilSettled(&session), 24 * 3, "push, then pop, then pop to the root, one after another")
        XCTAssertEqual(session.navigator.stack.count, 1)
    }

    // MARK: Slow motion and time

    func testSTogglesSlowMotionAtOneTenth() {
        var session = session()
        XCTAssertFalse(session.clock.isSlowMotion)
        XCTAssertEqual(session.clock.speed, 1)
        session.press(.s)
        XCTAssertTrue(session.clock.isSlowMotion)
        XCTAssertEqual(session.clock.speed, 0.1)
        session.press(.s)
        XCTAssertFalse(session.clock.isSlowMotion)
        XCTAssertEqual(session.clock.speed, 1)
    }

    func testAdvanceFrameIsOneSixtiethTimesTheSpeed() {
        var session = session()
        session.advanceFrame()
        XCTAssertEqual(session.navigator.time, 1.0 / 60.0)
        session.press(.s)
        session.advanceFrame()
        XCTAssertEqual(session.navigator.time, 1.0 / 60.0 + 1.0 / 60.0 * 0.1)

        var fast = self.session(clock: PlaybackClock(timeScale: 2, slowMotionFactor: 0.25))
        fast.advanceFrame()
        XCTAssertEqual(fast.navigator.time, 2.0 / 60.0)
        fast.press(.s)
        fast.advanceFrame()
        XCTAssertEqual(fast.navigator.time, 2.0 / 60.0 + 0.25 / 60.0)
    }

    func testSlowMotionStretchesAPushTenfold() {
        var session = session()
        session.press(.s)
        session.press(.right)
        for _ in 0..<239 { session.advanceFrame() }
        XCTAssertTrue(session.navigator.isAnimating, "0.4 s at 0.1x lasts 240 frames")
        let p = referenceEaseInOut(239.0 / 240.0)
        let old = session.navigator.frame().snapshotLayer(screenKey(session.navigator.stack[0]))
        XCTAssertEqual(old?.frame.x ?? 0, -screenWidth * p, accuracy: 1e-6)
        session.advanceFrame()
        XCTAssertNil(session.navigator.slide)
    }

    func testTheFingerIsNeverSlowedButTheSettleIs() {
        var slow = session(depth: 1)
        slow.press(.s)
        var normal = session(depth: 1)
        for index in 0..<2 {
            var current = index == 0 ? slow : normal
            current.apply(.down(edgeStart, pointer: 0))
            current.apply(.move(Point(x: edgeStart.x + 100, y: edgeStart.y), pointer: 0))
            XCTAssertEqual(current.navigator.swipeOffset, 100, "the page is where the finger is, at any speed")
            current.advanceFrame()
            XCTAssertEqual(current.navigator.swipeOffset, 100)
            if index == 0 { slow = current } else { normal = current }
        }
        // Only the pages' clocks, which show animation time, may differ.
        XCTAssertEqual(slow.navigator.frame().layers.filter { !$0.content.isClock }, normal.navigator.frame().layers.filter { !$0.content.isClock },
                       "a held drag looks the same at any speed")

        for index in 0..<2 {
            var current = index == 0 ? slow : normal
            current.apply(.up(Point(x: edgeStart.x + 100, y: edgeStart.y), pointer: 0))
            for _ in 0..<9 { current.advanceFrame() }
            let speed = index == 0 ? 0.1 : 1
            let expected = 100 + (screenWidth - 100) * referenceEaseInOut(9 * frameSeconds * speed / 0.3)
            XCTAssertEqual(current.navigator.swipeOffset ?? -1, expected, accuracy: 1e-6, "speed \(speed)")
            if index == 0 { slow = current } else { normal = current }
        }
        XCTAssertEqual(runUntilSettled(&normal), 9, "0.3 s is 18 frames in all")
        XCTAssertEqual(runUntilSettled(&slow), 180 - 9, "0.3 s at 0.1x is 180 frames")
        XCTAssertEqual(slow.navigator.stack.count, 1)
        XCTAssertEqual(normal.navigator.stack.count, 1)
    }

    func testNumberKeysShowTheStyleBadgeAsTabDoes() {
        var session = session()
        XCTAssertNil(session.styleBadgeText)
        session.apply(.key(.three))
        XCTAssertEqual(session.navigator.spec.name, StyleName(keyNumber: 3)?.rawValue)
        XCTAssertEqual(session.styleBadgeText, StyleName(keyNumber: 3)?.rawValue, "3 names the style it picked")
        for _ in 0..<Session.styleBadgeFrames { session.advanceFrame() }
        XCTAssertNil(session.styleBadgeText, "for a second, as Tab's")
        session.press(.right)
        session.press(.one)
        XCTAssertNil(session.styleBadgeText, "no badge for a switch refused mid-push")
    }

    // MARK: Script actions

    func testScriptActionsDriveTheNavigator() {
        var session = session()
        session.apply(.push)
        XCTAssertEqual(runUntilSettled(&session), 24)
        session.apply(.key(.enter))
        _ = runUntilSettled(&session)
        session.apply(.push)
        _ = runUntilSettled(&session)
        XCTAssertEqual(session.navigator.stack.count, 4)
        session.apply(.popTo(index: 1))
        _ = runUntilSettled(&session)
        XCTAssertEqual(session.navigator.stack.count, 2)
        session.apply(.down(edgeStart, pointer: 3))
        session.apply(.move(Point(x: 150, y: 400), pointer: 3))
        session.apply(.cancel)
        _ = runUntilSettled(&session)
        XCTAssertEqual(session.navigator.stack.count, 1, "cancel releases the swipe at 145 pt: it completes")
        session.apply(.push)
        _ = runUntilSettled(&session)
        session.apply(.pop)
        _ = runUntilSettled(&session)
        session.apply(.push)
        _ = runUntilSettled(&session)
        session.apply(.popToRoot)
        _ = runUntilSettled(&session)
        XCTAssertEqual(session.navigator.stack.count, 1)
        XCTAssertEqual(session.navigator.snapshots.keys, [])
        session.apply(.down(bodyPoint, pointer: 0))
        session.apply(.up(bodyPoint, pointer: 0))
        XCTAssertEqual(session.navigator.stack.count, 2, "a scripted tap on the body pushes")
        XCTAssertEqual(session.navigator.frame(), session.navigator.frame())
    }
}
