import Foundation
import XCTest
@testable import SlideBackCore

/// `springOvershoot`: a bouncy spring (stiffness 120, damping 8, mass 1, solved exactly) that
/// stops dead at its end when clamped, as every built-in style does, and overshoots and comes
/// back as the equation says when allowed, in the page's progress, its position and the graph.
final class SpringOvershootTests: XCTestCase {
    /// React Navigation's style (pushes and pops on the spring) with the bouncy spring.
    private func bouncy(_ overshoot: SpringMotion.Overshoot) throws -> StyleSpec {
        var spec = try XCTUnwrap(StyleSpec.builtIns.first { $0.name == "react-navigation" })
        spec.springStiffness = 120
        spec.springDamping = 8
        spec.springMass = 1
        spec.springSolver = .exact
        spec.springOvershoot = overshoot
        return spec
    }

    /// The front page's x in each frame of a push, until it settles.
    private func pushTrack(_ spec: StyleSpec) -> [Double] {
        var navigator = Navigator(scene: StyleFixture.scene(), spec: spec)
        navigator.step(frameSeconds)
        navigator.perform(.push)
        var xs: [Double] = []
        while !navigator.isSettled, xs.count < 600 {
            navigator.step(frameSeconds)
            xs.append(navigator.isSettled ? 0 : navigator.motionSample.frontX)
        }
        return xs
    }

    func testAClampedSpringStopsDeadAtItsEnd() throws {
        let xs = pushTrack(try bouncy(.clamp))
        XCTAssertTrue(xs.allSatisfy { $0 >= 0 }, "never past the end")
        // The last frame that moves jumps to rest from tens of points away: the equation crossed the end.
        let lastMoving = try XCTUnwrap(xs.dropLast().last)
        XCTAssertGreaterThan(lastMoving, 10, "it stops dead from \(lastMoving) pt")
        XCTAssertGreaterThan(abs(lastMoving - xs[xs.count - 3]), 10, "moving over 10 pt a frame as it stops")
        XCTAssertEqual(xs.last, 0)
    }

    func testAnAllowedSpringOvershootsAndComesBackAsTheEquationSays() throws {
        let spec = try bouncy(.allow)
        let xs = pushTrack(spec)
        // The equation: from 1 to 0 at rest, x(t) = W e^(-zeta w t) (cos(wd t) + zeta w / wd sin(wd t)).
        let omega = 120.0.squareRoot(), zeta = 8 / (2 * 120.0.squareRoot()), damped = omega * (1 - zeta * zeta).squareRoot()
        func expected(_ t: Double) -> Double {
            screenWidth * exp(-zeta * omega * t) * (cos(damped * t) + zeta * omega / damped * sin(damped * t))
        }
        for (index, x) in xs.dropLast().enumerated() {
            XCTAssertEqual(x, expected(Double(index + 1) * frameSeconds), accuracy: 1e-6, "frame \(index + 1)")
        }
        // Past the end by the first trough, a 29% overshoot: exp(-pi zeta / sqrt(1 - zeta^2)).
        let deepest = try XCTUnwrap(xs.min())
        XCTAssertEqual(deepest / screenWidth, -exp(-Double.pi * zeta / (1 - zeta * zeta).squareRoot()), accuracy: 0.01)
        XCTAssertLessThan(deepest, -100, "a push of \(screenWidth) pt overshoots by over 100 pt")
        // It comes back and rests: its last moving frame is within the rest distance (React
        // Navigation's 10 pt), barely moving.
        let lastMoving = try XCTUnwrap(xs.dropLast().last)
        XCTAssertLessThan(abs(lastMoving), spec.springRestDistance, "it comes to rest from \(lastMoving) pt")
        XCTAssertLessThan(abs(lastMoving - xs[xs.count - 3]), 1, "moving under a point a frame")
        XCTAssertLessThan(xs.count, 120, "at rest within 2 s")
    }

    func testTheProgressLeavesZeroToOneOnlyWhileAnOvershootingSpringRuns() {
        var controller = TransitionController(value: 1)
        var constants = SpringMotion.Constants(stiffness: 120, damping: 8, mass: 1)
        constants.overshoot = .allow
        controller.spring(to: 0, velocity: 0, constants: constants, width: screenWidth)
        var lowest = 1.0
        while controller.isAnimating {
            controller.advance(by: frameSeconds)
            lowest = min(lowest, controller.value)
        }
        XCTAssertLessThan(lowest, -0.2)
        XCTAssertEqual(controller.value, 0, "it ends on its target")
        controller.set(-0.5)
        XCTAssertEqual(controller.value, 0, "a finger still sets 0...1")
    }

    func testTheGraphShowsTheOvershoot() throws {
        var navigator = Navigator(scene: StyleFixture.scene(), spec: try bouncy(.allow))
        navigator.step(frameSeconds)
        navigator.perform(.push)
        var stage = Stage(session: Session(navigator: navigator, clock: PlaybackClock()))
        stage.graph = MotionGraph(seconds: nil, keepsEverything: true)
        for _ in 0..<120 { stage.advanceFrame() }
        XCTAssertTrue(stage.sessions[0].navigator.isSettled)
        let lowest = try XCTUnwrap(stage.graph.tracks.first?.samples.map(\.frontX).min())
        XCTAssertLessThan(lowest, -100, "the graph's front line dips below 0")
    }

    func testStyleFilesSetItAndEveryBuiltInClamps() throws {
        var warnings: [String] = []
        let spec = try StyleSpec.parse(Data(#"{"name": "bouncy", "springOvershoot": "allow"}"#.utf8), file: "b.json", warnings: &warnings)
        XCTAssertEqual(spec.spring.overshoot, .allow)
        // Every built-in clamps but ios-measured, whose source lands on Flutter's SpringSimulation (ratio 0.85).
        XCTAssertEqual(StyleSpec.builtIns.filter { $0.springOvershoot != .clamp }.map(\.name), ["ios-measured"])
        XCTAssertThrowsError(try StyleSpec.parse(Data(#"{"name": "b", "springOvershoot": "bounce"}"#.utf8), file: "b.json", warnings: &warnings)) {
            XCTAssertEqual("\($0)", #"b.json: springOvershoot: expected one of "clamp", "allow", found "bounce""#)
        }
    }
}
