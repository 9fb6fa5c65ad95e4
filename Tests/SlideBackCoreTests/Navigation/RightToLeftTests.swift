import XCTest
@testable import SlideBackCore

/// A right-to-left scene (`"direction": "rtl"`, `--direction rtl`): its input is mirrored before
/// the recognizer and its frames after the style, so every style's edges, thresholds, velocities
/// and transforms mirror while the transition keeps its one progress value.
final class RightToLeftTests: XCTestCase {
    private let width = 414.0

    private func scene(_ direction: LayoutDirection) -> Scene {
        var scene = Fixture.scene()
        scene.direction = direction
        return scene
    }

    /// `point` on the mirrored screen.
    private func mirrored(_ point: Point) -> Point { Point(x: width - point.x, y: point.y) }

    func testADragFromTheRightEdgeLeftwardsPops() {
        var navigator = Fixture.navigator(scene(.rtl), depth: 1)
        navigator.down(mirrored(edgeStart))
        navigator.move(mirrored(Point(x: edgeStart.x + 50, y: edgeStart.y)))
        navigator.move(mirrored(Point(x: edgeStart.x + 300, y: edgeStart.y)))
        XCTAssertEqual(navigator.swipeOffset ?? 0, 300, accuracy: 1e-9, "the finger's 300 pt leftwards is the swipe's 300 pt")
        let front = navigator.frame().groups.first { $0.role == .front }
        let page = front?.layers.first { if case .pageBody = $0.content { return true } else { return false } }
        XCTAssertEqual(page.map { $0.frame.x + (front?.transform.x ?? 0) }, -300, "the page in front has gone 300 pt to the left")
        navigator.up(mirrored(Point(x: edgeStart.x + 300, y: edgeStart.y)))
        navigator.runUntilSettled()
        XCTAssertEqual(navigator.stack.count, 1, "released past the threshold, it pops")
    }

    func testADragFromTheLeftEdgeDoesNothing() {
        for dx in [300.0, -300] {
            var navigator = Fixture.navigator(scene(.rtl), depth: 1)
            navigator.down(edgeStart)
            navigator.move(Point(x: edgeStart.x + dx / 6, y: edgeStart.y))
            navigator.move(Point(x: edgeStart.x + dx, y: edgeStart.y))
            XCTAssertNil(navigator.slide, "no swipe from the left edge of a right-to-left screen (dx \(dx))")
            navigator.up(Point(x: edgeStart.x + dx, y: edgeStart.y))
            navigator.runUntilSettled()
            XCTAssertEqual(navigator.stack.count, 2, "nothing pops (dx \(dx))")
        }
    }

    func testTheBackButtonIsOnTheRight() {
        var navigator = Fixture.navigator(scene(.rtl), depth: 2)
        navigator.tap(mirrored(backButtonPoint))
        navigator.runUntilSettled()
        XCTAssertEqual(navigator.stack.count, 2, "a tap on the mirrored back button pops one page")
    }

    /// Every built-in style, driven by the same input and its mirror image: the poses are the
    /// same at every frame (one progress value, judged alike: thresholds and velocities mirror),
    /// the outcome is the same, and the mirrored frame's transforms are the plain ones mirrored.
    func testEveryStyleMirrorsItsWholeSwipe() {
        // A slow drag released short of halfway, then a quick short flick: the distance and the
        // velocity rules both get their say.
        let drags: [[(Double, Double)]] = [[(5, 0), (40, 1), (120, 4), (150, 6)], [(5, 0), (25, 1), (60, 2), (95, 3)]]
        for spec in StyleSpec.builtIns {
            for drag in drags {
                var plain = Navigator(scene: scene(.ltr), spec: spec), mirror = Navigator(scene: scene(.rtl), spec: spec)
                plain.perform(.push)
                mirror.perform(.push)
                plain.runUntilSettled()
                mirror.runUntilSettled()
                var frame = 0
                for (step, (x, at)) in drag.enumerated() {
                    while Double(frame) < at { plain.step(1.0 / 60); mirror.step(1.0 / 60); frame += 1 }
                    let point = Point(x: x, y: 400), phase: PointerEvent.Phase = step == 0 ? .down : .move
                    plain.handle(PointerEvent(phase, at: point))
                    mirror.handle(PointerEvent(phase, at: mirrored(point)))
                    XCTAssertEqual(mirror.pose, plain.pose, "\(spec.name): the same pose at \(x) pt")
                }
                let last = Point(x: drag.last?.0 ?? 0, y: 400)
                plain.handle(PointerEvent(.up, at: last))
                mirror.handle(PointerEvent(.up, at: mirrored(last)))
                for _ in 0..<12 {
                    plain.step(1.0 / 60)
                    mirror.step(1.0 / 60)
                    XCTAssertEqual(mirror.pose, plain.pose, "\(spec.name): the same settle")
                    let plainGroups = plain.frame().groups, mirrorGroups = mirror.frame().groups
                    XCTAssertEqual(mirrorGroups.map(\.transform), plainGroups.map { $0.transform.mirrored() }, "\(spec.name): mirrored transforms")
                    XCTAssertEqual(mirrorGroups.map { $0.layers.map(\.frame) },
                                   plainGroups.map { $0.layers.map { $0.frame.mirrored(within: Rect(x: 0, y: 0, width: width, height: 0)) } },
                                   "\(spec.name): mirrored places")
                }
                plain.runUntilSettled()
                mirror.runUntilSettled()
                XCTAssertEqual(mirror.stack.count, plain.stack.count, "\(spec.name): the same outcome")
            }
        }
    }

    func testTheSceneKeyIsRead() throws {
        func parse(_ text: String) throws -> Scene {
            try Scene.parse(Data(text.utf8), file: "scene.json", baseDirectory: "")
        }
        XCTAssertEqual(try parse(#"{"pages": [{"id": "a"}]}"#).direction, .ltr)
        XCTAssertEqual(try parse(#"{"direction": "rtl", "pages": [{"id": "a"}]}"#).direction, .rtl)
        XCTAssertEqual(try parse(#"{"direction": "ltr", "pages": [{"id": "a"}]}"#).direction, .ltr)
        XCTAssertThrowsError(try parse(#"{"direction": "RTL", "pages": [{"id": "a"}]}"#)) { error in
            XCTAssertEqual("\(error)", #"scene.json: direction: "RTL" is not a layout direction (use ltr or rtl)"#)
        }
    }
}
