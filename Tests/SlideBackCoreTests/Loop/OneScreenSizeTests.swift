import XCTest
@testable import SlideBackCore

/// The stage owns the one screen size (issue 28 item 2): after a resize, even one in the middle of
/// a swipe, the pointer mapping, the frame, the pose, the readout, the graph and the release all
/// work in the new size. No navigator, session or configuration keeps a size that could lag behind.
final class OneScreenSizeTests: XCTestCase {
    func testAfterAResizeMidSwipeEveryReaderUsesTheStagesNewSize() throws {
        var stage = Stage(session: Session(navigator: StyleFixture.navigator(.slideback, depth: 1), clock: PlaybackClock()),
                          comparing: [.builtIn(.slideback)])
        // A swipe held 100 pt in on the right phone when the window becomes 1200 x 700.
        stage.apply(.down(Point(x: 414 + 2, y: 500), pointer: 0))
        stage.apply(.move(Point(x: 414 + 102, y: 500), pointer: 0))
        XCTAssertEqual(stage.sessions[0].navigator.dragReadout(screen: stage.screen)?.x, 100)
        stage.resize(to: Size(width: 1200, height: 700))
        let screen = Size(width: 600, height: 700)
        XCTAssertEqual(stage.screen, screen, "each of the two screens takes half the width")
        XCTAssertFalse(stage.sessions.contains { $0.navigator.isPressed }, "the finger was let go with the old layout")
        settle(&stage)
        if stage.sessions[0].navigator.stack.count < 2 {
            stage.apply(.push)
            settle(&stage)
        }
        XCTAssertEqual(stage.sessions.map(\.navigator.stack.count), [2, 2])

        // A new swipe on the right phone, in window points: 300 of the new screen's 600 points in.
        stage.apply(.down(Point(x: 600 + 2, y: 500), pointer: 0))
        stage.apply(.move(Point(x: 600 + 52, y: 500), pointer: 0))
        stage.apply(.move(Point(x: 600 + 302, y: 500), pointer: 0))
        XCTAssertEqual(stage.toScreen(Point(x: 600 + 302, y: 500), 1), Point(x: 302, y: 500), "the pointer in the new screen's points")
        let frames = stage.frames()
        for (index, session) in stage.sessions.enumerated() {
            let navigator = session.navigator
            XCTAssertEqual(frames[index].screen, screen, "screen \(index): the frame")
            let bodies = frames[index].layers.filter { if case .pageBody = $0.content { return true } else { return false } }
            // The page underneath a third of the way back across the new width, the page in front 300 pt in.
            XCTAssertEqual(bodies.map(\.frame), [Rect(x: -100, y: 0, width: 600, height: 700), Rect(x: 300, y: 0, width: 600, height: 700)],
                           "screen \(index): the pages fill the new screen")
            XCTAssertEqual(try XCTUnwrap(navigator.pose(screen: stage.screen)).front.x, 300, accuracy: 1e-9, "screen \(index): the pose")
            let readout = try XCTUnwrap(navigator.dragReadout(screen: stage.screen), "screen \(index)")
            XCTAssertEqual(readout.x, 300, accuracy: 1e-9, "screen \(index): the readout")
            XCTAssertEqual(readout.progress, 0.5, accuracy: 1e-9, "screen \(index): 300 of 600 points")
            XCTAssertEqual(readout.thresholdX, 300, "screen \(index): half the new width")
        }
        stage.advanceFrame()
        XCTAssertEqual(stage.graph.tracks.map(\.width), [600, 600], "the graph's tracks")
        XCTAssertEqual(stage.graph.tracks.map { $0.samples.last?.frontX }, [300, 300], "the graph's samples")
        stage.apply(.up(Point(x: 600 + 302, y: 500), pointer: 0))
        XCTAssertEqual(stage.sessions.map { $0.navigator.lastRelease?.offset }, [300, 300], "the release, in the new points")
    }

    func testNoNavigatorSessionOrConfigurationStoresASize() {
        let session = Session(navigator: Fixture.navigator(depth: 1), clock: PlaybackClock())
        for (name, value) in [("Navigator", session.navigator as Any), ("Session", session), ("NavigatorConfiguration", session.navigator.configuration)] {
            let sizes = Mirror(reflecting: value).children.filter { $0.value is Size }.compactMap(\.label)
            XCTAssertEqual(sizes, [], "\(name) keeps no size of its own: the stage's is the only one")
        }
    }

    private func settle(_ stage: inout Stage) {
        for _ in 0..<600 where stage.isAnimating || !stage.sessions.allSatisfy(\.navigator.isSettled) { stage.advanceFrame() }
    }
}
