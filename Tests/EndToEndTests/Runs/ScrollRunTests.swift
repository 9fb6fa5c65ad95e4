import Foundation
import XCTest

/// Issue 15 through the program: the default scene's Settings page scrolls with momentum, its
/// large title collapsing, frame for frame the same in every run; a large title on a page without
/// a bar is refused in one line.
final class ScrollRunTests: ProgramTestCase {
    /// Five pushes to Settings, then a quick upward drag let go at frame 156.
    private var script: String {
        var events = (0..<5).map { _ in #"{"frame": 0, "action": "push"}"# }
        events.append(#"{"frame": 140, "action": "down", "x": 200, "y": 760}"#)
        for step in 1...15 { events.append(#"{"frame": \#(140 + step), "action": "move", "x": 200, "y": \#(760 - 20 * step)}"#) }
        events.append(#"{"frame": 156, "action": "up", "x": 200, "y": 460}"#)
        return #"{"events": ["# + events.joined(separator: ",\n") + "]}"
    }

    func testTheScrollAndItsMomentumAreTheSameInEveryRun() throws {
        let path = try fixture.write(script, to: "scroll.json")
        var captures: [[Data]] = []
        for run in 0..<2 {
            let names = [139, 170, 220].map { fixture.path("run\(run)-\($0).png") }
            let result = try fixture.run(["--headless", "--script", path, "--frames", "221",
                                          "--capture", "139:\(names[0])", "--capture", "170:\(names[1])", "--capture", "220:\(names[2])"])
            XCTAssertEqual(result.status, 0, result.standardError)
            captures.append(try names.map { try Data(contentsOf: URL(fileURLWithPath: $0)) })
        }
        XCTAssertEqual(captures[0], captures[1], "two runs draw the same frames")
        XCTAssertNotEqual(captures[0][0], captures[0][1], "the drag scrolled the page")
        XCTAssertNotEqual(captures[0][1], captures[0][2], "and its momentum carried it on after the lift")
    }

    func testALargeTitleOnAPageWithoutABarIsRefused() throws {
        let scene = try fixture.write(#"{"pages": [{"id": "a", "bar": "hidden", "largeTitle": true}]}"#, to: "bad.json")
        let result = try InProcess.run(["--headless", "--scene", scene, "--frames", "1"], in: fixture)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.errorLines, [#"slideback: \#(scene): pages[0].largeTitle: a large title collapses into the bar, and this page hides its bar ("bar": "hidden")"#])
    }
}
