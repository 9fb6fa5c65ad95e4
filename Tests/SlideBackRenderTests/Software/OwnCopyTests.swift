import CSDL2
import SlideBackCore
import SlideBackPixelComparison
@testable import SlideBackRender
import XCTest

/// Issue 13, section 4: the software renderer copies a picture dimmed, tinted or faded by loops
/// of its own (`drawOwnCopy`), four pixels at a time, and gives SDL's own bytes: an opaque page
/// under a transition, text and icons over it.
final class OwnCopyTests: XCTestCase {
    /// A picture of random pixels with random alpha (a quarter of them wholly clear, a quarter
    /// wholly opaque, as text has), as images and text are made.
    private func alphaNoise(_ renderer: SDLRenderer, width: Int, height: Int) throws -> SDLTexture {
        let surface = try XCTUnwrap(SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32, SDL_PIXELFORMAT_ARGB8888.rawValue))
        defer { SDL_FreeSurface(surface) }
        var random = SeededRandom(seed: 29)
        let pitch = Int(surface.pointee.pitch) / 4
        let pixels = try XCTUnwrap(surface.pointee.pixels).assumingMemoryBound(to: UInt32.self)
        for y in 0..<height {
            for x in 0..<width {
                let value = UInt32(truncatingIfNeeded: random.next())
                let alpha: UInt32 = [0, 255, value >> 24, value >> 24][Int(random.next() % 4)]
                pixels[y * pitch + x] = alpha << 24 | value & 0xFFFFFF
            }
        }
        return try SDLTexture(surface: surface, renderer: renderer)
    }

    /// Random copies: unscaled, at fractional positions, partly outside the picture and the window,
    /// most cut by a clip, each tinted or dimmed and, for pictures with alpha, some faded.
    private func copies(count: Int, picture: (width: Int, height: Int)) -> [(source: SDL_Rect?, rect: SDL_FRect, tint: Color4, alpha: Double, clip: SDL_FRect?)] {
        var random = SeededRandom(seed: 31)
        func number(_ range: ClosedRange<Int>) -> Int { range.lowerBound + Int(random.next() % UInt64(range.count)) }
        return (0..<count).map { index in
            let source = index % 5 == 0 ? nil : SDL_Rect(x: Int32(number(-10...60)), y: Int32(number(-10...40)), w: Int32(number(1...200)), h: Int32(number(1...130)))
            let whole = source.map { DimmedStretch.intersection($0, SDL_Rect(x: 0, y: 0, w: Int32(picture.width), h: Int32(picture.height))) }
                ?? SDL_Rect(x: 0, y: 0, w: Int32(picture.width), h: Int32(picture.height))
            // Unscaled: the picture's own size (every copy is drawn on whole pixels, its edges
            // rounded, so a fractional size would be a stretch by a pixel).
            let rect = SDL_FRect(x: Float(number(-40...250)) + Float(number(0...9)) / 10, y: Float(number(-30...170)) + Float(number(0...9)) / 10,
                                 w: Float(whole.w), h: Float(whole.h))
            let tint = index % 3 == 0 ? Color4(red: 255, green: 255, blue: 255, alpha: 255)
                : Color4(red: UInt8(number(0...255)), green: UInt8(number(0...255)), blue: UInt8(number(0...255)), alpha: 255)
            let alpha = index % 2 == 0 ? 1 : Double(number(1...254)) / 255
            let clip = index % 4 == 0 ? nil : SDL_FRect(x: Float(number(-20...200)), y: Float(number(-20...150)), w: Float(number(1...260)), h: Float(number(1...180)))
            return (source, rect, tint, alpha, clip)
        }
    }

    /// Draws every copy of `picture` with SDL and with our loops (dimmed by `darkening`), over
    /// noise, and counts those ours drew; every one must give SDL's bytes.
    private func compare(_ harness: RenderHarness, _ picture: SDLTexture, darkening: Double, count: Int) throws -> Int {
        let renderer = harness.renderer
        let noise = try harness.noise(width: 300, height: 200, seed: 7)
        func window(clip: SDL_FRect?, _ draw: () -> Void) throws -> PixelBuffer {
            try harness.window(over: noise, clip: clip, darkening: darkening, draw)
        }
        var ours = 0
        for (source, rect, tint, alpha, clip) in copies(count: count, picture: (picture.width, picture.height)) {
            renderer.ownsBlends = false
            let sdl = try window(clip: clip) { renderer.draw(picture, source: source, into: rect, alpha: alpha, tint: tint) }
            renderer.ownsBlends = true
            var drew = false, counted = 0.0
            let own = try window(clip: clip) {
                let shown = Color4(red: renderer.darkened(tint.red), green: renderer.darkened(tint.green), blue: renderer.darkened(tint.blue), alpha: 255)
                let before = renderer.pixelsDrawn
                drew = renderer.drawOwnCopy(picture, source: source, into: rect, alpha: Color4.byte(alpha), colour: shown,
                                            blends: picture.hasAlpha || Color4.byte(alpha) < 255)
                counted = renderer.pixelsDrawn - before
            }
            XCTAssertEqual(counted, 0, "the copy itself counts nothing: its caller does")
            guard drew else { continue }
            ours += 1
            XCTAssertEqual(PixelComparison.differingBytes(own.bytes, sdl.bytes), 0, "\(String(describing: source)) onto \(rect), \(tint) at \(alpha), in \(String(describing: clip))")
        }
        return ours
    }

    func testAnOpaquePictureCopiedDimmedOrTintedIsSDLsOwnByteForByte() throws {
        let harness = try RenderHarness(scene: TestScenes.solid, screen: Size(width: 300, height: 200))
        let picture = try harness.noise(width: 240, height: 170, seed: 13)
        // Faded ones are SDL's (an opaque picture at an opacity takes its fast blitter).
        let ours = try compare(harness, picture, darkening: 0.62, count: 60)
        XCTAssertEqual(ours, 30, "every copy at full opacity was ours")
    }

    func testAPictureWithAlphaBlendedTintedDimmedOrFadedIsSDLsOwnByteForByte() throws {
        let harness = try RenderHarness(scene: TestScenes.solid, screen: Size(width: 300, height: 200))
        let picture = try alphaNoise(harness.renderer, width: 240, height: 170)
        XCTAssertEqual(try compare(harness, picture, darkening: 1, count: 60), 50, "every tinted or faded copy was ours")
        XCTAssertEqual(try compare(harness, picture, darkening: 0.3, count: 40), 40, "every dimmed copy was ours")
    }

    /// SDL keeps a locked texture's pixels write-only (SDL_LockTexture): the own loops read an
    /// image's or a text's pixels from a copy made with it, and the texture itself is static.
    func testPicturesAreReadFromACopyMadeWithThemNotFromALockedTexture() throws {
        let harness = try RenderHarness(scene: TestScenes.solid, screen: Size(width: 300, height: 200))
        let picture = try alphaNoise(harness.renderer, width: 64, height: 48)
        var access: Int32 = -1, format: UInt32 = 0
        SDL_QueryTexture(picture.pointer, &format, &access, nil, nil)
        XCTAssertEqual(access, Int32(SDL_TEXTUREACCESS_STATIC.rawValue), "images and text are static textures")
        let mirror = try XCTUnwrap(picture.mirror, "a copy in main memory, made with the texture")
        XCTAssertTrue(mirror.isCurrent)
        XCTAssertEqual(mirror.format, format, "in the format SDL picked")
        // The copy holds what SDL draws: the texture copied (not blended) is the copy's colour.
        harness.renderer.clear(Color4(red: 0, green: 0, blue: 0, alpha: 255))
        harness.renderer.copiesTextures = true
        harness.renderer.draw(picture, into: SDL_FRect(x: 0, y: 0, w: 64, h: 48))
        harness.renderer.copiesTextures = false
        let drawn = try harness.renderer.readPixels()
        for (x, y) in [(0, 0), (10, 7), (63, 47), (31, 20)] {
            let argb = mirror.pixels[y * 64 + x], pixel = drawn.pixel(x: x, y: y)
            XCTAssertEqual([pixel.red, pixel.green, pixel.blue], [UInt8(argb >> 16 & 0xFF), UInt8(argb >> 8 & 0xFF), UInt8(argb & 0xFF)], "(\(x), \(y))")
        }
    }

    func testADimmedSnapshotIsReadFromItsCopyWhichIsReadBackAfterItIsPainted() throws {
        let harness = try RenderHarness(scene: TestScenes.solid, screen: Size(width: 300, height: 200))
        let renderer = harness.renderer
        let snapshot = try SDLTexture(target: renderer, width: 240, height: 170)
        let mirrors = SnapshotMirrors(renderer: renderer)
        try renderer.setTarget(snapshot)
        renderer.draw(try harness.noise(width: 240, height: 170, seed: 19), into: SDL_FRect(x: 0, y: 0, w: 240, h: 170))
        try renderer.setTarget(nil)
        let rect = SDL_FRect(x: 20, y: 10, w: 240, h: 170), dim = Color4(red: 90, green: 90, blue: 90, alpha: 255)
        XCTAssertFalse(renderer.drawOwnCopy(snapshot, source: nil, into: rect, alpha: 255, colour: dim, blends: false), "no copy yet")
        mirrors.prepare(snapshot)
        XCTAssertTrue(renderer.drawOwnCopy(snapshot, source: nil, into: rect, alpha: 255, colour: dim, blends: false))
        // Painted again: the copy is stale until it is read back.
        try renderer.setTarget(snapshot)
        snapshot.mirror?.markStale(nil)
        renderer.fill(SDL_FRect(x: 0, y: 0, w: 240, h: 170), Color4(red: 255, green: 0, blue: 0, alpha: 255))
        try renderer.setTarget(nil)
        XCTAssertFalse(renderer.drawOwnCopy(snapshot, source: nil, into: rect, alpha: 255, colour: dim, blends: false), "a stale copy is not read")
        mirrors.prepare(snapshot)
        renderer.clear(Color4(red: 0, green: 0, blue: 0, alpha: 255))
        XCTAssertTrue(renderer.drawOwnCopy(snapshot, source: nil, into: rect, alpha: 255, colour: dim, blends: false))
        let shown = try renderer.readPixels()
        let index = (50 * shown.width + 50) * 4
        XCTAssertEqual(Array(shown.bytes[index..<index + 3]), [90, 0, 0], "the red it was painted, dimmed to 90 / 255")
    }

    func testOnlyTheLatestSnapshotsKeepACopy() throws {
        let harness = try RenderHarness(scene: TestScenes.solid, screen: Size(width: 300, height: 200))
        let mirrors = SnapshotMirrors(renderer: harness.renderer)
        let limit = SnapshotMirrors.limit
        let snapshots = try (0..<limit + 2).map { _ in try SDLTexture(target: harness.renderer, width: 64, height: 48) }
        for snapshot in snapshots { mirrors.prepare(snapshot) }
        XCTAssertEqual(snapshots.map { $0.mirror != nil }, [false, false] + Array(repeating: true, count: limit))
        mirrors.prepare(snapshots[0])
        XCTAssertEqual(snapshots.map { $0.mirror != nil }, [true, false, false] + Array(repeating: true, count: limit - 1))
    }
}
