import XCTest
@testable import SlideBackCore

/// A page's transform and the release threshold are each worked out in one place. Every reader of
/// them (the trace's and the graphs' `MotionSample`, the HUD's `DragReadout`, the graph's threshold
/// line, the drawn `Frame`) must agree exactly, at every frame of a drag and of a push, in every
/// built-in style: a second computation that drifts from the first fails here.
final class OneComputationTests: XCTestCase {
    /// What one run saw, so the test knows it checked the moments it meant to.
    private struct Seen {
        var phases: [MotionPhase: Int] = [:]
        var readouts = 0
    }

    /// A stage showing `spec` one page deep, its root appeared and the push settled.
    private func stage(_ spec: StyleSpec) -> Stage {
        var navigator = Navigator(scene: StyleFixture.scene(), spec: spec)
        navigator.step(frameSeconds)
        navigator.perform(.push)
        _ = navigator.runUntilSettled()
        var stage = Stage(session: Session(navigator: navigator, clock: PlaybackClock()))
        stage.graph = MotionGraph(seconds: nil, keepsEverything: true)
        return stage
    }

    /// Advances one frame and checks that everything reading the transition agrees.
    private func advance(_ stage: inout Stage, _ seen: inout Seen, _ what: String) throws {
        // The graph samples the frame as it was drawn, before the step; a trace writes that row.
        let drawn = stage.sessions[0].navigator.motionSample
        stage.advanceFrame()
        let navigator = stage.sessions[0].navigator
        let sample = navigator.motionSample
        seen.phases[sample.phase, default: 0] += 1
        let frame = try XCTUnwrap(stage.frames().first)
        let front = frame.groups.first { $0.role == .front }, back = frame.groups.first { $0.role == .back }
        let track = try XCTUnwrap(stage.graph.tracks.first)
        XCTAssertEqual(track.samples.last?.frontX, drawn.frontX, "\(what): the graph's front x is the trace's")
        if sample.phase == .rest {
            XCTAssertNil(front, "\(what): nothing in front at rest")
            XCTAssertEqual(sample.frontX, 0, "\(what)")
        } else {
            let front = try XCTUnwrap(front, "\(what): a moving page is drawn in front")
            XCTAssertEqual(front.transform.x, sample.frontX, "\(what): drawn front x = the trace's front_x")
            XCTAssertEqual(back?.transform.x, sample.backX, "\(what): drawn back x = the trace's back_x")
            XCTAssertEqual(back?.transform.dimming ?? 0, sample.dim, "\(what): drawn dim = the trace's")
            XCTAssertEqual(navigator.pose?.front, front.transform, "\(what): the pose is what is drawn")
        }
        if let readout = navigator.dragReadout {
            seen.readouts += 1
            XCTAssertEqual(readout.x, sample.frontX, "\(what): the readout's x is the drawn front x")
            XCTAssertEqual(readout.thresholdX, track.thresholdX, "\(what): the readout's threshold is the graph's line")
            let judgement = navigator.spec.judgeRelease(progress: readout.progress, velocity: readout.widthsPerSecond, width: track.width)
            XCTAssertEqual(readout.completes, judgement.completes, "\(what): the readout decides as the release would")
        }
    }

    func testTraceReadoutGraphAndDrawingAgreeAtEveryFrameOfADragAndAPushInEveryStyle() throws {
        XCTAssertGreaterThan(StyleSpec.builtIns.count, 5, "the peers too")
        for spec in StyleSpec.builtIns {
            for (travel, name) in [(12.0, "a completing drag"), (2.0, "a cancelled drag")] {
                var stage = stage(spec)
                var seen = Seen()
                let what = "\(spec.name), \(name)"
                // Hold at the edge, move right, hold still, let go, settle.
                stage.apply(.down(Point(x: 2, y: 500), pointer: 0))
                try advance(&stage, &seen, "\(what): press")
                try advance(&stage, &seen, "\(what): held")
                for step in 1...20 {
                    stage.apply(.move(Point(x: 2 + travel * Double(step), y: 500 + Double(step)), pointer: 0))
                    try advance(&stage, &seen, "\(what): move \(step)")
                }
                try advance(&stage, &seen, "\(what): held still")
                stage.apply(.up(Point(x: 2 + travel * 20, y: 520), pointer: 0))
                var frames = 0
                repeat {
                    try advance(&stage, &seen, "\(what): settle \(frames)")
                    frames += 1
                } while !stage.sessions[0].navigator.isSettled && frames < 600
                XCTAssertTrue(stage.sessions[0].navigator.isSettled, "\(what): settles")
                XCTAssertGreaterThan(seen.phases[.drag] ?? 0, 5, "\(what): a drag was held")
                XCTAssertGreaterThan(seen.readouts, 5, "\(what): the readout was up while held")

                // Then a push, from wherever the drag left the stack.
                stage.apply(.key(.right))
                frames = 0
                repeat {
                    try advance(&stage, &seen, "\(what): push \(frames)")
                    frames += 1
                } while !stage.sessions[0].navigator.isSettled && frames < 600
                XCTAssertGreaterThan(seen.phases[.push] ?? 0, 5, "\(what): a push was drawn")
            }
        }
    }
}
