import Foundation
import XCTest

/// Runs the built program headless with a scene, a script and `--capture`, and checks the PNGs it
/// writes against the SPEC's style-2 formulas.
final class CaptureTests: XCTestCase {
    private var fixture: ProgramFixture!
    private let rootBody = [0x33, 0x66, 0xCC].map(Double.init)
    private let rootBar = [0xF7, 0xF7, 0xF7].map(Double.init)
    private let secondBody = [0xCC, 0x33, 0x33].map(Double.init)
    private let secondBar = [0x22, 0xAA, 0x55].map(Double.init)

    override func setUpWithError() throws {
        fixture = try ProgramFixture()
        try fixture.writeTwoPageScene()
    }

    override func tearDown() {
        fixture = nil
    }

    /// A script that pushes at frame 0, presses at the left edge at frame 40, drags right by
    /// `offset` at frame 41 and, if `release` is set, lifts at frame 42.
    private func writeDragScript(offset: Double, release: Bool) throws -> String {
        var events = [#"{"frame": 0, "action": "push"}"#,
                      #"{"frame": 40, "action": "down", "x": 2, "y": 600}"#,
                      #"{"frame": 41, "action": "move", "x": \#(2 + offset), "y": 600}"#]
        if release { events.append(#"{"frame": 42, "action": "up", "x": \#(2 + offset), "y": 600}"#) }
        return try fixture.write(#"{"events": [\#(events.joined(separator: ", "))]}"#, to: "script.json")
    }

    /// Checks a capture of the finger holding the top page at `offset` on a `width` point wide
    /// screen drawn at `scale`: the root's screenshot under the cover left of the edge, the pushed
    /// page with its bar right of it. Samples keep 8 pt clear of the edge's shadow.
    private func assertDrag(_ image: DecodedImage, offset: Double, width: Double, height: Double, scale: Double,
                            file: StaticString = #filePath, line: UInt = #line) {
        let cover = max(0, 0.6 - (offset / width / 0.75) * 0.6)
        let dimmedRoot = rootBody.map { $0 * (1 - cover) }
        for y in [150, height * 0.66] {
            for x in [2, offset / 2, offset - 8] where x >= 2 && x <= offset - 8 {
                assertPixel(image, x: x * scale, y: y * scale, dimmedRoot, "page below at offset \(offset)", file: file, line: line)
            }
            for x in [offset + 8, (offset + width) / 2, width - 2] {
                assertPixel(image, x: x * scale, y: y * scale, secondBody, "moving page at offset \(offset)", file: file, line: line)
            }
        }
        assertPixel(image, x: (offset + 60) * scale, y: 66 * scale, secondBar, "moving bar at offset \(offset)", file: file, line: line)
    }

    func testDragCaptureMatchesTheFormulasAndAReleasedSwipeCompletes() throws {
        let offset = 103.5
        let script = try writeDragScript(offset: offset, release: true)
        let result = try fixture.run(["--headless", "--style", "snapshot", "--scene", fixture.path("scene.json"), "--script", script, "--frames", "81",
                                      "--capture", "41:\(fixture.path("drag.png"))", "--capture", "80:\(fixture.path("after.png"))"])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(result.standardError, "", "a clean run warns about nothing")

        let drag = try DecodedImage(path: fixture.path("drag.png"))
        XCTAssertEqual([drag.width, drag.height], [414, 896])
        assertDrag(drag, offset: offset, width: 414, height: 896, scale: 1)
        // Released beyond 40 pt: the pop completes within 0.3 s and the root is back on top.
        let after = try DecodedImage(path: fixture.path("after.png"))
        assertPixel(after, x: 200, y: 600, rootBody, "root after the completed swipe")
        assertPixel(after, x: 150, y: 66, rootBar, "root's bar after the completed swipe")
    }

    func testShortSwipeSettlesBack() throws {
        let script = try writeDragScript(offset: 30, release: true)
        let result = try fixture.run(["--headless", "--style", "snapshot", "--scene", fixture.path("scene.json"), "--script", script, "--frames", "81",
                                      "--capture", "80:\(fixture.path("after.png"))"])
        XCTAssertEqual(result.status, 0, result.standardError)
        let after = try DecodedImage(path: fixture.path("after.png"))
        for x in [2.0, 207, 412] {
            assertPixel(after, x: x, y: 600, secondBody, "a swipe of 30 pt (not beyond 40) leaves the page on top")
        }
        assertPixel(after, x: 100, y: 66, secondBar, "the pushed page's bar is back in place")
    }

    func testSizeAndScaleSetTheCapturePixelSize() throws {
        let offset = 160.0
        let script = try writeDragScript(offset: offset, release: false)
        let result = try fixture.run(["--headless", "--style", "snapshot", "--size", "320x480", "--scale", "2", "--scene", fixture.path("scene.json"),
                                      "--script", script, "--frames", "42",
                                      "--capture", "0:\(fixture.path("rest.png"))", "--capture", "41:\(fixture.path("drag.png"))"])
        XCTAssertEqual(result.status, 0, result.standardError)
        let rest = try DecodedImage(path: fixture.path("rest.png"))
        XCTAssertEqual([rest.width, rest.height], [640, 960], "320x480 points at scale 2")
        assertPixel(rest, x: 300, y: 600, rootBody, "root at rest")
        assertPixel(rest, x: 120, y: 132, rootBar, "root's bar at rest (60 pt in, clear of the title)")
        let drag = try DecodedImage(path: fixture.path("drag.png"))
        XCTAssertEqual([drag.width, drag.height], [640, 960])
        assertDrag(drag, offset: offset, width: 320, height: 480, scale: 2)
    }

    func testMissingImageIsReportedAndDrawnAsCheckerboard() throws {
        try fixture.write(#"{"pages": [{"id": "home", "content": "art/missing.png", "bar": "hidden"}]}"#, to: "broken.json")
        let result = try fixture.run(["--headless", "--style", "snapshot", "--scene", fixture.path("broken.json"), "--frames", "1",
                                      "--capture", "0:\(fixture.path("frame.png"))"])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertTrue(result.errorLines.contains { $0.contains("warning") && $0.contains(fixture.path("art/missing.png")) },
                      "stderr must warn about the missing file by name: \(result.standardError)")

        let image = try DecodedImage(path: fixture.path("frame.png"))
        var magenta = 0, white = 0, samples = 0
        for y in stride(from: 100, to: 880, by: 8) {
            for x in stride(from: 0, to: 414, by: 8) {
                let pixel = image.pixel(x: x, y: y)
                if abs(pixel[0] - 255) <= 2 && pixel[1] <= 2 && abs(pixel[2] - 255) <= 2 { magenta += 1 }
                if pixel[0...2].allSatisfy({ $0 >= 253 }) { white += 1 }
                samples += 1
            }
        }
        // A checkerboard is about half magenta and half white; allow for blended cell borders.
        XCTAssertGreaterThan(magenta, samples / 4, "magenta cells: \(magenta) of \(samples)")
        XCTAssertGreaterThan(white, samples / 4, "white cells: \(white) of \(samples)")
    }
}
