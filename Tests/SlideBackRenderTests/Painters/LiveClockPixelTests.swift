import SlideBackCore
import SlideBackRender
import XCTest

/// The page underneath during a held back swipe: drawn live (slideback) its clock keeps ticking
/// while the finger rests; drawn from a picture (snapshot) it is frozen as it was when the page was
/// left. Two frames of the same held drag, 0.3 s of animation time apart, tell them apart.
///
/// The clock, written out from its description: a 76 x 28 pt pill centred under the bar (x = (W - 76) / 2,
/// y = 44 + 44 + 12), dark (20, 22, 28) at opacity 0.72, with an orange (FF5000) strip along its
/// bottom 3 pt, as wide as the fraction of the current second that has passed.
final class LiveClockPixelTests: XCTestCase {
    let width = RenderHarness.screen.width
    static let clockSize = (width: 76.0, height: 28.0)
    static let clockY = 44.0 + 44.0 + 12.0
    /// A row inside the strip and below the digits.
    static let stripY = clockY + clockSize.height - 1.5

    func testSlideBackPageUnderneathKeepsItsClockRunningDuringAHeldDrag() throws {
        let offset = 300.0, fraction = offset / width
        let harness = try RenderHarness(scene: TestScenes.solid)
        var navigator = Navigator(scene: TestScenes.solid, style: .slideback)
        navigator.pushAndSettle()  // animation time 0.5 s
        navigator.edgeDrag(by: offset)
        let clockX = (width - Self.clockSize.width) / 2 - (1 - fraction) * width / 3
        XCTAssertLessThan(clockX + Self.clockSize.width, offset - 8, "the clock underneath must be in the revealed part")
        let time = navigator.time
        let first = try harness.render(navigator.frame())
        navigator.step(0.3)  // the finger rests; animation time goes on
        let held = try XCTUnwrap(navigator.slide, "the drag is still held")
        XCTAssertEqual([held.front, held.back], [navigator.stack[1], navigator.stack[0]])
        XCTAssertTrue(held.isHeld)
        XCTAssertEqual(held.fraction * RenderHarness.screen.width, offset, "the drag is still held at the same offset")
        let second = try harness.render(navigator.frame())

        let dim = 0.1 * (1 - fraction)
        assertStrip(first, clockX: clockX, sweep: time.truncatingRemainder(dividingBy: 1), dim: dim, "first frame")
        assertStrip(second, clockX: clockX, sweep: (time + 0.3).truncatingRemainder(dividingBy: 1), dim: dim, "0.3 s later")
        XCTAssertGreaterThan(differingPixels(first, second, x: clockX, width: Self.clockSize.width), 20,
                             "the live clock underneath must move while the finger rests")
        // Nothing else moved: the rest of the revealed part and the moving page are unchanged.
        XCTAssertEqual(differingPixels(first, second, x: 0, width: clockX - 2), 0, "left of the clock")
        XCTAssertEqual(differingPixels(first, second, x: clockX + Self.clockSize.width + 2, width: width - clockX - Self.clockSize.width - 2),
                       0, "right of the clock")
    }

    func testSnapshotPageUnderneathIsFrozenAsItWasWhenLeft() throws {
        let offset = 300.0
        let harness = try RenderHarness(scene: TestScenes.solid)
        var navigator = Navigator(scene: TestScenes.solid, style: .snapshot)
        navigator.step(0.4)  // the root has been on screen 0.4 s when it is left
        let capturedAt = navigator.time
        navigator.pushAndSettle()
        navigator.edgeDrag(by: offset)
        let clockX = (width - Self.clockSize.width) / 2 + Spec.underneathX(offset: offset, width: width)
        XCTAssertLessThan(clockX + Self.clockSize.width, offset - 8, "the clock underneath must be in the revealed part")
        XCTAssertNotEqual((navigator.time).truncatingRemainder(dividingBy: 1), capturedAt, accuracy: 0.2,
                          "a live clock would show another moment, or this test could not tell frozen from live")
        let first = try harness.render(navigator.frame())
        navigator.step(0.3)
        let second = try harness.render(navigator.frame())

        let dim = Spec.coverAlpha(offset: offset, width: width)
        assertStrip(first, clockX: clockX, sweep: capturedAt, dim: dim, "first frame shows the moment of capture")
        assertStrip(second, clockX: clockX, sweep: capturedAt, dim: dim, "0.3 s later, still the moment of capture")
        XCTAssertEqual(differingPixels(first, second, x: 0, width: offset - 8), 0, "the picture underneath is frozen")
    }

    /// Checks the clock's strip row: orange up to `sweep` of the pill's width, seen through black of
    /// opacity `dim`; after it, the plain pill, exactly as on the pill's top row (above the digits),
    /// which is itself dark (not the page's body). Samples keep 4 pt from the strip's end and the
    /// pill's sides.
    private func assertStrip(_ buffer: PixelBuffer, clockX: Double, sweep: Double, dim: Double, _ what: String,
                             file: StaticString = #filePath, line: UInt = #line) {
        let orange = RGB(Color(rgb: 0xFF5000)).dimmed(by: dim)
        let body = RGB(Palette.rootBody).dimmed(by: dim)
        let end = clockX + Self.clockSize.width * sweep
        var checked = (orange: 0, pill: 0)
        for x in stride(from: clockX + 4, through: clockX + Self.clockSize.width - 4, by: 2) where abs(x - end) > 4 {
            if x < end {
                assertPixel(buffer, x: x, y: Self.stripY, orange, "strip at x \(x), sweep \(sweep): \(what)", file: file, line: line)
                checked.orange += 1
            } else {
                let top = buffer.pixel(x: Int(x), y: Int(Self.clockY + 1.5))
                let plain = RGB(Color(red: top.red, green: top.green, blue: top.blue, alpha: 255))
                assertPixel(buffer, x: x, y: Self.stripY, plain, "pill after the strip at x \(x), sweep \(sweep): \(what)",
                            file: file, line: line)
                XCTAssertGreaterThan(body.blue - plain.blue, 60, "the pill darkens the body at x \(x): \(what)", file: file, line: line)
                checked.pill += 1
            }
        }
        XCTAssertGreaterThan(checked.orange, 2, "strip samples: \(what)", file: file, line: line)
        XCTAssertGreaterThan(checked.pill, 2, "pill samples: \(what)", file: file, line: line)
    }

    /// How many pixels differ between two frames in the band `x ..< x + width` from the top of the
    /// screen to below the clock.
    private func differingPixels(_ a: PixelBuffer, _ b: PixelBuffer, x: Double, width: Double) -> Int {
        let bottom = Int(Self.clockY + Self.clockSize.height + 20)
        var count = 0
        for py in 0..<bottom {
            for px in max(0, Int(x.rounded(.up)))..<min(a.width, Int((x + width).rounded(.down))) {
                let p = a.pixel(x: px, y: py), q = b.pixel(x: px, y: py)
                if p != q { count += 1 }
            }
        }
        return count
    }
}
