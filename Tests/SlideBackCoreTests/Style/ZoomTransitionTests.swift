import XCTest
@testable import SlideBackCore

/// `predictive-back-shared` pushes and pops as Flutter's `ZoomPageTransitionsBuilder`, which its
/// `PredictiveBackPageTransitionsBuilder` falls back to when no finger drives the route. Every
/// expected number is written out from flutter/flutter's page_transitions_theme.dart, with t the
/// route's linear 300 ms animation.
final class ZoomTransitionTests: XCTestCase {
    /// `fastOutExtraSlowInTweenSequenceItems` at t: 0 -> 0.4 over the first 0.166666 of the
    /// weights, then 0.4 -> 1.
    private func sequence(_ t: Double) -> Double {
        t < 0.166666 ? 0.4 * referenceBezier(0.05, 0, 0.133333, 0.06, at: t / 0.166666)
            : 0.4 + 0.6 * referenceBezier(0.208333, 0.82, 0.25, 1, at: (t - 0.166666) / (1 - 0.166666))
    }

    /// `Interval(begin, end)` at t: 0 before, 1 after, linear between.
    private func interval(_ begin: Double, _ end: Double, at t: Double) -> Double {
        min(1, max(0, (t - begin) / (end - begin)))
    }

    private func navigator(depth: Int) throws -> Navigator {
        let spec = try XCTUnwrap(StyleSpec.builtIns.first { $0.name == "predictive-back-shared" })
        var navigator = Navigator(scene: StyleFixture.scene(), spec: spec)
        navigator.step(frameSeconds)
        for _ in 0..<depth {
            navigator.perform(.push)
            navigator.runUntilSettled()
        }
        return navigator
    }

    private func group(_ role: LayerGroup.Role, of navigator: Navigator) throws -> PageTransform {
        try XCTUnwrap(navigator.frame().groups.first { $0.role == role }, "\(role)").transform
    }

    func testFastOutExtraSlowInIsFluttersTwoPartSequenceAndItsFlipPlaysItBackwards() {
        for step in 0...100 {
            let t = Double(step) / 100
            XCTAssertEqual(Curve.fastOutExtraSlowIn.transform(t), sequence(t), accuracy: 1e-6, "t \(t)")
            XCTAssertEqual(Curve.fastOutExtraSlowInFlipped.transform(t), 1 - sequence(1 - t), accuracy: 1e-6, "t \(t)")
        }
        XCTAssertEqual(Curve.fastOutExtraSlowIn.transform(0.166666), 0.4, accuracy: 1e-9, "the parts meet at 0.4")
    }

    func testAPushZoomsTheNewPageInFrom085AndTheOldOneTo105UnderARisingScrim() throws {
        var navigator = try navigator(depth: 0)
        navigator.perform(.push)
        for frame in 1..<18 {
            navigator.step(frameSeconds)
            let t = Double(frame) / 18
            let entering = try group(.front, of: navigator), leaving = try group(.back, of: navigator)
            XCTAssertEqual(entering.scale, 0.85 + 0.15 * sequence(t), accuracy: 1e-6, "frame \(frame): _scaleUpTransition")
            XCTAssertEqual(entering.opacity, interval(0.125, 0.25, at: t), accuracy: 1e-6, "frame \(frame): _fadeInTransition")
            XCTAssertEqual(entering.x, 0, "frame \(frame): no slide")
            XCTAssertEqual(leaving.scale, 1 + 0.05 * sequence(t), accuracy: 1e-6, "frame \(frame): the exit's _scaleUpTransition")
            XCTAssertEqual(leaving.x, 0, "frame \(frame)")
            XCTAssertEqual(leaving.dimming ?? 0, 0.6 * interval(0.2075, 0.4175, at: t), accuracy: 1e-6, "frame \(frame): _scrimOpacityTween")
        }
        navigator.step(frameSeconds)
        XCTAssertTrue(navigator.isSettled, "300 ms = 18 frames")
        XCTAssertEqual(navigator.stack.count, 2)
    }

    func testAPopShrinksTheLeavingPageTo09AndFadesItEarlyWhileThePageUnderneathSettlesFrom11() throws {
        var navigator = try navigator(depth: 1)
        navigator.perform(.pop)
        for frame in 1..<18 {
            navigator.step(frameSeconds)
            let t = Double(frame) / 18
            let leaving = try group(.front, of: navigator), revealed = try group(.back, of: navigator)
            XCTAssertEqual(leaving.scale, 1 - 0.1 * sequence(t), accuracy: 1e-6, "frame \(frame): the exit's _scaleDownTransition")
            XCTAssertEqual(leaving.opacity, 1 - interval(0.0825, 0.2075, at: t), accuracy: 1e-6, "frame \(frame): _fadeOutTransition")
            XCTAssertEqual(revealed.scale, 1.1 - 0.1 * sequence(t), accuracy: 1e-6, "frame \(frame): the enter's _scaleDownTransition")
            XCTAssertEqual(revealed.dimming ?? 0, 0, "frame \(frame): no scrim in reverse")
        }
        navigator.step(frameSeconds)
        XCTAssertTrue(navigator.isSettled)
        XCTAssertEqual(navigator.stack.count, 1)
    }

    func testTheGestureKeepsItsOwnLook() throws {
        let spec = try XCTUnwrap(StyleSpec.builtIns.first { $0.name == "predictive-back-shared" })
        XCTAssertEqual(spec.look(for: .drag).frontScale, 0.9, "the gesture still shrinks to _kMinScale")
        XCTAssertEqual(spec.look(for: .drag).backCurve, .linear)
        XCTAssertEqual(spec.look(for: .push).frontScale, 0.85)
        XCTAssertEqual(spec.look(for: .pop).backScale, 1.1)
    }
}
