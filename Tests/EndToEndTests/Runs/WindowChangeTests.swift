import Foundation
import XCTest

/// Issue 7's window changes, replayed headless through the script's "resize" action: the layout
/// is recomputed, pictures are painted again at the new size, nothing crashes or shows stale.
final class WindowChangeTests: XCTestCase {
    private var fixture: ProgramFixture!
    private let blue = [51.0, 102, 204], red = [204.0, 51, 51]

    override func setUpWithError() throws {
        fixture = try ProgramFixture()
        try fixture.writeTwoPageScene(secondBar: "#F7F7F7")
    }

    override func tearDown() {
        fixture = nil
    }

    func testResizingDownToOnePointAndUpAgainRedrawsEverythingAtTheNewSize() throws {
        // Push, resize mid-way through a held drag (it is let go and, past 40 pt, pops), push
        // again, shrink to 1 x 1 and grow to a landscape window, then drag at the new size.
        let script = try fixture.write(#"""
        {"events": [{"frame": 0, "action": "push"},
                    {"frame": 30, "action": "down", "x": 5, "y": 400}, {"frame": 31, "action": "move", "x": 150, "y": 400},
                    {"frame": 32, "action": "resize", "width": 300, "height": 500},
                    {"frame": 40, "action": "push"},
                    {"frame": 70, "action": "resize", "width": 1, "height": 1},
                    {"frame": 72, "action": "resize", "width": 700, "height": 400},
                    {"frame": 80, "action": "down", "x": 5, "y": 300}, {"frame": 81, "action": "move", "x": 355, "y": 300}]}
        """#, to: "script.json")
        let result = try fixture.run(["--headless", "--style", "snapshot", "--scene", fixture.path("scene.json"), "--script", script,
                                      "--frames", "83", "--scale", "2",
                                      "--capture", "35:\(fixture.path("popped.png"))", "--capture", "70:\(fixture.path("tiny.png"))",
                                      "--capture", "82:\(fixture.path("wide.png"))"])
        XCTAssertEqual(result.status, 0, result.standardError)

        let popped = try DecodedImage(path: fixture.path("popped.png"))
        XCTAssertEqual([popped.width, popped.height], [600, 1000], "300 x 500 points at scale 2")
        assertPixel(popped, x: 500, y: 800, blue, "the held drag was let go and popped: the root fills the new size")

        let tiny = try DecodedImage(path: fixture.path("tiny.png"))
        XCTAssertEqual([tiny.width, tiny.height], [2, 2])

        // 700 pt wide: dragged by 350, the page below's picture (painted again at 700 x 400) sits
        // at (350 - 700) * 0.6 = -210 under a cover of 0.6 - (350 / 700 / 0.75) * 0.6 = 0.2.
        let wide = try DecodedImage(path: fixture.path("wide.png"))
        XCTAssertEqual([wide.width, wide.height], [1400, 800])
        assertPixel(wide, x: 2 * 500, y: 2 * 300, red, "the top page, moved right by 350 pt")
        assertPixel(wide, x: 2 * 100, y: 2 * 300, blue.map { $0 * 0.8 }, "the root's picture, at the new size, under the cover")
    }
}
