import Foundation
import SlideBackCore
import SlideBackPixelComparison
import SlideBackRender
import XCTest

/// Every style draws the same on the GPU renderers as on the software renderer: at rest,
/// mid-swipe, mid-push and mid-settle, at scales 1, 2 and a fractional one, at least 99.5% of the
/// pixels within 8 levels a channel, and every hairline of the scene drawn, once, by both. The GPU renderers run on SDL's offscreen driver through EGL
/// (Mesa's llvmpipe here), as a desktop's GPU runs them.
final class RendererParityTests: XCTestCase {
    /// The scales: whole, HiDPI, and the fit of a 414-point screen into a 355-pixel window.
    static let scales = [1.0, 2, 355.0 / 414]
    /// Most levels a channel may differ by.
    static let levels = 8
    /// Least share of pixels within `levels`.
    static let share = 0.995

    func testEveryStyleDrawsTheSameOnOpenGLES2() throws {
        try assertParity(with: .opengles2)
    }

    func testEveryStyleDrawsTheSameOnOpenGL() throws {
        try assertParity(with: .opengl)
    }

    /// The separators' colour, drawn opaque over the rows' white.
    static let separator = Color(rgb: 0xC6C6C8)

    private func assertParity(with gpu: RendererChoice) throws {
        let scene = try RenderHarness.defaultScene()
        // Where the scene's hairlines are at rest on its second page (every style shows it there).
        let hairlines = ParityMoments.hairlines(in: ParityMoments.all[0].frame(scene, StyleSpec.builtIns[0]))
        XCTAssertGreaterThanOrEqual(hairlines.count, 2, "the second page's rows have separators")
        let boxes = ParityMoments.boxes(in: ParityMoments.all[0].frame(scene, StyleSpec.builtIns[0]))
        XCTAssertFalse(boxes.isEmpty, "the second page has a button")
        for scale in Self.scales {
            let software = try RenderHarness(scene: scene, scale: scale, renderer: .software)
            let other: RenderHarness
            do {
                other = try RenderHarness(scene: scene, scale: scale, renderer: gpu)
            } catch {
                throw XCTSkip("\(gpu.rawValue) does not start here: \(error)")
            }
            XCTAssertEqual(other.renderer.name, gpu.rawValue)
            for spec in StyleSpec.builtIns {
                for moment in ParityMoments.all {
                    let frame = moment.frame(scene, spec)
                    let a = try software.render(frame), b = try other.render(frame)
                    let within = PixelComparison.share(within: Self.levels, a, b)
                    if within < Self.share, let folder = ProcessInfo.processInfo.environment["SLIDEBACK_PARITY_DUMP"] {
                        let name = "\(folder)/\(spec.name)-\(moment.name)-\(String(format: "%.3f", scale))"
                        try a.writePNG(to: name + "-software.png")
                        try b.writePNG(to: name + "-\(gpu.rawValue).png")
                    }
                    XCTAssertGreaterThanOrEqual(within, Self.share,
                                                "\(spec.name) \(moment.name) at \(scale)x: \(gpu.rawValue) against software")
                    if moment.name == "rest" {
                        let factor = Double(a.width) / frame.screen.width
                        assertHairlines(hairlines, in: a, factor: factor, "\(spec.name) at \(scale)x, software")
                        assertHairlines(hairlines, in: b, factor: factor, "\(spec.name) at \(scale)x, \(gpu.rawValue)")
                        assertSolid(boxes, in: a, factor: factor, "\(spec.name) at \(scale)x, software")
                        assertSolid(boxes, in: b, factor: factor, "\(spec.name) at \(scale)x, \(gpu.rawValue)")
                    }
                }
            }
        }
    }

    /// Each hairline is one row of its colour across its middle, never dropped and never doubled:
    /// the rows just above and below are not of its colour.
    private func assertHairlines(_ lines: [Rect], in buffer: PixelBuffer, factor: Double, _ what: String,
                                 file: StaticString = #filePath, line: UInt = #line) {
        for hairline in lines {
            let rows = ParityMoments.rows(of: hairline, factor: factor)
            let x = Int((hairline.x + hairline.width / 2) * factor)
            for row in rows {
                XCTAssertTrue(ParityMoments.matches(buffer, x: x, y: row, Self.separator, levels: Self.levels),
                              "\(what): the hairline at y \(hairline.y) pt is not drawn in row \(row)", file: file, line: line)
            }
            for row in [rows.lowerBound - 1, rows.upperBound] {
                XCTAssertFalse(ParityMoments.matches(buffer, x: x, y: row, Self.separator, levels: Self.levels),
                               "\(what): the hairline at y \(hairline.y) pt is doubled into row \(row)", file: file, line: line)
            }
        }
    }

    /// Nothing is drawn across a solid box: its left tenth is its colour from its top row to its
    /// bottom row (a seam between the pieces a rounded box is drawn in would show as a stray line).
    private func assertSolid(_ boxes: [(Rect, Color)], in buffer: PixelBuffer, factor: Double, _ what: String,
                             file: StaticString = #filePath, line: UInt = #line) {
        for (box, color) in boxes {
            let x = Int((box.x + box.width / 10) * factor)
            let top = Int((box.y * factor).rounded(.up)) + 1, bottom = Int((box.maxY * factor).rounded(.down)) - 1
            let stray = (top..<max(top, bottom)).filter { !ParityMoments.matches(buffer, x: x, y: $0, color, levels: Self.levels) }
            XCTAssertTrue(stray.isEmpty, "\(what): the box at y \(box.y) pt has rows \(stray) of another colour", file: file, line: line)
        }
    }
}
