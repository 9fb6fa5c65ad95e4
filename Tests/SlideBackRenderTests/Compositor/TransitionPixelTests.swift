import SlideBackCore
import SlideBackRender
import XCTest

/// Style 5, the push/pop animator, as pixels, over the marker scene (the root's picture shows where
/// it stands). Positions come from the SPEC: push moves the old screen's picture to `-W p` and the
/// live new page from `+W` to `W (1 - p)`; pop moves both pictures right by `W p`; `p` is eased.
final class TransitionPixelTests: XCTestCase {
    /// Moments into the 0.4 s animation: early, half-way and late, so easing shows.
    static let moments = [0.1, 0.2, 0.3]
    let width = RenderHarness.screen.width

    func testPushMidwayShowsOldScreenshotLeavingAndNewPageArriving() throws {
        let scene = try TestScenes.marker()
        let harness = try RenderHarness(scene: scene)
        for time in Self.moments {
            var navigator = Navigator(scene: scene, style: .snapshot)
            navigator.perform(.push)
            navigator.step(time)
            let progress = Spec.easeInOut(time / 0.4)
            let buffer = try harness.render(navigator.frame())
            assertTwoPages(buffer, picture: -width * progress, edge: width * (1 - progress), "push at \(time) s")
        }
    }

    func testPopMidwayMovesBothScreenshotsRight() throws {
        let scene = try TestScenes.marker()
        let harness = try RenderHarness(scene: scene)
        for time in Self.moments {
            var navigator = Navigator(scene: scene, style: .snapshot)
            navigator.pushAndSettle()
            navigator.perform(.pop)
            navigator.step(time)
            let progress = Spec.easeInOut(time / 0.4)
            let buffer = try harness.render(navigator.frame())
            assertTwoPages(buffer, picture: width * progress - width, edge: width * progress, "pop at \(time) s")
        }
    }

    func testEaseInOutReferenceIsSymmetricAndMonotonic() {
        // The reference curve the expectations use: a wrong reference would make the tests above wrong.
        XCTAssertEqual(Spec.easeInOut(0), 0, accuracy: 1e-9)
        XCTAssertEqual(Spec.easeInOut(0.5), 0.5, accuracy: 1e-9)
        XCTAssertEqual(Spec.easeInOut(1), 1, accuracy: 1e-9)
        for t in stride(from: 0.05, to: 1, by: 0.05) {
            XCTAssertEqual(Spec.easeInOut(t) + Spec.easeInOut(1 - t), 1, accuracy: 1e-9)
            XCTAssertLessThan(Spec.easeInOut(t), Spec.easeInOut(t + 0.01))
        }
        XCTAssertLessThan(Spec.easeInOut(0.25), 0.25, "slow start")
    }

    /// Checks a frame with the root's picture (undimmed) whose left edge is at `picture`, and the
    /// second page (live or pictured, with its green bar) whose left edge is at `edge`.
    private func assertTwoPages(_ buffer: PixelBuffer, picture: Double, edge: Double, _ what: String,
                                file: StaticString = #filePath, line: UInt = #line) {
        var checked = 0
        for x in stride(from: 2.0, through: edge - 8, by: 4) {
            guard let tone = DragExpectations.markerTone(atScreenX: x, pictureX: picture) else { continue }
            assertPixel(buffer, x: x, y: 600, RGB(tone), "root picture, \(what)", file: file, line: line)
            checked += 1
        }
        for x in stride(from: edge + 8, through: width - 2, by: 4) {
            assertPixel(buffer, x: x, y: 600, RGB(Palette.secondBody), "second page, \(what)", file: file, line: line)
            checked += 1
        }
        if edge + 60 < width - 2 {
            assertPixel(buffer, x: edge + 60, y: 66, RGB(Palette.secondBar), "second page's bar, \(what)", file: file, line: line)
        }
        XCTAssertGreaterThan(checked, 20, "too few samples, \(what)", file: file, line: line)
    }
}
