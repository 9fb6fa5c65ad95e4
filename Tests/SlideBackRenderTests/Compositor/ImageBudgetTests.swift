import CSDL2
import Foundation
import SlideBackCore
import SlideBackPixelComparison
@testable import SlideBackRender
import XCTest

/// Page images are scaled once at load to cover the screen's pixels, decoded when first shown,
/// and held within `--image-budget`, evicted least recently shown first.
final class ImageBudgetTests: XCTestCase {
    /// `count` distinct 300 x 200 PNGs and a scene of one page per image.
    private func scene(ofImages count: Int) throws -> Scene {
        let folder = NSTemporaryDirectory() + "slideback-image-budget-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: folder) }
        let pages = try (0..<count).map { index -> PageSpec in
            var image = PixelBuffer(width: 300, height: 200)
            for pixel in 0..<(300 * 200) { image.bytes.replaceSubrange(pixel * 4..<pixel * 4 + 4, with: [UInt8(index * 20), 90, 200, 255]) }
            let path = "\(folder)/page-\(index).png"
            try image.writePNG(to: path)
            return PageSpec(id: "p\(index)", title: "", content: .image(path: path))
        }
        return Scene(pages: pages)
    }

    private func library(_ scene: Scene) throws -> AssetLibrary {
        let harness = try RenderHarness(scene: TestScenes.solid)
        let library = AssetLibrary(scene: scene, backButtonPath: "/nonexistent/back.png", renderer: harness.renderer)
        library.coverPixels = (width: 100, height: 100)
        return library
    }

    func testImagesAreScaledOnceToCoverTheScreen() throws {
        let assets = try library(try scene(ofImages: 1))
        let texture = try XCTUnwrap(assets.pageTexture(specIndex: 0))
        // 300 x 200 aspect-filled into 100 x 100: the height decides, 150 x 100.
        XCTAssertEqual([texture.width, texture.height], [150, 100])
        XCTAssertEqual(ImageDecoder.coverSize(of: (1000, 1000), cover: (414, 896)).width, 896)
        XCTAssertEqual(ImageDecoder.coverSize(of: (200, 100), cover: (414, 896)).width, 200, "never scaled up")
        XCTAssertEqual(ImageDecoder.coverSize(of: (16384, 1), cover: (414, 896)).width, 16384, "a thin image keeps its one row")
        XCTAssertEqual(ImageDecoder.coverSize(of: (16384, 16), cover: (414, 896)).height, 16)
    }

    func testAnElementImageIsScaledOnceToItsDrawnSizeAsSDLScalesItEachFrame() throws {
        // A gradient, so every texel differs from its neighbours and a shifted sample shows.
        let folder = NSTemporaryDirectory() + "slideback-scaled-image-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: folder) }
        var image = PixelBuffer(width: 300, height: 200)
        for y in 0..<200 {
            for x in 0..<300 { image.bytes.replaceSubrange((y * 300 + x) * 4..<(y * 300 + x) * 4 + 4, with: [UInt8(x % 256), UInt8(y), UInt8((x + y) % 256), 255]) }
        }
        let path = folder + "/photo.png"
        try image.writePNG(to: path)
        let harness = try RenderHarness(scene: TestScenes.solid)
        let assets = AssetLibrary(scene: Scene(pages: [PageSpec(id: "p", title: "", content: .color(.white))]), backButtonPath: "/nonexistent/back.png",
                                  renderer: harness.renderer)
        let photo = try XCTUnwrap(assets.imageTexture(path: path))
        let source = SDL_Rect(x: 40, y: 10, w: 220, h: 170), destination = SDL_FRect(x: 31.6, y: 50.2, w: 173.4, h: 133.9)
        let renderer = harness.renderer
        renderer.clear(Color4(red: 0, green: 0, blue: 0, alpha: 255))
        renderer.draw(photo, source: source, into: destination)
        let stretched = try renderer.readPixels()
        let created = renderer.texturesCreated
        // The copy covers whole pixels, its edges rounded: 31.6...205.0 -> 32...205, 50.2...184.1 -> 50...184.
        let scaled = try XCTUnwrap(assets.imageTexture(path: path, source: source, width: 173, height: 134))
        XCTAssertEqual([scaled.width, scaled.height], [173, 134])
        XCTAssertEqual(renderer.texturesCreated, created + 1)
        XCTAssertTrue(assets.imageTexture(path: path, source: source, width: 173, height: 134) === scaled, "made once")
        XCTAssertEqual(renderer.texturesCreated, created + 1)
        renderer.clear(Color4(red: 0, green: 0, blue: 0, alpha: 255))
        renderer.draw(scaled, into: destination)
        XCTAssertEqual(PixelComparison.differingBytes(try renderer.readPixels().bytes, stretched.bytes), 0, "the very pixels SDL's stretch draws")
        XCTAssertNil(assets.imageTexture(path: folder + "/missing.png", source: source, width: 10, height: 10), "a broken image is drawn itself")
    }

    func testAnImageScaledWhilePaintingAClippedPictureLeavesThePaintingClipped() throws {
        let harness = try RenderHarness(scene: TestScenes.solid)
        let scene = try scene(ofImages: 1)
        let assets = AssetLibrary(scene: scene, backButtonPath: "/nonexistent/back.png", renderer: harness.renderer)
        guard case .image(path: let path) = scene.pages[0].content else { return XCTFail("the page shows an image") }
        let renderer = harness.renderer
        let picture = try SDLTexture(target: renderer, width: 120, height: 80)
        try renderer.setTarget(picture)
        renderer.clear(Color4(red: 0, green: 0, blue: 0, alpha: 255))
        renderer.setClip(SDL_FRect(x: 10, y: 10, w: 30, h: 20))
        // The first request makes the scaled picture, switching targets on the way.
        XCTAssertNotNil(assets.imageTexture(path: path, source: SDL_Rect(x: 0, y: 0, w: 300, h: 200), width: 60, height: 40))
        XCTAssertTrue(renderer.target === picture, "still painting the picture")
        renderer.fill(SDL_FRect(x: 0, y: 0, w: 120, h: 80), Color4(red: 255, green: 255, blue: 255, alpha: 255))
        renderer.setClip(nil)
        let painted = try renderer.readPixels()
        try renderer.setTarget(nil)
        let white = (0..<painted.width * painted.height).filter { painted.bytes[$0 * 4] == 255 }.count
        XCTAssertEqual(white, 30 * 20, "only the clip was painted")
    }

    func testImagesBeyondTheBudgetAreEvictedLeastRecentlyShownFirstAndDecodedAgain() throws {
        let assets = try library(try scene(ofImages: 12))
        let imageBytes = 150 * 100 * 4
        assets.budgetBytes = imageBytes * 5 / 2
        XCTAssertEqual(assets.decodeCount, 0, "nothing is decoded before it shows")
        for index in 0..<12 {
            assets.beginFrame()
            let texture = assets.pageTexture(specIndex: index)
            XCTAssertNotNil(texture)
            XCTAssertLessThanOrEqual(assets.residentBytes, assets.budgetBytes, "after image \(index)")
        }
        XCTAssertEqual(assets.decodeCount, 12)
        XCTAssertEqual(assets.evictionCount, 10, "two images fit the budget")
        assets.beginFrame()
        _ = assets.pageTexture(specIndex: 11)
        XCTAssertEqual(assets.decodeCount, 12, "the most recent is still resident")
        _ = assets.pageTexture(specIndex: 0)
        XCTAssertEqual(assets.decodeCount, 13, "the first was evicted and is decoded again")
    }

    func testTheImagesOneFrameShowsAreKeptEvenBeyondTheBudget() throws {
        let assets = try library(try scene(ofImages: 5))
        assets.budgetBytes = 1
        assets.beginFrame()
        let shown = (0..<4).compactMap { assets.pageTexture(specIndex: $0) }
        XCTAssertEqual(Set(shown.map { ObjectIdentifier($0) }).count, 4)
        XCTAssertEqual(assets.evictionCount, 0)
        XCTAssertEqual(assets.residentBytes, 4 * 150 * 100 * 4)
        assets.beginFrame()
        _ = assets.pageTexture(specIndex: 4)
        XCTAssertEqual(assets.evictionCount, 4, "a new frame frees what the last one showed")
        XCTAssertEqual(assets.residentBytes, 150 * 100 * 4)
    }
}
