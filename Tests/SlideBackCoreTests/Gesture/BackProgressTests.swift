import Foundation
import XCTest
@testable import SlideBackCore

/// Issue 33 item 5: Android's back progress as its shell computes it (aosp-mirror/platform_frameworks_base
/// `libs/WindowManager/Shell/src/com/android/wm/shell/back/TouchTracker.java`) and smooths it
/// (`core/java/android/window/BackProgressAnimator.java`), every expected number worked out by
/// hand from those files' formulas rather than read from the code.
final class BackProgressTests: XCTestCase {
    func testTheProgressIsLinearUpTo412ThenReachesOneAtTheWidth() {
        // W 800: linear distance 412, non-linear distance 388, initial target 412 + 0.2 * 388 = 489.6.
        let cases: [(travel: Double, progress: Double)] = [
            (0, 0), (100, 100 / 489.6), (200, 200 / 489.6), (412, 412 / 489.6),
            // Beyond 412 the target moves from 489.6 to 800: at 600, (600 - 412) / 388 of the way, 640.
            (600, 600 / 640), (700, 700 / (489.6 + 310.4 * 288 / 388)), (800, 1), (950, 1), (-30, 0),
        ]
        for (travel, progress) in cases {
            XCTAssertEqual(BackProgress.aospProgress(travel: travel, width: 800), progress, accuracy: 1e-12, "travel \(travel)")
        }
        // No gap where the two parts meet, and never backwards.
        XCTAssertEqual(BackProgress.aospProgress(travel: 412.000001, width: 800), 412 / 489.6, accuracy: 1e-6)
        var previous = 0.0
        for travel in stride(from: 0.0, through: 800, by: 5) {
            let progress = BackProgress.aospProgress(travel: travel, width: 800)
            XCTAssertGreaterThanOrEqual(progress, previous, "travel \(travel)")
            previous = progress
        }
    }

    func testAWindowNoWiderThan412IsLinearAllTheWay() {
        XCTAssertEqual(BackProgress.aospProgress(travel: 195, width: 390), 0.5, accuracy: 1e-12)
        XCTAssertEqual(BackProgress.aospProgress(travel: 412, width: 412), 1, accuracy: 1e-12)
        // The default 414-point screen: linear to 412 over 412 + 0.2 * 2.
        XCTAssertEqual(BackProgress.aospProgress(travel: 207, width: 414), 207 / 412.4, accuracy: 1e-12)
        XCTAssertEqual(BackProgress.finger.progress(fraction: 0.3, width: 800), 0.3)
        XCTAssertEqual(BackProgress.aosp.progress(fraction: 0.25, width: 800), 200 / 489.6, accuracy: 1e-12)
    }

    func testTheSpringIsCriticallyDampedAtStiffness1500() {
        var smoothing = ProgressSmoothing(value: 0, stiffness: 1500)
        smoothing.retarget(to: 0.5)
        let omega = 1500.0.squareRoot()
        var frames = 0
        while smoothing.isMoving {
            smoothing.advance(by: frameSeconds)
            frames += 1
            let t = Double(frames) * frameSeconds, left = 0.5 * (1 + omega * t) * exp(-omega * t)
            if smoothing.isMoving {
                XCTAssertEqual(smoothing.value, 0.5 - left, accuracy: 1e-9, "frame \(frames)")
            } else {
                // AOSP's spring ends at its final position once within 0.75 of 100 scaled units.
                XCTAssertLessThan(left, 0.0075, "frame \(frames)")
                XCTAssertEqual(smoothing.value, 0.5)
            }
        }
        XCTAssertEqual(frames, 10, "at rest after 10 frames")
        smoothing.retarget(to: 0.6)
        smoothing.advance(by: frameSeconds)
        // A new target keeps the speed it has: the same as one spring from the state it was in.
        let before = smoothing.value
        smoothing.retarget(to: 0.2)
        smoothing.advance(by: frameSeconds)
        XCTAssertLessThan(smoothing.value, before + 0.01, "it turns towards the new target")
        for _ in 0..<60 { smoothing.advance(by: frameSeconds) }
        XCTAssertEqual(smoothing.value, 0.2)
        XCTAssertFalse(smoothing.isMoving, "at rest within AOSP's 0.75 of 100 scaled units")
    }

    func testEveryAndroidPredictiveStyleUsesAndroidsProgress() {
        let android = ["predictive-back", "predictive-back-shared", "material-shared-axis", "compose"]
        for spec in StyleSpec.builtIns {
            let expected = android.contains(spec.name)
            XCTAssertEqual(spec.backProgress, expected ? .aosp : .finger, spec.name)
            XCTAssertEqual(spec.backProgressStiffness, expected ? 1500 : nil, spec.name)
        }
    }

    func testAHeldFingerIsReachedOnTheSpringAndTheReleaseSettlesFromWhereItIsDrawn() throws {
        let screen = Size(width: 800, height: 896)
        let spec = try XCTUnwrap(StyleSpec.builtIns.first { $0.name == "predictive-back" })
        var navigator = Navigator(scene: StyleFixture.scene(), spec: spec)
        navigator.step(frameSeconds, screen: screen)
        navigator.perform(.push, screen: screen)
        navigator.runUntilSettled(screen: screen)
        navigator.down(Point(x: 2, y: 500), screen: screen)
        navigator.move(Point(x: 102, y: 500), screen: screen)
        navigator.move(Point(x: 202, y: 500), screen: screen)
        XCTAssertEqual(navigator.progress, 0, "nothing has moved before time passes")
        XCTAssertTrue(navigator.isAnimating, "the held page still moves")
        let target = 200 / 489.6, omega = 1500.0.squareRoot()
        for frame in 1...6 {
            navigator.step(frameSeconds, screen: screen)
            let t = Double(frame) * frameSeconds
            XCTAssertEqual(navigator.progress, target - target * (1 + omega * t) * exp(-omega * t), accuracy: 1e-9, "frame \(frame)")
        }
        let drawn = navigator.progress
        XCTAssertLessThan(drawn, target)
        // The finger is 200 of 800 points along: short of the 35% commit point, it goes back.
        navigator.up(Point(x: 202, y: 500), screen: screen)
        XCTAssertEqual(navigator.progress, drawn, accuracy: 1e-12, "the settle starts where the page is drawn")
        navigator.runUntilSettled(screen: screen)
        XCTAssertEqual(navigator.stack.count, 2, "not popped")
    }
}
