import XCTest
@testable import SlideBackCore

/// Ours: both pages live, each with its own bar; the page underneath at the stock parallax under
/// Flutter's barrier, Flutter's soft shadow left of the front page's edge, and no pictures, ever.
final class SlideBackStyleTests: XCTestCase {
    /// Two whole live pages: back at -(1 - f) * W / 3, the barrier 0.094 * (1 - f), the shadow
    /// over 5% of the width left of the front edge, the front page at f * W; above them the one
    /// status text, in place (issue 15: "the status bar belongs to the system: it stays in place,
    /// drawn once, never sliding").
    private func slideBack(front: Look, back: Look, fraction f: Double, time: Double) -> [Expected] {
        back.live(dx: parallaxX(f), time: time, withStatus: false)
            + [flutterBarrierLayer(fraction: f), flutterShadowLayer(edgeX: f * screenWidth, fraction: f)]
            + front.live(dx: f * screenWidth, time: time, withStatus: false) + [Expected(shown: .status, x: 0)]
    }

    func testRules() {
        assertRules(.slideback, pan: .edge, completion: .atFraction(0.5), settle: 0.3, snapshots: .none)
        XCTAssertEqual(StyleName.defaultStyle, .slideback)
    }

    func testDragFramesShowBothPagesLiveWithTheirBars() {
        for depth in 1...4 {
            for offset in [0, 1, 30, 103.5, screenWidth / 2, 300, screenWidth] {
                var frames = 0
                var navigator = StyleFixture.navigator(.slideback, depth: depth, frames: &frames)
                navigator.dragFromEdge(by: offset)
                let frame = navigator.frame()
                assertLayers(frame, slideBack(front: Look(navigator, navigator.top, depth: depth),
                                              back: Look(navigator, navigator.stack[depth - 1], depth: depth - 1),
                                              fraction: offset / screenWidth, time: seconds(frames: frames)),
                             "depth \(depth), offset \(offset)")
                XCTAssertTrue(frame.snapshots.isEmpty)
            }
        }
    }

    func testPushAndPopFrames() {
        var frames = 0
        var navigator = StyleFixture.navigator(.slideback, depth: 3, frames: &frames)
        let from = navigator.top
        navigator.perform(.push)
        let to = navigator.top
        for frameIndex in 0...23 {
            if frameIndex > 0 { navigator.step(frameSeconds); frames += 1 }
            assertLayers(navigator.frame(), slideBack(front: Look(navigator, to, depth: 4), back: Look(navigator, from, depth: 3),
                                                      fraction: 1 - animatorProgress(frames: frameIndex), time: seconds(frames: frames)),
                         accuracy: 1e-6, "push frame \(frameIndex)")
        }
        frames += navigator.runUntilSettled()
        navigator.perform(.popTo(index: 0))
        for frameIndex in 0...23 {
            if frameIndex > 0 { navigator.step(frameSeconds); frames += 1 }
            assertLayers(navigator.frame(), slideBack(front: Look(navigator, to, depth: 4), back: Look(navigator, navigator.stack[0], depth: 0),
                                                      fraction: animatorProgress(frames: frameIndex), time: seconds(frames: frames)),
                         accuracy: 1e-6, "pop frame \(frameIndex)")
        }
        navigator.step(frameSeconds)
        frames += 1
        assertLayers(navigator.frame(), Look(navigator, navigator.stack[0], depth: 0).live(dx: 0, time: seconds(frames: frames)))
    }

    func testSettlingFramesStayTwoLivePages() {
        // Whatever the release rule and curve, every frame on the way is the slide at the current offset.
        for release in [100.0, 350] {
            var frames = 0
            var navigator = StyleFixture.navigator(.slideback, depth: 2, frames: &frames)
            let pages = navigator.stack
            navigator.swipeFromEdge(releasingAt: release)
            var seen = 0
            while let offset = navigator.swipeOffset, seen < 1000 {
                assertLayers(navigator.frame(), slideBack(front: Look(navigator, pages[2], depth: 2), back: Look(navigator, pages[1], depth: 1),
                                                          fraction: offset / screenWidth, time: seconds(frames: frames)),
                             "released at \(release), now at \(offset)")
                navigator.step(frameSeconds)
                frames += 1
                seen += 1
            }
            XCTAssertGreaterThan(seen, 1, "it animates")
            XCTAssertNil(navigator.slide)
            XCTAssertEqual(navigator.stack, release > screenWidth / 2 ? Array(pages.prefix(2)) : pages)
        }
    }

    func testNoPictureIsEverTaken() {
        var navigator = Navigator(scene: StyleFixture.scene(), style: .slideback)
        var checks = 0
        func check(_ navigator: Navigator) {
            XCTAssertTrue(navigator.snapshots.keys.isEmpty, "\(String(describing: navigator.slide))")
            XCTAssertTrue(navigator.frame().snapshots.isEmpty)
            XCTAssertTrue(navigator.frame().layers { if case .snapshot = $0 { return true } else { return false } }.isEmpty)
            checks += 1
        }
        check(navigator)
        for command in [NavigationCommand.push, .push, .push, .pop, .push, .push, .popTo(index: 1), .push, .popToRoot] {
            navigator.perform(command)
            while !navigator.isSettled { navigator.step(frameSeconds); check(navigator) }
            if navigator.stack.count > 1 {
                navigator.dragFromEdge(by: 120)
                check(navigator)
                navigator.up(Point(x: 125, y: 400))
                while !navigator.isSettled { navigator.step(frameSeconds); check(navigator) }
            }
        }
        XCTAssertGreaterThan(checks, 200)
    }

    // MARK: Live versus frozen

    func testThePageUnderneathShowsTheTimeNowWhileASnapshotIsFrozen() {
        // Same history in both styles: the root appears, a page is pushed, 1.5 s pass, a drag is held
        // while another second passes.
        for style in [StyleName.slideback, .snapshot] {
            var frames = 0
            var navigator = StyleFixture.navigator(style, depth: 1, frames: &frames)
            let root = navigator.stack[0]
            navigator.stepFrames(90)
            navigator.dragFromEdge(by: 150)
            navigator.stepFrames(60)
            frames += 150
            let frame = navigator.frame()
            let clocks = frame.layers { $0.isClock }
            switch style {
            case .slideback:
                XCTAssertEqual(clocks.count, 2, "both pages are live")
                let underneath = clocks.first { abs($0.frame.x - (clockRestX + parallaxX(150 / screenWidth))) < 1e-9 }
                guard case .clock(let shown)? = underneath?.content else { return XCTFail("no clock on the page underneath") }
                XCTAssertEqual(shown, seconds(frames: frames), accuracy: 1e-9, "the page underneath ticks on")
                XCTAssertTrue(frame.snapshots.isEmpty)
            default:
                XCTAssertEqual(clocks.count, 1, "only the page in front is live")
                XCTAssertEqual(frame.layers { $0 == .snapshot(screenKey(root)) }.count, 1, "the page underneath is a picture")
                let entry = frame.snapshots.first { $0.key == screenKey(root) }
                // The fixture's root appears at frame 1 and is left by the push right after it.
                XCTAssertEqual(entry?.capturedAt ?? -1, seconds(frames: 1), accuracy: 1e-9, "frozen at the push")
                guard case .clock(let shown)? = clocks.first?.content else { return XCTFail("no live clock") }
                XCTAssertEqual(shown, seconds(frames: frames), accuracy: 1e-9)
            }
        }
    }
}
