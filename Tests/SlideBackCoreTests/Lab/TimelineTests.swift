import XCTest
@testable import SlideBackCore

/// The timeline: the frames drawn kept as values, scrubbed while paused, resumed from.
final class TimelineTests: XCTestCase {
    /// A stage of ours pushing (frames 0 to 24), run for `frames` frames, then paused.
    private func pausedDuringAPush(after frames: Int) -> (Stage, [Frame]) {
        var stage = Stage(session: Session(navigator: StyleFixture.navigator(.slideback, depth: 0), clock: PlaybackClock()))
        stage.apply(.push)
        var drawn: [Frame] = []
        for _ in 0..<frames {
            drawn.append(stage.frames()[0])
            stage.advanceFrame()
        }
        stage.apply(.key(.p))
        return (stage, drawn)
    }

    func testCommaAndBracketsStepThroughTheFramesAsTheyWereDrawn() {
        var (stage, drawn) = pausedDuringAPush(after: 30)
        XCTAssertNotNil(stage.timelineStripState, "the strip shows while paused")
        stage.apply(.key(.comma))
        XCTAssertEqual(stage.frameNumber, 29)
        XCTAssertTrue(stage.frames()[0] == drawn[29], "one frame back is frame 29 as drawn")
        stage.apply(.key(.leftBracket))
        XCTAssertEqual(stage.frameNumber, 19)
        XCTAssertTrue(stage.frames()[0] == drawn[19])
        stage.apply(.key(.period))
        XCTAssertEqual(stage.frameNumber, 20, "`.` steps forward through the kept frames")
        stage.apply(.key(.rightBracket))
        XCTAssertEqual(stage.frameNumber, 30, "the newest kept: the frame on screen when scrubbing began")
        stage.advanceFrame()
        XCTAssertEqual(stage.frameNumber, 30, "a scrubbed stage holds still")
        // A drag on the strip scrubs: its left end is the oldest frame kept.
        let strip = stage.timelineStrip
        stage.apply(.down(Point(x: strip.x, y: (strip.y + strip.height / 2)), pointer: 0))
        XCTAssertEqual(stage.frameNumber, 0)
        XCTAssertTrue(stage.frames()[0] == drawn[0])
        stage.apply(.move(Point(x: strip.x + strip.width / 2, y: (strip.y + strip.height / 2)), pointer: 0))
        XCTAssertEqual(stage.frameNumber, 15)
        stage.apply(.up(Point(x: strip.x + strip.width / 2, y: (strip.y + strip.height / 2)), pointer: 0))
        XCTAssertEqual(stage.sessions[0].navigator.isPressed, false, "the strip's drag never reaches the page")
        XCTAssertEqual(stage.timelineStripState?.fraction ?? .nan, 0.5, accuracy: 1e-9)
    }

    func testResumingGoesOnFromTheFrameShownAndDropsTheLaterOnes() {
        var (stage, drawn) = pausedDuringAPush(after: 30)
        for _ in 0..<20 { stage.apply(.key(.comma)) }
        XCTAssertEqual(stage.frameNumber, 10, "the first comma shows frame 29, the twentieth frame 10")
        stage.apply(.key(.p))
        XCTAssertFalse(stage.timeline.isScrubbing)
        XCTAssertEqual(stage.timeline.moments.count, 11, "frames 0 to 10 kept, the later ones dropped")
        XCTAssertFalse(stage.sessions[0].clock.isPaused)
        for frame in 10..<20 {
            XCTAssertTrue(stage.frames()[0] == drawn[frame], "frame \(frame) after resuming")
            stage.advanceFrame()
        }
    }

    func testTheScrubKeysWaitForAPauseAndInputWhileScrubbingChangesThePast() {
        var running = Stage(session: Session(navigator: StyleFixture.navigator(.slideback, depth: 1), clock: PlaybackClock()))
        for _ in 0..<10 { running.advanceFrame() }
        running.apply(.key(.comma))
        XCTAssertEqual(running.frameNumber, 10, "`,` does nothing while the clock runs")
        XCTAssertNil(running.timelineStripState)

        var (stage, _) = pausedDuringAPush(after: 30)
        for _ in 0..<5 { stage.apply(.key(.comma)) }
        stage.apply(.key(.h))
        XCTAssertTrue(stage.timeline.isScrubbing, "the inspector's keys only change what is shown")
        stage.apply(.pop)
        XCTAssertFalse(stage.timeline.isScrubbing, "a command changes the past: the run goes on from the frame shown")
        XCTAssertEqual(stage.timeline.moments.count, 26)
        XCTAssertTrue(stage.sessions[0].clock.isPaused, "still paused")
        // While paused, frames are kept only when something changed.
        let kept = stage.timeline.moments.count
        for _ in 0..<30 { stage.advanceFrame() }
        XCTAssertEqual(stage.timeline.moments.count, kept, "no step is taken: the pop's frame is step 25's moment, then nothing more")
        XCTAssertTrue(stage.timeline.moments.last?.frames()[0] == stage.frames()[0], "the newest moment is the state on screen")
    }

    /// A held drag of ours, the finger moving every frame, as a headless run draws it: frame k is
    /// drawn after the input numbered k; P arrives before frame `pauseFrame`, then `pausedFrames`
    /// more frames pass while paused.
    private func pausedDuringAHeldDrag(at pauseFrame: Int, pausedFrames: Int) -> (Stage, [Frame]) {
        var stage = Stage(session: Session(navigator: StyleFixture.navigator(.slideback, depth: 1), clock: PlaybackClock()))
        var drawn: [Frame] = []
        for frame in 0...(pauseFrame + pausedFrames) {
            if frame == 0 { stage.apply(.down(edgeStart, pointer: 0)) }
            if frame <= pauseFrame { stage.apply(.move(Point(x: edgeStart.x + 4 * Double(frame), y: edgeStart.y), pointer: 0)) }
            if frame == pauseFrame { stage.apply(.key(.p)) }
            drawn.append(stage.frames()[0])
            if frame < pauseFrame + pausedFrames { stage.advanceFrame() }
        }
        return (stage, drawn)
    }

    func testEachCommaIsOneStepBackFromTheFrameOnScreen() {
        let (paused, drawn) = pausedDuringAHeldDrag(at: 60, pausedFrames: 25)
        XCTAssertTrue(paused.frames()[0] == drawn[60], "paused, the picture is frame 60's")
        var stage = paused
        stage.apply(.key(.comma))
        XCTAssertTrue(stage.frames()[0] == drawn[59], "the first `,` shows step 59")
        XCTAssertEqual(stage.timelineStripState?.step, 59)
        for _ in 1..<10 { stage.apply(.key(.comma)) }
        XCTAssertTrue(stage.frames()[0] == drawn[50], "ten `,` show frame 50 of the replay")
        XCTAssertEqual(stage.timelineStripState?.step, 50)
        stage.apply(.key(.rightBracket))
        XCTAssertTrue(stage.frames()[0] == drawn[60], "`]` comes back to the frame on screen")
        XCTAssertEqual(stage.timelineStripState?.step, 60)

        stage = paused
        stage.apply(.key(.leftBracket))
        XCTAssertTrue(stage.frames()[0] == drawn[50], "the first `[` is ten steps back, however long the pause")
        XCTAssertEqual(stage.timelineStripState?.step, 50)
    }

    func testTheStripNamesTheStepShownAndHoldsStillWhilePaused() {
        var (stage, _) = pausedDuringAHeldDrag(at: 60, pausedFrames: 0)
        XCTAssertEqual(stage.timelineStripState?.step, 60)
        let seconds = stage.timelineStripState?.seconds
        for _ in 0..<40 { stage.advanceFrame() }
        XCTAssertEqual(stage.timelineStripState?.step, 60, "no step is taken while paused: the label holds")
        XCTAssertEqual(stage.timelineStripState?.seconds, seconds, "and so does the span kept")
        stage.apply(.key(.period))
        stage.advanceFrame()
        XCTAssertEqual(stage.timelineStripState?.step, 61, "`.` takes one step")
        for _ in 0..<10 { stage.advanceFrame() }
        XCTAssertEqual(stage.timelineStripState?.step, 61)
        stage.apply(.key(.leftBracket))
        XCTAssertEqual(stage.timelineStripState?.step, 51, "`[` is ten steps")
        stage.apply(.key(.p))
        for _ in 0..<5 { stage.advanceFrame() }
        stage.apply(.key(.p))
        XCTAssertEqual(stage.timelineStripState?.step, 56, "steps go on from the step resumed from")
    }

    func testTenSecondsAreKept() {
        var stage = Stage(session: Session(navigator: StyleFixture.navigator(.slideback, depth: 1), clock: PlaybackClock()))
        for _ in 0..<700 { stage.advanceFrame() }
        XCTAssertEqual(stage.timeline.moments.count, Timeline.capacity)
        XCTAssertEqual(stage.timeline.moments.first?.frameNumber, 100)
    }
}
