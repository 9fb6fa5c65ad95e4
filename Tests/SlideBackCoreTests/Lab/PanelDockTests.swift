import SlideBackCore
import XCTest

/// The panels' places: inside the window, above the band of badges and the strip, never over one
/// another, every panel placed when all are open at 320 x 480 and at 414 x 896, and the help alone.
final class PanelDockTests: XCTestCase {
    private let sizes = [Size(width: 1, height: 1), Size(width: 60, height: 90), Size(width: 320, height: 480),
                         Size(width: 414, height: 896), Size(width: 828, height: 896), Size(width: 1024, height: 768),
                         Size(width: 1656, height: 1200)]

    /// Every set of panels one can open, as the inspector state and whether the tuner is open.
    private var everyOpenSet: [(state: InspectorState, tuner: Bool)] {
        (0..<32).map { bits in
            var state = InspectorState()
            state.showsOverlay = bits & 1 != 0
            state.showsHUD = bits & 2 != 0
            state.graph = bits & 4 != 0 ? .over : .off
            state.showsHelp = bits & 8 != 0
            return (state, bits & 16 != 0)
        }
    }

    private func places(_ dock: PanelDock) -> [(String, Rect)] {
        [("overlay", dock.overlay), ("tuner", dock.tuner), ("graph", dock.graph), ("HUD", dock.hud)].compactMap { name, rect in rect.map { (name, $0) } }
    }

    private func overlap(_ a: Rect, _ b: Rect) -> Bool {
        a.x < b.maxX && b.x < a.maxX && a.y < b.maxY && b.y < a.maxY
    }

    func testNoPanelLeavesTheWindowOrCoversAnotherOrTheBand() {
        for window in sizes {
            for (state, tuner) in everyOpenSet {
                // One phone, or two side by side with the column the left one.
                for phones in [1.0, 2.0] {
                    let column = Rect(x: 0, y: 0, width: window.width / phones, height: window.height)
                    let dock = PanelDock(window: window, phones: Rect(size: window), column: column, inspector: state, tunerRows: tuner ? 67 : nil)
                    let placed = places(dock)
                    for (name, rect) in placed {
                        XCTAssertTrue(rect.x >= 0 && rect.y >= 0 && rect.maxX <= window.width + 1e-9, "\(name) \(rect) leaves \(window)")
                        XCTAssertLessThanOrEqual(rect.maxY, window.height - PanelDock.bandHeight + 1e-9, "\(name) \(rect) reaches the band at \(window)")
                        XCTAssertGreaterThan(rect.height, 0, name)
                    }
                    for (index, (name, rect)) in placed.enumerated() {
                        for (other, otherRect) in placed[(index + 1)...] {
                            XCTAssertFalse(overlap(rect, otherRect), "\(name) \(rect) covers \(other) \(otherRect) at \(window)")
                        }
                    }
                    if state.showsHelp { XCTAssertTrue(placed.isEmpty, "the help is drawn alone") }
                    XCTAssertGreaterThanOrEqual(dock.timeline.y, window.height - PanelDock.bandHeight, "the strip is in the band")
                    if dock.tuner != nil { XCTAssertGreaterThanOrEqual(dock.tunerVisibleRows, 2, "a placed tuner shows rows") }
                }
            }
        }
    }

    func testEveryPanelHasAPlaceWithAllOpenAtTheSmallAndTheUsualPhone() {
        var state = InspectorState()
        state.showsOverlay = true
        state.showsHUD = true
        state.graph = .over
        for window in [Size(width: 320, height: 480), Size(width: 414, height: 896)] {
            let dock = PanelDock(window: window, phones: Rect(size: window), column: Rect(size: window), inspector: state, tunerRows: 67)
            XCTAssertEqual(places(dock).map(\.0), ["overlay", "tuner", "graph", "HUD"], "at \(window)")
        }
        // Where there is room, each gets what it wants: the tuner its 28 rows under the bars.
        let tall = PanelDock(window: Size(width: 414, height: 896), phones: Rect(size: Size(width: 414, height: 896)), column: Rect(size: Size(width: 414, height: 896)),
                             inspector: InspectorState(), tunerRows: 67)
        XCTAssertEqual(tall.tuner?.y, PanelDock.barsHeight)
        XCTAssertEqual(tall.tunerVisibleRows, 28)
    }
}
