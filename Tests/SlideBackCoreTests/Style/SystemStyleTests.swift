import XCTest
@testable import SlideBackCore

/// SPEC style 1, the stock transition: pages slide without their bars (the one underneath a third as
/// fast and dimmed) while ONE shared bar stays at x = 0 and cross-fades colour and titles.
final class SystemStyleTests: XCTestCase {
    private let offsets = [0, 1, 30, 103.5, screenWidth / 2, 300, screenWidth]

    func testRulesAreTheStockOnes() {
        assertRules(.system, pan: .edge, completion: .atFraction(0.5), settle: 0.3, snapshots: .none)
        XCTAssertEqual(Fixture.navigator().rules.panMode, .edge, "sanity: the fixture's snapshot style is edge too")
    }

    // MARK: Dragging

    func testDragFramesOverEveryPairOfBars() {
        // Pairs (front over back): transparent over opaque red, hidden over transparent, opaque blue over
        // hidden, half-transparent green over opaque blue.
        for depth in 1...4 {
            for offset in offsets {
                var frames = 0
                var navigator = StyleFixture.navigator(.system, depth: depth, frames: &frames)
                let top = navigator.top, below = navigator.stack[depth - 1]
                navigator.dragFromEdge(by: offset)
                XCTAssertEqual(navigator.swipeOffset, offset)
                let frame = navigator.frame()
                assertLayers(frame, systemSlide(front: Look(navigator, top, depth: depth), back: Look(navigator, below, depth: depth - 1),
                                                fraction: offset / screenWidth, time: seconds(frames: frames)),
                             "depth \(depth), offset \(offset)")
                XCTAssertTrue(frame.snapshots.isEmpty, "UIKit keeps its views: no pictures")
                XCTAssertTrue(frame.layers { if case .snapshot = $0 { return true } else { return false } }.isEmpty)
            }
        }
    }

    func testSharedBarColourSpotValues() {
        // Transparent page 1 over the red root, half-way: red's rgb at half of its opacity (127.5 rounds up).
        var navigator = StyleFixture.navigator(.system, depth: 1)
        navigator.dragFromEdge(by: screenWidth / 2)
        let backgrounds = navigator.frame().layers { if case .navigationBar(let bar) = $0 { return bar.title.isEmpty } else { return false } }
        XCTAssertEqual(backgrounds.count, 1)
        XCTAssertEqual(backgrounds.first?.frame, Rect(x: 0, y: 0, width: screenWidth, height: 88))
        if case .navigationBar(let bar) = backgrounds.first?.content {
            XCTAssertEqual(bar.background, Color(red: 0xCC, green: 0x22, blue: 0, alpha: 128))
        }

        // Green (10, 200, 90, 128) over blue (0, 68, 170, 255), a quarter of the way: worked out by hand.
        XCTAssertEqual(mixedBarColor(StyleFixture.halfGreen, StyleFixture.blue, 0.25), Color(red: 8, green: 167, blue: 110, alpha: 160))
        var deep = StyleFixture.navigator(.system, depth: 4)
        deep.dragFromEdge(by: screenWidth / 4)
        let mixed = deep.frame().layers { if case .navigationBar(let bar) = $0 { return bar.title.isEmpty } else { return false } }
        XCTAssertEqual(mixed.count, 1)
        if case .navigationBar(let bar) = mixed.first?.content {
            XCTAssertEqual(bar.background, Color(red: 8, green: 167, blue: 110, alpha: 160))
            XCTAssertFalse(bar.showsBackButton, "the background layer carries no buttons")
        }

        // Hidden over transparent: neither has a background, so no background is drawn at all.
        var clear = StyleFixture.navigator(.system, depth: 2)
        clear.dragFromEdge(by: 100)
        XCTAssertTrue(clear.frame().layers { if case .navigationBar(let bar) = $0 { return bar.title.isEmpty } else { return false } }.isEmpty)
    }

    func testTitlesCrossFadeInPlace() {
        var navigator = StyleFixture.navigator(.system, depth: 3)
        navigator.dragFromEdge(by: 0.3 * screenWidth)
        let titles = navigator.frame().layers { if case .navigationBar(let bar) = $0 { return !bar.title.isEmpty } else { return false } }
        // Page 3 (blue) over page 2 (hidden bar): only the front title, fading out; page 2 has no title.
        XCTAssertEqual(titles.count, 1)
        XCTAssertEqual(titles.first?.alpha ?? -1, 0.7, accuracy: 1e-12)
        XCTAssertEqual(titles.first?.frame.x, 0)
        if case .navigationBar(let bar) = titles.first?.content {
            XCTAssertEqual(bar.title, "Page 3")
            XCTAssertNil(bar.background, "the title layer carries no background of its own")
        }
    }

    // MARK: Push and pop

    /// UIKit's push and pop as swift_transitions measured them (`lib/src/physics/curves.dart`),
    /// written out: the distance left decays by 1/e every 61 ms of a 400 ms animation, normalised.
    private func uikitProgress(frames: Int) -> Double {
        let rate = 400.0 / 61, t = min(1, Double(frames) * frameSeconds / 0.4)
        return (1 - exp(-rate * t)) / (1 - exp(-rate))
    }

    func testPushFramesFrameByFrame() {
        var frames = 0
        var navigator = StyleFixture.navigator(.system, frames: &frames)
        let root = navigator.top
        navigator.perform(.push)
        let pushed = navigator.top
        for frameIndex in 0...23 {
            if frameIndex > 0 { navigator.step(frameSeconds); frames += 1 }
            // The new page is the front one: it has moved 1 - progress of the width.
            let fraction = 1 - uikitProgress(frames: frameIndex)
            assertLayers(navigator.frame(), systemSlide(front: Look(navigator, pushed, depth: 1), back: Look(navigator, root, depth: 0),
                                                        fraction: fraction, time: seconds(frames: frames)),
                         accuracy: 1e-6, "push frame \(frameIndex)")
        }
        navigator.step(frameSeconds)
        frames += 1
        XCTAssertNil(navigator.slide, "0.4 s = 24 frames")
        assertLayers(navigator.frame(), Look(navigator, pushed, depth: 1).live(dx: 0, time: seconds(frames: frames)), "at rest")
    }

    func testPopAndPopToRootFramesFrameByFrame() {
        for (command, depth) in [(NavigationCommand.pop, 3), (.popToRoot, 4), (.popTo(index: 1), 4)] {
            var frames = 0
            var navigator = StyleFixture.navigator(.system, depth: depth, frames: &frames)
            let leaving = navigator.top
            navigator.perform(command)
            let destination = navigator.top
            for frameIndex in 0...23 {
                if frameIndex > 0 { navigator.step(frameSeconds); frames += 1 }
                // The leaving page keeps its depth for the picture: it stood on top of the stack.
                assertLayers(navigator.frame(), systemSlide(front: Look(navigator, leaving, depth: depth),
                                                            back: Look(navigator, destination, depth: navigator.stack.count - 1),
                                                            fraction: uikitProgress(frames: frameIndex), time: seconds(frames: frames)),
                             accuracy: 1e-6, "\(command) frame \(frameIndex)")
            }
            navigator.step(frameSeconds)
            frames += 1
            XCTAssertNil(navigator.slide)
            assertLayers(navigator.frame(), Look(navigator, destination, depth: navigator.stack.count - 1)
                .live(dx: 0, time: seconds(frames: frames)), "\(command) at rest")
        }
    }

    // MARK: The gesture

    func testOnlyTheEdgeStartsASwipe() {
        var navigator = StyleFixture.navigator(.system, depth: 1)
        navigator.down(bodyPoint)
        navigator.move(Point(x: bodyPoint.x + 150, y: bodyPoint.y))
        XCTAssertNil(navigator.swipeOffset, "no full-screen pan in the stock transition")
        navigator.up(Point(x: bodyPoint.x + 150, y: bodyPoint.y))
        XCTAssertNil(navigator.slide)
        XCTAssertEqual(navigator.stack.count, 2)

        navigator.dragFromEdge(by: 150)
        XCTAssertEqual(navigator.swipeOffset, 150)
    }

    func testReleaseBelowHalfTheWidthGoesBackAndBeyondItCompletes() {
        // Offsets clear of the threshold, released without velocity (no time passes between the events).
        for (offset, completes) in [(40.5, false), (150, false), (206, false), (208, true), (300, true)] {
            var navigator = StyleFixture.navigator(.system, depth: 2)
            let pages = navigator.stack
            navigator.swipeFromEdge(releasingAt: offset)
            XCTAssertTrue(navigator.isAnimating, "released at \(offset)")
            navigator.runUntilSettled()
            XCTAssertEqual(navigator.stack, completes ? Array(pages.prefix(2)) : pages, "released at \(offset)")
        }
        // The threshold itself: at or beyond half the width.
        XCTAssertTrue(CompletionRule.atFraction(0.5).completes(offset: screenWidth / 2, width: screenWidth))
        XCTAssertFalse(CompletionRule.atFraction(0.5).completes(offset: screenWidth / 2 - 0.01, width: screenWidth))
    }

    func testUnderTheSeedRuleItCompletesFromHalfTheWidthIn18Frames() {
        // The stock constants (half the width, 0.3 s) decide wherever the distance rule and the seed
        // curve are in force; by default the style flings and settles along Flutter's curve instead.
        var configuration = NavigatorConfiguration()
        configuration.release = .distance
        configuration.settleCurve = .seed
        for (offset, completes) in [(206.5, false), (screenWidth / 2, true), (207.5, true)] {
            var navigator = StyleFixture.navigator(.system, depth: 2, configuration: configuration)
            let pages = navigator.stack
            navigator.swipeFromEdge(releasingAt: offset)
            XCTAssertEqual(navigator.runUntilSettled(), 18, "0.3 s at 60 fps, released at \(offset)")
            XCTAssertEqual(navigator.stack, completes ? Array(pages.prefix(2)) : pages, "released at \(offset)")
        }
    }

    func testSettlingFramesKeepTheSharedBar() {
        // Whatever the settle curve, every frame on the way is the stock slide at the current offset.
        for (release, target) in [(300.0, screenWidth), (120, 0)] {
            var frames = 0
            var navigator = StyleFixture.navigator(.system, depth: 1, frames: &frames)
            let top = navigator.top, root = navigator.stack[0]
            navigator.swipeFromEdge(releasingAt: release)
            var previous = release
            while let offset = navigator.swipeOffset, frames < 1000 {
                XCTAssertLessThanOrEqual(abs(target - offset), abs(target - previous) + 1e-9, "always closer to \(target)")
                assertLayers(navigator.frame(), systemSlide(front: Look(navigator, top, depth: 1), back: Look(navigator, root, depth: 0),
                                                            fraction: offset / screenWidth, time: seconds(frames: frames)),
                             "settling to \(target) at \(offset)")
                previous = offset
                navigator.step(frameSeconds)
                frames += 1
            }
            XCTAssertNil(navigator.slide)
            XCTAssertEqual(navigator.stack, target > 0 ? [root] : [root, top])
            XCTAssertTrue(navigator.snapshots.keys.isEmpty)
        }
    }
}
