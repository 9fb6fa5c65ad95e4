import Foundation
import XCTest
@testable import SlideBackCore

/// Issue 33 item 3: a two-finger sideways scroll on a trackpad drives the back gesture like a
/// finger from the edge, its end the release at the velocity of its last deltas; a vertical
/// scroll scrolls the page.
final class TrackpadSwipeTests: XCTestCase {
    /// A stage of `spec` one page deep, settled.
    private func stage(_ spec: StyleSpec, scene: Scene = StyleFixture.scene()) -> Stage {
        var stage = Stage(session: Session(navigator: Navigator(scene: scene, spec: spec), clock: PlaybackClock()))
        stage.apply(.push)
        settle(&stage)
        return stage
    }

    private func settle(_ stage: inout Stage, limit: Int = 600) {
        for _ in 0..<limit {
            stage.advanceFrame()
            if stage.sessions.allSatisfy({ $0.navigator.isSettled }) { return }
        }
        XCTFail("not settled after \(limit) frames")
    }

    /// Scrolls `distance` points to the left at `speed` points per second, one delta a frame.
    private func swipe(_ stage: inout Stage, distance: Double = 200, speed: Double = 1000, at point: Point = Point(x: 200, y: 500)) {
        let frames = Int((distance / speed * 60).rounded())
        for _ in 0..<frames {
            stage.apply(.wheel(dx: -distance / Double(frames), dy: 0, at: point))
            stage.advanceFrame()
        }
    }

    func testTheScrollBecomesAFingerFromTheEdgeReleasedAtItsLastVelocity() {
        var trackpad = TrackpadSwipe()
        let at = Point(x: 200, y: 500)
        XCTAssertEqual(trackpad.scroll(dx: -10, dy: 0, at: at, edge: 0, height: 896, time: 0), [], "10 points is within the tap slop")
        XCTAssertEqual(trackpad.scroll(dx: -10, dy: 1, at: at, edge: 0, height: 896, time: 1 / 60.0),
                       [.down(Point(x: 0, y: 500)), .move(Point(x: 20, y: 500))], "down at the edge, moved by the scroll")
        for frame in 2...6 {
            XCTAssertEqual(trackpad.scroll(dx: -10, dy: 0, at: at, edge: 0, height: 896, time: Double(frame) / 60),
                           [.move(Point(x: Double(frame + 1) * 10, y: 500))])
        }
        XCTAssertEqual(trackpad.tick(time: 11 / 60.0), [], "95 ms of quiet is not yet the end")
        // 100 ms of quiet: the lift, at the last 100 ms of deltas: 60 points over 6 frames.
        XCTAssertEqual(trackpad.tick(time: 12 / 60.0), [.up(Point(x: 70, y: 500), velocity: 600)])
        XCTAssertFalse(trackpad.isPressed)
        // A scroll to the right first is a forward scroll: no finger, whatever follows.
        XCTAssertEqual(trackpad.scroll(dx: 30, dy: 0, at: at, edge: 0, height: 896, time: 1), [])
        XCTAssertEqual(trackpad.scroll(dx: -20, dy: 0, at: at, edge: 0, height: 896, time: 1 + 1 / 60.0), [])
        // A zero delta (a momentum scroll's end) ends it at once; a vertical start scrolls.
        XCTAssertEqual(trackpad.scroll(dx: 0, dy: 0, at: at, edge: 0, height: 896, time: 1 + 2 / 60.0), [])
        XCTAssertEqual(trackpad.scroll(dx: -3, dy: -40, at: at, edge: 0, height: 896, time: 1 + 3 / 60.0), [.scroll(dy: -40)])
        XCTAssertEqual(trackpad.scroll(dx: -50, dy: 0, at: at, edge: 0, height: 896, time: 1 + 4 / 60.0), [.scroll(dy: 0)],
                       "a scroll keeps the axis it started on")
    }

    func testA200PointSwipeAt1000PointsASecondPopsInEveryStyle() throws {
        for spec in StyleSpec.builtIns {
            var stage = stage(spec)
            swipe(&stage)
            settle(&stage)
            let navigator = stage.sessions[0].navigator
            let release = try XCTUnwrap(navigator.lastRelease, spec.name)
            // Less the style's dead zone (ios-measured's 12 pt), as for a finger.
            XCTAssertEqual(release.offset, 200 - spec.deadZone, accuracy: 1e-9, "\(spec.name): the fingers' travel")
            XCTAssertEqual(release.velocity, 1000, accuracy: 1e-6, "\(spec.name): the last deltas' velocity")
            // Faster than 600 pt/s: the direction decides, as GNOME judges a touchpad swipe, even
            // where the style's own rule wants half the width (the seeds' distance rule, GKNavigationBar's 0.5).
            XCTAssertEqual(release.rule, .fling, spec.name)
            XCTAssertTrue(release.completes, spec.name)
            XCTAssertEqual(navigator.stack.count, 1, "\(spec.name) \(release)")
        }
    }

    func testASlowerSwipeIsJudgedByTheStylesOwnRule() throws {
        // 200 points at 500 pt/s, under the decisive 600: a finger's release, judged as the style judges one.
        for spec in StyleSpec.builtIns {
            var stage = stage(spec)
            swipe(&stage, speed: 500)
            settle(&stage)
            let navigator = stage.sessions[0].navigator
            let release = try XCTUnwrap(navigator.lastRelease, spec.name)
            XCTAssertEqual(release.velocity, 500, accuracy: 1e-6, spec.name)
            let judged = spec.judgeRelease(progress: (200 - spec.deadZone) / screenWidth, velocity: 500 / screenWidth, width: screenWidth)
            XCTAssertEqual(release.completes, judged.completes, "\(spec.name): the style's own rule decides")
            XCTAssertEqual(release.rule, judged.rule, spec.name)
            let halfWidthOnly = spec.release == .distance && spec.completeDistance == nil && spec.completeAt == 0.5
            if halfWidthOnly { XCTAssertFalse(release.completes, "\(spec.name): 200 of 414 points is short of half") }
            XCTAssertEqual(navigator.stack.count, release.completes ? 1 : 2, spec.name)
        }
    }

    func testAFastSwipeBackwardsGoesBackWhateverTheStyle() throws {
        // 300 points forward slowly, then 160 points back at 1200 pt/s: the direction of the end decides.
        for spec in StyleSpec.builtIns {
            var stage = stage(spec)
            for _ in 0..<36 {
                stage.apply(.wheel(dx: -300.0 / 36, dy: 0, at: Point(x: 200, y: 500)))
                stage.advanceFrame()
            }
            for _ in 0..<8 {
                stage.apply(.wheel(dx: 20, dy: 0, at: Point(x: 200, y: 500)))
                stage.advanceFrame()
            }
            settle(&stage)
            let release = try XCTUnwrap(stage.sessions[0].navigator.lastRelease, spec.name)
            XCTAssertEqual(release.velocity, -1200, accuracy: 1e-6, spec.name)
            XCTAssertEqual(release.rule, .fling, spec.name)
            XCTAssertFalse(release.completes, spec.name)
            XCTAssertEqual(stage.sessions[0].navigator.stack.count, 2, spec.name)
        }
    }

    func testAVerticalScrollScrollsThePageAndNeverSwipes() throws {
        var stage = stage(.builtIn(.slideback), scene: try VerticalScrollTests.scene())
        let top = stage.sessions[0].navigator.top
        for _ in 0..<5 {
            stage.apply(.wheel(dx: -4, dy: -30, at: Point(x: 200, y: 500)))
            stage.advanceFrame()
        }
        settle(&stage)
        XCTAssertEqual(stage.sessions[0].navigator.verticalScroll(of: top), 150, accuracy: 1e-9, "scrolled down by 5 x 30")
        XCTAssertEqual(stage.sessions[0].navigator.stack.count, 2, "no swipe")
        XCTAssertNil(stage.sessions[0].navigator.lastRelease)
        stage.apply(.wheel(dx: 0, dy: 400, at: nil))
        XCTAssertEqual(stage.sessions[0].navigator.verticalScroll(of: top), 0, "stops at the top")
    }

    func testANudgeOnTheRootNeverTapsAPush() {
        var stage = Stage(session: Session(navigator: Navigator(scene: StyleFixture.scene(), spec: .builtIn(.slideback)), clock: PlaybackClock()))
        for _ in 0..<3 {
            stage.apply(.wheel(dx: -3, dy: 0, at: nil))
            stage.advanceFrame()
        }
        for _ in 0..<10 { stage.advanceFrame() }
        XCTAssertEqual(stage.sessions[0].navigator.stack.count, 1)
        swipe(&stage)
        for _ in 0..<30 { stage.advanceFrame() }
        XCTAssertEqual(stage.sessions[0].navigator.stack.count, 1, "no page to go back to, and no tap")
    }

    func testAWheelEventIsAScriptAction() throws {
        let script = try InputScript.parse(Data(#"{"events": [{"frame": 3, "action": "wheel", "dx": -12.5, "x": 10, "y": 20}, {"frame": 4, "action": "wheel", "dy": 3}]}"#.utf8), file: "s.json")
        XCTAssertEqual(script.events.map(\.action), [.wheel(dx: -12.5, dy: 0, at: Point(x: 10, y: 20)), .wheel(dx: 0, dy: 3, at: nil)])
        XCTAssertEqual(try InputScript.parse(Data(script.jsonText().utf8), file: "again.json"), script, "written as it is read")
        XCTAssertThrowsError(try InputScript.parse(Data(#"{"events": [{"frame": 1, "action": "wheel"}]}"#.utf8), file: "s.json")) {
            XCTAssertEqual("\($0)", #"s.json: events[0]: "wheel" needs "dx" or "dy", the points scrolled sideways (negative: to the left) or up"#)
        }
        XCTAssertThrowsError(try InputScript.parse(Data(#"{"events": [{"frame": 1, "action": "wheel", "dx": 1, "x": 4}]}"#.utf8), file: "s.json")) {
            XCTAssertEqual("\($0)", #"s.json: events[0].y: missing; "wheel" needs both "x" and "y""#)
        }
    }
}
