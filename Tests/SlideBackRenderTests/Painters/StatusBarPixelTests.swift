import Foundation
import SlideBackCore
import SlideBackRender
import XCTest

/// Issue 15 in pixels: one status bar that never slides in `slideback`, and bar text and buttons
/// that read (WCAG 4.5:1) on every bar of the default scene.
final class StatusBarPixelTests: XCTestCase {
    /// Two black pages without bars: whatever the swipe moves, dims or shades stays black, so any
    /// change in the status rows can only be status text that moved.
    private static let blackPages = Scene(pages: [
        PageSpec(id: "one", title: "One", content: .color(.black), bar: .hidden),
        PageSpec(id: "two", title: "Two", content: .color(.black), bar: .hidden),
    ])

    func testTheStatusRowsAreIdenticalWhereverThePageIsMidSwipe() throws {
        let harness = try RenderHarness(scene: Self.blackPages)
        var navigator = Navigator(scene: Self.blackPages, style: .slideback)
        navigator.pushAndSettle()
        let rest = try harness.render(navigator.frame())
        let rows = Int(ScreenLayout.statusHeight)
        XCTAssertGreaterThan(inkPixels(rest, rows: rows), 40, "the status text is drawn")
        for offset in [20.0, 103.5, 207, 300, 390] {
            var held = navigator
            held.edgeDrag(by: offset)
            XCTAssertNotNil(held.slide, "a swipe is held at \(offset)")
            let drawn = try harness.render(held.frame())
            var differing = 0
            for y in 0..<rows {
                for x in 0..<drawn.width where drawn.pixel(x: x, y: y) != rest.pixel(x: x, y: y) { differing += 1 }
            }
            XCTAssertEqual(differing, 0, "status rows at a \(offset) pt swipe")
        }
    }

    /// A status bar cross-fading from light text to dark draws every mixed colour from one
    /// texture: a swipe makes no texture after its first frame, and its text is the mixed colour
    /// while that reads on the black under it (4.5:1, sRGB 118 and up), white once it would not
    /// (issue 31 item 4: the lower page's dark text asked for on black read 1:1).
    func testACrossFadingStatusBarMakesNoTextureFrameToFrame() throws {
        var light = Self.blackPages.pages[0], dark = Self.blackPages.pages[1]
        light.statusBar = .dark
        dark.statusBar = .light
        let scene = Scene(pages: [light, dark])
        let harness = try RenderHarness(scene: scene)
        var navigator = Navigator(scene: scene, style: .slideback)
        navigator.pushAndSettle()
        navigator.edgeDrag(by: 10)
        _ = try harness.render(navigator.frame())
        let made = harness.renderer.texturesCreated
        var brightest: [Int] = []
        for offset in stride(from: 30.0, through: 390, by: 40) {
            var held = navigator
            held.edgeDrag(by: offset - 10)
            let drawn = try harness.render(held.frame())
            var peak = 0
            for y in 0..<Int(ScreenLayout.statusHeight) { for x in 0..<120 { peak = max(peak, Int(drawn.pixel(x: x, y: y).red)) } }
            brightest.append(peak)
        }
        XCTAssertEqual(harness.renderer.texturesCreated, made, "no texture for each colour the status text passes through")
        // White text on top fades toward the lower page's dark text as it comes in, as far as it reads.
        let mixing = Array(brightest.prefix { $0 < 255 })
        XCTAssertGreaterThan(mixing.count, 3, "\(brightest)")
        XCTAssertEqual(mixing, mixing.sorted(by: >), "the text darkens as the swipe goes on: \(brightest)")
        XCTAssertTrue(brightest.allSatisfy { $0 >= 118 }, "never darker than reads on black: \(brightest)")
    }

    /// Pixels that are not black in the top `rows` rows.
    private func inkPixels(_ buffer: PixelBuffer, rows: Int) -> Int {
        var count = 0
        for y in 0..<rows {
            for x in 0..<buffer.width where buffer.pixel(x: x, y: y).red > 128 { count += 1 }
        }
        return count
    }

    // MARK: Contrast on every bar of the default scene


    func testEveryBarOfTheDefaultSceneReads() throws {
        let scene = try Scene.load(contentsOf: RenderHarness.checkout + "/Resources/scene.json").measuringBackdrops()
        let harness = try RenderHarness(scene: scene)
        var navigator = Navigator(scene: scene, style: .slideback)
        let layout = ScreenLayout(screen: RenderHarness.screen)
        for index in scene.pages.indices {
            if index > 0 { navigator.pushAndSettle() }
            let frame = navigator.frame()
            let page = scene.pages[index]
            XCTAssertEqual(navigator.top.specIndex, index)
            // What lies under the text: the same frame with the text left out.
            let bare = try harness.render(frame.replacingLayers { layer in
                switch layer.content {
                case .statusBar: return nil
                case .navigationBar(var bar): bar.title = ""; bar.showsBackButton = false; bar.showsRightButton = false
                    return Layer(.navigationBar(bar), frame: layer.frame, alpha: layer.alpha)
                default: return layer
                }
            })
            for layer in frame.layers {
                switch layer.content {
                case .navigationBar(let bar) where !bar.title.isEmpty:
                    // (A bar without a title is the status text's scrim over a photo: nothing of its own to read.)
                    let titleBox = Rect(x: 150, y: layout.barFrame.y + 14, width: 114, height: 16)
                    assertContrast(bar.titleColor, over: bare, in: titleBox, "\(page.id)'s title")
                    if bar.showsBackButton {
                        assertContrast(bar.tint, over: bare, in: layout.backButtonImage, "\(page.id)'s back button")
                    }
                case .statusBar(let ink):
                    assertContrast(ink.color(at: StatusInk.clockX), over: bare, in: Rect(x: 30, y: 14, width: 50, height: 18), "\(page.id)'s status text")
                default:
                    break
                }
            }
        }
    }

    /// Asserts that `color` has 4.5:1 contrast against every pixel of `box` in `buffer`.
    private func assertContrast(_ color: Color, over buffer: PixelBuffer, in box: Rect, _ what: String,
                                file: StaticString = #filePath, line: UInt = #line) {
        var worst = 21.0, worstPixel = Color.white
        for y in Int(box.y)..<Int(box.maxY) {
            for x in Int(box.x)..<Int(box.maxX) {
                let pixel = buffer.pixel(x: x, y: y)
                let under = Color(red: pixel.red, green: pixel.green, blue: pixel.blue)
                let ratio = color.contrastRatio(with: under)
                if ratio < worst { worst = ratio; worstPixel = under }
            }
        }
        XCTAssertGreaterThanOrEqual(worst, Color.minimumTextContrast, "\(what): \(color) over \(worstPixel)", file: file, line: line)
    }
}

private extension Frame {
    /// The frame with each layer replaced by what `change` makes of it (`nil` leaves it out).
    func replacingLayers(_ change: (Layer) -> Layer?) -> Frame {
        var copy = self
        for index in copy.groups.indices { copy.groups[index].layers = copy.groups[index].layers.compactMap(change) }
        return copy
    }
}
