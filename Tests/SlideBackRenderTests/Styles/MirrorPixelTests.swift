import Foundation
import SlideBackCore
import SlideBackPixelComparison
import SlideBackRender
import XCTest

/// A right-to-left run draws the mirror image of the left-to-right one: for every built-in style,
/// at rest, mid-swipe and mid-push, its frame is the plain run's frame flipped horizontally, every
/// pixel of it. Text is the one thing that is not mirrored, so these frames are drawn without a
/// font (text left out, the documented fallback); page art is not mirrored either, so the scene
/// is colours and elements. Bars, the back button (its image flipped), the right-hand button, the
/// tab bar's icons, rows' icons, chevrons and switches, the shadow and the scaled, rounded and
/// faded pages are all in it, at scale 1 on a small screen.
///
/// Exact because the software renderer draws a right-to-left frame as the left-to-right layout
/// has it and then flips the window (`Compositor.draw`): drawn piece by piece mirrored, an edge on
/// a half pixel rounded half up landed a column over, and SDL's stretches, the rounded pages'
/// anti-aliased ring (SDL's triangles) and the chevrons (SDL's lines) are not mirror-symmetric
/// (before: 97.2% of a frame's pixels exactly equal at worst, `compose` mid-swipe).
final class MirrorPixelTests: XCTestCase {
    private static let screen = Size(width: 206, height: 448)

    /// Three pages: a root with a tab bar, a page of rows (icons, a chevron, both switches) and a
    /// grid of coloured cards, and a transparent-bar page with the right-hand button. At rest and
    /// mid-swipe the third is on top (the second under it), mid-push the second comes over the root.
    private static func scene(_ direction: LayoutDirection) -> Scene {
        func row(_ icon: UInt32, _ accessory: RowAccessory) -> ElementRow {
            var row = ElementRow(title: "row")
            row.icon = Color(rgb: icon)
            row.accessory = accessory
            return row
        }
        var card = ElementCard(title: "card")
        card.color = Color(rgb: 0xFF9500)
        let elements: [PageElement] = [.row(row(0xFF3B30, .chevron)), .row(row(0x34C759, .switchOn)), .row(row(0x007AFF, .switchOff)),
                                       .grid(columns: 3, cards: [card, card, card])]
        var third = PageSpec(id: "third", title: "Third", content: .color(Color(rgb: 0x8E44AD)), bar: .transparent)
        third.showsRightButton = true
        return Scene(pages: [
            PageSpec(id: "home", title: "Home", content: .color(Palette.rootBody), bar: .opaque, barColor: Palette.rootBar, showsTabBar: true),
            PageSpec(id: "rows", title: "Rows", content: .elements(elements, background: .white), bar: .opaque, barColor: Palette.secondBar),
            third,
        ], direction: direction)
    }

    /// The moments compared: how deep the stack is, how far a finger drags back from the edge
    /// (mirrored in the right-to-left run), how far into a push (seconds).
    private static let moments: [(name: String, depth: Int, drag: Double?, push: Double?)] = [
        ("rest", 2, nil, nil), ("swipe", 2, 120, nil), ("push", 1, nil, 0.15),
    ]

    private static func frame(_ direction: LayoutDirection, spec: StyleSpec, depth: Int, drag: Double?, push: Double?) -> Frame {
        var navigator = Navigator(scene: scene(direction), spec: spec)
        for _ in 0..<depth - (push == nil ? 0 : 1) {
            navigator.perform(.push, screen: screen)
            navigator.step(2, screen: screen)
        }
        if let push {
            navigator.perform(.push, screen: screen)
            navigator.step(push, screen: screen)
        }
        if let drag {
            // In screen points: the mirrored run's finger starts at the right edge and moves left.
            let place = { (x: Double) in Point(x: direction.isMirrored ? screen.width - x : x, y: 300) }
            navigator.handle(PointerEvent(.down, at: place(2)), screen: screen)
            navigator.handle(PointerEvent(.move, at: place(2 + drag / 2)), screen: screen)
            navigator.handle(PointerEvent(.move, at: place(2 + drag)), screen: screen)
        }
        return navigator.frame(screen: screen)
    }

    func testEveryStyleDrawsTheMirrorImageWhenRightToLeft() throws {
        let back = RenderHarness.checkout + "/Resources/back.png"
        let plain = try RenderHarness(scene: Self.scene(.ltr), screen: Self.screen, scale: 1, renderer: .software, backButtonPath: back,
                                      fontPath: nil)
        let mirrored = try RenderHarness(scene: Self.scene(.rtl), screen: Self.screen, scale: 1, renderer: .software, backButtonPath: back,
                                         fontPath: nil)
        for spec in StyleSpec.builtIns {
            for moment in Self.moments {
                let a = try plain.render(Self.frame(.ltr, spec: spec, depth: moment.depth, drag: moment.drag, push: moment.push))
                let drawn = Self.frame(.rtl, spec: spec, depth: moment.depth, drag: moment.drag, push: moment.push)
                let b = try mirrored.render(drawn)
                let flipped = Self.flipped(a)
                let differing = Self.differingPixels(flipped, b)
                if differing > 0, let folder = ProcessInfo.processInfo.environment["SLIDEBACK_MIRROR_DUMP"] {
                    try flipped.writePNG(to: "\(folder)/\(spec.name)-\(moment.name)-flipped.png")
                    try b.writePNG(to: "\(folder)/\(spec.name)-\(moment.name)-rtl.png")
                }
                XCTAssertEqual(differing, 0, "\(spec.name) \(moment.name): the right-to-left frame is the left-to-right one flipped, every pixel")
                XCTAssertNotEqual(PixelComparison.differingBytes(a.bytes, flipped.bytes), 0, "\(spec.name) \(moment.name): the picture is not symmetric, so the test can fail")
            }
        }
    }

    func testTextIsPlacedMirroredAndDrawnTheRightWayRound() throws {
        // The bar's title, drawn flipped into the unmirrored frame and flipped back with it.
        func scene(_ direction: LayoutDirection) -> Scene {
            Scene(pages: [PageSpec(id: "home", title: "Reading", content: .color(.white), bar: .opaque, barColor: .white)],
                  direction: direction)
        }
        func render(_ direction: LayoutDirection) throws -> PixelBuffer {
            let harness = try RenderHarness(scene: scene(direction), screen: Self.screen, scale: 1, renderer: .software)
            return try harness.render(Navigator(scene: scene(direction), spec: try XCTUnwrap(StyleSpec.builtIns.first)).frame())
        }
        let plain = try render(.ltr), mirrored = try render(.rtl)
        let width = plain.width, middle = width / 4..<width * 3 / 4
        // The topmost band of rows with ink in the middle half of the screen: the title's, without
        // the status bar's time and battery at the sides (and above the page's live clock).
        let inkedRows = (0..<plain.height).filter { y in middle.contains { x in plain.bytes[(y * width + x) * 4] < 200 } }
        let top = try XCTUnwrap(inkedRows.first, "the title is drawn (a font is found)")
        let gap = inkedRows.enumerated().first { $0.element != top + $0.offset }?.offset ?? inkedRows.count
        let rows = top..<top + gap
        // The columns the title's ink covers in each frame.
        func inked(_ buffer: PixelBuffer) -> [Int] {
            middle.filter { x in rows.contains { y in buffer.bytes[(y * width + x) * 4] < 200 } }
        }
        let first = try XCTUnwrap(inked(plain).first, "the title is drawn (a font is found)"), last = try XCTUnwrap(inked(plain).last)
        let start = try XCTUnwrap(inked(mirrored).first), end = try XCTUnwrap(inked(mirrored).last)
        // Placed mirrored: the picture's box mirrors, the ink within it need not be symmetric, so
        // the centred title's ink lands a column or so from its mirrored columns.
        XCTAssertEqual(end - start, last - first, "as wide")
        XCTAssertLessThanOrEqual(abs(start - (width - 1 - last)), 2, "at the mirrored place")
        var same = true, symmetric = true
        for y in rows {
            for x in first...last {
                let index = (y * width + x) * 4
                // The same pixel of the unmirrored text, and where the text's mirror image would put it.
                let placed = (y * width + start + x - first) * 4, reflected = (y * width + first + last - x) * 4
                if plain.bytes[index..<index + 4] != mirrored.bytes[placed..<placed + 4] { same = false }
                if plain.bytes[index..<index + 4] != plain.bytes[reflected..<reflected + 4] { symmetric = false }
            }
        }
        if !same, let folder = ProcessInfo.processInfo.environment["SLIDEBACK_MIRROR_DUMP"] {
            try plain.writePNG(to: "\(folder)/title-ltr.png")
            try mirrored.writePNG(to: "\(folder)/title-rtl.png")
        }
        XCTAssertTrue(same, "the title's pixels, unmirrored (columns \(first)...\(last), right to left \(start)...\(end))")
        XCTAssertFalse(symmetric, "the title is not its own mirror image, so the test can fail")
    }

    /// How many pixels of `b` differ from `a`'s in any byte.
    private static func differingPixels(_ a: PixelBuffer, _ b: PixelBuffer) -> Int {
        guard a.bytes.count == b.bytes.count else { return max(a.bytes.count, b.bytes.count) / 4 }
        return a.bytes.withUnsafeBytes { a in
            b.bytes.withUnsafeBytes { b in
                let a = a.bindMemory(to: UInt32.self), b = b.bindMemory(to: UInt32.self)
                var count = 0
                for index in 0..<a.count where a[index] != b[index] { count += 1 }
                return count
            }
        }
    }

    /// `buffer` seen in a mirror: each row's pixels in reverse order.
    private static func flipped(_ buffer: PixelBuffer) -> PixelBuffer {
        var result = buffer
        let width = buffer.width
        buffer.bytes.withUnsafeBufferPointer { from in
            result.bytes.withUnsafeMutableBufferPointer { to in
                for y in 0..<buffer.height {
                    for x in 0..<width {
                        let source = (y * width + width - 1 - x) * 4, target = (y * width + x) * 4
                        for channel in 0..<4 { to[target + channel] = from[source + channel] }
                    }
                }
            }
        }
        return result
    }
}
