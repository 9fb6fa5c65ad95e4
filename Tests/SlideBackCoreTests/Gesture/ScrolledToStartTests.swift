import Foundation
import XCTest
@testable import SlideBackCore

/// Issue 15's `"backGesture": "whenScrolledToStart"`: on a page of elements the carousel alone
/// scrolls sideways, stopping at its ends, and the back swipe starts only once it is at its start.
final class ScrolledToStartTests: XCTestCase {
    private func scene(rule: String) throws -> Scene {
        let cards = (1...5).map { ##"{"title": "Card \##($0)", "color": "#38BDF8"}"## }.joined(separator: ", ")
        let text = #"{"pages": [{"id": "root"}, {"id": "gallery", "scrollsSideways": true, "backGesture": "# + rule
            + #", "content": [{"kind": "largeTitle", "text": "Collections"}, {"kind": "carousel", "cards": ["# + cards + "]}]}]}"
        return try Scene.parse(Data(text.utf8), file: "scene.json", baseDirectory: "/")
    }

    private func navigator(rule: String) throws -> Navigator {
        var navigator = Navigator(scene: try scene(rule: rule), style: .slideback)
        navigator.perform(.push)
        navigator.step(1)
        return navigator
    }

    private func drag(_ navigator: inout Navigator, from start: Double, to end: Double) {
        navigator.handle(PointerEvent(.down, at: Point(x: start, y: 400)))
        let steps = 10
        for step in 1...steps {
            navigator.handle(PointerEvent(.move, at: Point(x: start + (end - start) * Double(step) / Double(steps), y: 400)))
        }
    }

    func testTheKeyIsRead() throws {
        let page = try scene(rule: #""whenScrolledToStart""#).pages[1]
        XCTAssertTrue(page.allowsBackGesture)
        XCTAssertTrue(page.backGestureWaitsForScrollStart)
        assertError(try scene(rule: #""sometimes""#),
                    "scene.json: pages[1].backGesture: \"sometimes\" is not a back gesture rule (use true, false or \"whenScrolledToStart\")")
        XCTAssertFalse(try scene(rule: "false").pages[1].allowsBackGesture, "false stays as it is")
        XCTAssertFalse(try scene(rule: "true").pages[1].backGestureWaitsForScrollStart, "true stays as it is")
    }

    func testAtItsStartARightwardDragSwipesBack() throws {
        var navigator = try navigator(rule: #""whenScrolledToStart""#)
        drag(&navigator, from: 4, to: 150)
        XCTAssertNotNil(navigator.slide, "the carousel is at its start: the swipe begins")
    }

    func testScrolledARightwardDragScrollsTheCarouselBackFirst() throws {
        var navigator = try navigator(rule: #""whenScrolledToStart""#)
        drag(&navigator, from: 300, to: 100)
        navigator.handle(PointerEvent(.up, at: Point(x: 100, y: 400)))
        navigator.step(0.5)
        XCTAssertEqual(navigator.scrollOffsets[navigator.top] ?? 0, -200, accuracy: 1e-9, "the carousel scrolled left")
        XCTAssertEqual(navigator.stack.count, 2)
        drag(&navigator, from: 4, to: 150)
        XCTAssertNil(navigator.slide, "scrolled: no back swipe")
        XCTAssertEqual(navigator.scrollOffsets[navigator.top] ?? 0, -54, accuracy: 1e-9, "it scrolls back instead")
        navigator.handle(PointerEvent(.up, at: Point(x: 150, y: 400)))
        navigator.step(0.5)
        drag(&navigator, from: 4, to: 150)
        XCTAssertNil(navigator.slide)
        XCTAssertEqual(navigator.scrollOffsets[navigator.top] ?? 0, 0, accuracy: 1e-9, "it stops at its start")
        navigator.handle(PointerEvent(.up, at: Point(x: 150, y: 400)))
        navigator.step(0.5)
        drag(&navigator, from: 4, to: 150)
        XCTAssertNotNil(navigator.slide, "back at its start: now the swipe begins")
    }

    func testTheCarouselStopsAtItsEndAndOnlyItMoves() throws {
        var navigator = try navigator(rule: "false")
        drag(&navigator, from: 400, to: -2000)
        let layout = PageLayers(scene: navigator.scene, layout: ScreenLayout(screen: Size(width: 414, height: 896)))
        let travel = layout.elementLayout(of: navigator.top).carouselTravel(of: navigator.scene.pages[1].content) ?? 0
        XCTAssertGreaterThan(travel, 0)
        XCTAssertEqual(navigator.scrollOffsets[navigator.top] ?? 0, -travel, accuracy: 1e-9, "it stops at its end")
        let texts = navigator.frame().layers.compactMap { layer -> (String, Rect)? in
            if case .piece(.text(let text, _, _, _)) = layer.content { return (text, layer.frame) }
            return nil
        }
        XCTAssertEqual(texts.first { $0.0 == "Collections" }?.1.x, 16, "the large title stays put")
        XCTAssertNil(texts.first { $0.0 == "Card 1" }, "the first card has gone off the left")
        XCTAssertNotNil(texts.first { $0.0 == "Card 5" }, "the last card is in sight")
    }
}
