import XCTest
@testable import SlideBackCore

/// The lab's numbers: the live readout of a held swipe, the graphs' record of the motion, and the
/// graph panel's place in the window.
final class MotionLabTests: XCTestCase {
    private func stage(_ style: StyleName = .slideback, seconds: Double? = 3, keepsEverything: Bool = false) -> Stage {
        var stage = Stage(session: Session(navigator: StyleFixture.navigator(style, depth: 1), clock: PlaybackClock()))
        stage.graph = MotionGraph(seconds: seconds, keepsEverything: keepsEverything)
        return stage
    }

    /// Presses at the edge, drags `steps` frames of `speed` points each, one frame per move.
    private func drag(_ stage: inout Stage, steps: Int, speed: Double) {
        stage.apply(.down(Point(x: 2, y: 500), pointer: 0))
        stage.advanceFrame()
        for step in 1...steps {
            stage.apply(.move(Point(x: 2 + speed * Double(step), y: 500), pointer: 0))
            stage.advanceFrame()
        }
    }

    func testTheReadoutSaysWhereTheFingerIsHowFastAndWhatALiftWouldDecide() throws {
        var held = stage()
        drag(&held, steps: 10, speed: 10)
        let readout = try XCTUnwrap(held.sessions[0].navigator.dragReadout)
        XCTAssertEqual(readout.x, 100, accuracy: 1e-9)
        XCTAssertEqual(readout.progress, 100 / screenWidth, accuracy: 1e-9)
        XCTAssertEqual(readout.velocity, 600, accuracy: 1, "10 pt a frame at 60 Hz")
        XCTAssertEqual(readout.widthsPerSecond, readout.velocity / screenWidth, accuracy: 1e-9)
        XCTAssertEqual(readout.projected, 100 + 0.3 * readout.velocity, accuracy: 1e-9)
        XCTAssertEqual(readout.decision, "fling -> pop", "1.45 widths a second is a fling")
        XCTAssertEqual(readout.thresholdX, screenWidth / 2)
        XCTAssertEqual(readout.lines.count, 2)
        XCTAssertTrue(readout.lines[1].hasSuffix("lift now: fling -> pop"), readout.lines[1])
        // The readout's decision is the one the release then takes.
        held.apply(.up(Point(x: 102, y: 500), pointer: 0))
        XCTAssertEqual(held.sessions[0].navigator.lastRelease?.completes, true)
        XCTAssertNil(held.sessions[0].navigator.dragReadout, "no readout once the finger is up")

        var slow = stage(.system)
        drag(&slow, steps: 20, speed: 2)
        XCTAssertEqual(slow.sessions[0].navigator.dragReadout?.decision, "fling -> back", "slow and short of half-way")
        var seed = stage(.snapshot)
        drag(&seed, steps: 10, speed: 3)
        XCTAssertEqual(seed.sessions[0].navigator.dragReadout?.decision, "distance -> back")
        XCTAssertEqual(seed.sessions[0].navigator.dragReadout?.thresholdX, 40, "the seeds' distance rule: 40 pt")
    }

    func testTheGraphRecordsTheDrawnMotionAndMarksPressReleaseAndSettle() throws {
        var run = stage()
        drag(&run, steps: 10, speed: 25)
        run.apply(.up(Point(x: 252, y: 500), pointer: 0))
        for _ in 0..<60 { run.advanceFrame() }
        let track = try XCTUnwrap(run.graph.tracks.first)
        XCTAssertEqual(track.samples.count, 71, "the press, ten moves, sixty frames after")
        XCTAssertEqual(track.samples.map(\.frame), Array(0..<71))
        let held = track.samples[10]
        XCTAssertEqual(held.fingerX ?? .nan, 252, accuracy: 1e-9)
        XCTAssertEqual(held.frontX, 250, accuracy: 1e-9, "the page follows the finger's travel")
        XCTAssertEqual(held.backX ?? .nan, -(screenWidth - 250) / 3, accuracy: 1e-9)
        XCTAssertEqual(held.pageVelocity ?? .nan, 25 * 60, accuracy: 1e-6)
        XCTAssertEqual(held.fingerVelocity ?? .nan, 25 * 60, accuracy: 1e-6)
        XCTAssertEqual(held.phase, .drag)
        XCTAssertNil(track.samples[11].fingerX, "the finger is up")
        XCTAssertEqual(track.markers.map(\.kind), [.press, .release("fling -> pop"), .settled])
        XCTAssertEqual(track.markers.map(\.frame).prefix(2), [0, 11])
        XCTAssertEqual(track.thresholdX, screenWidth / 2)
        XCTAssertEqual(track.flingVelocity, screenWidth, "1 width a second")
        XCTAssertEqual(track.samples.last?.phase, .rest)
        XCTAssertEqual(track.samples.last?.pageVelocity, 0, "no speed across the end of a transition")

        var short = stage(seconds: 0.5)
        for _ in 0..<100 { short.advanceFrame() }
        XCTAssertEqual(short.graph.tracks[0].samples.map(\.frame), Array(70..<100), "half a second is 30 frames")
        var whole = stage(seconds: 0.5, keepsEverything: true)
        for _ in 0..<100 { whole.advanceFrame() }
        XCTAssertEqual(whole.graph.tracks[0].samples.count, 100, "a plot keeps the whole run")
        XCTAssertNil(whole.graph.wholeRun.seconds)
    }

    func testGCyclesThePanelAndBesideWidensTheWindowWithoutMovingThePhones() {
        var two = Stage(session: Session(navigator: StyleFixture.navigator(.slideback, depth: 1), clock: PlaybackClock()),
                        comparing: [.builtIn(.system)])
        XCTAssertEqual(two.inspector.graph, .off)
        two.apply(.key(.g))
        XCTAssertEqual(two.inspector.graph, .beside)
        XCTAssertEqual(two.window, Size(width: 828 + MotionGraph.panelWidth, height: 896))
        XCTAssertEqual(two.viewports.map(\.width), [414, 414], "the phones keep their size")
        // A press on the right phone still lands on the right phone.
        two.apply(.down(Point(x: 414 + 5, y: 400), pointer: 0))
        two.apply(.move(Point(x: 414 + 105, y: 400), pointer: 0))
        XCTAssertEqual(two.sessions.map { $0.navigator.dragReadout?.x ?? .nan }, [100, 100])
        two.apply(.up(Point(x: 414 + 105, y: 400), pointer: 0))
        two.apply(.key(.g))
        XCTAssertEqual(two.inspector.graph, .over)
        XCTAssertEqual(two.window, Size(width: 828, height: 896), "over the phones: the window narrows again")
        two.apply(.key(.g))
        XCTAssertEqual(two.inspector.graph, .off)
    }

    /// Issue 30: `--plot` kept every frame, so a run's memory and the plot's drawing grew with its
    /// length. Past twice its limit a whole run's history is halved, keeping the newest sample
    /// and, of each pair, the one in motion: a swipe of 1/100 of the run still shows.
    func testAWholeRunHistoryIsThinnedToItsLimitKeepingTheMotion() throws {
        var thinned = stage(seconds: nil, keepsEverything: true), whole = stage(seconds: nil, keepsEverything: true)
        thinned.graph = MotionGraph(seconds: nil, keepsEverything: true, wholeRunLimit: 64)
        for index in 0..<2 {
            var run = index == 0 ? thinned : whole
            for _ in 0..<1000 { run.advanceFrame() }
            drag(&run, steps: 10, speed: 30)
            run.apply(.up(Point(x: 302, y: 500), pointer: 0))
            for _ in 0..<1000 { run.advanceFrame() }
            if index == 0 { thinned = run } else { whole = run }
        }
        let kept = try XCTUnwrap(thinned.graph.tracks.first), all = try XCTUnwrap(whole.graph.tracks.first)
        XCTAssertGreaterThan(all.samples.count, 2000, "under 4096 samples nothing is thinned")
        XCTAssertTrue((65...129).contains(kept.samples.count), "\(kept.samples.count) samples")
        XCTAssertEqual(kept.samples.last, all.samples.last, "the newest frame is kept")
        XCTAssertTrue(kept.samples.allSatisfy(all.samples.contains), "samples are kept, never made up")
        XCTAssertTrue(kept.samples.contains { $0.phase != .rest }, "the swipe shows")
        XCTAssertEqual(kept.markers, all.markers, "three markers are under the limit of 8")
    }
}
