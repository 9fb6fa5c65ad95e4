@testable import SlideBackCore
import XCTest

/// A status ink looks at one point of a column between two heights at which what lies under the
/// text may change (`StatusBackdrop.changes`, `StatusIntervals`), where it looked at every row of
/// every band: it must find the colours and choose the inks that looking at every point does.
final class StatusIntervalsTests: XCTestCase {
    /// Dark and light pages and bars, on which no one ink reads across an edge between them, a
    /// transparent and a hidden bar, and a photo page with no bar, as measured: dark and light
    /// columns across its status area, light below it.
    private static let scene: Scene = {
        var photo = PageSpec(id: "photo", title: "Photo", content: .image(path: "photo.png"), bar: .hidden)
        photo.statusBackdrops = (0..<60).map { column in
            column % 5 < 2 ? BarBackdrop(flat: Color(rgb: 0x202020)) : BarBackdrop(mean: .white, darkest: Color(rgb: 0xB0B0B0), lightest: .white)
        }
        photo.backdrop = BarBackdrop(flat: Color(rgb: 0xE8E8E8))
        return Scene(pages: [
            PageSpec(id: "dark", title: "Dark", content: .color(Color(rgb: 0x2A2A30)), bar: .opaque, barColor: Color(rgb: 0x1C1C1E)),
            PageSpec(id: "white", title: "White", content: .color(Color(rgb: 0xF4F4F4)), bar: .opaque, barColor: .white),
            photo,
            PageSpec(id: "orange", title: "Orange", content: .color(Color(rgb: 0xFFF3EC)), bar: .opaque, barColor: Color(rgb: 0xFF5000)),
            PageSpec(id: "clear", title: "Clear", content: .color(Color(rgb: 0x13877A)), bar: .transparent),
            PageSpec(id: "bare", title: "Bare", content: .color(.white), bar: .hidden),
        ])
    }()

    /// Frames before their inks are chosen, of `spec` on `scene` (left to right, or mirrored):
    /// two pushes, a back swipe held at a place every few points and let go, then a push and a
    /// pop, and the same from the third page on.
    private static func frames(_ spec: StyleSpec, mirrored: Bool) -> [Frame] {
        var scene = scene
        scene.direction = mirrored ? .rtl : .ltr
        var navigator = Navigator(scene: scene, spec: spec)
        var frames: [Frame] = []
        func step(_ count: Int) {
            for _ in 0..<count {
                navigator.step(frameSeconds)
                frames.append(navigator.frameBeforeStatusInk(screen: ScreenLayout.phone).frame)
            }
        }
        func x(_ travel: Double) -> Double { mirrored ? screenWidth - 2 - travel : 2 + travel }
        step(1)
        for _ in 0..<2 {
            navigator.perform(.push)
            step(30)
            navigator.perform(.push)
            step(30)
            navigator.down(Point(x: x(0), y: 500))
            for move in 1...26 {
                navigator.move(Point(x: x(Double(move) * 13), y: 500 + Double(move) * 3))
                step(1)
            }
            navigator.up(Point(x: x(26 * 13), y: 578))
            step(40)
            navigator.perform(.push)
            step(30)
            navigator.perform(.pop)
            step(40)
        }
        return frames
    }

    func testEveryStyleChoosesTheInksThatLookingAtEveryPointChooses() {
        var split = 0, banded = 0
        for spec in StyleSpec.builtIns {
            for mirrored in [false, true] {
                // Every third frame: neighbours differ by a sixtieth of a second.
                for (index, frame) in Self.frames(spec, mirrored: mirrored).enumerated() where index % 3 == 0 {
                    let every = frame.withReadableStatus(lookingAtEveryPoint: true)
                    XCTAssertEqual(frame.withReadableStatus(lookingAtEveryPoint: false).groups, every.groups,
                                   "\(spec.name)\(mirrored ? ", mirrored" : ""), frame \(index)")
                    for layer in every.groups.flatMap(\.layers) {
                        guard case .statusBar(let ink) = layer.content, ink.single == nil else { continue }
                        split += 1
                        if ink.bands.count > 2 { banded += 1 }
                    }
                }
            }
        }
        // The inks compared include those split across the text and into bands by a rounded corner.
        XCTAssertGreaterThan(split, 100, "inks split along the text")
        XCTAssertGreaterThan(banded, 20, "inks split into bands")
    }

    /// Along each column, every point between two neighbouring changes finds the same colours,
    /// and the colours do change at some of them (the check can fail).
    func testBetweenTwoChangesAColumnFindsTheSameColours() throws {
        var changed = 0
        for name in ["predictive-back", "scale-back", "react-navigation", "ios-zoom"] {
            let spec = try XCTUnwrap(StyleSpec.builtIns.first { $0.name == name })
            let frames = Self.frames(spec, mirrored: false)
            for frame in stride(from: 30, to: frames.count, by: 37).map({ frames[$0] }) {
                let backdrop = StatusBackdrop(frame: frame)
                let group = frame.groups.count - 1
                for x in stride(from: 0.3, to: screenWidth, by: 13.7) {
                    let heights = backdrop.changes(atX: x, beforeLayer: 0, ofGroup: group)
                    var previous: (y: Double, colors: [Color])?
                    for y in stride(from: -3.1, to: 70, by: 0.29) {
                        let colors = backdrop.colors(at: Point(x: x, y: y), beforeLayer: 0, ofGroup: group)
                        defer { previous = (y, colors) }
                        guard let previous else { continue }
                        let between = heights.contains { $0 > previous.y - 1e-6 && $0 <= y + 1e-6 }
                        if between {
                            if colors != previous.colors { changed += 1 }
                        } else {
                            XCTAssertEqual(colors, previous.colors, "\(name): x \(x), from y \(previous.y) to \(y), changes \(heights)")
                        }
                    }
                }
            }
        }
        XCTAssertGreaterThan(changed, 50, "colours change at the changes")
    }
}
