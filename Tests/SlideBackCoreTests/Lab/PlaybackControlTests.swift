import XCTest
@testable import SlideBackCore

/// Issue 5's time controls (pause, single steps, speed presets, the speed badge) and the
/// inspector's toggles.
final class PlaybackControlTests: XCTestCase {
    private func session() -> Session {
        Session(navigator: Fixture.navigator(depth: 1), clock: PlaybackClock())
    }

    func testPauseFreezesAnimationWhileTheFingerStillMovesThePage() {
        var session = session()
        session.press(.p)
        session.apply(.key(.right))
        let start = session.navigator.transitionView
        for _ in 0..<30 { session.advanceFrame() }
        XCTAssertEqual(session.navigator.transitionView, start, "paused: the push has not moved")
        session.press(.p)
        for _ in 0..<24 { session.advanceFrame() }
        XCTAssertNil(session.navigator.slide, "resumed: it runs its 24 frames")

        session.press(.p)
        session.apply(.down(edgeStart, pointer: 0))
        session.apply(.move(Point(x: edgeStart.x + 120, y: edgeStart.y), pointer: 0))
        session.advanceFrame()
        XCTAssertEqual(session.navigator.heldSwipeOffset, 120,
                       "the finger is never paused")
        session.apply(.up(Point(x: edgeStart.x + 120, y: edgeStart.y), pointer: 0))
        guard session.navigator.controller?.isAnimating == true, let released = session.navigator.swipeOffset else { return XCTFail("settling") }
        for _ in 0..<30 { session.advanceFrame() }
        guard let held = session.navigator.swipeOffset else { return XCTFail("still settling") }
        XCTAssertEqual(held, released, "the settle waits for the pause to end")
    }

    func testAStepWhilePausedAdvancesExactlyOneFrame() {
        var session = session()
        session.apply(.key(.right))
        session.press(.p)
        session.press(.period)
        session.advanceFrame()
        session.advanceFrame()
        guard session.navigator.slide?.phase == .push, case .tween(let animation)? = session.navigator.controller?.motion else { return XCTFail("pushing") }
        XCTAssertEqual(animation.elapsed, 1.0 / 60, accuracy: 1e-12, "one frame, not two")
        session.press(.period)
        session.press(.period)
        for _ in 0..<5 { session.advanceFrame() }
        guard session.navigator.slide?.phase == .push, case .tween(let later)? = session.navigator.controller?.motion else { return XCTFail("pushing") }
        XCTAssertEqual(later.elapsed, 3.0 / 60, accuracy: 1e-12)
    }

    func testPresetKeysPickTheSpeedAndTheBadgeShowsIt() {
        var session = session()
        XCTAssertNil(session.clock.badge, "nothing shown at 1x")
        for (key, speed, badge) in [(Key.seven, 0.5, "0.5x"), (.eight, 0.25, "0.25x"), (.nine, 0.1, "0.1x"), (.six, 1, nil)] {
            session.press(key)
            XCTAssertEqual(session.clock.speed, speed)
            XCTAssertEqual(session.clock.badge, badge)
        }
        session.press(.s)
        XCTAssertEqual(session.clock.badge, "0.1x")
        session.press(.seven)
        XCTAssertFalse(session.clock.isSlowMotion, "a preset leaves slow motion")
        session.press(.p)
        XCTAssertEqual(session.clock.badge, "paused")
    }

    func testInspectorKeysToggleAndDoNothingElse() {
        var stage = Stage(session: session())
        let stack = stage.sessions[0].navigator.stack
        for key in [Key.h, .o, .question] { stage.apply(.key(key)) }
        XCTAssertEqual(stage.inspector, InspectorState(showsHUD: true, showsOverlay: true, showsHelp: true))
        stage.apply(.key(.f1))
        XCTAssertFalse(stage.inspector.showsHelp)
        XCTAssertEqual(stage.sessions[0].navigator.stack, stack)
        XCTAssertTrue(InspectorState.keyHelp.contains { $0.keys.contains("F1") })
    }
}

extension InspectorState {
    init(showsHUD: Bool, showsOverlay: Bool, showsHelp: Bool) {
        self.init()
        self.showsHUD = showsHUD
        self.showsOverlay = showsOverlay
        self.showsHelp = showsHelp
    }
}
