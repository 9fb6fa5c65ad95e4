@testable import SlideBackCore
import XCTest

/// The remembered status inks (`StatusInkMemo`) are served only to a frame that shows the same as
/// the one they were chosen in, whatever its clocks' time.
final class StatusInkMemoTests: XCTestCase {
    private static let scene = Scene(pages: [
        PageSpec(id: "orange", title: "Orange", content: .color(Color(rgb: 0xFFF3EC)), bar: .opaque, barColor: Color(rgb: 0xFF5000)),
        PageSpec(id: "teal", title: "Teal", content: .color(Color(rgb: 0xECF7F5)), bar: .opaque, barColor: Color(rgb: 0x13877A)),
    ])

    /// The second page swiped back to `finger`, its shadow and edge under the clock.
    private static func swiped(to finger: Double) throws -> Frame {
        var navigator = Navigator(scene: scene, spec: try XCTUnwrap(StyleSpec.builtIns.first { $0.name == "react-navigation" }))
        navigator.perform(.push)
        navigator.step(1)
        navigator.handle(PointerEvent(.down, at: Point(x: 2, y: 500)))
        navigator.handle(PointerEvent(.move, at: Point(x: finger, y: 500)))
        navigator.step(1.0 / 60)
        return navigator.frame()
    }

    /// Where the first layer `matching` lies: its group's and its own index.
    private static func place(in frame: Frame, _ matching: (Layer.Content) -> Bool) throws -> (group: Int, layer: Int) {
        for (group, layers) in frame.groups.map(\.layers).enumerated() {
            if let layer = layers.firstIndex(where: { matching($0.content) }) { return (group, layer) }
        }
        throw XCTSkip("no such layer")
    }

    func testOnlyAClocksTimeMayDiffer() throws {
        let frame = try Self.swiped(to: 50)
        let clock = try Self.place(in: frame) { if case .clock = $0 { return true } else { return false } }
        var later = frame
        later.groups[clock.group].layers[clock.layer].content = .clock(seconds: 99)
        XCTAssertNotEqual(later, frame)
        XCTAssertTrue(StatusInkMemo.showsTheSame(frame, later))

        var moved = frame
        moved.groups[clock.group].layers[clock.layer].frame.x += 1
        XCTAssertFalse(StatusInkMemo.showsTheSame(frame, moved), "a clock moved")
        let status = try Self.place(in: frame) { if case .statusBar = $0 { return true } else { return false } }
        var asked = frame
        asked.groups[status.group].layers[status.layer].content = .statusBar(StatusInk(Color(rgb: 0x123456)))
        XCTAssertFalse(StatusInkMemo.showsTheSame(frame, asked), "another colour asked for")
        XCTAssertFalse(StatusInkMemo.showsTheSame(frame, try Self.swiped(to: 64)), "the page moved on")
        var faded = frame
        faded.groups[0].transform.opacity = 0.5
        XCTAssertFalse(StatusInkMemo.showsTheSame(frame, faded), "a group faded")
    }

    func testTheLatestTwoAreServedToAFrameShowingTheSame() throws {
        let memo = StatusInkMemo()
        let frames = try [30.0, 50, 64].map { try Self.swiped(to: $0) }
        XCTAssertNil(memo.chosen(for: frames[0]))
        for frame in frames { memo.remember(frame, chosen: frame.groups) }
        XCTAssertNil(memo.chosen(for: frames[0]), "only the latest two are kept")
        XCTAssertEqual(memo.chosen(for: frames[1]), frames[1].groups)
        XCTAssertEqual(memo.chosen(for: frames[2]), frames[2].groups)
    }
}
