import XCTest
@testable import SlideBackCore

/// Issue 33 item 2: reduced motion, as each style's platform does it. The iOS styles cross-fade
/// (SwiftUI's `TransitionProperties.hasMotion`), the Android ones end their animations at once
/// (animator duration scale 0), Flutter's and the self-drawn toolkits' change nothing.
final class ReducedMotionTests: XCTestCase {
    private func navigator(_ spec: StyleSpec, reduced: Bool = true) -> Navigator {
        var configuration = NavigatorConfiguration()
        configuration.reducesMotion = reduced
        var navigator = Navigator(scene: StyleFixture.scene(), spec: spec, configuration: configuration)
        navigator.step(frameSeconds)
        return navigator
    }

    /// Checks one frame of a cross-fade: nothing moved or scaled by more than a point, and the page
    /// in front as opaque as the progress says.
    private func assertStill(_ navigator: Navigator, _ what: String) {
        let frame = navigator.frame(), width = frame.screen.width, height = frame.screen.height
        for group in frame.groups {
            let moved = group.transform
            // A scale moves the page's far edges by (1 - scale) of the screen.
            XCTAssertLessThanOrEqual(abs(moved.x) + abs(1 - moved.scale) * width, 1, "\(what): \(group.role) x \(moved.x), scale \(moved.scale)")
            XCTAssertLessThanOrEqual(abs(moved.y) + abs(1 - moved.scaleY) * height, 1, "\(what): \(group.role) y \(moved.y)")
        }
        if let front = frame.groups.first(where: { $0.role == .front }) {
            XCTAssertEqual(front.transform.opacity, 1 - navigator.progress, accuracy: 1e-9, "\(what): the front page fades with p")
        }
    }

    func testEveryStyleRecordsWhatItsPlatformDoes() {
        let expected: [String: ReduceMotion] = [
            "cupertino": .ignore, "predictive-back-shared": .ignore, "flutter-fade-forwards": .ignore,
            "react-navigation": .ignore, "ionic": .ignore, "compose-ios": .ignore,
            "predictive-back": .instant, "material-shared-axis": .instant, "compose": .instant, "harmonyos": .instant,
        ]
        for spec in StyleSpec.builtIns {
            XCTAssertEqual(spec.reduceMotion, expected[spec.name] ?? .crossFade, spec.name)
            if spec.reduceMotion == .ignore { XCTAssertEqual(spec.reducedMotion(), spec, spec.name) }
        }
    }

    func testInEachIOSStyleAPushAndAPopCrossFadeWithoutMovingAnyPage() {
        let fading = StyleSpec.builtIns.filter { $0.reduceMotion == .crossFade }
        XCTAssertGreaterThanOrEqual(fading.count, 9)
        for spec in fading {
            var navigator = navigator(spec)
            let running = navigator.spec
            XCTAssertEqual(running.name, spec.name, "the style keeps its name")
            navigator.perform(.push)
            var frames = 0
            while !navigator.isSettled && frames < 200 {
                assertStill(navigator, "\(spec.name) push frame \(frames)")
                if running.pushMotion == .curve {
                    // The push runs p from 1 to 0 on the style's curve: the new page fades in on it.
                    let t = min(1, Double(frames) * frameSeconds / running.pushDuration)
                    XCTAssertEqual(navigator.progress, 1 - running.pushCurve.transform(t), accuracy: 1e-6, "\(spec.name) push frame \(frames)")
                }
                navigator.step(frameSeconds)
                frames += 1
            }
            XCTAssertEqual(navigator.stack.count, 2, spec.name)
            navigator.perform(.pop)
            frames = 0
            while !navigator.isSettled && frames < 200 {
                assertStill(navigator, "\(spec.name) pop frame \(frames)")
                if running.pushMotion == .curve {
                    let t = min(1, Double(frames) * frameSeconds / running.pushDuration)
                    XCTAssertEqual(navigator.progress, running.pushCurve.transform(t), accuracy: 1e-6, "\(spec.name) pop frame \(frames)")
                }
                navigator.step(frameSeconds)
                frames += 1
            }
            XCTAssertEqual(navigator.stack.count, 1, spec.name)
        }
    }

    func testAHeldSwipeCrossFadesToo() throws {
        var navigator = navigator(.builtIn(.slideback))
        navigator.perform(.push)
        navigator.runUntilSettled()
        navigator.down(Point(x: 2, y: 500))
        navigator.move(Point(x: 2 + 0.2 * screenWidth, y: 500))
        navigator.move(Point(x: 2 + 0.4 * screenWidth, y: 500))
        XCTAssertEqual(navigator.progress, 0.4, accuracy: 1e-9, "the finger still drives the progress")
        assertStill(navigator, "held")
        let front = try XCTUnwrap(navigator.frame().groups.first { $0.role == .front })
        XCTAssertEqual(front.transform.opacity, 0.6, accuracy: 1e-9)
    }

    func testInEachAndroidStyleAtScaleZeroThePushAndTheReleaseEndWithinOneFrame() {
        let instant = StyleSpec.builtIns.filter { $0.reduceMotion == .instant }
        XCTAssertEqual(instant.count, 4)
        for spec in instant {
            var navigator = navigator(spec)
            navigator.perform(.push)
            XCTAssertEqual(navigator.stack.count, 2, spec.name)
            navigator.step(frameSeconds)
            XCTAssertTrue(navigator.isSettled, "\(spec.name): the push is over at the next frame")
            navigator.perform(.pop)
            navigator.step(frameSeconds)
            XCTAssertTrue(navigator.isSettled, "\(spec.name): so is the pop")
            XCTAssertEqual(navigator.stack.count, 1, spec.name)
            navigator.perform(.push)
            navigator.step(frameSeconds)
            // The finger still moves the page, unsmoothed; its release ends at once.
            navigator.down(Point(x: 2, y: 500))
            navigator.move(Point(x: 2 + 0.25 * screenWidth, y: 500))
            navigator.move(Point(x: 2 + 0.5 * screenWidth, y: 500))
            XCTAssertEqual(navigator.progress, spec.backProgress.progress(fraction: 0.5, width: screenWidth), accuracy: 1e-9, spec.name)
            navigator.up(Point(x: 2 + 0.5 * screenWidth, y: 500))
            XCTAssertLessThanOrEqual(navigator.runUntilSettled(limit: 1), 1, "\(spec.name): the release ends within a frame")
        }
    }

    func testMTogglesItLiveBetweenTransitionsAndTheBadgeSaysWhatItDoes() throws {
        var session = Session(navigator: navigator(.builtIn(.slideback), reduced: false), clock: PlaybackClock())
        session.apply(.push)
        session.advanceFrame()
        session.press(.m)
        XCTAssertTrue(session.navigator.reducesMotion)
        XCTAssertEqual(session.styleBadgeText, "reduce motion: cross-fade")
        XCTAssertEqual(session.navigator.spec, StyleSpec.builtIn(.slideback), "a push under way keeps its look")
        for _ in 0..<60 { session.advanceFrame() }
        XCTAssertEqual(session.navigator.spec, StyleSpec.builtIn(.slideback).reducedMotion(), "the next transition cross-fades")
        XCTAssertEqual(session.navigator.chosenSpec, StyleSpec.builtIn(.slideback))
        // Tab keeps it on for the next style, which says what it does there.
        session.press(.tab)
        XCTAssertEqual(session.navigator.spec, session.navigator.chosenSpec.reducedMotion())
        session.press(.m)
        XCTAssertEqual(session.styleBadgeText, "reduce motion off")
        XCTAssertEqual(session.navigator.spec, session.navigator.chosenSpec)
        var flutter = Session(navigator: navigator(try XCTUnwrap(StyleSpec.builtIns.first { $0.name == "cupertino" }), reduced: false),
                              clock: PlaybackClock())
        flutter.press(.m)
        XCTAssertEqual(flutter.styleBadgeText, "reduce motion: ignored by cupertino")
    }
}
