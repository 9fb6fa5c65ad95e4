import SlideBackCore
import SlideBackRender
import XCTest

/// Issue 15's live pages in pixels: elements drawn with real text, and a sideways drag that moves
/// only the carousel, never the page's header.
final class ElementPagePixelTests: XCTestCase {
    private static let gallery: Scene = {
        var root = PageSpec(id: "root", title: "Root", content: .color(.white), bar: .opaque, barColor: .defaultBar)
        root.showsRightButton = false
        let cards = [0x38BDF8, 0xF43F5E, 0x22C55E, 0xFB923C, 0x6D28D9].enumerated().map { index, rgb -> ElementCard in
            var card = ElementCard(title: "Card \(index + 1)")
            card.color = Color(rgb: UInt32(rgb))
            return card
        }
        var row = ElementRow(title: "A row under the carousel")
        row.accessory = .chevron
        var gallery = PageSpec(id: "gallery", title: "Gallery", content: .elements([
            .largeTitle("Collections"), .carousel(height: 220, cards: cards), .row(row),
        ], background: .white), bar: .opaque, barColor: .white, allowsBackGesture: false)
        gallery.scrollsSideways = true
        return Scene(pages: [root, gallery])
    }()

    func testTheCarouselScrollsWithoutMovingTheHeader() throws {
        let harness = try RenderHarness(scene: Self.gallery)
        var navigator = Navigator(scene: Self.gallery, style: .slideback)
        navigator.pushAndSettle()
        let before = try harness.render(navigator.frame())
        // Drag left across the carousel.
        navigator.handle(PointerEvent(.down, at: Point(x: 300, y: 300)))
        for x in stride(from: 290.0, through: 150, by: -10) { navigator.handle(PointerEvent(.move, at: Point(x: x, y: 300))) }
        navigator.handle(PointerEvent(.up, at: Point(x: 150, y: 300)))
        navigator.step(0.5)
        XCTAssertEqual(navigator.stack.count, 2, "no back swipe on a page that denies it")
        let after = try harness.render(navigator.frame())
        let layout = PageLayers(scene: Self.gallery, layout: ScreenLayout(screen: RenderHarness.screen))
        let carouselTop = layout.elementLayout(of: navigator.top).top + 52
        func differing(rows: Range<Int>) -> Int {
            var count = 0
            for y in rows { for x in 0..<before.width where before.pixel(x: x, y: y) != after.pixel(x: x, y: y) { count += 1 } }
            return count
        }
        // The clock ticks in its own pill; everything else above the carousel stays put.
        let clockRows = Int(layout.clockFrame.y)..<Int(layout.clockFrame.maxY + 1)
        XCTAssertEqual(differing(rows: 0..<clockRows.lowerBound), 0, "the bar and status area")
        XCTAssertEqual(differing(rows: clockRows.upperBound..<Int(carouselTop)), 0, "the large title")
        XCTAssertGreaterThan(differing(rows: Int(carouselTop) + 10..<Int(carouselTop) + 160), 1000, "the carousel's cards moved")
        XCTAssertEqual(differing(rows: Int(carouselTop) + 250..<Int(carouselTop) + 290), 0, "the row under the carousel")
        // The first card's colour now sits further left: the first card moved left with the finger.
        let firstCard = Color(rgb: 0x38BDF8)
        let y = Int(carouselTop) + 80
        func firstCardRight(_ buffer: PixelBuffer) -> Int {
            (0..<buffer.width).last { x in
                let pixel = buffer.pixel(x: x, y: y)
                return pixel.red == firstCard.red && pixel.green == firstCard.green && pixel.blue == firstCard.blue
            } ?? -1
        }
        XCTAssertGreaterThan(firstCardRight(before), 200)
        XCTAssertLessThan(firstCardRight(after), firstCardRight(before) - 100)
    }

    func testTextIsDrawnLive() throws {
        let harness = try RenderHarness(scene: Self.gallery)
        var navigator = Navigator(scene: Self.gallery, style: .slideback)
        navigator.pushAndSettle()
        let drawn = try harness.render(navigator.frame())
        let layout = PageLayers(scene: Self.gallery, layout: ScreenLayout(screen: RenderHarness.screen))
        let title = layout.elementLayout(of: navigator.top).top
        var ink = 0
        for y in Int(title)..<Int(title) + 48 {
            for x in 16..<300 where drawn.pixel(x: x, y: y).red < 80 { ink += 1 }
        }
        XCTAssertGreaterThan(ink, 300, "the large title's dark letters")
    }
}
