import XCTest
@testable import SlideBackCore

/// Curves are pure maps with f(0) = 0 and f(1) = 1; tweens own their time and land exactly on their end.
final class CurveTweenTests: XCTestCase {
    // MARK: Curves

    func testEveryCurveStartsAtZeroAndEndsAtOne() {
        for curve in Curve.allCases {
            XCTAssertEqual(curve.transform(0), 0, "\(curve)")
            XCTAssertEqual(curve.transform(1), 1, "\(curve)")
        }
    }

    func testEveryCurveIsMonotonicAndStaysInRange() {
        for curve in Curve.allCases {
            var previous = 0.0
            for step in 0...2000 {
                let value = curve.transform(Double(step) / 2000)
                XCTAssertGreaterThanOrEqual(value, previous, "\(curve) at \(step)/2000")
                XCTAssertTrue((0...1).contains(value), "\(curve) at \(step)/2000 = \(value)")
                previous = value
            }
        }
    }

    func testInputsOutsideTheRangeAreClamped() {
        for curve in Curve.allCases {
            XCTAssertEqual(curve.transform(-0.5), 0, "\(curve)")
            XCTAssertEqual(curve.transform(-.infinity), 0, "\(curve)")
            XCTAssertEqual(curve.transform(1.5), 1, "\(curve)")
            XCTAssertEqual(curve.transform(.infinity), 1, "\(curve)")
            XCTAssertEqual(curve.transform(.nan), 0, "\(curve)")
        }
    }

    func testLinearIsTheIdentity() {
        for x in [0.1, 0.25, 1.0 / 3, 0.5, 0.9] {
            XCTAssertEqual(Curve.linear.transform(x), x)
        }
    }

    func testEaseInOutIsUIKitsCubicBezier() {
        for step in 1..<100 {
            let x = Double(step) / 100
            XCTAssertEqual(Curve.easeInOut.transform(x), referenceBezier(0.42, 0, 0.58, 1, at: x), accuracy: 1e-9, "x = \(x)")
            // Symmetric about the middle, slow at both ends.
            XCTAssertEqual(Curve.easeInOut.transform(x), 1 - Curve.easeInOut.transform(1 - x), accuracy: 1e-9)
        }
        XCTAssertEqual(Curve.easeInOut.transform(0.5), 0.5, accuracy: 1e-12)
        XCTAssertLessThan(Curve.easeInOut.transform(0.1), 0.1)
        XCTAssertGreaterThan(Curve.easeInOut.transform(0.9), 0.9)
    }

    func testEaseOutIsTheDeceleratingBezier() {
        for step in 1..<100 {
            let x = Double(step) / 100
            XCTAssertEqual(Curve.easeOut.transform(x), referenceBezier(0, 0, 0.58, 1, at: x), accuracy: 1e-9, "x = \(x)")
            XCTAssertGreaterThan(Curve.easeOut.transform(x), x, "ahead of linear at \(x)")
        }
    }

    func testReferenceCurveAgreesWithKnownValues() {
        // Guards the test's own reference: a linear Bézier is the identity, and the classic
        // ease-in-out passes (0.5, 0.5); other values come from a separate 200-step bisection in Python.
        XCTAssertEqual(referenceBezier(1.0 / 3, 1.0 / 3, 2.0 / 3, 2.0 / 3, at: 0.3), 0.3, accuracy: 1e-12)
        XCTAssertEqual(referenceEaseInOut(0.5), 0.5, accuracy: 1e-12)
        XCTAssertEqual(referenceEaseInOut(0.1), 0.019722453548311196, accuracy: 1e-12)
        XCTAssertEqual(referenceEaseInOut(0.25), 0.1291619310473198, accuracy: 1e-12)
        XCTAssertEqual(referenceEaseInOut(0.75), 0.8708380689526802, accuracy: 1e-12)
    }

    // MARK: Tweens

    func testTweenStartsAtItsStart() {
        let tween = Tween(from: 100, to: 414, duration: 0.3, curve: .easeInOut)
        XCTAssertEqual(tween.value, 100)
        XCTAssertEqual(tween.fraction, 0)
        XCTAssertFalse(tween.isFinished)
    }

    func testTweenFollowsItsCurve() {
        var tween = Tween(from: 100, to: 414, duration: 0.3, curve: .easeInOut)
        tween.advance(by: 0.1)
        XCTAssertEqual(tween.fraction, 1.0 / 3, accuracy: 1e-12)
        XCTAssertEqual(tween.value, 100 + 314 * referenceEaseInOut(1.0 / 3), accuracy: 1e-9)
        var linear = Tween(from: 10, to: -10, duration: 2, curve: .linear)
        linear.advance(by: 0.5)
        XCTAssertEqual(linear.value, 5, accuracy: 1e-12)
    }

    func testTweenReachesItsEndExactlyInWholeFrames() {
        for (duration, frames) in [(0.4, 24), (0.3, 18), (0.25, 15), (2.0, 120), (1.0, 60)] {
            for (from, to) in [(0.0, 1.0), (100.0, 414.0), (0.7, 0.1), (-3.3, 0.2), (36.0, 0.0)] {
                var tween = Tween(from: from, to: to, duration: duration, curve: .easeInOut)
                for _ in 0..<(frames - 1) { tween.advance(by: frameSeconds) }
                XCTAssertFalse(tween.isFinished, "\(duration) s, one frame early")
                tween.advance(by: frameSeconds)
                XCTAssertTrue(tween.isFinished, "\(duration) s after \(frames) frames")
                XCTAssertEqual(tween.value, to, "\(from) -> \(to) lands exactly on its end")
                XCTAssertEqual(tween.progress, 1)
            }
        }
    }

    func testTweenReachesItsEndExactlyInSlowMotion() {
        var tween = Tween(from: 0, to: 1, duration: 0.4, curve: .easeInOut)
        for _ in 0..<239 { tween.advance(by: frameSeconds * 0.1) }
        XCTAssertFalse(tween.isFinished)
        tween.advance(by: frameSeconds * 0.1)
        XCTAssertTrue(tween.isFinished, "0.4 s at 0.1x: 240 frames")
        XCTAssertEqual(tween.value, 1)
    }

    func testTweenNeverOvershootsOrRunsBackwards() {
        var tween = Tween(from: 0.7, to: 0.1, duration: 0.4, curve: .linear)
        tween.advance(by: 0.2)
        let halfway = tween.value
        XCTAssertEqual(halfway, 0.4, accuracy: 1e-12)
        for bad in [-0.1, 0, .nan, .infinity, -.infinity] as [Double] {
            tween.advance(by: bad)
            XCTAssertEqual(tween.value, halfway, "step \(bad) is ignored")
        }
        tween.advance(by: 5)
        XCTAssertEqual(tween.elapsed, 0.4)
        XCTAssertEqual(tween.value, 0.1)
        tween.advance(by: 5)
        XCTAssertEqual(tween.value, 0.1)
    }

    func testZeroOrNegativeDurationIsFinishedAtOnce() {
        for duration in [0.0, -1] {
            let tween = Tween(from: 3, to: 7.3, duration: duration, curve: .easeInOut)
            XCTAssertTrue(tween.isFinished)
            XCTAssertEqual(tween.value, 7.3)
        }
    }
}
