import CSDL2
import SlideBackCore
@testable import SlideBackRender
import XCTest

/// Issue 13, section 4: styles whose pages are scaled, rounded or faded draw less. What the
/// opaque inside of a scaled page hides is not drawn, and the screen is cleared only outside it;
/// every pixel stays as it was, within two levels of rounding.
final class TransformedOverdrawPixelTests: XCTestCase {
    /// The pixels `frame` draws, and how many pixels were drawn per window pixel.
    private func picture(of frame: Frame, by harness: RenderHarness) throws -> (pixels: PixelBuffer, overdraw: Double) {
        let counted = harness.renderer.pixelsDrawn
        let pixels = try harness.render(frame)
        let windowPixels = harness.renderer.outputSize.width * harness.renderer.outputSize.height
        return (pixels, (harness.renderer.pixelsDrawn - counted) / Double(windowPixels))
    }

    /// The pixels of `a` that differ from the same pixel of `b` by more than two levels in a channel.
    private func unmatchedPixels(_ a: PixelBuffer, _ b: PixelBuffer) -> Int {
        stride(from: 0, to: a.bytes.count, by: 4).filter { index in
            (0..<4).contains { abs(Int(a.bytes[index + $0]) - Int(b.bytes[index + $0])) > 2 }
        }.count
    }

    /// A frame of `spec` with its second page held `offset` points from the edge.
    private func heldSwipe(in spec: StyleSpec, at offset: Double) -> Frame {
        var navigator = Navigator(scene: TestScenes.solid, spec: spec)
        navigator.pushAndSettle()
        navigator.edgeDrag(by: offset)
        return navigator.frame()
    }

    func testScaledAndRoundedPagesHideWhatIsUnderThemAndTheSamePicturesAreDrawn() throws {
        for name in ["scale-back", "predictive-back", "predictive-back-shared"] {
            let spec = try XCTUnwrap(StyleSpec.builtIns.first { $0.name == name })
            for offset in [20.0, 120, 200, 330] {
                let harness = try RenderHarness(scene: TestScenes.solid)
                let frame = heldSwipe(in: spec, at: offset)
                XCTAssertTrue(frame.drawItems.contains { if case .transformed = $0 { true } else { false } }, "\(name): a scaled page")
                let (culled, culledOverdraw) = try picture(of: frame, by: harness)
                harness.compositor.cullsUnderTransformedGroups = false
                harness.compositor.foldsCovers = false
                let (drawn, drawnOverdraw) = try picture(of: frame, by: harness)
                XCTAssertEqual(unmatchedPixels(culled, drawn), 0, "\(name) at \(offset): the same picture")
                XCTAssertLessThan(culledOverdraw, drawnOverdraw, "\(name) at \(offset)")
                // A dimmed page underneath is stretched dimmed in one pass (DimmedStretch).
                XCTAssertLessThanOrEqual(culledOverdraw, 1.3, "\(name) at \(offset)")
            }
        }
    }

    /// A pushed page that fades in is painted while it shows nothing; its copy in main memory is
    /// read back in a frame that still shows nothing of it, not in the frame that first shows it,
    /// which also draws the page under it whole.
    func testAFadingInPageIsReadBackBeforeItFirstShows() throws {
        for name in ["predictive-back", "predictive-back-shared"] {
            let spec = try XCTUnwrap(StyleSpec.builtIns.first { $0.name == name })
            let harness = try RenderHarness(scene: TestScenes.solid)
            var navigator = Navigator(scene: TestScenes.solid, spec: spec)
            navigator.perform(.push)
            func readBack() -> Int { harness.compositor.groupTargets.reduce(0) { $0 + ($1.texture.mirror?.pixelsRead ?? 0) } }
            var shown = false
            for _ in 0..<60 where !shown {
                navigator.step(1.0 / 60)
                let frame = navigator.frame()
                shown = frame.drawItems.contains { item in
                    if case .transformed(let group, _) = item { group.transform.opacity < 1 && Color4.byte(group.transform.opacity) > 0 } else { false }
                }
                let before = readBack()
                _ = try harness.render(frame)
                if shown {
                    let screen = harness.renderer.outputSize.width * harness.renderer.outputSize.height
                    XCTAssertLessThan(readBack() - before, screen / 20, "\(name): the first frame that shows the page reads little back")
                }
            }
            XCTAssertTrue(shown, "\(name): the pushed page fades in")
        }
    }

    func testPiecesOfARectangleOutsideItsHolesCoverItExactlyOnce() {
        let rect = SDL_FRect(x: 0, y: 0, w: 100, h: 80)
        let holes = [SDL_Rect(x: 20, y: 10, w: 50, h: 60), SDL_Rect(x: 10, y: 30, w: 70, h: 20), SDL_Rect(x: 90, y: -5, w: 30, h: 200)]
        let pieces = OpaqueCores.pieces(of: rect, minus: holes)
        for y in 0..<80 {
            for x in 0..<100 {
                let inside = pieces.filter { Float(x) >= $0.x && Float(x) < $0.x + $0.w && Float(y) >= $0.y && Float(y) < $0.y + $0.h }.count
                let inHole = holes.contains { x >= $0.x && x < $0.x + $0.w && y >= $0.y && y < $0.y + $0.h }
                XCTAssertEqual(inside, inHole ? 0 : 1, "pixel \(x), \(y)")
            }
        }
        XCTAssertTrue(OpaqueCores.pieces(of: SDL_FRect(x: 5, y: 5, w: 0, h: 10), minus: []).isEmpty, "an empty clip gives no piece")
        XCTAssertTrue(OpaqueCores.pieces(of: rect, minus: [SDL_Rect(x: -1, y: -1, w: 200, h: 200)]).isEmpty)
    }
}

/// A scaled page's picture is kept between frames and only what changed in it (the clock) is
/// painted again: every frame is the very picture a fresh compositor paints.
final class GroupPictureTests: XCTestCase {
    func testAKeptPictureShowsWhatAFreshOneShowsFrameAfterFrame() throws {
        for name in ["scale-back", "predictive-back", "predictive-back-shared"] {
            let spec = try XCTUnwrap(StyleSpec.builtIns.first { $0.name == name })
            let kept = try RenderHarness(scene: TestScenes.solid)
            var navigator = Navigator(scene: TestScenes.solid, spec: spec)
            navigator.pushAndSettle()
            navigator.handle(PointerEvent(.down, at: Point(x: 2, y: 600)))
            for frame in 0..<24 {
                navigator.step(1.0 / 60)
                // The finger moves, rests (the clock alone changes), and moves again.
                if frame < 8 || frame > 16 { navigator.handle(PointerEvent(.move, at: Point(x: 2 + Double(frame) * 12, y: 600 - Double(frame)))) }
                let shown = navigator.frame()
                let fresh = try RenderHarness(scene: TestScenes.solid)
                XCTAssertEqual(try kept.render(shown).bytes, try fresh.render(shown).bytes, "\(name), frame \(frame)")
            }
        }
    }

    func testAPageScaledInOneTransitionIsNotPaintedAgainInTheNext() throws {
        let spec = try XCTUnwrap(StyleSpec.builtIns.first { $0.name == "predictive-back" })
        let harness = try RenderHarness(scene: TestScenes.solid)
        var navigator = Navigator(scene: TestScenes.solid, spec: spec)
        navigator.perform(.push)
        var painted: [Double] = []
        for _ in 0..<40 {
            let before = harness.compositor.groupPaintedPages
            _ = try harness.render(navigator.frame())
            painted.append(harness.compositor.groupPaintedPages - before)
            navigator.step(1.0 / 60)
        }
        // The entering page is faded to nothing at first: it is painted then, while it is not
        // drawn, and each page once.
        // Each page once in the push, and the clocks: a few thousandths of a page a frame.
        XCTAssertEqual(painted.reduce(0, +), 2.15, accuracy: 0.15, "\(painted)")
        // The next push shows the page that entered, now underneath, and a new one in front.
        navigator.perform(.push)
        var next = 0.0
        for _ in 0..<40 {
            let before = harness.compositor.groupPaintedPages
            _ = try harness.render(navigator.frame())
            next += harness.compositor.groupPaintedPages - before
            navigator.step(1.0 / 60)
        }
        XCTAssertEqual(next, 1.15, accuracy: 0.15, "only the new page is painted: the one underneath was painted in the last push")
        let fresh = try RenderHarness(scene: TestScenes.solid)
        XCTAssertEqual(try harness.render(navigator.frame()).bytes, try fresh.render(navigator.frame()).bytes, "the kept pictures are right")
    }

    func testOnlyTheLayersThatChangedInPlaceArePaintedAgain() throws {
        let renderer = try RenderHarness(scene: TestScenes.solid).renderer
        var picture = GroupPicture(texture: try SDLTexture(target: renderer, width: 8, height: 8, transparent: false))
        let body = Layer(.fill(Color(red: 1, green: 2, blue: 3)), frame: Rect(x: 0, y: 0, width: 8, height: 8))
        let clock = Layer(.clock(seconds: 1), frame: Rect(x: 2, y: 2, width: 3, height: 2))
        XCTAssertEqual(picture.repaint(for: [body, clock], opaque: true), .everything, "nothing painted yet")
        picture.layers = [body, clock]
        XCTAssertEqual(picture.repaint(for: [body, clock], opaque: true), .nothing)
        let later = Layer(.clock(seconds: 1.5), frame: clock.frame)
        XCTAssertEqual(picture.repaint(for: [body, later], opaque: true), .within([clock.frame]))
        XCTAssertEqual(picture.repaint(for: [body, later], opaque: false), .everything, "SDL clears a whole target")
        var moved = later
        moved.frame.x += 1
        XCTAssertEqual(picture.repaint(for: [body, moved], opaque: true), .everything)
        XCTAssertEqual(picture.repaint(for: [body], opaque: true), .everything)
    }
}

/// A fading scaled page (its copies blended at an opacity, its edges through triangles whose
/// vertices carry it): every pixel inside it is its unfaded pixel blended over what is under it.
final class FadedGroupPixelTests: XCTestCase {
    func testAFadingScaledPageIsItsOpaquePictureBlendedOverWhatIsUnderIt() throws {
        // predictive-back-shared's commit fades the page out, shrunk to 0.9 and rounded, over 100 ms.
        let spec = try XCTUnwrap(StyleSpec.builtIns.first { $0.name == "predictive-back-shared" })
        // The page that enters shows the two-tone marker, so its copy has an edge down the middle.
        let marker = try TestScenes.marker().pages[0]
        let scene = Scene(pages: [TestScenes.solid.pages[1], PageSpec(id: "marker", title: "Marker", content: marker.content, bar: .opaque,
                                                                      barColor: Palette.rootBar)])
        let harness = try RenderHarness(scene: scene, scale: 2)
        var navigator = Navigator(scene: scene, spec: spec)
        navigator.pushAndSettle()
        navigator.edgeDrag(by: 250)
        navigator.handle(PointerEvent(.up, at: Point(x: 252, y: 600)))
        var checked = 0
        for _ in 0..<8 {
            navigator.step(1.0 / 60)
            let frame = navigator.frame()
            guard let front = frame.groups.firstIndex(where: { $0.role == .front }), frame.groups[front].transform.opacity < 0.95,
                  frame.groups[front].transform.opacity > 0.05,
                  case .transformed(_, let outline)? = frame.drawItems.first(where: { if case .transformed = $0 { true } else { false } })
            else { continue }
            let opacity = frame.groups[front].transform.opacity
            let faded = try harness.render(frame)
            var opaqueFrame = frame
            opaqueFrame.groups[front].transform.opacity = 1
            let opaque = try harness.render(opaqueFrame)
            var underFrame = frame
            underFrame.groups.remove(at: front)
            let under = try harness.render(underFrame)
            // Inside the outline, clear of its rounded corners and its ring.
            let inside = OpaqueCores.cross(of: PixelScale(factor: 2).rect(outline), radius: frame.groups[front].transform.cornerRadius * 2)
            var worst = 0
            for band in inside {
                for y in Int(band.y)..<Int(band.y + band.h) where y >= 0 && y < faded.height {
                    for x in Int(band.x)..<Int(band.x + band.w) where x >= 0 && x < faded.width {
                        let index = (y * faded.width + x) * 4
                        for channel in 0..<3 {
                            let expected = opacity * Double(opaque.bytes[index + channel]) + (1 - opacity) * Double(under.bytes[index + channel])
                            worst = max(worst, Int(abs(expected - Double(faded.bytes[index + channel])).rounded()))
                        }
                    }
                }
            }
            XCTAssertLessThanOrEqual(worst, 3, "at opacity \(opacity)")
            checked += 1
        }
        XCTAssertGreaterThan(checked, 2, "frames of the fade were compared")
    }
}
