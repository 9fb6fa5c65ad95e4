import CSDL2
import CSDL2TTF
import Foundation
import SlideBackCore
@testable import SlideBackRender
import XCTest

/// Titles in every script: bidirectional order, fonts that have the glyphs, control characters
/// left out, and an ellipsis for what does not fit.
final class TitleTextTests: XCTestCase {
    private func shaper() throws -> TitleShaper {
        try HeadlessSDL.start()
        guard let path = SDLFont.findDefaultFontPath() else { throw XCTSkip("no DejaVu font") }
        return TitleShaper(primaryPath: path)
    }

    func testRightToLeftRunsAreReorderedAndToldTheirDirection() throws {
        let runs = try shaper().visualRuns("Hello שלום 123 עולם", pixelSize: 17)
        XCTAssertEqual(runs.map(\.text), ["Hello ", " עולם", "123", "שלום "], "the Hebrew sentence reads right to left, its number left to right")
        XCTAssertEqual(runs.map(\.rightToLeft), [false, true, false, true])
        XCTAssertEqual(TitleShaper.scriptTag(Array("مرحبا".unicodeScalars)), "Arab")
        XCTAssertEqual(TitleShaper.embeddingLevels(Array("مرحبا".unicodeScalars)), [1, 1, 1, 1, 1], "an Arabic title is a right-to-left paragraph")
    }

    func testArabicIsShapedRightToLeftNotLeftToRightAsBefore() throws {
        let shaped = try XCTUnwrap(try shaper().render("مرحبا", color: Color4(red: 0, green: 0, blue: 0, alpha: 255), pixelSize: 17, maximumWidth: nil))
        defer { SDL_FreeSurface(shaped) }
        let font = try SDLFont(path: try XCTUnwrap(SDLFont.findDefaultFontPath()), pixelSize: 17)
        TTF_SetFontDirection(font.pointer, TTF_DIRECTION_LTR)
        let plain = try font.render("مرحبا", color: Color4(red: 0, green: 0, blue: 0, alpha: 255))
        defer { SDL_FreeSurface(plain) }
        XCTAssertNotEqual(columnsWithInk(shaped), columnsWithInk(plain), "drawn right to left, the letters are in the other order")
    }

    func testCharactersTheTitleFontLacksComeFromAFallbackFont() throws {
        let shaper = try shaper()
        for text in ["你好", "日本語", "🎉"] {
            let runs = try shaper.visualRuns(text, pixelSize: 17)
            XCTAssertEqual(runs.count, 1, text)
            guard let run = runs.first else { continue }
            XCTAssertNotEqual(run.fontPath, SDLFont.findDefaultFontPath(), "\(text): the title font has no glyph for it")
            let fallback = try SDLFont(path: run.fontPath, pixelSize: 17)
            XCTAssertTrue(text.unicodeScalars.allSatisfy { TTF_GlyphIsProvided32(fallback.pointer, $0.value) != 0 }, "\(text) in \(run.fontPath)")
        }
    }

    func testALongTitleKeepsItsStartAndEndsInAnEllipsis() throws {
        let shaper = try shaper()
        let text = "A very long title that does not fit in the bar at all, really"
        let surface = try XCTUnwrap(try shaper.render(text, color: Color4(red: 0, green: 0, blue: 0, alpha: 255), pixelSize: 17, maximumWidth: 200))
        defer { SDL_FreeSurface(surface) }
        XCTAssertLessThanOrEqual(Int(surface.pointee.w), 200)
        XCTAssertGreaterThan(Int(surface.pointee.w), 160, "as much as fits is kept")
        let font = try SDLFont(path: try XCTUnwrap(SDLFont.findDefaultFontPath()), pixelSize: 17)
        // The start and an ellipsis: exactly the width of the longest start that fits, plus "…".
        let kept = (1...text.count).map { String(text.prefix($0)) + "…" }.last { font.width(of: $0) <= 200 }
        XCTAssertEqual(Int(surface.pointee.w), font.width(of: try XCTUnwrap(kept)))
    }

    func testShapedTextIsMeasuredAsWideAsItIsDrawnWithoutMakingATexture() throws {
        try HeadlessSDL.start()
        let harness = try RenderHarness(scene: TestScenes.solid)
        let cache = TextCache(renderer: harness.renderer, fontPath: try XCTUnwrap(SDLFont.findDefaultFontPath()))
        for text in ["مرحبا بالعالم", "Hello שלום 123 עולם", "東京の夜", "Café ☕️ 🙂"] {
            let created = harness.renderer.texturesCreated
            let measured = cache.width(of: text, pixelSize: 24)
            XCTAssertEqual(harness.renderer.texturesCreated, created, "\(text): measured without a texture")
            let drawn = try XCTUnwrap(cache.texture(text, color: .black, pixelSize: 24))
            XCTAssertEqual(measured, drawn.width, text)
            XCTAssertGreaterThan(measured, 0, text)
        }
    }

    func testControlCharactersAreLeftOutAndTheScenesSaySo() {
        XCTAssertEqual(TitleText.displayed("a\u{0}b\tc\nd\u{2028}e"), "abcde")
        XCTAssertEqual(TitleText.displayed("Éclair 😀"), "Éclair 😀")
        let scene = Scene(pages: [PageSpec(id: "a", title: "fine"), PageSpec(id: "b", title: "nul\u{0}and\u{1B}escape")])
        XCTAssertEqual(scene.titleWarnings(file: "s.json"), ["warning: s.json: pages[1].title: control characters are not drawn (U+0000, U+001B)"])
        // Issue 30, class 6: warnings of one kind stop after ten, with a count.
        let many = Scene(pages: (0..<25).map { PageSpec(id: "p\($0)", title: "a\u{7}b") })
        let lines = many.titleWarnings(file: "s.json")
        XCTAssertEqual(lines.count, 11)
        XCTAssertEqual(lines.last, "warning: s.json: 15 more titles have control characters that are not drawn")
    }

    /// Which columns of a surface have any opaque pixel, as a string of 0s and 1s.
    private func columnsWithInk(_ surface: UnsafeMutablePointer<SDL_Surface>) -> String {
        guard let argb = SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else { return "" }
        defer { SDL_FreeSurface(argb) }
        let pixels = argb.pointee.pixels.assumingMemoryBound(to: UInt32.self), pitch = Int(argb.pointee.pitch) / 4
        return String((0..<Int(argb.pointee.w)).map { x in
            (0..<Int(argb.pointee.h)).contains { pixels[$0 * pitch + x] >> 24 > 128 } ? "1" : "0"
        })
    }
}
