import XCTest
@testable import SlideBackCore

/// The Android family's styles at five progress values, every expected number written out from
/// the sources docs/techniques.md ("The platforms in 2026") cites rather than read from the specs.
final class MaterialFamilyStyleTests: XCTestCase {
    private let progresses = [0.1, 0.25, 0.5, 0.75, 0.9]

    func testSharedAxisSlides30PointsAndFadesThroughAt035() throws {
        for p in progresses {
            // A pop (and the swipe that scrubs it): the page in front goes out.
            let pop = try posed("material-shared-axis", p)
            XCTAssertEqual(pop.front.x, 30 * p, accuracy: 1e-9, "30 dp out")
            XCTAssertEqual(pop.back.x, -30 * (1 - p), accuracy: 1e-9, "30 dp in")
            XCTAssertEqual(pop.front.opacity, max(0, 1 - p / 0.35), accuracy: 1e-12, "gone by 0.35")
            XCTAssertEqual(pop.back.opacity, max(0, (p - 0.35) / 0.65), accuracy: 1e-12, "appearing after 0.35")
            // A push, t = 1 - p: the page underneath goes out.
            let push = try posed("material-shared-axis", p, .push), t = 1 - p
            XCTAssertEqual(push.front.x, 30 * (1 - t), accuracy: 1e-9)
            XCTAssertEqual(push.back.x, -30 * t, accuracy: 1e-9)
            XCTAssertEqual(push.back.opacity, max(0, 1 - t / 0.35), accuracy: 1e-12, "the old page gone by 0.35")
            XCTAssertEqual(push.front.opacity, max(0, (t - 0.35) / 0.65), accuracy: 1e-12, "the new one after 0.35")
        }
        let progress = try pushProgress("material-shared-axis", frames: 18)
        for (index, value) in progress.dropLast().enumerated() {
            XCTAssertEqual(value, 1 - referenceBezier(0.4, 0, 0.2, 1, at: Double(index + 1) / 18), accuracy: 1e-6, "300 ms of FAST_OUT_SLOW_IN")
        }
        XCTAssertEqual(progress.last, 0, "done in 18 frames")
    }

    func testComposeCrossFadesFor700MillisecondsAndScalesOutToSevenTenthsOnThePredictivePop() throws {
        for p in progresses {
            let drag = try posed("compose", p)
            XCTAssertEqual(drag.front.scale, 1 - 0.3 * p, accuracy: 1e-12, "scaleOut(0.7)")
            XCTAssertEqual(drag.front.x, 0)
            XCTAssertEqual(drag.front.opacity, 1, "it only shrinks")
            XCTAssertEqual(drag.back.opacity, p, accuracy: 1e-12, "the page underneath fades in")
            XCTAssertEqual(drag.back.x, 0)
            for phase in [TransitionPhase.push, .pop] {
                let fade = try posed("compose", p, phase)
                XCTAssertEqual(fade.front.opacity, 1 - p, accuracy: 1e-12, "fadeOut / fadeIn")
                XCTAssertEqual(fade.back.opacity, p, accuracy: 1e-12)
                XCTAssertEqual([fade.front.x, fade.back.x, fade.front.scale], [0, 0, 1], "nothing moves")
            }
        }
        let progress = try pushProgress("compose", frames: 42)
        for (index, value) in progress.dropLast().enumerated() {
            XCTAssertEqual(value, 1 - referenceBezier(0.4, 0, 0.2, 1, at: Double(index + 1) / 42), accuracy: 1e-6, "tween(700)")
        }
        XCTAssertEqual(progress.last, 0, "done in 42 frames")
        let spring = try builtInSpec("compose").spring
        XCTAssertEqual(spring.stiffness, 1600)
        XCTAssertEqual(spring.damping / (2 * (spring.stiffness * spring.mass).squareRoot()), 1, accuracy: 1e-12, "dampingRatio 1.0")
    }

    func testHarmonyOSMovesTheOldPageToAFifthUnderItsMaskOnArkUIsSpring() throws {
        for p in progresses {
            let pose = try posed("harmonyos", p)
            XCTAssertEqual(pose.back.x, -0.2 * screenWidth * (1 - p), accuracy: 1e-9, "-0.2 W")
            XCTAssertEqual(pose.back.dimming ?? .nan, 25.0 / 255 * (1 - p), accuracy: 1e-12, "ARGB(25, 0, 0, 0)")
            XCTAssertEqual(pose.front.x, p * screenWidth, accuracy: 1e-9)
        }
        // InterpolatingSpring(0, 1, 342, 37), from rest: x(t) = A e^(r1 t) + B e^(r2 t).
        let root = (37.0 * 37 - 4 * 342).squareRoot(), r1 = (-37 + root) / 2, r2 = (-37 - root) / 2
        let progress = try pushProgress("harmonyos", frames: 20)
        for (index, value) in progress.enumerated() {
            let t = Double(index + 1) / 60
            XCTAssertEqual(value, (r2 * exp(r1 * t) - r1 * exp(r2 * t)) / (r2 - r1), accuracy: 1e-9, "frame \(index + 1)")
        }
    }
}
