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
        XCTAssertEqual(stage.timeline.moments.count, kept + 1, "the frame the pop arrived in, then nothing more")
    }

    func testTenSecondsAreKept() {
        var stage = Stage(session: Session(navigator: StyleFixture.navigator(.slideback, depth: 1), clock: PlaybackClock()))
        for _ in 0..<700 { stage.advanceFrame() }
        XCTAssertEqual(stage.timeline.moments.count, Timeline.capacity)
        XCTAssertEqual(stage.timeline.moments.first?.frameNumber, 100)
    }
}
