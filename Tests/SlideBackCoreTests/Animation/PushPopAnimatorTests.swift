import XCTest
@testable import SlideBackCore

/// SPEC style 5: the non-interactive push/pop animator, 0.4 s, over stored screenshots.
final class PushPopAnimatorTests: XCTestCase {
    /// Eased progress after `frames` frames of 1/60 s in an animation of `duration` seconds.
    private func expectedProgress(frames: Int, duration: Double = 0.4) -> Double {
        referenceEaseInOut(Double(frames) * frameSeconds / duration)
    }

    private func assertPushFrame(_ navigator: Navigator, from: PageInstance, to: PageInstance, progress p: Double,
                                 file: StaticString = #filePath, line: UInt = #line) {
        let frame = navigator.frame()
        // SPEC: the old screen's snapshot moves left by W; the live new page (with its bar) comes in from +W.
        guard let old = frame.snapshotLayer(screenKey(from), file: file, line: line) else { return }
        XCTAssertEqual(old.frame.x, -screenWidth * p, accuracy: 1e-6, "old snapshot x", file: file, line: line)
        XCTAssertEqual(old.frame.width, screenWidth, file: file, line: line)
        assertLivePage(frame, page: to, at: screenWidth * (1 - p), accuracy: 1e-6, file: file, line: line)
        let oldIndex = frame.index { $0 == .snapshot(screenKey(from)) } ?? -1
        let newIndex = frame.index { $0 == .pageBody(to) } ?? -1
        XCTAssertLessThan(oldIndex, newIndex, "the snapshot is under the navigation view", file: file, line: line)
        XCTAssertTrue(frame.covers.isEmpty, "no cover in the animator", file: file, line: line)
        XCTAssertTrue(frame.snapshots.contains { $0.key == screenKey(from) }, file: file, line: line)
    }

    private func assertPopFrame(_ navigator: Navigator, leaving: PageInstance, destination: PageInstance, progress p: Double,
                                file: StaticString = #filePath, line: UInt = #line) {
        let frame = navigator.frame()
        // SPEC: the destination's stored snapshot from -W and the leaving screen's snapshot from 0, both right by W.
        guard let below = frame.snapshotLayer(screenKey(destination), file: file, line: line),
              let above = frame.snapshotLayer(leavingKey(leaving), file: file, line: line) else { return }
        XCTAssertEqual(below.frame.x, screenWidth * p - screenWidth, accuracy: 1e-6, "destination x", file: file, line: line)
        XCTAssertEqual(above.frame.x, screenWidth * p, accuracy: 1e-6, "leaving x", file: file, line: line)
        let belowIndex = frame.index { $0 == .snapshot(screenKey(destination)) } ?? -1
        let aboveIndex = frame.index { $0 == .snapshot(leavingKey(leaving)) } ?? -1
        XCTAssertLessThan(belowIndex, aboveIndex, "the leaving screen is on top", file: file, line: line)
        XCTAssertTrue(frame.livePageLayers.isEmpty, "a pop shows two pictures only", file: file, line: line)
        let shadows = frame.layers { $0 == .edgeShadow }
        XCTAssertEqual(shadows.count, 1, "the leaving screen casts its shadow", file: file, line: line)
        if let shadow = shadows.first {
            XCTAssertEqual(shadow.frame.x + shadow.frame.width / 2, screenWidth * p - 0.8, accuracy: 1e-6, file: file, line: line)
            XCTAssertEqual(shadow.alpha, 0.6, accuracy: 1e-12, file: file, line: line)
        }
        let listed = Set(frame.snapshots.map(\.key))
        XCTAssertTrue(listed.isSuperset(of: [screenKey(destination), leavingKey(leaving)]), file: file, line: line)
    }

    // MARK: Push

    func testPushSlidesTheNewPageInOverTheOldScreenFrameByFrame() {
        var navigator = Fixture.navigator()
        let root = navigator.top
        navigator.perform(.push)
        let pushed = navigator.top
        assertPushFrame(navigator, from: root, to: pushed, progress: 0)
        for frameIndex in 1...23 {
            navigator.step(frameSeconds)
            XCTAssertTrue(navigator.isAnimating, "frame \(frameIndex)")
            assertPushFrame(navigator, from: root, to: pushed, progress: expectedProgress(frames: frameIndex))
        }
        navigator.step(frameSeconds)
        XCTAssertNil(navigator.slide, "a push ends at exactly 0.4 s: 24 frames")
        XCTAssertNil(navigator.slide)
        XCTAssertEqual(navigator.top, pushed)
        assertLivePage(navigator.frame(), page: pushed, at: 0)
        XCTAssertTrue(navigator.frame().layers { if case .snapshot = $0 { return true } else { return false } }.isEmpty)
    }

    func testPushProgressIsHalfWayAtHalfTime() {
        var navigator = Fixture.navigator()
        let root = navigator.top
        navigator.perform(.push)
        navigator.stepFrames(12)
        assertPushFrame(navigator, from: root, to: navigator.top, progress: 0.5)
        navigator.stepFrames(6)
        let p = expectedProgress(frames: 18)
        XCTAssertGreaterThan(p, 0.75, "ease-in-out is ahead of linear in its second half")
        assertPushFrame(navigator, from: root, to: navigator.top, progress: p)
    }

    func testPushShowsTheTabBarOnlyOnTheRootPicture() {
        var navigator = Fixture.navigator()
        navigator.perform(.push)
        navigator.stepFrames(6)
        let frame = navigator.frame()
        XCTAssertTrue(frame.layers { $0 == .tabBar }.isEmpty, "pushed pages hide the tab bar")
        XCTAssertEqual(frame.snapshots.first?.depth, 0, "the root's picture is painted as the root, tab bar included")
    }

    // MARK: Pop

    func testPopSlidesBothPicturesRightFrameByFrame() {
        var navigator = Fixture.navigator(depth: 2)
        let pages = navigator.stack
        navigator.perform(.pop)
        assertPopFrame(navigator, leaving: pages[2], destination: pages[1], progress: 0)
        for frameIndex in 1...23 {
            navigator.step(frameSeconds)
            XCTAssertTrue(navigator.isAnimating, "frame \(frameIndex)")
            assertPopFrame(navigator, leaving: pages[2], destination: pages[1], progress: expectedProgress(frames: frameIndex))
        }
        navigator.step(frameSeconds)
        XCTAssertNil(navigator.slide, "a pop ends at exactly 0.4 s: 24 frames")
        XCTAssertNil(navigator.slide)
        XCTAssertEqual(navigator.top, pages[1])
        XCTAssertEqual(navigator.snapshots.keys, [screenKey(pages[0])])
        assertLivePage(navigator.frame(), page: pages[1], at: 0)
    }

    func testPopToShowsTheDestinationsPicture() {
        var navigator = Fixture.navigator(depth: 4)
        let pages = navigator.stack
        navigator.perform(.popTo(index: 1))
        navigator.stepFrames(12)
        assertPopFrame(navigator, leaving: pages[4], destination: pages[1], progress: 0.5)
        for skipped in pages[2...3] {
            XCTAssertTrue(navigator.frame().layers { $0 == .snapshot(screenKey(skipped)) }.isEmpty)
        }
        navigator.stepFrames(12)
        XCTAssertNil(navigator.slide)
        XCTAssertEqual(navigator.top, pages[1])
    }

    func testPopToRootShowsTheRootsPicture() {
        var navigator = Fixture.navigator(depth: 3)
        let pages = navigator.stack
        navigator.perform(.popToRoot)
        navigator.stepFrames(6)
        assertPopFrame(navigator, leaving: pages[3], destination: pages[0], progress: expectedProgress(frames: 6))
        XCTAssertEqual(navigator.runUntilSettled(), 18)
        XCTAssertNil(navigator.slide)
        XCTAssertEqual(navigator.top, pages[0])
        XCTAssertTrue(navigator.frame().layers { $0 == .tabBar }.count == 1, "the root shows its tab bar again")
    }

    // MARK: Duration

    func testTransitionDurationIsConfigurable() {
        for (duration, frames) in [(2.0, 120), (1.0, 60), (0.5, 30), (0.4, 24)] {
            var configuration = NavigatorConfiguration()
            configuration.transitionDuration = duration
            var navigator = Fixture.navigator(configuration: configuration)
            let root = navigator.top
            navigator.perform(.push)
            navigator.stepFrames(frames / 2)
            assertPushFrame(navigator, from: root, to: navigator.top, progress: 0.5)
            navigator.stepFrames(frames / 2 - 1)
            XCTAssertTrue(navigator.isAnimating, "\(duration) s push, one frame before the end")
            navigator.step(frameSeconds)
            XCTAssertNil(navigator.slide, "\(duration) s push ends after exactly \(frames) frames")

            navigator.perform(.pop)
            XCTAssertEqual(navigator.runUntilSettled(), frames, "\(duration) s pop")
        }
    }

    func testOneLongStepFinishesAnAnimation() {
        var navigator = Fixture.navigator(depth: 1)
        navigator.perform(.push)
        navigator.step(10)
        XCTAssertNil(navigator.slide)
        navigator.perform(.pop)
        navigator.step(0.4)
        XCTAssertNil(navigator.slide)
        XCTAssertEqual(navigator.snapshots.keys, settledKeys(navigator))
    }

    func testInvalidStepsDoNotMoveTime() {
        var navigator = Fixture.navigator()
        navigator.perform(.push)
        navigator.step(0.1)
        let before = (navigator.time, navigator.transitionView)
        for bad in [0, -1, .nan, .infinity, -.infinity] as [Double] {
            navigator.step(bad)
        }
        XCTAssertEqual(navigator.time, before.0)
        XCTAssertEqual(navigator.transitionView, before.1)
    }
}
