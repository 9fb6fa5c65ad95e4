import CSDL2
import Foundation
import SlideBackCore
import SlideBackRender
import XCTest

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
}
