import Foundation
import SlideBackCore
@testable import slideback
import XCTest

/// Runs without `--frames` end when nothing can change any more, and a run that would go on
/// stops at the documented limit, saying so.
final class RunLengthTests: XCTestCase {
    func testAPausedClockWithNoInputLeftEndsTheRun() throws {
        let fixture = try ProgramFixture()
        let script = try fixture.write(#"{"events": [{"frame": 0, "action": "push"}, {"frame": 5, "action": "key", "key": "p"}]}"#,
                                       to: "pause.json")
        let result = try fixture.run(["--headless", "--script", script, "--record-input", "-"])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertTrue(result.standardOutput.hasPrefix(#"{"recordedFrames": 6,"#), "the frame after the pause is the last: \(result.standardOutput)")
        // Stepping one frame while paused is input still to come: the run goes on to it.
        let stepped = try fixture.write(#"{"events": [{"frame": 0, "action": "push"}, {"frame": 5, "action": "key", "key": "p"}, {"frame": 9, "action": "key", "key": "."}]}"#,
                                        to: "step.json")
        XCTAssertTrue(try fixture.run(["--headless", "--script", stepped, "--record-input", "-"]).standardOutput.hasPrefix(#"{"recordedFrames": 11,"#), "the step is taken, then the run ends")
    }

    func testARunStillAnimatingAtTheLimitStopsThere() throws {
        let fixture = try ProgramFixture()
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        var options = Options()
        options.headless = true
        options.duration = 60
        let scene = try Scene.load(contentsOf: fixture.path("Resources/scene.json"))
        let display = try DemoDisplay(options: options, scene: scene, resources: fixture.path("Resources"))
        var stage = Stage(session: Session(navigator: Navigator(scene: scene, spec: .builtIn(.defaultStyle), configuration: options.navigatorConfiguration),
                                           clock: PlaybackClock()))
        var runner = HeadlessRunner(script: InputScript(events: [ScriptEvent(frame: 0, action: .push)]), captures: [], frameLimit: nil)
        runner.frameAllowance = 30
        XCTAssertEqual(try runner.run(stage: &stage, display: display), 31, "frame 0, then the 30 allowed after it")
        XCTAssertTrue(stage.isAnimating, "the minute-long push is still running")
        XCTAssertTrue(HeadlessRunner.limitWarning(frames: 31, allowance: 30).hasPrefix("slideback: warning: stopped after 31 frames"))
    }
}
