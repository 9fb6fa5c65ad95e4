import Foundation
import XCTest
@testable import SlideBackCore

/// Issue 15: only the carousel region scrolls sideways. A sideways drag elsewhere on a page of
/// elements leaves the carousels where they are, wherever the page is scrolled vertically.
final class CarouselRegionTests: XCTestCase {
    /// A root, then a long gallery: a large title, a carousel, then 30 rows.
    private func navigator(panMode: PanMode? = nil, backGesture: Bool = false) throws -> Navigator {
        let cards = (1...5).map { ##"{"title": "Card \##($0)", "color": "#38BDF8"}"## }.joined(separator: ", ")
        let rows = (1...30).map { ##"{"kind": "row", "title": "Row \##($0)"}"## }.joined(separator: ", ")
        let text = ##"{"pages": [{"id": "root"}, {"id": "gallery", "scrollsSideways": true, "backGesture": \##(backGesture), "content": [{"kind": "largeTitle", "text": "Collections"}, {"kind": "carousel", "cards": [\##(cards)]}, \##(rows)]}]}"##
        var configuration = NavigatorConfiguration()
        configuration.panMode = panMode
        var navigator = Navigator(scene: try Scene.parse(Data(text.utf8), file: "scene.json", baseDirectory: "/"), style: .slideback,
                                  configuration: configuration)
        navigator.perform(.push)
        navigator.step(1)
        return navigator
    }

    /// The carousel's region on screen now.
    private func carousel(_ navigator: Navigator) throws -> Rect {
        guard case .elements(let elements, _) = navigator.scene.pages[1].content else { throw XCTSkip("not elements") }
        let layout = PageLayers(scene: navigator.scene, layout: navigator.layout).elementLayout(of: navigator.top)
        return try XCTUnwrap(layout.carouselRegions(of: elements, scroll: navigator.verticalScroll(of: navigator.top)).first)
    }

    private func dragLeft(_ navigator: inout Navigator, at y: Double) {
        navigator.down(Point(x: 300, y: y))
        for x in stride(from: 290.0, through: 100, by: -10) { navigator.move(Point(x: x, y: y)) }
        navigator.stepFrames(5)
        navigator.up(Point(x: 100, y: y))
    }

    func testASidewaysDragOnTheCarouselScrollsItAndElsewhereDoesNot() throws {
        var navigator = try navigator()
        let region = try carousel(navigator)
        XCTAssertEqual(region.height, 220 + 16, "the carousel with its margins")
        dragLeft(&navigator, at: region.y - 20)
        XCTAssertEqual(navigator.scrollOffsets[navigator.top] ?? 0, 0, "on the large title: the carousel stays")
        dragLeft(&navigator, at: region.maxY + 30)
        XCTAssertEqual(navigator.scrollOffsets[navigator.top] ?? 0, 0, "on a row under it: the carousel stays")
        dragLeft(&navigator, at: (region.y + region.height / 2))
        XCTAssertEqual(navigator.scrollOffsets[navigator.top] ?? 0, -200, accuracy: 1e-9, "on the carousel: it scrolls")
        XCTAssertEqual(navigator.stack.count, 2)
    }

    func testTheRegionMovesWithTheVerticalScroll() throws {
        var navigator = try navigator()
        let region = try carousel(navigator)
        navigator.down(Point(x: 200, y: 800))
        navigator.move(Point(x: 200, y: 700))
        navigator.stepFrames(5)
        navigator.up(Point(x: 200, y: 700))
        XCTAssertEqual(try carousel(navigator).y, region.y - 100, accuracy: 1e-9)
        dragLeft(&navigator, at: (region.y + region.height / 2) + 100)
        XCTAssertEqual(navigator.scrollOffsets[navigator.top] ?? 0, 0, "where the carousel was is a row now")
        dragLeft(&navigator, at: (region.y + region.height / 2) - 100)
        XCTAssertEqual(navigator.scrollOffsets[navigator.top] ?? 0, -200, accuracy: 1e-9, "where it is now, it scrolls")
    }

    func testAContentSwipeStartsAnywhereButTheCarousel() throws {
        var navigator = try navigator(panMode: .content, backGesture: true)
        let region = try carousel(navigator)
        navigator.down(Point(x: 100, y: region.maxY + 30))
        navigator.move(Point(x: 160, y: region.maxY + 30))
        navigator.move(Point(x: 220, y: region.maxY + 30))
        XCTAssertNotNil(navigator.slide, "off the carousel a content swipe goes back")
        navigator.up(Point(x: 220, y: region.maxY + 30))
        navigator.runUntilSettled()

        var onCarousel = try self.navigator(panMode: .content, backGesture: true)
        onCarousel.down(Point(x: 100, y: (region.y + region.height / 2)))
        onCarousel.move(Point(x: 160, y: (region.y + region.height / 2)))
        onCarousel.move(Point(x: 220, y: (region.y + region.height / 2)))
        XCTAssertNil(onCarousel.slide, "on the carousel it yields to the carousel")
        onCarousel.up(Point(x: 220, y: (region.y + region.height / 2)))
    }
}
