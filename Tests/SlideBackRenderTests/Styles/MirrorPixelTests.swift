import Foundation
import SlideBackCore
import SlideBackRender
import XCTest

/// A right-to-left run draws the mirror image of the left-to-right one: for every built-in style,
/// at rest, mid-swipe and mid-push, its frame is the plain run's frame flipped horizontally. Text
/// is the one thing that is not mirrored, so these frames are drawn without a font (text left
/// out, the documented fallback); page art is not mirrored either, so the scene is colours and
/// elements. Bars, the back button (its image flipped), the right-hand button, the tab bar's
/// icons, rows' icons, chevrons and switches, the shadow and the scaled, rounded and faded pages
/// are all in it, at scale 1 on a small screen.
///
/// Not every pixel can be equal, and the bound says which may differ. Every fill and copy is
/// snapped to whole pixels rounding half up (`SDLRenderer.snapped`), so an edge on a half pixel
/// (a 1.5 pt battery tip, a rounded icon's corner rows, a page 0.5 pt into a push) lands one
/// column over in the mirror, and a sliver one pixel wide between two such edges may show in one
/// and not the other. So a frame of moved pages must match the flipped one within 2 levels at the
/// same column or the one beside it at 99.9% of its pixels (measured: every pixel but 36, a
/// sliver of `compose-ios` mid-swipe, 99.96%). A scaled, rounded or faded page is stretched and
/// its one-pixel anti-aliased ring drawn by loops that are not mirror-symmetric (the ring's left
/// and right edges, SDL's stretch of the shadow's gradient), so there 99% must (measured worst:
/// 99.33%, `compose` mid-swipe, whose scaled page's left edge column is shaded and its right one
/// not). At least 97% of every frame's pixels are exactly equal (measured worst: 97.2%).
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
                let flipped = Self.flipped(a), pixels = Double(a.width * a.height)
                let exact = 1 - Double(Self.differingPixels(flipped, b, columns: 0...0)) / pixels
                let beside = 1 - Double(Self.differingPixels(flipped, b, columns: -1...1)) / pixels
                if exact < 1, let folder = ProcessInfo.processInfo.environment["SLIDEBACK_MIRROR_DUMP"] {
                    try flipped.writePNG(to: "\(folder)/\(spec.name)-\(moment.name)-flipped.png")
                    try b.writePNG(to: "\(folder)/\(spec.name)-\(moment.name)-rtl.png")
                }
                let transformed = drawn.drawItems.contains { if case .transformed = $0 { return true } else { return false } }
                XCTAssertGreaterThanOrEqual(beside, transformed ? 0.99 : 0.999,
                                            "\(spec.name) \(moment.name): the right-to-left frame is the left-to-right one flipped")
                XCTAssertGreaterThanOrEqual(exact, 0.97, "\(spec.name) \(moment.name): pixels exactly equal")
                XCTAssertNotEqual(a.bytes, flipped.bytes, "\(spec.name) \(moment.name): the picture is not symmetric, so the test can fail")
            }
        }
    }

    /// How many pixels of `b` are more than 2 levels a channel from every pixel of `a` in the
    /// same row whose column is `columns` away from theirs.
    private static func differingPixels(_ a: PixelBuffer, _ b: PixelBuffer, columns: ClosedRange<Int>) -> Int {
        let width = b.width
        return a.bytes.withUnsafeBufferPointer { a in
            b.bytes.withUnsafeBufferPointer { b in
                var count = 0
                for y in 0..<b.count / 4 / width {
                    for x in 0..<width {
                        let index = (y * width + x) * 4
                        var near = false
                        for other in max(0, x + columns.lowerBound)...min(width - 1, x + columns.upperBound) {
                            let from = (y * width + other) * 4
                            if abs(Int(a[from]) - Int(b[index])) <= 2, abs(Int(a[from + 1]) - Int(b[index + 1])) <= 2,
                               abs(Int(a[from + 2]) - Int(b[index + 2])) <= 2 {
                                near = true
                                break
                            }
                        }
                        if !near { count += 1 }
                    }
                }
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
