import CSDL2
import SlideBackCore
import SlideBackPixelComparison
@testable import SlideBackRender
import XCTest

/// Issue 13, section 4: the software renderer stretches a dimmed page in one pass of its own
/// (`DimmedStretch`). Undimmed, it gives SDL's own stretch byte for byte, however the clip cuts
/// it; dimmed, each channel of that stretch times the dimming, rounded down.
final class DimmedStretchTests: XCTestCase {
    /// A render-target picture of random colours, one per pixel, with its copy in main memory.
    private func noisePicture(_ harness: RenderHarness, width: Int, height: Int) throws -> SDLTexture {
        let renderer = harness.renderer
        let image = try harness.noise(width: width, height: height, seed: 11)
        let picture = try SDLTexture(target: renderer, width: width, height: height)
        try renderer.setTarget(picture)
        renderer.draw(image, into: SDL_FRect(x: 0, y: 0, w: Float(width), h: Float(height)))
        try renderer.setTarget(nil)
        let format = try XCTUnwrap(renderer.mirrorFormat, "the software renderer draws into the window's own pixels")
        picture.mirror = TextureMirror(width: width, height: height, format: format)
        try picture.mirror?.refresh(from: picture, renderer: renderer)
        XCTAssertEqual(picture.mirror?.isCurrent, true)
        return picture
    }

    /// The window after clearing it, setting `clip` and drawing with `draw`.
    private func window(_ renderer: SDLRenderer, clip: SDL_FRect?, _ draw: () -> Void) throws -> PixelBuffer {
        renderer.setClip(nil)
        renderer.clear(Color4(red: 0, green: 0, blue: 0, alpha: 255))
        renderer.setClip(clip)
        draw()
        renderer.setClip(nil)
        return try renderer.readPixels()
    }

    /// Random copies of the picture, shrunk and enlarged, with fractional edges, some cut by a clip.
    private func copies(count: Int) -> [(source: SDL_Rect, destination: SDL_FRect, clip: SDL_FRect?)] {
        var random = SeededRandom(seed: 5)
        func number(_ range: ClosedRange<Int>) -> Int { range.lowerBound + Int(random.next() % UInt64(range.count)) }
        return (0..<count).map { index in
            let source = SDL_Rect(x: Int32(number(0...40)), y: Int32(number(0...30)), w: Int32(number(2...200)), h: Int32(number(2...130)))
            let destination = SDL_FRect(x: Float(number(0...60)) + Float(number(0...9)) / 10, y: Float(number(0...40)) + Float(number(0...9)) / 10,
                                        w: Float(number(3...230)) + Float(number(0...9)) / 10, h: Float(number(3...150)) + Float(number(0...9)) / 10)
            let clip = index % 3 == 0 ? nil : SDL_FRect(x: Float(number(0...120)), y: Float(number(0...80)), w: Float(number(1...200)), h: Float(number(1...140)))
            return (source, destination, clip)
        }
    }

    func testUndimmedItIsSDLsOwnStretchByteForByteWhereverTheClipCutsIt() throws {
        let harness = try RenderHarness(scene: TestScenes.solid, screen: Size(width: 300, height: 200))
        let renderer = harness.renderer
        let picture = try noisePicture(harness, width: 240, height: 170)
        var cut = 0, drawn = 0
        for (source, destination, clip) in copies(count: 60) {
            let sdl = try window(renderer, clip: clip) { renderer.draw(picture, source: source, into: destination) }
            var drew = false
            let ours = try window(renderer, clip: clip) { drew = renderer.drawOwnStretch(picture, source: source, into: destination) }
            let stretched = Int32(destination.w) != source.w || Int32(destination.h) != source.h
            // Also left to SDL: a copy the clip cuts to a sliver of one texel.
            XCTAssertTrue(stretched || !drew, "\(source) onto \(destination): an unstretched copy is SDL's")
            guard drew else { continue }
            drawn += 1
            if clip != nil { cut += 1 }
            XCTAssertEqual(PixelComparison.differingBytes(ours.bytes, sdl.bytes), 0, "\(source) onto \(destination) cut to \(String(describing: clip))")
        }
        XCTAssertGreaterThan(drawn, 50, "nearly every copy was ours")
        XCTAssertGreaterThan(cut, 20, "copies cut by a clip were compared")
    }

    func testDimmedEachChannelIsTheStretchTimesTheDimmingRoundedDown() throws {
        let harness = try RenderHarness(scene: TestScenes.solid, screen: Size(width: 300, height: 200))
        let renderer = harness.renderer
        let picture = try noisePicture(harness, width: 240, height: 170)
        var dimmed = 0
        for (index, (source, destination, clip)) in copies(count: 24).enumerated() {
            let darkening = [0.8, 0.4, 0.094, 0.5][index % 4]
            let plain = try window(renderer, clip: clip) { renderer.draw(picture, source: source, into: destination) }
            renderer.darkening = darkening
            let multiplier = Int(renderer.darkened(255))
            var drew = false
            let ours = try window(renderer, clip: clip) { drew = renderer.drawOwnStretch(picture, source: source, into: destination) }
            renderer.darkening = 1
            guard drew else { continue }
            dimmed += 1
            // The same pixel of the plain stretch, each colour channel times m / 255, rounded down.
            XCTAssertEqual(PixelComparison.differingBytes(ours.bytes, PixelComparison.dimmed(plain.bytes, by: multiplier)), 0, "\(source) onto \(destination) at \(darkening)")
        }
        XCTAssertGreaterThan(dimmed, 18, "nearly every copy was dimmed by our stretch")
    }

    func testCutRoundWhatHidesItEveryPixelLeftIsTheWholeCopysAndNoneHiddenIsWritten() throws {
        let harness = try RenderHarness(scene: TestScenes.solid, screen: Size(width: 300, height: 200))
        let renderer = harness.renderer
        let picture = try noisePicture(harness, width: 240, height: 170)
        let source = SDL_Rect(x: 0, y: 0, w: 240, h: 170), destination = SDL_FRect(x: 12.5, y: 9.3, w: 203.4, h: 150.8)
        // A hole in the middle and a strip down the left: what a page zoomed in front of it hides.
        let hidden = [SDL_Rect(x: 60, y: 40, w: 100, h: 80), SDL_Rect(x: 0, y: 0, w: 30, h: 200)]
        let sdl = try window(renderer, clip: nil) { renderer.draw(picture, source: source, into: destination) }
        let counted = renderer.pixelsDrawn
        var drew = false
        let ours = try window(renderer, clip: nil) {
            drew = renderer.drawOwnStretch(picture, source: source, into: destination, outside: hidden)
        }
        XCTAssertTrue(drew)
        var written = 0, wrong = 0, leaked = 0
        for y in 0..<ours.height {
            for x in 0..<ours.width {
                let index = (y * ours.width + x) * 4
                let isHidden = hidden.contains { x >= $0.x && x < $0.x + $0.w && y >= $0.y && y < $0.y + $0.h }
                if isHidden {
                    if ours.bytes[index..<index + 3].contains(where: { $0 != 0 }) { leaked += 1 }
                } else {
                    if ours.bytes[index..<index + 4] != sdl.bytes[index..<index + 4] { wrong += 1 }
                    // The copy on whole pixels, its edges rounded: 12.5 -> 13, 215.9 -> 216, 9.3 -> 9, 160.1 -> 160.
                    if x >= 13, x < 216, y >= 9, y < 160 { written += 1 }
                }
            }
        }
        XCTAssertEqual(wrong, 0, "every pixel outside the holes is the whole copy's")
        XCTAssertEqual(leaked, 0, "nothing is written inside them")
        // Counted: the clear, then only the pixels written.
        let cleared = Double(ours.width * ours.height)
        XCTAssertEqual(renderer.pixelsDrawn - counted - cleared, Double(written), "only what is written is counted")
    }

    func testACopyPastTheWindowsEdgeIsSampledWholeAsSDLsSoftwareRendererDoesPlainDimmedOrFaded() throws {
        let harness = try RenderHarness(scene: TestScenes.solid, screen: Size(width: 300, height: 200))
        let renderer = harness.renderer
        let picture = try noisePicture(harness, width: 240, height: 170)
        let noise = try harness.noise(width: 300, height: 200, seed: 41)
        let source = SDL_Rect(x: 3, y: 2, w: 230, h: 160)
        let destinations = [SDL_FRect(x: -10.4, y: 0, w: 216.3, h: 153.8), SDL_FRect(x: 100.7, y: 60.2, w: 216, h: 153),
                            SDL_FRect(x: -35.2, y: -21.9, w: 370.6, h: 245.1), SDL_FRect(x: 120, y: -40.5, w: 260.2, h: 180)]
        let clips: [SDL_FRect?] = [nil, SDL_FRect(x: 20, y: 30, w: 150, h: 120)]
        var compared = 0
        for destination in destinations {
            for clip in clips {
                for (darkening, alpha) in [(1.0, 1.0), (0.45, 1.0), (1.0, 0.6), (1.0, 128.0 / 255)] {
                    func window(_ draw: () -> Void) throws -> PixelBuffer {
                        try harness.window(over: noise, clip: clip, darkening: darkening, draw)
                    }
                    renderer.ownsBlends = false
                    let sdl = try window { renderer.draw(picture, source: source, into: destination, alpha: alpha) }
                    renderer.ownsBlends = true
                    var drew = false
                    let ours = try window { drew = renderer.drawOwnStretch(picture, source: source, into: destination, alpha: alpha) }
                    XCTAssertTrue(drew, "\(destination) at \(darkening), \(alpha)")
                    compared += 1
                    XCTAssertEqual(PixelComparison.differingBytes(ours.bytes, sdl.bytes), 0, "\(destination) in \(String(describing: clip)) at \(darkening), \(alpha)")
                }
            }
        }
        XCTAssertEqual(compared, 32)
    }

    func testFadedItIsSDLsFadedStretchByteForByteWhereverTheClipCutsIt() throws {
        let harness = try RenderHarness(scene: TestScenes.solid, screen: Size(width: 300, height: 200))
        let renderer = harness.renderer
        let picture = try noisePicture(harness, width: 240, height: 170)
        let noise = try harness.noise(width: 300, height: 200, seed: 43)
        var faded = 0
        for (index, (source, destination, clip)) in copies(count: 30).enumerated() {
            let alpha = [0.6, 0.2, 128.0 / 255, 0.93][index % 4]
            func window(_ draw: () -> Void) throws -> PixelBuffer {
                try harness.window(over: noise, clip: clip, draw)
            }
            renderer.ownsBlends = false
            let sdl = try window { renderer.draw(picture, source: source, into: destination, alpha: alpha) }
            renderer.ownsBlends = true
            var drew = false
            let ours = try window { drew = renderer.drawOwnStretch(picture, source: source, into: destination, alpha: alpha) }
            guard drew else { continue }
            faded += 1
            XCTAssertEqual(PixelComparison.differingBytes(ours.bytes, sdl.bytes), 0, "\(source) onto \(destination) at \(alpha) in \(String(describing: clip))")
        }
        XCTAssertGreaterThan(faded, 24, "nearly every copy was faded by our stretch")
        renderer.darkening = 0.5
        XCTAssertFalse(renderer.drawOwnStretch(picture, source: SDL_Rect(x: 0, y: 0, w: 240, h: 170), into: SDL_FRect(x: 10, y: 10, w: 216, h: 153),
                                               alpha: 0.5), "dimmed and faded at once is SDL's")
        renderer.darkening = 1
    }

    func testAPictureWhosePaintedPartsWereNotReadBackIsNotUsed() throws {
        let harness = try RenderHarness(scene: TestScenes.solid, screen: Size(width: 300, height: 200))
        let renderer = harness.renderer
        let picture = try noisePicture(harness, width: 240, height: 170)
        let mirror = try XCTUnwrap(picture.mirror)
        let source = SDL_Rect(x: 0, y: 0, w: 240, h: 170), destination = SDL_FRect(x: 10, y: 10, w: 216, h: 153)
        // A part painted white and not yet read back: the stale copy would show the noise there.
        try renderer.setTarget(picture)
        renderer.setClip(SDL_FRect(x: 20, y: 20, w: 50, h: 40))
        renderer.fill(SDL_FRect(x: 0, y: 0, w: 240, h: 170), Color4(red: 255, green: 255, blue: 255, alpha: 255))
        mirror.markStale(renderer.clipPixels)
        renderer.setClip(nil)
        try renderer.setTarget(nil)
        XCTAssertFalse(mirror.isCurrent)
        XCTAssertFalse(renderer.drawOwnStretch(picture, source: source, into: destination), "a stale copy is not drawn")
        try mirror.refresh(from: picture, renderer: renderer)
        XCTAssertTrue(mirror.isCurrent)
        let sdl = try window(renderer, clip: nil) { renderer.draw(picture, source: source, into: destination) }
        let ours = try window(renderer, clip: nil) { _ = renderer.drawOwnStretch(picture, source: source, into: destination) }
        XCTAssertEqual(PixelComparison.differingBytes(ours.bytes, sdl.bytes), 0, "only the painted part was read back, and it shows")
    }
}
