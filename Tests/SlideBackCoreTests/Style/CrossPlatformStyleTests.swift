import XCTest
@testable import SlideBackCore

/// The cross-platform toolkits' styles at five progress values, every expected number written out
/// from the sources docs/techniques.md ("The platforms in 2026") cites rather than read from the specs.
final class CrossPlatformStyleTests: XCTestCase {
    private let progresses = [0.1, 0.25, 0.5, 0.75, 0.9]

    /// Flutter's `easeInOutCubicEmphasized`, written out from curves.dart: two cubics joined at
    /// (0.166666, 0.4), each scaled into its part.
    private func emphasized(_ t: Double) -> Double {
        let mx = 0.166666, my = 0.4
        if t < mx { return referenceBezier(0.05 / mx, 0, 0.133333 / mx, 0.06 / my, at: t / mx) * my }
        return my + (1 - my) * referenceBezier((0.208333 - mx) / (1 - mx), (0.82 - my) / (1 - my), (0.25 - mx) / (1 - mx), 1,
                                               at: (t - mx) / (1 - mx))
    }

    func testTheNewCurvesAreTheSourcesCubics() {
        for t in stride(from: 0.0, through: 1.0, by: 0.05) {
            XCTAssertEqual(Curve.ionic.transform(t), referenceBezier(0.32, 0.72, 0, 1, at: t), accuracy: 1e-6, "t \(t)")
            XCTAssertEqual(Curve.composeIOS.transform(t), referenceBezier(0.2833, 0.99, 0.31833, 0.99, at: t), accuracy: 1e-6, "t \(t)")
            XCTAssertEqual(Curve.easeInOutCubicEmphasizedFlipped.transform(t), 1 - Curve.easeInOutCubicEmphasized.transform(1 - t), accuracy: 1e-12)
        }
        XCTAssertEqual(Curve.easeInOutCubicEmphasized.transform(0.166666), 0.4, accuracy: 1e-6, "through its midpoint")
        XCTAssertEqual(Curve.easeInOutCubicEmphasized.transform(0.1), referenceBezier(0.3, 0, 0.8, 0.15, at: 0.1 / 0.166666) * 0.4, accuracy: 1e-6)
    }

    func testIonicPutsThePageUnderneathAt33PercentFadingFrom08UnderATenthCover() throws {
        for p in progresses {
            let pose = try posed("ionic", p)
            XCTAssertEqual(pose.back.x, -(1 - p) * 0.33 * screenWidth, accuracy: 1e-9, "-33%")
            XCTAssertEqual(pose.back.opacity, 0.8 + 0.2 * p, accuracy: 1e-12, "OFF_OPACITY 0.8 to 1")
            XCTAssertEqual(pose.back.dimming ?? .nan, 0.1 * (1 - p), accuracy: 1e-12, "the cover, 0.1 to 0")
            XCTAssertEqual(pose.front.x, p * screenWidth, accuracy: 1e-9, "the leaving page to 100%")
            XCTAssertEqual(pose.front.shadow?.opacity ?? .nan, 0.7 + (0.03 - 0.7) * p, accuracy: 1e-12, "the shadow, 0.7 to 0.03")
        }
    }

    func testIonicJudgesAndSettlesAReleaseAsSwipeBackDoes() throws {
        let spec = try builtInSpec("ionic")
        XCTAssertEqual(spec.edgeWidth, 50, "startX <= 50")
        // 0.2 px/ms = 200 pt/s on any width; slower, half the width decides.
        for width in [320.0, screenWidth, 1024] {
            XCTAssertTrue(spec.judgeRelease(progress: 0.1, velocity: 201 / width, width: width).completes, "a fling at 201 pt/s, width \(width)")
            XCTAssertFalse(spec.judgeRelease(progress: 0.1, velocity: 199 / width, width: width).completes, "199 pt/s, width \(width)")
            XCTAssertTrue(spec.judgeRelease(progress: 0.6, velocity: 0, width: width).completes, "past W/2")
            XCTAssertFalse(spec.judgeRelease(progress: 0.6, velocity: -300 / width, width: width).completes, "thrown back")
        }
        // The distance left over the release speed, at most 300 ms, on the transition's curve.
        for (progress, speed, expected) in [(0.5, 1000.0, 0.207), (0.5, 100, 0.3), (0.9, 1000, 0.0414), (0.99, 1000, 0)] {
            guard case .tween(let tween) = spec.settleMotion(from: progress, to: 1, velocity: speed / screenWidth, width: screenWidth) else {
                return XCTFail("a tween")
            }
            XCTAssertEqual(tween.duration, expected, accuracy: 1e-9, "\(progress) at \(speed) pt/s")
            XCTAssertEqual(tween.curve, .ionic)
        }
    }

    func testTheVelocitySettleTakesTheDistanceOverTheSpeedAtMostItsLongest() {
        XCTAssertEqual(SettleCurve.velocityDuration(remaining: 100, speed: -1000, longest: 0.3), 0.1, accuracy: 1e-12, "either direction")
        XCTAssertEqual(SettleCurve.velocityDuration(remaining: 100, speed: 10, longest: 0.3), 0.3, "at most the longest")
        XCTAssertEqual(SettleCurve.velocityDuration(remaining: 100, speed: 0, longest: 0.3), 0.3, "a release at rest")
        XCTAssertEqual(SettleCurve.velocityDuration(remaining: 100, speed: .nan, longest: 0.3), 0.3)
        XCTAssertEqual(SettleCurve.velocityDuration(remaining: 5, speed: 1, longest: 0.3), 0, "5 points or less: at once")
        XCTAssertEqual(SettleCurve.velocityDuration(remaining: 5.5, speed: 55, longest: 0.3), 0.1, accuracy: 1e-12)
        guard case .tween(let tween) = SettleCurve.velocity.motion(from: 100, to: 300, width: screenWidth, velocity: 1000, fixedDuration: 0.3) else {
            return XCTFail("a tween")
        }
        XCTAssertEqual(tween.duration, 0.2, accuracy: 1e-12, "200 points at 1000 pt/s")
    }

    func testIonicPushesFor540MillisecondsOnItsCubic() throws {
        let progress = try pushProgress("ionic", frames: 33)
        for (index, value) in progress.dropLast().enumerated() {
            XCTAssertEqual(value, 1 - referenceBezier(0.32, 0.72, 0, 1, at: Double(index + 1) / 60 / 0.54), accuracy: 1e-6)
        }
        XCTAssertEqual(progress.last, 0, "0.54 s: done in the 33rd frame")
    }

    func testNativeStackPutsThePageUnderneathAt03WidthUnderItsShadowView() throws {
        for p in progresses {
            let pose = try posed("native-stack", p)
            XCTAssertEqual(pose.back.x, -(1 - p) * 0.3 * screenWidth, accuracy: 1e-9, "belowViewWidth = 0.3 W")
            XCTAssertEqual(pose.back.dimming ?? .nan, 0.1 * (1 - p), accuracy: 1e-12, "RNSShadowViewMaxAlpha")
            XCTAssertEqual(pose.front.x, p * screenWidth, accuracy: 1e-9, "linear while the finger is down")
            XCTAssertEqual(pose.look.bar, .shared, "UIKit's bar")
        }
        let spec = try builtInSpec("native-stack")
        XCTAssertEqual(spec.springDamping / (2 * (spec.springStiffness * spec.springMass).squareRoot()), 4.56, accuracy: 0.005, "damping ratio 4.56")
        XCTAssertEqual(spec.pan, .content, "full-screen, as iOS 26")
        for (x, v, completes) in [(0.4, 0.4, true), (0.4, 0.3, false), (0.6, -0.3, true), (0.6, -0.4, false)] {
            XCTAssertEqual(spec.judgeRelease(progress: x, velocity: v, width: screenWidth).completes, completes, "x + 0.3 v > W/2 at \(x), \(v)")
        }
    }

    func testComposeIOSPutsThePageUnderneathAtAQuarterAndPushesFor500Milliseconds() throws {
        for p in progresses {
            let pose = try posed("compose-ios", p)
            XCTAssertEqual(pose.back.x, -(1 - p) * screenWidth / 4, accuracy: 1e-9, "W/4")
            XCTAssertEqual(pose.front.x, p * screenWidth, accuracy: 1e-9, "following the edge linearly")
        }
        let progress = try pushProgress("compose-ios", frames: 30)
        for (index, value) in progress.dropLast().enumerated() {
            XCTAssertEqual(value, 1 - referenceBezier(0.2833, 0.99, 0.31833, 0.99, at: Double(index + 1) / 30), accuracy: 1e-6)
        }
        XCTAssertEqual(progress.last, 0, "0.5 s = 30 frames")
    }

    func testFlutterFadeForwardsSlidesAQuarterWidthAndFadesForwards() throws {
        for p in progresses {
            // A push: t = 1 - p of the route's linear 450 ms.
            let t = 1 - p
            let push = try posed("flutter-fade-forwards", p, .push)
            XCTAssertEqual(push.front.x, 0.25 * screenWidth * (1 - emphasized(t)), accuracy: 1e-6, "the new page from +0.25 W")
            XCTAssertEqual(push.front.opacity, min(1, t / 0.75), accuracy: 1e-12, "fading in over 0-0.75")
            XCTAssertEqual(push.back.x, -0.25 * screenWidth * emphasized(t), accuracy: 1e-6, "the old page to -0.25 W")
            XCTAssertEqual(push.back.opacity, max(0, 1 - t / 0.25), accuracy: 1e-12, "fading out over 0-0.25")
            XCTAssertEqual(push.front.scale, 1)
            // A pop, q = p: it fades forwards too, not the push backwards.
            let pop = try posed("flutter-fade-forwards", p, .pop)
            XCTAssertEqual(pop.front.x, 0.25 * screenWidth * emphasized(p), accuracy: 1e-6, "the leaving page to +0.25 W")
            XCTAssertEqual(pop.front.opacity, max(0, 1 - p / 0.25), accuracy: 1e-12, "fading out over 0-0.25")
            XCTAssertEqual(pop.back.x, -0.25 * screenWidth * (1 - emphasized(p)), accuracy: 1e-6, "the page underneath from -0.25 W")
            XCTAssertEqual(pop.back.opacity, min(1, p / 0.75), accuracy: 1e-12, "fading in over 0-0.75")
            XCTAssertEqual(try posed("flutter-fade-forwards", p).front, pop.front, "the drag scrubs the pop")
        }
        XCTAssertEqual(try builtInSpec("flutter-fade-forwards").pushDuration, 0.45)
    }
}
