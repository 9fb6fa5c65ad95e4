import XCTest
@testable import SlideBackCore

/// Keys 1-5 switch the technique between transitions; the store is rebuilt for the new style; the
/// configuration's gesture settings win over every style's own.
final class StyleSwitchingTests: XCTestCase {
    // MARK: Keys

    func testNumberKeysPickTheStylesInSpecOrder() {
        var session = Session(navigator: StyleFixture.navigator(.slideback, depth: 2), clock: PlaybackClock())
        let presses: [(Key, StyleName)] = [(.three, .weibo), (.one, .system), (.five, .slideback), (.two, .snapshot),
                                           (.four, .barSnapshot), (.four, .barSnapshot), (.one, .system)]
        for (key, style) in presses {
            session.press(key)
            XCTAssertEqual(session.navigator.style, style, "key \(key.rawValue)")
            XCTAssertEqual(session.navigator.frame().style, style)
            XCTAssertEqual(style.keyNumber, Int(key.rawValue))
        }
        XCTAssertNil(StyleName(keyNumber: 0))
        XCTAssertNil(StyleName(keyNumber: 6))
        XCTAssertEqual(StyleName.barSnapshot.rawValue, "bar-snapshot")
    }

    // MARK: Refusal

    func testSwitchingIsRefusedWhileAnythingMoves() {
        let movers: [(String, (inout Navigator) -> Void)] = [
            ("pushing", { $0.perform(.push); $0.stepFrames(5) }),
            ("popping", { $0.perform(.pop) }),
            ("popping to the root", { $0.perform(.popToRoot); $0.stepFrames(23) }),
            ("a held swipe", { $0.dragFromEdge(by: 120) }),
            ("a settling swipe", { $0.swipeFromEdge(releasingAt: 120); $0.step(frameSeconds) }),
            ("a completing swipe", { $0.swipeFromEdge(releasingAt: 300) }),
            ("a push with more queued", { $0.perform(.push); $0.perform(.pop); $0.perform(.push) }),
        ]
        for from in StyleName.allCases {
            for (name, start) in movers {
                var navigator = StyleFixture.navigator(from, depth: 2)
                start(&navigator)
                let before = (navigator.stack, navigator.snapshots, navigator.transitionView)
                for target in StyleName.allCases where target != from {
                    XCTAssertFalse(navigator.switchStyle(to: target), "\(from) -> \(target) during \(name)")
                    XCTAssertEqual(navigator.style, from, "\(name)")
                    XCTAssertEqual(navigator.snapshots, before.1, "the store is untouched during \(name)")
                    XCTAssertEqual(navigator.stack, before.0)
                    XCTAssertEqual(navigator.transitionView, before.2)
                }
                var session = Session(navigator: navigator, clock: PlaybackClock())
                session.press(from == .weibo ? .one : .three)
                XCTAssertEqual(session.navigator.style, from, "a key is refused too during \(name)")

                navigator.cancelPointer()
                navigator.runUntilSettled()
                let target: StyleName = from == .weibo ? .barSnapshot : .weibo
                XCTAssertTrue(navigator.switchStyle(to: target), "once settled after \(name)")
                XCTAssertEqual(navigator.style, target)
            }
        }
    }

    // MARK: The store

    func testAfterASwitchTheStoreHoldsWhatTheNewStyleNeeds() {
        let scene = StyleFixture.scene()
        var navigator = StyleFixture.navigator(.slideback, depth: 4, scene: scene)
        XCTAssertTrue(navigator.snapshots.keys.isEmpty)
        let order: [StyleName] = [.snapshot, .weibo, .barSnapshot, .system, .slideback, .barSnapshot, .snapshot, .weibo, .weibo]
        for (index, style) in order.enumerated() {
            navigator.stepFrames(3)
            XCTAssertTrue(navigator.switchStyle(to: style))
            XCTAssertEqual(Set(navigator.snapshots.keys), styleNeeds(style, navigator.stack, scene), "\(index): \(style)")
            XCTAssertEqual(Set(navigator.snapshots.keys), Set(navigator.expectedSnapshotKeys), "\(index): \(style)")
            XCTAssertEqual(navigator.snapshots.keys.count, Set(navigator.snapshots.keys).count, "no key twice")
            XCTAssertTrue(navigator.snapshots.entries.allSatisfy { $0.capturedAt == navigator.time }, "taken now, from the pages as they are")
            for entry in navigator.snapshots.entries {
                XCTAssertEqual(entry.depth, navigator.stack.firstIndex(of: entry.key.page), "\(entry.key)")
            }
        }
    }

    func testASwitchBeforeTheRootAppearsWaitsForIt() {
        for style in [StyleName.weibo, .barSnapshot] {
            var navigator = Navigator(scene: StyleFixture.scene(), style: .slideback)
            XCTAssertTrue(navigator.switchStyle(to: style))
            XCTAssertTrue(navigator.snapshots.keys.isEmpty, "\(style): the root has not appeared")
            navigator.step(frameSeconds)
            XCTAssertEqual(Set(navigator.snapshots.keys), styleNeeds(style, navigator.stack, navigator.scene), "\(style)")
        }
    }

    func testAfterASwitchEveryTransitionDrawsOnlyStoredPictures() {
        // From every style to every style, then a swipe, a push and a pop in the new one.
        for from in StyleName.allCases {
            for to in StyleName.allCases {
                var navigator = StyleFixture.navigator(from, depth: 3)
                XCTAssertTrue(navigator.switchStyle(to: to))
                var checked = 0
                func check(_ what: String) {
                    let frame = navigator.frame()
                    let listed = Set(frame.snapshots.map(\.key))
                    for layer in frame.layers {
                        if case .snapshot(let key) = layer.content { XCTAssertTrue(listed.contains(key), "\(from) -> \(to), \(what): \(key)") }
                    }
                    checked += 1
                }
                navigator.dragFromEdge(by: 150)
                check("dragging")
                navigator.up(Point(x: 155, y: 400))
                while !navigator.isSettled { navigator.step(frameSeconds); check("settling") }
                for command in [NavigationCommand.push, .pop, .popToRoot] {
                    navigator.perform(command)
                    while !navigator.isSettled { check("\(command)"); navigator.step(frameSeconds) }
                    XCTAssertEqual(Set(navigator.snapshots.keys), styleNeeds(to, navigator.stack, navigator.scene), "\(from) -> \(to) after \(command)")
                }
                XCTAssertGreaterThan(checked, 50)
            }
        }
    }

    // MARK: Overrides

    func testPanModeOverrideWins() {
        var fullscreen = NavigatorConfiguration()
        fullscreen.panMode = .fullscreen
        var edge = NavigatorConfiguration()
        edge.panMode = .edge
        for style in StyleName.allCases {
            for (configuration, mode) in [(fullscreen, PanMode.fullscreen), (edge, .edge)] {
                var navigator = StyleFixture.navigator(style, depth: 1, configuration: configuration)
                XCTAssertEqual(navigator.rules.panMode, mode, "\(style)")
                navigator.down(bodyPoint)
                navigator.move(Point(x: bodyPoint.x + 11, y: bodyPoint.y))
                navigator.move(Point(x: bodyPoint.x + 150, y: bodyPoint.y))
                XCTAssertEqual(navigator.swipeOffset, mode == .fullscreen ? 150 : nil, "\(style), \(mode)")
            }
        }
    }

    func testSettleDurationAndCompletionOverridesWin() {
        // The seed styles settle for a fixed time by a distance rule (snapshot 40 pt, the others half
        // the width); system and slideback decide by fling and settle along Flutter's curve, which use
        // neither setting, so for them the seed rule and curve are asked for as well.
        for style in StyleName.allCases {
            var base = NavigatorConfiguration()
            if style == .system || style == .slideback {
                base.release = .distance
                base.settleCurve = .seed
            }
            var slow = base
            slow.settleDuration = 0.5
            var navigator = StyleFixture.navigator(style, depth: 2, configuration: slow)
            XCTAssertEqual(navigator.rules.settleDuration, 0.5)
            navigator.swipeFromEdge(releasingAt: 100)
            XCTAssertEqual(navigator.runUntilSettled(), 30, "\(style): 0.5 s at 60 fps")

            var near = base
            near.completion = .beyondDistance(40)
            navigator = StyleFixture.navigator(style, depth: 2, configuration: near)
            XCTAssertEqual(navigator.rules.completion, .beyondDistance(40))
            navigator.swipeFromEdge(releasingAt: 60)
            navigator.runUntilSettled()
            XCTAssertEqual(navigator.stack.count, 2, "\(style): 60 pt is beyond 40 pt")

            var far = base
            far.completion = .atFraction(0.75)
            navigator = StyleFixture.navigator(style, depth: 2, configuration: far)
            navigator.swipeFromEdge(releasingAt: 300)
            navigator.runUntilSettled()
            XCTAssertEqual(navigator.stack.count, 3, "\(style): 300 pt is short of three quarters")
        }
        // The style's own values when nothing is configured.
        var navigator = StyleFixture.navigator(.weibo, depth: 2)
        navigator.swipeFromEdge(releasingAt: 100)
        XCTAssertEqual(navigator.runUntilSettled(), 15, "weibo's own 0.25 s")
    }

    func testOverridesSurviveASwitch() throws {
        var configuration = NavigatorConfiguration()
        configuration.settleDuration = 0.1
        configuration.panMode = .fullscreen
        configuration.completion = .beyondDistance(10)
        // The overrides are put into every style once, when the session starts; the keys a person
        // switches with (1-5, Tab) pick those specs, so the overrides survive every switch.
        var session = Session(navigator: StyleFixture.navigator(.snapshot, depth: 2, configuration: configuration), clock: PlaybackClock())
        for style in StyleName.allCases {
            session.press(try XCTUnwrap(Key(rawValue: String(style.keyNumber))))
            let navigator = session.navigator
            XCTAssertEqual(navigator.style, style)
            XCTAssertEqual(navigator.rules.settleDuration, 0.1, "\(style)")
            XCTAssertEqual(navigator.rules.panMode, .fullscreen, "\(style)")
            XCTAssertEqual(navigator.rules.completion, .beyondDistance(10), "\(style)")
            XCTAssertEqual(navigator.rules.snapshots, style.style.rules.snapshots, "pictures are the style's own")
        }
        for _ in session.styles.specs {
            session.press(.tab)
            XCTAssertEqual(session.navigator.rules.settleDuration, 0.1, "Tab to \(session.navigator.spec.name)")
            XCTAssertEqual(session.navigator.rules.completion, .beyondDistance(10), "Tab to \(session.navigator.spec.name)")
        }
    }
}
