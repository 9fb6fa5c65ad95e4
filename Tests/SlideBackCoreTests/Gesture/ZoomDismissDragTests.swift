import XCTest
@testable import SlideBackCore

/// `ios-zoom`'s dismissal through the navigator's real pointer path (`Navigator.handle`, the
/// `GestureRecognizer`): a drag down anywhere on the page shrinks it by the fit of
/// JakeThomson/swift_transitions `lib/src/zoom/zoom_dismiss_physics.dart` (0.67 per card height,
/// the card being the 896 pt screen) and lands it when its scale is below 0.905; an edge swipe
/// lands below 0.70. Expected scales are written out: 1 - 0.67 x travel below the 0.52 knee. The
/// card shrinks about the point the finger grabbed, which stays under the finger.
final class ZoomDismissDragTests: XCTestCase {
    private let height = 896.0

    /// A root and one pushed page, settled, in `style`.
    private func pushed(_ style: String = "ios-zoom", reducesMotion: Bool = false) throws -> Navigator {
        var configuration = NavigatorConfiguration()
        configuration.reducesMotion = reducesMotion
        var navigator = Navigator(scene: StyleFixture.scene(), spec: try builtInSpec(style), configuration: configuration)
        navigator.perform(.push)
        navigator.runUntilSettled()
        XCTAssertEqual(navigator.stack.count, 2)
        return navigator
    }

    /// Presses the body at `bodyPoint`, drags by `dy` (and `dx`) in ten moves a frame apart, rests
    /// `rest` frames (a rested finger lets go with no velocity) and, when `release`, lets go.
    private func drag(_ navigator: inout Navigator, dy: Double, dx: Double = 0, rest: Int = 12, release: Bool = true) {
        navigator.down(bodyPoint)
        for step in 1...10 {
            navigator.step(frameSeconds)
            navigator.move(Point(x: bodyPoint.x + dx * Double(step) / 10, y: bodyPoint.y + dy * Double(step) / 10))
        }
        navigator.stepFrames(rest)
        if release { navigator.up(Point(x: bodyPoint.x + dx, y: bodyPoint.y + dy)) }
    }

    func testADragDownShrinksThePageByTheFitWhileHeld() throws {
        for travel in [0.1, 0.25, 0.4] {
            var navigator = try pushed()
            drag(&navigator, dy: travel * height, release: false)
            let pose = try XCTUnwrap(navigator.pose, "a drag down of \(travel) holds the page")
            XCTAssertEqual(pose.slide.phase, .drag)
            XCTAssertEqual(pose.front.scale, 1 - 0.67 * travel, accuracy: 1e-9, "scale at \(travel) of the card")
            XCTAssertEqual(pose.front.scaleY, 1 - 0.67 * travel, accuracy: 1e-9)
        }
        // Past the 0.52 knee the travel is rubber-banded toward (1 - 0.37) / 0.67 heights.
        var navigator = try pushed()
        drag(&navigator, dy: 0.8 * height, release: false)
        let limit = (1 - 0.37) / 0.67 - 0.52
        let banded = 0.52 + (1 - 1 / ((0.8 - 0.52) / limit + 1)) * limit
        XCTAssertEqual(try XCTUnwrap(navigator.pose).front.scale, 1 - 0.67 * banded, accuracy: 1e-9, "banded at 0.8")
    }

    /// Where the content the finger first touched (at `grab`, on the full-screen page) is now:
    /// that point of the page under the front group's transform.
    private func touched(_ grab: Point, in navigator: Navigator) throws -> Point {
        let screen = ScreenLayout.phone
        let placed = try XCTUnwrap(navigator.pose).front.apply(to: Rect(x: grab.x, y: grab.y, width: 0, height: 0), in: Rect(size: screen))
        return Point(x: placed.x, y: placed.y)
    }

    func testTheCardShrinksAboutTheGrabbedPointWhichStaysUnderTheFinger() throws {
        // The fit's `dismissedRect`: the pivot is the grabbed point carried with the drag. Down,
        // down and sideways, and past the knee, where the scale is rubber-banded but not the fall.
        for (dy, dx) in [(0.1 * height, 0.0), (0.3 * height, 40.0), (0.45 * height, -60.0), (0.7 * height, 0.0)] {
            var navigator = try pushed()
            drag(&navigator, dy: dy, dx: dx, release: false)
            let scale = try XCTUnwrap(navigator.pose).front.scale
            XCTAssertLessThan(scale, 0.95, "the card shrinks at \(dy) down")
            let point = try touched(bodyPoint, in: navigator)
            XCTAssertEqual(point.x, bodyPoint.x + dx, accuracy: 1, "grabbed point under the finger, \(dx) across")
            XCTAssertEqual(point.y, bodyPoint.y + dy, accuracy: 1, "grabbed point under the finger, \(dy) down")
        }
        // An edge swipe shrinks about its grabbed point too, which follows the finger across.
        for fraction in [0.15, 0.3, 0.45] {
            var navigator = try pushed()
            navigator.dragFromEdge(by: fraction * screenWidth)
            let point = try touched(edgeStart, in: navigator)
            XCTAssertEqual(try XCTUnwrap(navigator.pose).front.scale, 1 - 0.67 * fraction, accuracy: 1e-9)
            XCTAssertEqual(point.x, edgeStart.x + fraction * screenWidth, accuracy: 1, "edge swipe at \(fraction)")
            XCTAssertEqual(point.y, edgeStart.y, accuracy: 1)
        }
    }

    func testACancelledDragReturnsToFullScreenAndALandingFliesFromWhereTheCardWasLetGo() throws {
        var returning = try pushed()
        drag(&returning, dy: 0.1 * height, dx: 30)
        returning.runUntilSettled()
        XCTAssertEqual(returning.stack.count, 2)
        XCTAssertNil(returning.pose, "back at rest, full screen")
        var landing = try pushed()
        drag(&landing, dy: 0.4 * height, dx: 30, release: false)
        let held = try touched(bodyPoint, in: landing)
        landing.up(Point(x: bodyPoint.x + 30, y: bodyPoint.y + 0.4 * height))
        let letGo = try touched(bodyPoint, in: landing)
        XCTAssertEqual(letGo.x, held.x, accuracy: 1, "the landing starts where the card was")
        XCTAssertEqual(letGo.y, held.y, accuracy: 1)
    }

    func testADragDownOf40PercentOfTheCardLandsOnItsSourceAndOneAboveTheCommitScaleReturns() throws {
        // 0.40 -> 0.732 and 0.15 -> 0.8995 are below 0.905: they pop; 0.10 -> 0.933 and 0.14 -> 0.9062 return.
        for (travel, pops) in [(0.40, true), (0.15, true), (0.14, false), (0.10, false)] {
            var navigator = try pushed()
            drag(&navigator, dy: travel * height)
            let decision = try XCTUnwrap(navigator.lastRelease, "\(travel)")
            XCTAssertEqual(decision.completes, pops, "a release at \(travel) of the card, scale \(1 - 0.67 * travel)")
            XCTAssertEqual(decision.offset, travel * height, accuracy: 1e-9)
            XCTAssertEqual(try XCTUnwrap(navigator.slide).completing, pops)
            navigator.runUntilSettled()
            XCTAssertEqual(navigator.stack.count, pops ? 1 : 2, "\(travel): popped \(pops)")
        }
    }

    func testAFlickDownCarriesAShortDragPastTheCommitScale() throws {
        // 0.08 of the card in ten frames (0.48 heights/s), let go at once: 0.08 + 0.12 x 0.48 = 0.138
        // is short of 0.1418; 0.1 in ten frames (0.6 heights/s): 0.172, past it.
        for (travel, pops) in [(0.08, false), (0.10, true)] {
            var navigator = try pushed()
            drag(&navigator, dy: travel * height, rest: 0)
            let decision = try XCTUnwrap(navigator.lastRelease)
            XCTAssertEqual(decision.velocity, travel * height * 6, accuracy: travel * height * 0.6, "\(travel): about \(travel * 6) heights/s")
            XCTAssertEqual(decision.completes, pops, "\(travel) thrown")
            navigator.runUntilSettled()
            XCTAssertEqual(navigator.stack.count, pops ? 1 : 2)
        }
    }

    func testAPanHandsNoVelocityToTheLanding() throws {
        // zoom_dismiss_physics.dart: "pans hand nothing over"; flung or at rest, the same landing.
        var rested = try pushed(), flung = try pushed()
        drag(&rested, dy: 0.4 * height)
        drag(&flung, dy: 0.4 * height, rest: 0)
        XCTAssertEqual(rested.lastRelease?.velocity, 0)
        XCTAssertGreaterThan(try XCTUnwrap(flung.lastRelease).velocity, 1000, "thrown at 6 x 0.4 heights/s")
        for frame in 0..<10 {
            rested.step(frameSeconds)
            flung.step(frameSeconds)
            XCTAssertEqual(flung.progress, rested.progress, accuracy: 1e-12, "landing frame \(frame)")
        }
        XCTAssertGreaterThan(rested.progress, 0.4, "and it is on its way")
    }

    func testAnEdgeSwipeLandsBelowScale070() throws {
        // 0.44 W -> 0.705 returns, 0.46 W -> 0.692 lands (completeAt (1 - 0.70) / 0.67 = 0.4478).
        for (fraction, pops) in [(0.44, false), (0.46, true)] {
            var navigator = try pushed()
            navigator.dragFromEdge(by: fraction * screenWidth)
            navigator.stepFrames(12)
            XCTAssertEqual(try XCTUnwrap(navigator.pose).front.scale, 1 - 0.67 * fraction, accuracy: 1e-9)
            navigator.up(Point(x: edgeStart.x + fraction * screenWidth, y: edgeStart.y))
            XCTAssertEqual(navigator.lastRelease?.completes, pops, "edge release at \(fraction)")
            navigator.runUntilSettled()
            XCTAssertEqual(navigator.stack.count, pops ? 1 : 2)
        }
    }

    func testOnlyADownwardDragDismissesAndOnlyInTheZoomStyle() throws {
        var navigator = try pushed()
        drag(&navigator, dy: -0.4 * height)
        XCTAssertNil(navigator.lastRelease, "a drag up is no dismissal")
        drag(&navigator, dy: 0.1 * height, dx: 0.4 * height)
        XCTAssertNil(navigator.lastRelease, "nor one mostly sideways, away from the edge")
        XCTAssertEqual(navigator.stack.count, 2)
        var sliding = try pushed("slideback")
        drag(&sliding, dy: 0.4 * height)
        XCTAssertNil(sliding.lastRelease, "a style without the zoom has no drag down")
        XCTAssertEqual(sliding.stack.count, 2)
    }

    func testWithMotionReducedTheDragStillDismissesAndOnlyFades() throws {
        var navigator = try pushed(reducesMotion: true)
        drag(&navigator, dy: 0.4 * height, release: false)
        let frame = navigator.frame()
        let front = try XCTUnwrap(frame.groups.first { $0.role == .front })
        XCTAssertEqual(front.transform.scale, 1, "nothing scales")
        XCTAssertEqual(front.transform.opacity, 1 - 0.4, accuracy: 1e-9, "the page fades by the progress, 0.4")
        navigator.up(Point(x: bodyPoint.x, y: bodyPoint.y + 0.4 * height))
        navigator.runUntilSettled()
        XCTAssertEqual(navigator.stack.count, 1)
    }
}
