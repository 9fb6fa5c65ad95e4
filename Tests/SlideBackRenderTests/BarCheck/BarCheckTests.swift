import SlideBackCore
import SlideBackRender
import SlideBackTools
import XCTest

/// `check-bars` finds the bugs it exists for: a bar left wrong after a cancel, and one shared bar
/// cross-fading where whole pages should slide; and passes a whole-page style.
final class BarCheckTests: XCTestCase {
    private let scene = Scene(pages: TestScenes.solid.pages + [{
        var again = TestScenes.solid.pages[0]
        again.id = "again"
        return again
    }()])

    private func check() throws -> BarCheck {
        let harness = try RenderHarness(scene: scene)
        return BarCheck(renderer: harness.renderer, backButtonPath: "/nonexistent/back.png", fontPath: SDLFont.findDefaultFontPath())
    }

    private func spec(_ name: String) throws -> StyleSpec {
        try XCTUnwrap(StyleSpec.builtIns.first { $0.name == name })
    }

    func testAStyleThatLeavesTheWrongBarAfterACancelIsFlagged() throws {
        // A faulty drawing: once a swipe has been released, the page underneath's bar stays drawn
        // over the top page's, as the peers' stale-bar bug leaves it.
        var released = false
        let stale = try check().run(.cancel, spec: try spec("slideback"), scene: scene) { navigator in
            var frame = navigator.frame()
            if navigator.slide?.releasedAt != nil { released = true }
            guard released, navigator.isSettled else { return frame }
            let below = Navigator(scene: self.scene, spec: navigator.spec).frame()
            let bar = below.layers.filter { $0.frame.y < ScreenLayout.statusHeight + ScreenLayout.barHeight && $0.frame.height <= 100 }
            frame.groups.append(LayerGroup(.chrome, layers: bar))
            return frame
        }
        XCTAssertTrue(released, "the cancel was released")
        XCTAssertGreaterThan(stale.wrongAtRest, 0, "the wrong bar at rest is flagged")
        XCTAssertNotNil(stale.firstWrongAtRest)
        let honest = try check().run(.cancel, spec: try spec("slideback"), scene: scene)
        XCTAssertEqual(honest.wrongAtRest, 0, "the same case drawn as the program draws it is clean")
        XCTAssertTrue(honest.isClean, "\(honest)")
    }

    func testTheSharedBarOfTheStockTransitionIsNeitherPagesBarMidSwipe() throws {
        let stock = try check().run(.fullPop, spec: try spec("system"), scene: scene)
        XCTAssertGreaterThan(stock.stray, 10, "system's one cross-fading bar belongs to neither page")
        XCTAssertEqual(stock.wrongAtRest, 0)
        for name in ["slideback", "predictive-back", "scale-back"] {
            for stressCase in BarStressCase.allCases {
                let flags = try check().run(stressCase, spec: try spec(name), scene: scene)
                XCTAssertTrue(flags.isClean, "\(name) \(stressCase): \(flags)")
                XCTAssertGreaterThan(flags.frames, 20, "\(name) \(stressCase) drew the case")
            }
        }
    }

    /// A right-to-left scene: the cases' drags land mirrored (from the right edge, leftwards), the
    /// references and the whole-page model are the mirrored run's, and a mirrored shadow is
    /// allowed right of the page's right edge; so the whole-page styles stay clean and the stock
    /// transition's shared bar is still caught.
    func testTheMirroredRunIsCheckedAlike() throws {
        var mirrored = scene
        mirrored.direction = .rtl
        let stock = try check().run(.fullPop, spec: try spec("system"), scene: mirrored)
        XCTAssertGreaterThan(stock.stray, 10, "system's one cross-fading bar belongs to neither page")
        XCTAssertEqual(stock.wrongAtRest, 0)
        // Every case in ours (its shadow mirrored); a full pop of a page that shrinks.
        for (name, cases) in [("slideback", BarStressCase.allCases), ("predictive-back", [.fullPop])] {
            for stressCase in cases {
                var moved = false
                let flags = try check().run(stressCase, spec: try spec(name), scene: mirrored) { navigator in
                    if navigator.slide?.phase == .drag { moved = true }
                    return navigator.frame()
                }
                XCTAssertTrue(moved, "\(name) \(stressCase): the mirrored drag swiped")
                XCTAssertTrue(flags.isClean, "\(name) \(stressCase): \(flags)")
            }
        }
    }

    /// Issue 31 item 4: status text drawn in a colour that does not read on what is under it is
    /// flagged (d) from the pixels, whatever colour the frame says it chose.
    func testStatusTextThatDoesNotReadIsFlaggedFromThePixels() throws {
        // A faulty drawing: mid-transition, the status text in the colour of the orange bar under it.
        let faint = try check().run(.fullPop, spec: try spec("slideback"), scene: scene) { navigator in
            var frame = navigator.frame()
            guard navigator.slide != nil else { return frame }
            for group in frame.groups.indices {
                for layer in frame.groups[group].layers.indices where BarCheckTests.isStatus(frame.groups[group].layers[layer]) {
                    frame.groups[group].layers[layer].content = .statusBar(StatusInk(Color(rgb: 0xFF5000)))
                }
            }
            return frame
        }
        XCTAssertGreaterThan(faint.lowContrast, 0, "unreadable status text is flagged")
        XCTAssertNotNil(faint.firstLowContrast)
        XCTAssertLessThan(faint.worstContrast, 2)
        for name in ["slideback", "predictive-back", "bar-snapshot"] {
            let honest = try check().run(.fullPop, spec: try spec(name), scene: scene)
            XCTAssertEqual(honest.lowContrast, 0, "\(name): the status text the program draws reads in every frame (worst \(honest.worstContrast))")
            XCTAssertGreaterThanOrEqual(honest.worstContrast, Color.minimumTextContrast)
        }
    }

    /// The measure is kept from the last frame only where the status text lies on the same
    /// pixels: a frame that differs but for the clock pill's seconds, never one that moved.
    func testAFrameAlikeTheLastButForTheClocksSecondsKeepsItsMeasure() {
        var navigator = Navigator(scene: scene, spec: StyleSpec.builtIn(.slideback))
        navigator.pushAndSettle()
        let rest = navigator.frame()
        navigator.step(0.5)
        let later = navigator.frame()
        XCTAssertNotEqual(rest, later, "the clock pill's seconds moved on")
        XCTAssertTrue(StatusContrast.readsAlike(later, rest))
        navigator.edgeDrag(by: 60)
        XCTAssertFalse(StatusContrast.readsAlike(navigator.frame(), later), "a page that moved is measured again")
    }

    private static func isStatus(_ layer: Layer) -> Bool {
        if case .statusBar = layer.content { return true } else { return false }
    }

    func testTheCasesPopAndCancelAsTheirNamesSay() {
        func finalDepth(_ stressCase: BarStressCase) -> Int {
            var navigator = Navigator(scene: scene, spec: StyleSpec.builtIn(.slideback))
            for _ in 0..<stressCase.depth { navigator.perform(.push); navigator.step(1) }
            var state = 0
            for frame in 0..<600 {
                guard let step = stressCase.step(frame, width: 414, height: 896, settled: navigator.isSettled, state: &state) else { break }
                for event in step.events { navigator.handle(event) }
                navigator.step(1.0 / 60)
            }
            navigator.step(2)
            return navigator.stack.count - 1
        }
        XCTAssertEqual(finalDepth(.fullPop), 0)
        XCTAssertEqual(finalDepth(.cancel), 1)
        XCTAssertEqual(finalDepth(.flick), 0, "a fling pops in ours")
        XCTAssertEqual(finalDepth(.regrab), 1, "caught and dragged back")
        XCTAssertEqual(finalDepth(.twoPops), 0)
    }
}
