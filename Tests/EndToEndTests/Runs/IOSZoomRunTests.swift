import Foundation
import XCTest

/// `ios-zoom` through the program. Its dismissal from a headless `--script`: a drag down of the
/// pushed page released below the pan's commit scale 0.905 pops, one above it returns; an edge
/// swipe decides at 0.70 (JakeThomson/swift_transitions `zoom_dismiss_physics.dart`'s fit). The
/// trace shows the held progress and where the release went; the last frame which page is left.
/// And `check-bars` passes it with its page flying to and from a marked source card.
final class IOSZoomRunTests: ProgramTestCase {
    /// Push at frame 0 (settled by 90), press at `start` at 90, move by (`dx`, `dy`) in ten frames,
    /// rest until 112 and let go there; 200 frames in all.
    private func script(start: (x: Double, y: Double), dx: Double, dy: Double) -> String {
        var events = [#"{"frame": 0, "action": "push"}"#, #"{"frame": 90, "action": "down", "x": \#(start.x), "y": \#(start.y)}"#]
        for step in 1...10 {
            let x = start.x + dx * Double(step) / 10, y = start.y + dy * Double(step) / 10
            events.append(#"{"frame": \#(90 + step), "action": "move", "x": \#(x), "y": \#(y)}"#)
        }
        events.append(#"{"frame": 112, "action": "up", "x": \#(start.x + dx), "y": \#(start.y + dy)}"#)
        return #"{"events": ["# + events.joined(separator: ",\n") + "]}"
    }

    /// Runs `script` in ios-zoom over the two-page scene; the trace's progress column by frame, the
    /// frame before the release (111) and the last frame.
    private func run(_ name: String, _ script: String) throws -> (progress: [Double], held: DecodedImage, last: DecodedImage) {
        try fixture.writeTwoPageScene()
        let path = try fixture.write(script, to: "\(name).json"), trace = fixture.path("\(name).csv"), png = fixture.path("\(name).png")
        let held = fixture.path("\(name)-held.png")
        let result = try fixture.run(["--headless", "--style", "ios-zoom", "--scene", fixture.path("scene.json"), "--script", path,
                                      "--frames", "200", "--trace", trace, "--capture", "111:\(held)", "--capture", "199:\(png)"])
        XCTAssertEqual(result.status, 0, result.standardError)
        let rows = try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n").dropFirst()
        let progress = rows.map { Double($0.split(separator: ",", omittingEmptySubsequences: false)[4]) ?? .nan }
        return (progress, try DecodedImage(path: held), try DecodedImage(path: png))
    }

    /// The root's body and the pushed page's, as the two-page scene paints them.
    private let blue = [0x33, 0x66, 0xCC].map(Double.init), red = [0xCC, 0x33, 0x33].map(Double.init)

    func testADragDownOf40PercentPopsAndOneOf10PercentReturns() throws {
        // 0.4 of the 896 pt card: scale 0.732, below 0.905. 0.1: 0.933, above it.
        for (travel, pops) in [(0.4, true), (0.1, false)] {
            let run = try run("down-\(travel)", script(start: (200, 300), dx: 0, dy: travel * 896))
            XCTAssertEqual(run.progress[111], travel, accuracy: 1e-4, "held \(travel) down: progress is the travel below the knee")
            // Drawn shrunk to 1 - 0.67 x travel about the grabbed point (200, 300), which stays under
            // the finger, over the root dimmed by 0.07 (1 - travel).
            let left = 200 * 0.67 * travel
            assertPixel(run.held, x: left - 3, y: 600, blue.map { $0 * (1 - 0.07 * (1 - travel)) }, "\(travel): left of the card, the root")
            assertPixel(run.held, x: left + 3, y: 600, red, "\(travel): the card, its left edge at \(left)")
            let after = run.progress[113...]
            if pops {
                XCTAssertGreaterThan(after.max() ?? 0, 0.95, "it flies on to its source")
            } else {
                XCTAssertLessThanOrEqual(after.max() ?? 1, travel, "it returns")
            }
            XCTAssertEqual(run.progress[199], 0, "at rest")
            assertPixel(run.last, x: 200, y: 600, pops ? blue : red, pops ? "the root is left" : "the pushed page is back")
        }
    }

    func testAnEdgeSwipeDecidesAtScale070() throws {
        // 0.46 W: scale 0.692 lands; 0.40 W: 0.732 returns.
        for (fraction, pops) in [(0.46, true), (0.40, false)] {
            let run = try run("edge-\(fraction)", script(start: (2, 600), dx: fraction * 414, dy: 0))
            XCTAssertEqual(run.progress[111], fraction, accuracy: 1e-4)
            XCTAssertEqual((run.progress[113...].max() ?? 0) > 0.95, pops, "edge release at \(fraction)")
            assertPixel(run.last, x: 200, y: 600, pops ? blue : red, "edge release at \(fraction)")
        }
    }

    func testCheckBarsPassesItFlyingToAMarkedSourceCard() throws {
        let scene = try fixture.write("""
        {"pages": [
          {"id": "grid", "bar": "opaque", "barColor": "#FF5000", "content": [{"kind": "grid", "columns": 2, "cards": [
            {"title": "A", "color": "#FF0000"}, {"title": "B", "color": "#00AA00", "zoomSource": true}]}]},
          {"id": "teal", "content": "#ECF7F5", "bar": "opaque", "barColor": "#13877A"}
        ]}
        """, to: "grid.json")
        let result = try fixture.run(["check-bars", "--json", "--scene", scene, "--style", "ios-zoom"])
        XCTAssertEqual(result.status, 0, result.standardError)
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        XCTAssertEqual(json["passes"] as? Bool, true)
        let row = try XCTUnwrap((json["styles"] as? [[String: Any]])?.first)
        XCTAssertEqual(row["whole_page"] as? Bool, true, "each page carries its own bar")
        let cases = try XCTUnwrap(row["cases"] as? [String: [String: Any]])
        XCTAssertEqual(Set(cases.keys), ["full-pop", "cancel", "flick", "regrab", "two-pops"])
        for (name, counts) in cases {
            XCTAssertEqual([counts["a"], counts["b"], counts["c"]].map { $0 as? Int }, [0, 0, 0], name)
        }
    }
}
