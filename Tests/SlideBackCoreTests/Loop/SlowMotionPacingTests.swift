import XCTest
@testable import SlideBackCore

/// What the live loop presents when frames come unevenly and slowly, as in a window under a
/// virtual X server (30-50 fps, SDL's GL renderer saying vsync is on while its presents wait for
/// nothing): every presented frame is the state at its own time, so the page moves on by the
/// time that passed since the last one, at 0.1x as at 1x, never by whole steps.
final class SlowMotionPacingTests: XCTestCase {
    /// Seconds each frame takes, in turn: 20 to 33 ms, and a slow first draw (the pictures of
    /// the pages painted), as the HUD reads under Xvfb.
    static let unevenFrames = [0.021, 0.060, 0.027, 0.033, 0.024, 0.020, 0.030, 0.026, 0.022, 0.031, 0.025, 0.028]
    /// Seconds each draw takes on a display whose presents wait for its refresh: a slow first one,
    /// then 4 to 12 ms.
    static let quickDraws = [0.060, 0.004, 0.009, 0.006, 0.012, 0.005, 0.008, 0.011, 0.004, 0.007]

    /// A push of ours at `speed`, presented by the live loop on a host whose frames take
    /// `UnevenFrameHost.frameSeconds` in turn; the frames shown while it moves.
    private func presentedPush(speed: Double, refreshPeriod: Double?, waitsForRefresh: Bool = false) throws -> [UnevenFrameHost.Presented] {
        var host = UnevenFrameHost(frameSeconds: waitsForRefresh ? Self.quickDraws : Self.unevenFrames, refreshPeriod: refreshPeriod,
                                   waitsForRefresh: waitsForRefresh, duration: 0.4 / speed + 0.3)
        var stage = Stage(session: Session(navigator: StyleFixture.navigator(.slideback, depth: 0), clock: PlaybackClock(timeScale: speed)))
        let script = InputScript(events: [ScriptEvent(frame: 6, action: .push)])
        try LiveLoop(script: script).run(stage: &stage, host: &host)
        return host.presented.filter(\.moving)
    }

    func testEachFrameIsPresentedAtItsOwnTimeAtEverySpeed() throws {
        for speed in [1, 0.25, 0.1] {
            for (period, waits) in [(1 / 60.0, false), (nil, false), (1 / 60.0, true)] {
                let what = "\(speed)x, vsync \(period == nil ? "off" : waits ? "on" : "said on")"
                let push = try presentedPush(speed: speed, refreshPeriod: period, waitsForRefresh: waits)
                XCTAssertGreaterThan(push.count, Int(0.4 / speed / 0.07), what)
                var worst = 0.0, jumpSteps = 0.0, gapSteps = 0.0
                for (a, b) in zip(push, push.dropFirst()) {
                    // Animation time passes at the speed of the clock, between any two frames.
                    worst = max(worst, abs((b.animationTime - a.animationTime) / speed - (b.time - a.time)))
                    jumpSteps = max(jumpSteps, (b.animationTime - a.animationTime) / speed / LiveLoop.step)
                    gapSteps = max(gapSteps, (b.time - a.time) / LiveLoop.step)
                }
                XCTAssertLessThan(worst, 1e-6, "\(what): a frame presented off its own time by \(worst * 1000) ms")
                XCTAssertLessThanOrEqual(jumpSteps, gapSteps + 1e-6, "\(what): no frame moves on by more than the time it waited")
            }
        }
    }

    func testAtATenthOfTheSpeedAFrameMovesATenthOfWhatAStepMovesAt1x() throws {
        // The most the page in front moves in one step of a 1x push, stepped as a headless run steps.
        var navigator = StyleFixture.navigator(.slideback, depth: 0)
        navigator.perform(.push)
        var stepDistance = 0.0, x = navigator.motionSample.frontX
        while navigator.isAnimating {
            navigator.step(LiveLoop.step)
            stepDistance = max(stepDistance, abs(navigator.motionSample.frontX - x))
            x = navigator.motionSample.frontX
        }
        XCTAssertGreaterThan(stepDistance, 20)
        let push = try presentedPush(speed: 0.1, refreshPeriod: 1 / 60.0)
        for (a, b) in zip(push, push.dropFirst()) {
            let steps = (b.time - a.time) / LiveLoop.step
            // Within 5 %: the fastest moment of a step moves a little more than its average.
            XCTAssertLessThanOrEqual(abs(b.frontX - a.frontX), 0.1 * stepDistance * steps * 1.05,
                                     "a frame \(steps) steps of wall time after the last, at \(b.time) s")
        }
    }
}

/// A live loop host with a clock of its own whose frames take the given seconds in turn, all of
/// it counted as drawing; its presents wait for nothing, or for the next refresh (returning up
/// to 0.4 ms after it). It keeps what each frame showed.
struct UnevenFrameHost: LiveLoopHost {
    /// One presented frame: when it was drawn, its animation time, where the page in front is,
    /// and whether a transition moves.
    struct Presented {
        let time: Double
        let animationTime: Double
        let frontX: Double
        let moving: Bool
    }

    /// Seconds each frame takes, in turn.
    let frameSeconds: [Double]
    let refreshPeriod: Double?
    /// Whether a present returns at the refresh after its draw.
    let waitsForRefresh: Bool
    /// The run ends at this time.
    let duration: Double
    /// Every frame shown so far.
    private(set) var presented: [Presented] = []
    private var time = 0.0

    init(frameSeconds: [Double], refreshPeriod: Double?, waitsForRefresh: Bool = false, duration: Double) {
        self.frameSeconds = frameSeconds
        self.refreshPeriod = refreshPeriod
        self.waitsForRefresh = waitsForRefresh
        self.duration = duration
    }

    func now() -> Double { time }

    mutating func poll(_ stage: Stage) -> [ScriptAction]? { time < duration ? [] : nil }

    func applied(_ action: ScriptAction, frame: Int) {}

    mutating func show(_ shown: Stage, stepState: Stage, frame: Int) throws -> Double {
        let navigator = shown.sessions[0].navigator
        let sample = navigator.motionSample
        presented.append(Presented(time: time, animationTime: navigator.time, frontX: sample.frontX, moving: sample.phase != .rest))
        let seconds = frameSeconds[(presented.count - 1) % frameSeconds.count]
        time += seconds
        if waitsForRefresh, let period = refreshPeriod {
            time = (time / period).rounded(.up) * period + 0.0004 * Double(presented.count % 2)
        }
        return seconds
    }

    mutating func wait(until moment: Double) { time = max(time, moment) }
}
