@testable import SlideBackCore
import XCTest

/// The status text's colours where a page edge and its shadow pass under the clock: each stretch
/// reads on what is under it, a third colour in the shadow's ramp included (issue 31 item 4).
final class StatusInkEdgeTests: XCTestCase {
    /// An orange page under a teal one: neither white nor dark ink reads on both bars, and the
    /// shadow before the teal page's edge darkens the orange between them.
    private static let orangeUnderTeal = Scene(pages: [
        PageSpec(id: "orange", title: "Orange", content: .color(Color(rgb: 0xFFF3EC)), bar: .opaque, barColor: Color(rgb: 0xFF5000)),
        PageSpec(id: "teal", title: "Teal", content: .color(Color(rgb: 0xECF7F5)), bar: .opaque, barColor: Color(rgb: 0x13877A)),
    ])

    /// The frame of `scene`'s second page in `spec`, swiped back from the left edge to `finger`
    /// and held there for `frames` frames.
    private static func swiped(_ scene: Scene, _ spec: StyleSpec, to finger: Double, frames: Int = 1) -> Frame {
        var navigator = Navigator(scene: scene, spec: spec)
        navigator.perform(.push)
        navigator.step(1)
        navigator.handle(PointerEvent(.down, at: Point(x: 2, y: 500)))
        navigator.handle(PointerEvent(.move, at: Point(x: finger / 2, y: 500)))
        navigator.handle(PointerEvent(.move, at: Point(x: finger, y: 500)))
        for _ in 0..<frames { navigator.step(1.0 / 60) }
        return navigator.frame()
    }

    func testPastTheShadowTheTextTakesTheColourThatReadsOnThePageInFront() throws {
        let spec = try XCTUnwrap(StyleSpec.builtIns.first { $0.name == "react-navigation" })
        for finger in [38.0, 50, 64] {
            let frame = Self.swiped(Self.orangeUnderTeal, spec, to: finger)
            let edge = try XCTUnwrap(frame.groups.first { $0.role == .front }).transform.x
            XCTAssertTrue((StatusInk.clockX...(StatusInk.clockX + StatusInk.clockWidth)).contains(edge), "the edge is under the clock")
            let chrome = try XCTUnwrap(frame.groups.last)
            guard case .statusBar(let ink) = try XCTUnwrap(chrome.layers.first).content else { return XCTFail("no status text") }
            let backdrop = StatusBackdrop(frame: frame)
            for x in stride(from: StatusInk.clockX, through: StatusInk.clockX + StatusInk.clockWidth, by: 0.25) {
                for y in StatusInk.textRows {
                    let under = backdrop.colors(at: Point(x: x, y: y), beforeLayer: 0, ofGroup: frame.groups.count - 1)
                    guard x > edge + 0.5 else { continue }
                    XCTAssertEqual(under, [Color(rgb: 0x13877A)], "over the teal bar at \(x)")
                    XCTAssertGreaterThanOrEqual(ink.color(at: x, y: y).contrastRatio(with: under[0]), Color.minimumTextContrast,
                                                "edge at \(edge), x \(x): \(ink)")
                }
            }
        }
    }

    /// A colour near the luminance where white and black read alike (ionic's teal bar faded over
    /// black): the renderer draws it up to 2 units darker, never lighter by more than one, so white
    /// reads on every colour it may draw there, and black, chosen before, did not (4.48:1 drawn).
    func testOnAMidLuminanceColourTheInkIsTheOneThatReadsAsTheRendererRoundsIt() {
        let laid = Color(red: 19, green: 132, blue: 119)
        let ink = Frame.readable(.darkInk, over: [laid])
        XCTAssertEqual(ink, .white)
        let drawn: [Color] = (-2...1).map { (units: Int) -> Color in
            let shifted = [19, 132, 119].map { UInt8($0 + units) }
            return Color(red: shifted[0], green: shifted[1], blue: shifted[2])
        }
        for color in drawn { XCTAssertGreaterThanOrEqual(ink.contrastRatio(with: color), Color.minimumTextContrast, "on \(color)") }
        XCTAssertLessThan(Color.black.contrastRatio(with: drawn[0]), Color.minimumTextContrast, "black would not read drawn darker")
    }

    /// Every column of the clock, the shadow's darkest one at the page edge included, reads at
    /// 4.5:1 on every colour under it; the shadow (6 pt of its ramp before the edge) lay between
    /// the columns the colour asked for was checked at, and the clock kept near-black over it.
    func testEveryColumnOfTheClockReadsOnTheShadowBeforeThePageEdge() throws {
        let spec = try XCTUnwrap(StyleSpec.builtIns.first { $0.name == "react-navigation" })
        var checked = 0
        for finger in Swift.stride(from: 30.0, through: 90, by: 1.5) {
            let frame = Self.swiped(Self.orangeUnderTeal, spec, to: finger)
            guard case .statusBar(let ink) = try XCTUnwrap(frame.groups.last?.layers.first).content else { return XCTFail("no status text") }
            let backdrop = StatusBackdrop(frame: frame)
            for x in Swift.stride(from: StatusInk.clockX, through: StatusInk.clockX + StatusInk.clockWidth, by: 0.125) {
                for y in StatusInk.textRows {
                    for color in backdrop.colors(at: Point(x: x, y: y), beforeLayer: 0, ofGroup: frame.groups.count - 1) {
                        XCTAssertGreaterThanOrEqual(ink.color(at: x, y: y).contrastRatio(with: color), Color.minimumTextContrast,
                                                    "finger \(finger), x \(x), on \(color): \(ink)")
                        checked += 1
                    }
                }
            }
        }
        XCTAssertGreaterThan(checked, 10_000)
    }

    /// predictive-back-shared's shrinking page: its rounded top corner lies under the clock, the
    /// light page's top lower at each column towards the corner. Every point of each column the
    /// colour is chosen at (every `Frame.step` points) reads on every colour under it, the rows
    /// between the corner's heights included (one height for all the columns left them over both
    /// pages, and the clock took black over the dark one, 1.23:1). Between two such columns the
    /// curve still leaves a sliver where no one colour reads on both pages.
    func testUnderARoundedCornerEachColumnSplitsAtItsOwnHeight() throws {
        let scene = Scene(pages: [
            PageSpec(id: "dark", title: "Dark", content: .color(Color(rgb: 0x2A2A30)), bar: .opaque, barColor: Color(rgb: 0x1C1C1E)),
            PageSpec(id: "white", title: "White", content: .color(Color(rgb: 0xF4F4F4)), bar: .opaque, barColor: .white),
        ])
        let spec = try XCTUnwrap(StyleSpec.builtIns.first { $0.name == "predictive-back-shared" })
        var cornersUnderTheClock = 0
        for finger in Swift.stride(from: 20.0, through: 140, by: 8) {
            // Held there until the page has shrunk after the finger.
            let frame = Self.swiped(scene, spec, to: finger, frames: 30)
            guard case .statusBar(let ink) = try XCTUnwrap(frame.groups.last?.layers.first).content else { return XCTFail("no status text") }
            if ink.bands.count > 2 { cornersUnderTheClock += 1 }
            let backdrop = StatusBackdrop(frame: frame)
            for x in Swift.stride(from: StatusInk.clockX, through: StatusInk.clockX + StatusInk.clockWidth, by: Frame.step) {
                for y in Swift.stride(from: 14.0, through: 35, by: 0.25) {
                    for color in backdrop.colors(at: Point(x: x, y: y), beforeLayer: 0, ofGroup: frame.groups.count - 1) {
                        XCTAssertGreaterThanOrEqual(ink.color(at: x, y: y).contrastRatio(with: color), Color.minimumTextContrast,
                                                    "finger \(finger), (\(x), \(y)), on \(color)")
                    }
                }
            }
        }
        XCTAssertGreaterThan(cornersUnderTheClock, 0, "a corner's curve crossed the clock's rows")
    }
}
