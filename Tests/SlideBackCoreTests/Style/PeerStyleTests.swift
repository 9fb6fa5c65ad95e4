import XCTest
@testable import SlideBackCore

/// The platform and peer styles at several progress values, every expected number taken from
/// the sources PEERS.md and docs/techniques.md cite, written out here rather than read from the specs.
final class PeerStyleTests: XCTestCase {
    private let progresses = [0.1, 0.25, 0.5, 0.8]

    private func spec(_ name: String) throws -> StyleSpec {
        try XCTUnwrap(StyleSpec.builtIns.first { $0.name == name }, name)
    }

    /// A navigator of `name` pushed to depth 1, dragged from the edge by `offset` points.
    private func dragged(_ name: String, by offset: Double, scene: Scene = StyleFixture.scene()) throws -> Navigator {
        var navigator = Navigator(scene: scene, spec: try spec(name))
        navigator.step(frameSeconds)
        navigator.perform(.push)
        navigator.runUntilSettled()
        navigator.down(Point(x: 2, y: 500))
        navigator.move(Point(x: 2 + offset, y: 500))
        return navigator
    }

    /// Flutter's `ThreePointCubic` for `fastEaseInToSlowEaseOut`, written out from curves.dart.
    private func fastEaseInToSlowEaseOut(_ t: Double) -> Double {
        if t < 0.198 {
            return referenceBezier(0.056 / 0.198, 0.024 / 0.541, 0.108 / 0.198, 0.3085 / 0.541, at: t / 0.198) * 0.541
        }
        let sx = 1 - 0.198, sy = 1 - 0.541
        return referenceBezier((0.3655 - 0.198) / sx, (1.0 - 0.541) / sy, (0.5465 - 0.198) / sx, (0.989 - 0.541) / sy,
                               at: (t - 0.198) / sx) * sy + 0.541
    }

    func testTheNewCurvesMatchFlutters() {
        for t in stride(from: 0.0, through: 1.0, by: 0.05) {
            XCTAssertEqual(Curve.fastEaseInToSlowEaseOut.transform(t), fastEaseInToSlowEaseOut(t), accuracy: 1e-6, "t \(t)")
            XCTAssertEqual(Curve.linearToEaseOut.transform(t), referenceBezier(0.35, 0.91, 0.33, 0.97, at: t), accuracy: 1e-6)
            XCTAssertEqual(Curve.easeInToLinear.transform(t), referenceBezier(0.67, 0.03, 0.65, 0.09, at: t), accuracy: 1e-6)
        }
        XCTAssertEqual(Curve.fastEaseInToSlowEaseOut.transform(0.198), 0.541, accuracy: 1e-9, "through its midpoint")
    }

    func testCupertinoSlidesItsOwnBarsUnderFluttersBarrierAndFaintShadow() throws {
        for p in progresses {
            let navigator = try dragged("cupertino", by: p * screenWidth)
            let frame = navigator.frame()
            let top = navigator.top, below = navigator.stack[0]
            XCTAssertEqual(frame.layers { $0 == .pageBody(below) }.first?.frame.x ?? .nan, -(1 - p) * screenWidth / 3, accuracy: 1e-9)
            XCTAssertEqual(frame.layers { $0 == .pageBody(top) }.first?.frame.x ?? .nan, p * screenWidth, accuracy: 1e-9)
            XCTAssertEqual(frame.covers.first?.alpha ?? .nan, 0x18 / 255.0 * (1 - p), accuracy: 1e-9, "the barrier, 0x18000000")
            let shadow = try XCTUnwrap(frame.layers { $0 == .edgeShadow }.first)
            XCTAssertEqual(shadow.alpha, 0x04 / 255.0 * (1 - p), accuracy: 1e-9, "0x04000000, fading with the progress")
            XCTAssertEqual(shadow.frame.width, 0.05 * screenWidth, accuracy: 1e-9, "over 5% of the width")
            XCTAssertEqual(shadow.frame.x + shadow.frame.width, p * screenWidth, accuracy: 1e-9, "wholly left of the edge")
            XCTAssertEqual(frame.layers { if case .navigationBar = $0 { true } else { false } }.count, 2, "each page its own bar")
        }
    }

    func testCupertinoPushesFor500MillisecondsOnFastEaseInToSlowEaseOut() throws {
        var navigator = Navigator(scene: StyleFixture.scene(), spec: try spec("cupertino"))
        navigator.step(frameSeconds)
        navigator.perform(.push)
        for frame in 1...29 {
            navigator.step(frameSeconds)
            XCTAssertEqual(navigator.progress, 1 - fastEaseInToSlowEaseOut(Double(frame) / 30), accuracy: 1e-6, "frame \(frame)")
        }
        navigator.step(frameSeconds)
        XCTAssertTrue(navigator.isSettled, "0.5 s = 30 frames")
    }

    func testScaleBackShrinksThePageUnderneathInPlaceUnderACover() throws {
        for p in progresses {
            let navigator = try dragged("scale-back", by: p * screenWidth)
            let back = try XCTUnwrap(navigator.frame().groups.first { $0.role == .back })
            XCTAssertEqual(back.transform.x, 0, "it does not move")
            XCTAssertEqual(back.transform.scale, 0.95 + 0.05 * p, accuracy: 1e-12)
            XCTAssertEqual(back.transform.scaleY, 0.97 + 0.03 * p, accuracy: 1e-12)
            XCTAssertEqual(back.transform.dimming ?? .nan, 0.6 * (1 - p), accuracy: 1e-12)
            let front = try XCTUnwrap(navigator.frame().groups.first { $0.role == .front })
            XCTAssertEqual(front.transform.shadow, PageTransform.Shadow(opacity: 0.2, width: 8, offset: 0), "0.2, radius 4")
            XCTAssertEqual(front.transform.x, p * screenWidth, accuracy: 1e-9)
        }
        var navigator = try dragged("scale-back", by: 0.49 * screenWidth)
        navigator.up(Point(x: 2 + 0.49 * screenWidth, y: 500))
        navigator.runUntilSettled()
        XCTAssertEqual(navigator.stack.count, 2, "short of half the width it goes back")
        navigator = try dragged("scale-back", by: 0.51 * screenWidth)
        navigator.up(Point(x: 2 + 0.51 * screenWidth, y: 500))
        navigator.runUntilSettled()
        XCTAssertEqual(navigator.stack.count, 1, "past half it pops")
    }

    func testFakeBarMovesEachPagesBarBackgroundAndCrossFadesTheSharedItems() throws {
        for p in progresses {
            let navigator = try dragged("fake-bar", by: p * screenWidth)
            let frame = navigator.frame()
            let groups = Dictionary(uniqueKeysWithValues: frame.groups.map { ($0.role, $0) })
            func backgrounds(_ role: LayerGroup.Role) -> [Color?] {
                (groups[role]?.layers ?? []).compactMap { if case .navigationBar(let bar) = $0.content { return bar.background } else { return nil } }
            }
            XCTAssertEqual(backgrounds(.back), [StyleFixture.red], "the root's own red background goes with it")
            XCTAssertEqual(backgrounds(.front), [], "the transparent page has no background to copy")
            XCTAssertEqual(groups[.back]?.transform.x ?? .nan, -(1 - p) * screenWidth / 3, accuracy: 1e-9)
            let shared = (groups[.chrome]?.layers ?? []).compactMap { layer -> (String, Double)? in
                guard case .navigationBar(let bar) = layer.content else { return nil }
                XCTAssertNil(bar.background, "no shared background: each page carries its own")
                return (bar.title, layer.alpha)
            }
            XCTAssertEqual(shared.map(\.0), [navigator.scene.pages[1].title, navigator.scene.pages[0].title])
            XCTAssertEqual(shared.map(\.1)[0], 1 - p, accuracy: 1e-12)
            XCTAssertEqual(shared.map(\.1)[1], p, accuracy: 1e-12)
        }
    }

    // MARK: react-navigation

    func testReactNavigationsLookAtSeveralProgresses() throws {
        for p in progresses {
            let navigator = try dragged("react-navigation", by: p * screenWidth)
            let frame = navigator.frame()
            XCTAssertEqual(frame.layers { $0 == .pageBody(navigator.stack[0]) }.first?.frame.x ?? .nan, -(1 - p) * 0.3 * screenWidth,
                           accuracy: 1e-9)
            XCTAssertEqual(frame.covers.first?.alpha ?? .nan, 0.07 * (1 - p), accuracy: 1e-12, "overlay 0 -> 0.07")
            XCTAssertEqual(frame.layers { $0 == .edgeShadow }.first?.alpha ?? .nan, 0.3 * (1 - p), accuracy: 1e-12, "shadow 0 -> 0.3")
        }
    }

    func testReactNavigationsGestureActivatesAfterFivePointsAndFailsPastTwentyVertically() throws {
        let spec = try spec("react-navigation")
        func swipes(from start: Point, through moves: [(Double, Double)]) -> Bool {
            var navigator = Navigator(scene: StyleFixture.scene(), spec: spec)
            navigator.step(frameSeconds)
            navigator.perform(.push)
            navigator.runUntilSettled()
            navigator.down(start)
            for (dx, dy) in moves { navigator.move(Point(x: start.x + dx, y: start.y + dy)) }
            return navigator.press?.isSwipe ?? false
        }
        XCTAssertFalse(swipes(from: Point(x: 40, y: 500), through: [(4, 15)]), "4 pt right is not yet a swipe")
        XCTAssertTrue(swipes(from: Point(x: 40, y: 500), through: [(4, 15), (6, 18)]), "5 pt right within 20 pt vertical")
        XCTAssertFalse(swipes(from: Point(x: 40, y: 500), through: [(2, 21), (100, 21)]), "21 pt vertical first fails it")
        XCTAssertFalse(swipes(from: Point(x: 60, y: 500), through: [(100, 0)]), "only within 50 pt of the edge")
        XCTAssertTrue(swipes(from: Point(x: 49, y: 500), through: [(100, 0)]))
    }

    /// React Native's critically damped branch, from SpringAnimation.js: the position at `t` of a
    /// spring from `from` to `to` thrown at `velocity`.
    private func reactNativeSpring(from: Double, to: Double, velocity: Double, at t: Double) -> Double {
        let omega = (1000.0 / 3).squareRoot(), x0 = to - from, v0 = -velocity
        return to - exp(-omega * t) * (x0 + (v0 + omega * x0) * t)
    }

    func testReactNavigationSettlesAndPushesOnReactNativesSpringInAboutFourTenthsOfASecond() throws {
        var navigator = try dragged("react-navigation", by: 0.6 * screenWidth)
        navigator.up(Point(x: 2 + 0.6 * screenWidth, y: 500))
        var frames = 0
        while !navigator.isSettled, frames < 200 {
            navigator.step(frameSeconds)
            frames += 1
            if !navigator.isSettled {
                XCTAssertEqual(navigator.progress, reactNativeSpring(from: 0.6, to: 1, velocity: 0, at: Double(frames) * frameSeconds),
                               accuracy: 1e-9, "frame \(frames)")
            }
        }
        XCTAssertEqual(navigator.stack.count, 1, "0.6 projected past half the width pops")
        XCTAssertTrue((18...29).contains(frames), "settled in \(frames) frames: React Navigation's 0.3-0.47 s")
        var pushed = Navigator(scene: StyleFixture.scene(), spec: try spec("react-navigation"))
        pushed.step(frameSeconds)
        pushed.perform(.push)
        let pushFrames = pushed.runUntilSettled()
        XCTAssertTrue((18...29).contains(pushFrames), "a push on the same spring: \(pushFrames) frames")
        // The textbook solution of the same spring creeps: React Navigation's users know the other.
        var exact = try spec("react-navigation")
        exact.springSolver = .exact
        var creeping = Navigator(scene: StyleFixture.scene(), spec: exact)
        creeping.step(frameSeconds)
        creeping.perform(.push)
        XCTAssertGreaterThan(creeping.runUntilSettled(), 60, "the overdamped equation solved exactly takes over a second")
    }

    func testReactNavigationProjectsThreeTenthsOfASecondOfVelocity() throws {
        let spec = try spec("react-navigation")
        XCTAssertTrue(spec.completes(progress: 0.3, velocity: 0.7, width: screenWidth), "0.3 + 0.21 passes half")
        XCTAssertFalse(spec.completes(progress: 0.3, velocity: 0.6, width: screenWidth), "0.3 + 0.18 does not")
        XCTAssertFalse(spec.completes(progress: 0.7, velocity: -0.8, width: screenWidth), "thrown back")
    }

    // MARK: ios26

    func testIOS26SwipesFromAnywhereButYieldsToSidewaysContent() throws {
        let spec = try spec("ios26")
        var navigator = Navigator(scene: StyleFixture.scene(), spec: spec)
        navigator.step(frameSeconds)
        navigator.perform(.push)
        navigator.runUntilSettled()
        navigator.down(Point(x: 200, y: 500))
        navigator.move(Point(x: 203, y: 501))
        navigator.move(Point(x: 300, y: 505))
        XCTAssertEqual(navigator.progress, 100 / screenWidth, accuracy: 1e-12, "from the middle of the content")
        navigator.up(Point(x: 300, y: 505))
        navigator.runUntilSettled()
        navigator.perform(.push)
        navigator.runUntilSettled()
        navigator.down(Point(x: 200, y: 500))
        navigator.move(Point(x: 201, y: 510))
        navigator.move(Point(x: 300, y: 520))
        XCTAssertNil(navigator.slide, "a vertical start is never a swipe")
        navigator.up(Point(x: 300, y: 520))

        let carousel = Fixture.scene(pageCount: 3) { $0[1].scrollsSideways = true }
        var gallery = Navigator(scene: carousel, spec: spec)
        gallery.step(frameSeconds)
        gallery.perform(.push)
        gallery.runUntilSettled()
        gallery.down(Point(x: 200, y: 500))
        gallery.move(Point(x: 300, y: 500))
        XCTAssertNil(gallery.slide, "the carousel under the finger wins")
        XCTAssertEqual(gallery.scrollOffsets[gallery.top] ?? 0, Navigator.wrapScroll(100, width: screenWidth), accuracy: 1e-9)
        gallery.up(Point(x: 300, y: 500))
        gallery.down(Point(x: 5, y: 500))
        gallery.move(Point(x: 105, y: 500))
        XCTAssertEqual(gallery.progress, 100 / screenWidth, accuracy: 1e-12, "the edge strip still swipes")
    }

    func testIOS26SwipesSeveralPagesAwayInARow() throws {
        var navigator = Navigator(scene: StyleFixture.scene(), spec: try spec("ios26"))
        navigator.step(frameSeconds)
        for _ in 0..<3 {
            navigator.perform(.push)
            navigator.runUntilSettled()
        }
        XCTAssertEqual(navigator.stack.count, 4)
        func flick() {
            navigator.down(Point(x: 150, y: 500))
            navigator.move(Point(x: 165, y: 500))
            navigator.step(frameSeconds)
            navigator.move(Point(x: 300, y: 500))
            navigator.up(Point(x: 300, y: 500))
            navigator.stepFrames(3)
        }
        flick()
        guard let slide = navigator.slide, slide.phase == .drag, navigator.controller?.isAnimating == true, slide.completing else { return XCTFail("settling towards the pop") }
        flick()
        XCTAssertEqual(navigator.stack.count, 3, "the first pop finished as the second swipe began")
        flick()
        XCTAssertEqual(navigator.stack.count, 2)
        navigator.runUntilSettled()
        XCTAssertEqual(navigator.stack.count, 1, "three pages swiped away in a row")
        // A page settling back is caught, as in every other style.
        navigator.perform(.push)
        navigator.runUntilSettled()
        navigator.down(Point(x: 150, y: 500))
        navigator.move(Point(x: 190, y: 500))
        navigator.stepFrames(10)
        navigator.up(Point(x: 190, y: 500))
        navigator.step(frameSeconds)
        guard let back = navigator.slide, back.phase == .drag, navigator.controller?.isAnimating == true, !back.completing else { return XCTFail("settling back") }
        let drawn = navigator.progress
        navigator.down(Point(x: 150, y: 500))
        navigator.stepFrames(3)
        XCTAssertEqual(navigator.progress, drawn, "held where it was")
        XCTAssertEqual(navigator.stack.count, 2)
    }

    func testIOS26MovesEachBarBackgroundAndPinsTheItems() throws {
        let navigator = try dragged("ios26", by: 0.4 * screenWidth)
        let chrome = try XCTUnwrap(navigator.frame().groups.first { $0.role == .chrome })
        XCTAssertEqual(chrome.transform, .identity, "items stay pinned")
        XCTAssertFalse(chrome.layers.contains { if case .navigationBar(let bar) = $0.content { bar.background != nil } else { false } })
        let back = try XCTUnwrap(navigator.frame().groups.first { $0.role == .back })
        XCTAssertTrue(back.layers.contains { if case .navigationBar(let bar) = $0.content { bar.background == StyleFixture.red } else { false } },
                      "the root's background goes with it")
    }
}
