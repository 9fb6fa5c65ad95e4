import XCTest
@testable import SlideBackCore

/// The recognizer alone, with no navigator: the edge zone, the slop, the direction rule, the
/// caught page and the velocity, all in fractions of the width.
final class GestureRecognizerTests: XCTestCase {
    private let width = 400.0
    private let edge = GestureRecognizer.Settings(pan: .edge, edgeWidth: 20, maxStartDistance: nil, slop: 10)
    private let free = GestureRecognizer.Allowance(backSwipe: true, catchesMovingPage: false, inert: false)

    private func move(_ recognizer: inout GestureRecognizer, to x: Double, _ y: Double = 300, time: Double = 0,
                      caughtProgress: Double = 0) -> GestureRecognizer.Motion {
        recognizer.move(pointer: 0, to: Point(x: x, y: y), time: time, width: width,
                        allowance: GestureRecognizer.MoveAllowance(idle: true, canStart: true, caughtProgress: caughtProgress))
    }

    func testAnEdgePressTurnsIntoASwipeAfterOneAndAHalfPointsAndReportsTheWidthFraction() {
        var recognizer = GestureRecognizer()
        recognizer.down(pointer: 0, at: Point(x: 5, y: 300), time: 0, settings: edge, allowance: free)
        XCTAssertEqual(move(&recognizer, to: 6), .none, "1 pt: not judged yet")
        XCTAssertEqual(move(&recognizer, to: 7), .swipe(progress: 2 / width))
        XCTAssertEqual(move(&recognizer, to: 105), .swipe(progress: 100 / width))
        XCTAssertEqual(move(&recognizer, to: -50), .swipe(progress: 0), "never before the start")
        XCTAssertEqual(move(&recognizer, to: 900), .swipe(progress: 1), "never past the width")
        XCTAssertTrue(recognizer.isSwiping)
    }

    func testAMostlyVerticalStartIsNeverASwipe() {
        var recognizer = GestureRecognizer()
        recognizer.down(pointer: 0, at: Point(x: 5, y: 300), time: 0, settings: edge, allowance: free)
        XCTAssertEqual(move(&recognizer, to: 6, 303), .none)
        // Issue 13 overturns "3 pt down, then right, is never a swipe": the motion goes on down
        // past the 20 pt tolerance, more down than across, before it is locked.
        XCTAssertEqual(move(&recognizer, to: 12, 321), .none, "21 pt down, 7 across: vertical")
        XCTAssertEqual(move(&recognizer, to: 200, 321), .none, "locked vertical for the rest of the press")
        XCTAssertFalse(recognizer.isSwiping)
        XCTAssertEqual(recognizer.up(pointer: 0, at: Point(x: 200, y: 321), time: 0.1, width: width, lost: false), .nothing)
    }

    /// Issue 13: "A start with up to 20 pt of vertical travel, before the horizontal slop is
    /// passed, still becomes a swipe. Today 12 pt down and then right never does. A mostly
    /// vertical motion still never does."
    func testHorizontalMotionFirstAfterUpToTwentyPointsOfVerticalDrift() {
        func swipes(_ moves: [(Double, Double)], start: SwipeStart = .horizontalFirst, from: Point = Point(x: 5, y: 300),
                    pan: PanMode = .edge) -> Bool {
            var settings = edge
            settings.start = start
            settings.pan = pan
            var recognizer = GestureRecognizer()
            recognizer.down(pointer: 0, at: from, time: 0, settings: settings, allowance: free)
            for (dx, dy) in moves { _ = move(&recognizer, to: from.x + dx, from.y + dy) }
            return recognizer.isSwiping
        }
        XCTAssertTrue(swipes([(0, 12), (40, 12)]), "12 pt down and then right")
        XCTAssertTrue(swipes([(0, -12), (40, -14)]), "12 pt up and then right")
        XCTAssertTrue(swipes([(1, 5), (2, 12), (3, 20), (20, 20)]), "20 pt of drift is still within the tolerance")
        XCTAssertFalse(swipes([(0, 12), (11, 12)]), "not yet as far across as down")
        XCTAssertTrue(swipes([(0, 12), (12, 12)]), "as far across as down")
        XCTAssertFalse(swipes([(0, 21), (200, 21)]), "21 pt down first: a vertical motion")
        XCTAssertFalse(swipes([(2, 6), (4, 12), (6, 18), (8, 24), (200, 24)]), "a mostly vertical motion never")
        XCTAssertFalse(swipes([(-5, 12), (-40, 12)]), "leftwards never")
        XCTAssertTrue(swipes([(0, 12), (112, 12)], from: Point(x: 100, y: 300), pan: .fullscreen), "away from the edge too")
        // iOS 26's rule stays its first motion, as Apple states it.
        XCTAssertFalse(swipes([(0, 12), (40, 12)], start: .firstMotion))
        XCTAssertTrue(swipes([(40, 12)], start: .firstMotion))
    }

    func testOutsideTheEdgeOnlyAFullScreenPanSwipesAndOnlyBeyondTheSlop() {
        var edgeOnly = GestureRecognizer()
        edgeOnly.down(pointer: 0, at: Point(x: 100, y: 300), time: 0, settings: edge, allowance: free)
        XCTAssertEqual(move(&edgeOnly, to: 200), .none)
        var fullscreen = GestureRecognizer()
        var settings = edge
        settings.pan = .fullscreen
        fullscreen.down(pointer: 0, at: Point(x: 100, y: 300), time: 0, settings: settings, allowance: free)
        XCTAssertEqual(move(&fullscreen, to: 109), .none, "within the 10 pt slop")
        XCTAssertEqual(move(&fullscreen, to: 111), .swipe(progress: 11 / width))
        var distant = GestureRecognizer()
        settings.maxStartDistance = 50
        distant.down(pointer: 0, at: Point(x: 100, y: 300), time: 0, settings: settings, allowance: free)
        XCTAssertEqual(move(&distant, to: 200), .none, "beyond the start distance")
    }

    func testATapAndAnInertPress() {
        var tap = GestureRecognizer()
        var allowance = free
        allowance.onBackButton = true
        tap.down(pointer: 0, at: Point(x: 100, y: 60), time: 0, settings: edge, allowance: allowance)
        _ = move(&tap, to: 104, 62)
        XCTAssertEqual(tap.up(pointer: 0, at: Point(x: 104, y: 62), time: 0.1, width: width, lost: false),
                       .tap(onBackButton: true, onRightButton: false))
        var inert = GestureRecognizer()
        inert.down(pointer: 0, at: Point(x: 5, y: 300), time: 0, settings: edge,
                   allowance: GestureRecognizer.Allowance(backSwipe: true, catchesMovingPage: false, inert: true))
        XCTAssertEqual(move(&inert, to: 200), .none)
        XCTAssertEqual(inert.up(pointer: 0, at: Point(x: 200, y: 300), time: 0.1, width: width, lost: false), .nothing)
    }

    func testACaughtPageIsTakenOverFromWhereItIsDrawn() {
        var recognizer = GestureRecognizer()
        recognizer.down(pointer: 0, at: Point(x: 200, y: 300), time: 0, settings: edge,
                        allowance: GestureRecognizer.Allowance(backSwipe: true, catchesMovingPage: true, inert: false))
        XCTAssertTrue(recognizer.holdsCaughtPage)
        XCTAssertEqual(move(&recognizer, to: 205, caughtProgress: 0.25), .none, "within the slop it only holds")
        XCTAssertEqual(move(&recognizer, to: 240, caughtProgress: 0.25), .caughtPageDragged)
        XCTAssertEqual(recognizer.progress(at: Point(x: 240, y: 300), width: width), 0.25 + 40 / width, accuracy: 1e-12)
        XCTAssertEqual(move(&recognizer, to: 180, caughtProgress: 0.9), .swipe(progress: 0.25 - 20 / width),
                       "the base is taken once, at the take-over")
        var letGo = GestureRecognizer()
        letGo.down(pointer: 0, at: Point(x: 200, y: 300), time: 0, settings: edge,
                   allowance: GestureRecognizer.Allowance(backSwipe: true, catchesMovingPage: true, inert: false))
        XCTAssertEqual(letGo.up(pointer: 0, at: Point(x: 202, y: 300), time: 0.1, width: width, lost: false), .caughtPageLetGo)
    }

    func testTheReleaseVelocityIsInWidthsPerSecondAndALostPointerIsNoFling() {
        var recognizer = GestureRecognizer()
        recognizer.down(pointer: 0, at: Point(x: 5, y: 300), time: 0, settings: edge, allowance: free)
        // 800 pt/s: 2 widths a second.
        for step in 1...6 { _ = move(&recognizer, to: 5 + 800 * Double(step) / 60, time: Double(step) / 60) }
        var lifted = recognizer
        guard case .swipe(let progress, let velocity) = lifted.up(pointer: 0, at: Point(x: 5 + 800 * 7 / 60, y: 300), time: 7 / 60,
                                                                   width: width, lost: false) else { return XCTFail("a swipe") }
        XCTAssertEqual(progress, 800 * 7 / 60 / width, accuracy: 1e-12)
        XCTAssertEqual(velocity, 2, accuracy: 1e-9)
        XCTAssertEqual(recognizer.up(pointer: 0, at: Point(x: 0, y: 0), time: 7 / 60, width: width, lost: true),
                       .swipe(progress: 800 * 6 / 60 / width, velocity: 0), "lost where it was last seen, not thrown")
    }

    func testASecondPointerIsIgnored() {
        var recognizer = GestureRecognizer()
        recognizer.down(pointer: 0, at: Point(x: 5, y: 300), time: 0, settings: edge, allowance: free)
        recognizer.down(pointer: 1, at: Point(x: 300, y: 300), time: 0, settings: edge, allowance: free)
        XCTAssertEqual(recognizer.move(pointer: 1, to: Point(x: 100, y: 300), time: 0, width: width,
                                       allowance: GestureRecognizer.MoveAllowance(idle: true, canStart: true)), .none)
        XCTAssertEqual(recognizer.up(pointer: 1, at: Point(x: 100, y: 300), time: 0, width: width, lost: false), .nothing)
        XCTAssertTrue(recognizer.isPressed, "the first pointer is still followed")
    }
}
