import Foundation
import XCTest

/// `--trace`: its header is a contract, and on a scripted drag its rows say what the frames draw.
final class TraceRunTests: XCTestCase {
    private var fixture: ProgramFixture!

    override func setUpWithError() throws {
        fixture = try ProgramFixture()
        try fixture.writeTwoPageScene()
        // Push (done by frame 24), press at the edge at 30, drag 160 pt by 32, let go at 40.
        try fixture.write(#"""
        {"events": [{"frame": 0, "action": "push"},
                    {"frame": 30, "action": "down", "x": 2, "y": 600},
                    {"frame": 31, "action": "move", "x": 82, "y": 600},
                    {"frame": 32, "action": "move", "x": 162, "y": 600},
                    {"frame": 40, "action": "up", "x": 162, "y": 600}]}
        """#, to: "script.json")
    }

    override func tearDown() {
        fixture = nil
    }

    private func rows(_ text: String) -> [[String: String]] {
        let lines = text.split(separator: "\n").map(String.init)
        let names = lines[0].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        return lines.dropFirst().map { line in
            Dictionary(uniqueKeysWithValues: zip(names, line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)))
        }
    }

    /// A right-to-left run of the same drag mirrored (from the right edge, leftwards, in screen
    /// points) writes the same trace: every x column measures from the leading edge.
    func testAMirroredRunWritesTheSameTrace() throws {
        let mirrored = try String(contentsOfFile: fixture.path("script.json"), encoding: .utf8)
            .replacingOccurrences(of: #""x": 2,"#, with: #""x": 412,"#).replacingOccurrences(of: #""x": 82,"#, with: #""x": 332,"#)
            .replacingOccurrences(of: #""x": 162,"#, with: #""x": 252,"#)
        try fixture.write(mirrored, to: "mirrored.json")
        var traces: [String] = []
        for (script, direction) in [("script.json", "ltr"), ("mirrored.json", "rtl")] {
            let trace = fixture.path("\(direction).csv")
            let result = try fixture.run(["--headless", "--scene", fixture.path("scene.json"), "--script", fixture.path(script),
                                          "--frames", "50", "--direction", direction, "--trace", trace])
            XCTAssertEqual(result.status, 0, result.standardError)
            traces.append(try String(contentsOfFile: trace, encoding: .utf8))
        }
        XCTAssertTrue(traces[0].contains(",drag"), "the drag swiped")
        XCTAssertEqual(traces[1], traces[0])
    }

    func testTheRowsOfADragSayWhereThePagesAreAndWhenItIsLetGo() throws {
        let trace = fixture.path("drag.csv")
        let result = try fixture.run(["--headless", "--scene", fixture.path("scene.json"), "--script", fixture.path("script.json"),
                                      "--frames", "70", "--trace", trace])
        XCTAssertEqual(result.status, 0, result.standardError)
        let text = try String(contentsOfFile: trace, encoding: .utf8)
        XCTAssertTrue(text.hasPrefix("frame,time_s,pointer_x,pointer_down,progress,front_x,back_x,dim,velocity_pt_s,phase,renderer\n"))
        let table = rows(text)
        XCTAssertEqual(table.count, 70, "one row per frame")
        XCTAssertEqual(table.map { $0["frame"] }, (0..<70).map(String.init))
        XCTAssertEqual(Set(table.map { $0["renderer"] }), ["software"], "headless draws with the software renderer, and says so")
        for row in table[32..<40] {
            XCTAssertEqual(row["phase"], "drag")
            XCTAssertEqual(row["pointer_down"], "1")
            XCTAssertEqual(Double(row["front_x"]!)!, 160, accuracy: 1e-3, "the page is where the finger took it: 162 - 2")
            let p = 160.0 / 414
            XCTAssertEqual(Double(row["progress"]!)!, p, accuracy: 1e-4)
            XCTAssertEqual(Double(row["back_x"]!)!, -(1 - p) * 414 / 3, accuracy: 1e-3, "ours: a third as fast")
            XCTAssertEqual(Double(row["dim"]!)!, 0x18 / 255.0 * (1 - p), accuracy: 1e-4, "ours: Flutter's barrier (issue 13)")
            XCTAssertEqual(row["pointer_x"], "162")
        }
        XCTAssertEqual(Double(table[31]["front_x"]!)!, 80, accuracy: 1e-3)
        XCTAssertEqual(Double(table[32]["velocity_pt_s"]!)!, 80 * 60, accuracy: 1e-2, "80 pt in one frame")
        XCTAssertEqual(table[40]["phase"], "settle", "the release starts the settle")
        XCTAssertEqual(table[40]["pointer_down"], "0")
        XCTAssertEqual(table[10]["phase"], "push")
        XCTAssertEqual(table[69]["phase"], "rest")
        XCTAssertEqual(table[69]["back_x"], "", "no page underneath at rest")
    }

    /// Issue 31 item 2: the row where a push started read +24,840 pt/s and the one where a pop
    /// ended -24,757 (a whole width in a frame): the jump of a page appearing or gone, which no page made.
    func testNoRowReportsTheJumpOfAPageThatAppearsOrGoes() throws {
        try fixture.write(#"{"events": [{"frame": 2, "action": "push"}, {"frame": 40, "action": "pop"}]}"#, to: "pushpop.json")
        let trace = fixture.path("spikes.csv")
        let result = try fixture.run(["--headless", "--scene", fixture.path("scene.json"), "--script", fixture.path("pushpop.json"),
                                      "--frames", "80", "--trace", trace])
        XCTAssertEqual(result.status, 0, result.standardError)
        let table = rows(try String(contentsOfFile: trace, encoding: .utf8))
        XCTAssertEqual(table[0]["velocity_pt_s"], "", "the first row has no frame before it")
        let pushStart = try XCTUnwrap(table.firstIndex { $0["phase"] == "push" })
        let popEnd = try XCTUnwrap(table.lastIndex { $0["phase"] == "pop" }) + 1
        XCTAssertEqual(table[popEnd]["phase"], "rest")
        XCTAssertEqual(table[pushStart]["velocity_pt_s"], "", "the pushed page appears: it has no speed yet")
        XCTAssertEqual(table[popEnd]["velocity_pt_s"], "", "the popped page is gone: the page at rest did not move")
        XCTAssertEqual(table[popEnd + 1]["velocity_pt_s"], "0", "and then rests")
        for (index, row) in table.enumerated() where ![0, pushStart, popEnd].contains(index) {
            let velocity = try XCTUnwrap(Double(row["velocity_pt_s"] ?? ""), "frame \(index): the same page in front, a speed")
            XCTAssertLessThan(abs(velocity), 414 * 60 / 2, "frame \(index): no page crosses half the screen in a frame")
        }
        let arriving = try XCTUnwrap(table.lastIndex { $0["phase"] == "push" }) + 1
        XCTAssertLessThan(try XCTUnwrap(Double(table[arriving]["velocity_pt_s"] ?? "")), 0, "the pushed page arriving at rest is the same page")
    }

    func testComparedScreensGetAFileEachAndADashWritesStandardOutput() throws {
        let trace = fixture.path("pair.csv")
        let result = try fixture.run(["--headless", "--compare", "system,snapshot", "--scene", fixture.path("scene.json"),
                                      "--script", fixture.path("script.json"), "--frames", "36", "--trace", trace])
        XCTAssertEqual(result.status, 0, result.standardError)
        let left = rows(try String(contentsOfFile: fixture.path("pair-left.csv"), encoding: .utf8))
        let right = rows(try String(contentsOfFile: fixture.path("pair-right.csv"), encoding: .utf8))
        XCTAssertEqual([left.count, right.count], [36, 36])
        XCTAssertEqual(Double(left[35]["back_x"]!)!, -(1 - 160.0 / 414) * 414 / 3, accuracy: 1e-3, "system: a third")
        XCTAssertEqual(Double(right[35]["back_x"]!)!, (160 - 414) * 0.6, accuracy: 1e-3, "snapshot: (x - W) * 0.6")
        XCTAssertFalse(FileManager.default.fileExists(atPath: trace))
        let piped = try fixture.run(["--headless", "--scene", fixture.path("scene.json"), "--frames", "3", "--trace", "-"])
        XCTAssertEqual(piped.status, 0, piped.standardError)
        XCTAssertEqual(piped.standardOutput.split(separator: "\n").count, 4, "the header and three rows")
        let folder = try InProcess.run(["--headless", "--frames", "1", "--trace", fixture.folder.path], in: fixture)
        XCTAssertEqual(folder.status, 2)
        XCTAssertTrue(folder.standardError.contains("--trace: cannot write"), folder.standardError)
    }

    func testPlotWritesTheWholeRunsGraphsAsOnePictureHeadless() throws {
        let plot = fixture.path("motion.png")
        let result = try fixture.run(["--headless", "--scene", fixture.path("scene.json"), "--script", fixture.path("script.json"),
                                      "--frames", "80", "--graph-seconds", "1", "--plot", plot])
        XCTAssertEqual(result.status, 0, result.standardError)
        let image = try DecodedImage(path: plot)
        XCTAssertEqual([image.width, image.height], [1440, 1040], "720 x 520 points at 2 pixels a point")
        let wide = try fixture.run(["--headless", "--scene", fixture.path("scene.json"), "--script", fixture.path("script.json"),
                                    "--frames", "40", "--capture", "39:\(fixture.path("g.png"))", "--graph-seconds", "1"])
        XCTAssertEqual(wide.status, 0, wide.standardError)
        XCTAssertEqual(try DecodedImage(path: fixture.path("g.png")).width, 414, "G is off until pressed")
    }
}

/// `--show-pointer` draws the finger into the frames written, and only where the finger is.
final class ShowPointerRunTests: XCTestCase {
    func testTheFingerIsDrawnWhereItIsAndNowhereElse() throws {
        let fixture = try ProgramFixture()
        try fixture.writeTwoPageScene()
        try fixture.write(#"{"events": [{"frame": 1, "action": "down", "x": 300, "y": 500}]}"#, to: "press.json")
        var images: [DecodedImage] = []
        for extra in [[], ["--show-pointer"]] {
            let png = fixture.path("press\(extra.count).png")
            let result = try fixture.run(["--headless", "--scene", fixture.path("scene.json"), "--script", fixture.path("press.json"),
                                          "--frames", "3", "--capture", "2:\(png)"] + extra)
            XCTAssertEqual(result.status, 0, result.standardError)
            images.append(try DecodedImage(path: png))
        }
        let plain = images[0].pixel(x: 300, y: 500), shown = images[1].pixel(x: 300, y: 500)
        XCTAssertGreaterThan(shown[0] + shown[1] + shown[2], plain[0] + plain[1] + plain[2] + 60, "a light disc under the finger")
        XCTAssertEqual(images[1].pixel(x: 100, y: 200), images[0].pixel(x: 100, y: 200), "and nothing away from it")
    }

}
