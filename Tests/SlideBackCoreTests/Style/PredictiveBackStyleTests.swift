import XCTest
@testable import SlideBackCore

/// Android's predictive backs at several progress values, every expected number written out from
/// AOSP's CrossActivityBackAnimation.kt and Flutter's predictive_back_page_transitions_builder.dart
/// rather than read from the specs.
final class PredictiveBackStyleTests: XCTestCase {
    private let commit = 0.35

    /// The built-in of `name` with the progress the finger's own, unsmoothed: these tests check
    /// the look at a progress; `BackProgressTests` check how Android makes the progress.
    private func spec(_ name: String) throws -> StyleSpec {
        var spec = try XCTUnwrap(StyleSpec.builtIns.first { $0.name == name }, name)
        spec.backProgress = .finger
        spec.backProgressStiffness = nil
        return spec
    }

    /// A navigator of `name` pushed to depth 1, pressed at `start` and moved by `dx`, `dy`.
    private func dragged(_ name: String, from start: Point = Point(x: 2, y: 500), dx: Double, dy: Double = 0) throws -> Navigator {
        var navigator = Navigator(scene: StyleFixture.scene(), spec: try spec(name))
        navigator.step(frameSeconds)
        navigator.perform(.push)
        navigator.runUntilSettled()
        navigator.down(start)
        // Sideways first, as a swipe must begin, then up or down.
        navigator.move(Point(x: start.x + dx / 2, y: start.y))
        navigator.move(Point(x: start.x + dx, y: start.y + dy))
        return navigator
    }

    private func group(_ role: LayerGroup.Role, of navigator: Navigator) throws -> PageTransform {
        try XCTUnwrap(navigator.frame().groups.first { $0.role == role }, "\(role)").transform
    }

    func testAndroidsCurvesAreItsPathInterpolators() {
        for t in stride(from: 0.0, through: 1.0, by: 0.05) {
            XCTAssertEqual(Curve.fastOutSlowIn.transform(t), referenceBezier(0.4, 0, 0.2, 1, at: t), accuracy: 1e-6, "t \(t)")
            XCTAssertEqual(Curve.backGesture.transform(t), referenceBezier(0.1, 0.1, 0, 1, at: t), accuracy: 1e-6, "t \(t)")
        }
    }

    func testPredictiveBackShrinksThePageInsideTheMarginWhileThePageUnderneathWaits() throws {
        for p in [0.1, 0.2, 0.3, 0.5, 0.8] {
            let navigator = try dragged("predictive-back", dx: p * screenWidth)
            XCTAssertEqual(navigator.progress, p, accuracy: 1e-9, "the finger sets the one progress value")
            let gesture = referenceBezier(0.1, 0.1, 0, 1, at: min(p, commit) / commit)
            let front = try group(.front, of: navigator)
            XCTAssertEqual(front.scale, 1 - 0.1 * gesture, accuracy: 1e-6, "p \(p): 1 -> MAX_SCALE 0.9 on BACK_GESTURE")
            XCTAssertEqual(front.x, (screenWidth / 20 - 8) * gesture, accuracy: 1e-6, "p \(p): towards the right edge")
            XCTAssertEqual(front.cornerRadius, 28)
            XCTAssertEqual(front.opacity, 1, "p \(p): nothing fades under the finger")
            XCTAssertEqual(front.y, 0, "a level finger keeps it level")
            let back = try group(.back, of: navigator)
            XCTAssertEqual(back.x, -96, "p \(p): 96 dp to the left")
            XCTAssertEqual(back.scale, 0.9, accuracy: 1e-12)
            XCTAssertEqual(back.dimming ?? .nan, 0.2, accuracy: 1e-12, "the light theme's scrim")
        }
        // At the end of the gesture part the page's right edge stands 8 points in from the screen's.
        let held = try group(.front, of: dragged("predictive-back", dx: 0.6 * screenWidth))
        let outline = held.apply(to: Rect(x: 0, y: 0, width: screenWidth, height: screenHeight),
                                 in: Rect(x: 0, y: 0, width: screenWidth, height: screenHeight))
        XCTAssertEqual(outline.x + outline.width, screenWidth - 8, accuracy: 1e-6)
    }

    func testPredictiveBackFollowsTheFingerVerticallyDeceleratingWithinTheMargin() throws {
        let room = 0.1 * screenHeight / 2 - 8
        for dy in [100.0, 300.0, -200.0] {
            let front = try group(.front, of: dragged("predictive-back", dx: 0.5 * screenWidth, dy: dy))
            let ratio = min(abs(dy), screenHeight / 2) / (screenHeight / 2)
            XCTAssertEqual(front.y, (dy < 0 ? -1 : 1) * (1 - (1 - ratio) * (1 - ratio)) * room, accuracy: 1e-6, "dy \(dy)")
        }
        let far = try group(.front, of: dragged("predictive-back", from: Point(x: 2, y: 100), dx: 0.5 * screenWidth, dy: 700))
        XCTAssertEqual(far.y, room, accuracy: 1e-6, "capped at half the screen of finger travel")
    }

    func testPredictiveBackCommitsPastItsPointIn300MillisecondsOfFastOutSlowIn() throws {
        var navigator = try dragged("predictive-back", dx: 0.5 * screenWidth, dy: 120)
        let liftHeld = try group(.front, of: navigator).y
        navigator.up(Point(x: 2 + 0.5 * screenWidth, y: 620))
        for frame in 1...17 {
            navigator.step(frameSeconds)
            let eased = referenceBezier(0.4, 0, 0.2, 1, at: Double(frame) / 18)
            XCTAssertEqual(navigator.progress, 0.5 + 0.5 * eased, accuracy: 1e-6, "frame \(frame)")
            let front = try group(.front, of: navigator), back = try group(.back, of: navigator)
            XCTAssertEqual(front.opacity, max(0, 1 - 2 * eased), accuracy: 1e-6, "frame \(frame): gone half-way through")
            XCTAssertEqual(back.dimming ?? .nan, 0.2 * (1 - eased), accuracy: 1e-6, "frame \(frame): the scrim lifts")
            XCTAssertEqual(back.x, -96 * (1 - eased), accuracy: 1e-6, "frame \(frame)")
            XCTAssertEqual(back.scale, 0.9 + 0.1 * eased, accuracy: 1e-6, "frame \(frame)")
            XCTAssertEqual(front.y, liftHeld * (1 - eased), accuracy: 1e-6, "frame \(frame): the lift goes with the commit")
        }
        navigator.step(frameSeconds)
        XCTAssertTrue(navigator.isSettled, "300 ms = 18 frames")
        XCTAssertEqual(navigator.stack.count, 1, "popped")
    }

    func testPredictiveBackCancelledUnderItsPointAnimatesBackToZero() throws {
        var navigator = try dragged("predictive-back", dx: 0.3 * screenWidth)
        navigator.up(Point(x: 2 + 0.3 * screenWidth, y: 500))
        navigator.stepFrames(9)
        XCTAssertEqual(navigator.progress, 0.3 * (1 - referenceBezier(0.4, 0, 0.2, 1, at: 0.5)), accuracy: 1e-6)
        navigator.runUntilSettled()
        XCTAssertEqual(navigator.stack.count, 2, "not popped")
        XCTAssertEqual(navigator.progress, 0)
    }

    func testASwipeFromTheRightEdgeMovesThePageTheMirroredWay() throws {
        let navigator = try dragged("predictive-back", from: Point(x: screenWidth - 2, y: 500), dx: -0.2 * screenWidth)
        XCTAssertEqual(navigator.progress, 0.2, accuracy: 1e-9, "travel to the left counts")
        let gesture = referenceBezier(0.1, 0.1, 0, 1, at: 0.2 / commit)
        XCTAssertEqual(try group(.front, of: navigator).x, -(screenWidth / 20 - 8) * gesture, accuracy: 1e-6, "shifted left")
        // The same press in an iOS style is no swipe at all.
        let cupertino = try dragged("cupertino", from: Point(x: screenWidth - 2, y: 500), dx: -0.2 * screenWidth)
        XCTAssertEqual(cupertino.progress, 0)
        XCTAssertTrue(cupertino.isSettled)
        // A rightward drag from the right edge does nothing.
        let wrongWay = try dragged("predictive-back", from: Point(x: screenWidth - 30, y: 500), dx: 20)
        XCTAssertEqual(wrongWay.progress, 0)
    }

    func testPredictiveBackSharedShrinksShiftsAndFadesIn100MillisecondsOfEaseOut() throws {
        for p in [0.1, 0.25, 0.5] {
            let navigator = try dragged("predictive-back-shared", dx: p * screenWidth)
            let gesture = min(p, commit) / commit
            let front = try group(.front, of: navigator)
            XCTAssertEqual(front.scale, 1 - 0.1 * gesture, accuracy: 1e-9, "p \(p): _kMinScale 0.90")
            XCTAssertEqual(front.x, (screenWidth / 20 - 8) * gesture, accuracy: 1e-9, "p \(p): W / _kDivisionFactor - _kMargin")
            XCTAssertEqual(front.cornerRadius, 32, "_kDeviceBorderRadius")
            let back = try group(.back, of: navigator)
            XCTAssertEqual(back, PageTransform.identity, "p \(p): the page underneath stays still")
        }
        var navigator = try dragged("predictive-back-shared", dx: 0.5 * screenWidth)
        navigator.up(Point(x: 2 + 0.5 * screenWidth, y: 500))
        for frame in 1...5 {
            navigator.step(frameSeconds)
            let eased = referenceBezier(0, 0, 0.58, 1, at: Double(frame) / 6)
            let front = try group(.front, of: navigator)
            XCTAssertEqual(front.opacity, 1 - eased, accuracy: 1e-6, "frame \(frame)")
            XCTAssertEqual(front.x, (screenWidth / 20 - 8) + 0.1 * screenWidth * eased, accuracy: 1e-6, "frame \(frame)")
        }
        navigator.step(frameSeconds)
        XCTAssertTrue(navigator.isSettled, "100 ms = 6 frames")
        XCTAssertEqual(navigator.stack.count, 1)
    }
}
