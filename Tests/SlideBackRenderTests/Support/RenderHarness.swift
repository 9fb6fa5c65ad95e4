import CSDL2
import Foundation
import SlideBackCore
import SlideBackRender
import XCTest

/// SDL started once for the whole test process, on the offscreen video driver with no display:
/// its windows take the software renderer as the dummy driver's do, and the GPU renderers too,
/// through EGL (Mesa's llvmpipe without a GPU). `SDLSystem` is kept alive for the process's life,
/// as the program keeps it.
enum HeadlessSDL {
    /// The started system, or the reason SDL could not start (reported by every test that needs it).
    static let started: Result<SDLSystem, Error> = {
        setenv("SDL_VIDEODRIVER", "offscreen", 1)
        return Result { try SDLSystem(headless: true, renderer: .opengles2) }
    }()

    /// Starts SDL if needed; throws the start-up failure so the calling test fails with SDL's reason.
    static func start() throws {
        _ = try started.get()
    }
}

/// A hidden window, a renderer (software unless asked) and a compositor for one scene: renders a
/// `Frame` into a `PixelBuffer` exactly as the program draws a frame before presenting it.
final class RenderHarness {
    /// The renderer (its `texturesCreated` tells whether snapshots were painted again).
    let renderer: SDLRenderer
    /// The compositor under test.
    let compositor: Compositor

    /// Opens a window of `screen` points x `scale` pixels. The back button image deliberately does
    /// not exist, so it is drawn as a checkerboard at a known place that the tests never sample.
    convenience init(scene: Scene, screen: Size = RenderHarness.screen, scale: Int = 1) throws {
        try self.init(scene: scene, screen: screen, scale: Double(scale), renderer: .software)
    }

    /// The same on `renderer`, at any scale: the window is `screen` x `scale` pixels, rounded, as
    /// the program fits a window to a display at a fractional scale. `backButtonPath` and
    /// `fontPath` (`nil`: no text drawn) stand in for the program's own.
    init(scene: Scene, screen: Size = RenderHarness.screen, scale: Double, renderer choice: RendererChoice,
         backButtonPath: String = "/nonexistent/back.png", fontPath: String? = SDLFont.findDefaultFontPath()) throws {
        try HeadlessSDL.start()
        let window = try SDLWindow(title: "render test", width: Int((screen.width * scale).rounded()),
                                   height: Int((screen.height * scale).rounded()), hidden: true)
        renderer = try SDLRenderer(window: window, choice: choice, vsync: false)
        compositor = Compositor(renderer: renderer, scene: scene, backButtonPath: backButtonPath, fontPath: fontPath)
    }

    /// Draws the frame and reads the result back.
    func render(_ frame: Frame) throws -> PixelBuffer {
        try compositor.draw(frame)
        return try renderer.readPixels()
    }

    /// The checkout's root folder (this file is Tests/SlideBackRenderTests/Support/RenderHarness.swift).
    static let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    /// The default scene, laid out for drawing.
    static func defaultScene() throws -> Scene {
        try Scene.loadForDrawing(contentsOf: checkout + "/Resources/scene.json")
    }

    /// The seeds' screen, 414 x 896 points (a stage's default, `ScreenLayout.phone`).
    static let screen = ScreenLayout.phone

    /// A texture of random opaque colours, one per pixel: any pixel stretched from elsewhere shows.
    func noise(width: Int, height: Int, seed: UInt64) throws -> SDLTexture {
        let surface = try XCTUnwrap(SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32, SDL_PIXELFORMAT_RGB888.rawValue))
        defer { SDL_FreeSurface(surface) }
        var random = SeededRandom(seed: seed)
        let pixels = try XCTUnwrap(surface.pointee.pixels).assumingMemoryBound(to: UInt32.self)
        let pitch = Int(surface.pointee.pitch) / 4
        for y in 0..<height { for x in 0..<width { pixels[y * pitch + x] = UInt32(truncatingIfNeeded: random.next()) & 0xFFFFFF } }
        return try SDLTexture(surface: surface, renderer: renderer)
    }

    /// The window after `background` is copied over all of it, then `draw` draws within `clip`
    /// under `darkening`: how SDL's drawing and the software renderer's own loops are compared,
    /// each over the same busy picture.
    func window(over background: SDLTexture, clip: SDL_FRect?, darkening: Double = 1, _ draw: () -> Void) throws -> PixelBuffer {
        renderer.setClip(nil)
        renderer.draw(background, into: SDL_FRect(x: 0, y: 0, w: Float(background.width), h: Float(background.height)))
        renderer.setClip(clip)
        renderer.darkening = darkening
        draw()
        renderer.darkening = 1
        renderer.setClip(nil)
        return try renderer.readPixels()
    }

    /// How many bytes of two equally long pictures differ (all of them when the lengths differ).
    static func differingBytes(_ a: [UInt8], _ b: [UInt8]) -> Int {
        a.count == b.count ? zip(a, b).filter { $0 != $1 }.count : max(a.count, b.count)
    }
}

// MARK: - Scenes

/// Colours of the test scenes; every expected pixel is computed from these.
enum Palette {
    static let rootBody = Color(rgb: 0x3366CC)
    static let rootBar = Color(rgb: 0xF7F7F7)
    static let secondBody = Color(rgb: 0xCC3333)
    static let secondBar = Color(rgb: 0x22AA55)
    /// The right half of the marker image (its left half is `rootBody`).
    static let markerRight = Color(rgb: 0xFFCC00)
}

/// The scenes the pixel tests draw.
enum TestScenes {
    /// Two solid-colour pages, both with opaque bars of distinct colours.
    static let solid = Scene(pages: [
        PageSpec(id: "home", title: "Home", content: .color(Palette.rootBody), bar: .opaque, barColor: Palette.rootBar),
        PageSpec(id: "second", title: "Second", content: .color(Palette.secondBody), bar: .opaque, barColor: Palette.secondBar),
    ])

    /// Like `solid`, but the root shows the two-tone marker image and a tab bar, so a picture of it
    /// shows where it stands (the tone boundary sits at the middle of the page).
    static func marker() throws -> Scene {
        Scene(pages: [
            PageSpec(id: "home", title: "Home", content: .image(path: try markerImagePath()), bar: .opaque,
                     barColor: Palette.rootBar, showsTabBar: true),
            solid.pages[1],
        ])
    }

    /// The marker PNG, written once per test process (atomically, so parallel runs may share it).
    static func markerImagePath() throws -> String {
        try writtenMarker.get()
    }

    /// A PNG the size of the screen: `rootBody` left of the middle, `markerRight` right of it.
    private static let writtenMarker: Result<String, Error> = Result {
        try HeadlessSDL.start()
        let path = NSTemporaryDirectory() + "slideback-render-tests-marker.png"
        let width = Int(RenderHarness.screen.width), height = Int(RenderHarness.screen.height)
        var image = PixelBuffer(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let color = x < width / 2 ? Palette.rootBody : Palette.markerRight
                let index = (y * width + x) * 4
                image.bytes.replaceSubrange(index..<index + 4, with: [color.red, color.green, color.blue, 255])
            }
        }
        try image.writePNG(to: path)
        return path
    }
}

// MARK: - The SPEC's formulas, written out independently of the code under test

/// Style 2 and style 5 geometry, straight from SPEC.md.
enum Spec {
    /// Where the screenshot underneath sits while the top page is dragged by `offset`: `(offset - W) * 0.6`.
    static func underneathX(offset: Double, width: Double) -> Double { (offset - width) * 0.6 }

    /// Opacity of the black cover: `0.6 - (offset / W / 0.75) * 0.6`, never below zero.
    static func coverAlpha(offset: Double, width: Double) -> Double { max(0, 0.6 - (offset / width / 0.75) * 0.6) }

    /// UIKit's ease-in-out, cubic Bézier (0.42, 0, 0.58, 1), at linear progress `t`, solved by Newton's method.
    static func easeInOut(_ t: Double) -> Double {
        func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
        }
        func slope(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            3 * (1 - s) * (1 - s) * p1 + 6 * (1 - s) * s * (p2 - p1) + 3 * s * s * (1 - p2)
        }
        var s = t
        for _ in 0..<30 {
            let error = bezier(s, 0.42, 0.58) - t
            if abs(error) < 1e-12 { break }
            s = min(1, max(0, s - error / slope(s, 0.42, 0.58)))
        }
        return bezier(s, 0, 1)
    }
}

// MARK: - Pixels

/// A colour as real numbers, so blends can be computed exactly and compared with a tolerance.
struct RGB: CustomStringConvertible {
    var red: Double, green: Double, blue: Double

    /// An opaque scene colour.
    init(_ color: Color) {
        red = Double(color.red); green = Double(color.green); blue = Double(color.blue)
    }

    /// This colour seen through black of opacity `alpha`: `colour * (1 - alpha)`.
    func dimmed(by alpha: Double) -> RGB {
        var result = self
        result.red *= 1 - alpha; result.green *= 1 - alpha; result.blue *= 1 - alpha
        return result
    }

    var description: String { String(format: "(%.1f, %.1f, %.1f)", red, green, blue) }
}

/// Checks that the pixel at (x, y) is `expected` within `tolerance` per channel and opaque.
/// Coordinates are truncated to whole pixels; callers keep samples well away from edges.
func assertPixel(_ buffer: PixelBuffer, x: Double, y: Double, _ expected: RGB, tolerance: Double = 2,
                 _ what: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line) {
    let px = Int(x.rounded(.down)), py = Int(y.rounded(.down))
    guard px >= 0, py >= 0, px < buffer.width, py < buffer.height else {
        return XCTFail("sample (\(px), \(py)) is outside the \(buffer.width)x\(buffer.height) buffer: \(what())", file: file, line: line)
    }
    let pixel = buffer.pixel(x: px, y: py)
    let actual = [Double(pixel.red), Double(pixel.green), Double(pixel.blue)]
    let wanted = [expected.red, expected.green, expected.blue]
    let worst = zip(actual, wanted).map { abs($0 - $1) }.max() ?? 0
    XCTAssert(worst <= tolerance && pixel.alpha == 255,
              "pixel (\(px), \(py)) is (\(pixel.red), \(pixel.green), \(pixel.blue), \(pixel.alpha)), expected \(expected) ± \(tolerance): \(what())",
              file: file, line: line)
}

// MARK: - Driving the navigator

extension Navigator {
    /// Pushes the next page and lets the push animation finish, on a screen of `screen` points.
    mutating func pushAndSettle(screen: Size = RenderHarness.screen) {
        perform(.push, screen: screen)
        step(0.5, screen: screen)
    }

    /// Presses in the left-edge strip (x = 2) and drags right by `offset` points, holding the finger down.
    mutating func edgeDrag(by offset: Double, y: Double = 600) {
        handle(PointerEvent(.down, at: Point(x: 2, y: y)))
        handle(PointerEvent(.move, at: Point(x: 2 + offset, y: y)))
        // Held until the page has caught up with the finger: Android's styles reach it on a spring.
        var frames = 0
        while spec.backProgressStiffness != nil, isAnimating, frames < 120 {
            step(1.0 / 60)
            frames += 1
        }
    }
}
