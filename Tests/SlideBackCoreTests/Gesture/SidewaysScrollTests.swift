import XCTest
@testable import SlideBackCore

/// A page that scrolls sideways (the seeds' reason for a deny list): a horizontal drag moves its
/// content, round like a carousel, and is neither a tap nor, where the gesture is off, a swipe.
final class SidewaysScrollTests: XCTestCase {
    /// Root, then a sideways-scrolling page with the back gesture off (as the default scene's gallery).
    private func navigator(backGesture: Bool = false, panMode: PanMode? = nil) -> Navigator {
        let scene = Fixture.scene(pageCount: 3) {
            $0[1].scrollsSideways = true
            $0[1].allowsBackGesture = backGesture
        }
        var configuration = NavigatorConfiguration()
        configuration.panMode = panMode
        return Fixture.navigator(scene, depth: 1, configuration: configuration)
    }

    private func scrolledBody(_ navigator: Navigator) -> (scroll: Double, frame: Rect)? {
        for layer in navigator.frame().layers {
            if case .scrolledBody(_, let scroll) = layer.content { return (scroll, layer.frame) }
        }
        return nil
    }

    func testAHorizontalDragScrollsTheContentAndIsNotATap() {
        var navigator = navigator()
        navigator.down(Point(x: 300, y: 500))
        navigator.move(Point(x: 250, y: 502))
        navigator.move(Point(x: 180, y: 505))
        XCTAssertEqual(navigator.scrollOffsets[navigator.top], -120)
        let body = scrolledBody(navigator)
        XCTAssertEqual(body?.scroll, -120)
        XCTAssertEqual(body?.frame, Rect(x: 0, y: 0, width: screenWidth, height: 896), "the page itself stays put")
        navigator.up(Point(x: 180, y: 505))
        XCTAssertEqual(navigator.stack.count, 2, "a scroll is not a tap")
        XCTAssertNil(navigator.slide)
    }

    func testTheContentComesRoundBothWays() {
        var navigator = navigator()
        navigator.down(Point(x: 300, y: 500))
        navigator.move(Point(x: 400, y: 500))
        XCTAssertEqual(navigator.scrollOffsets[navigator.top], 100 - screenWidth, "right by 100 is left by W - 100")
        navigator.move(Point(x: 300 - screenWidth - 30, y: 500))
        XCTAssertEqual(navigator.scrollOffsets[navigator.top] ?? 0, -30, accuracy: 1e-9)
    }

    func testWithTheGestureOffAnEdgeDragScrollsInsteadOfSwiping() {
        var navigator = navigator(backGesture: false)
        navigator.dragFromEdge(by: 150)
        XCTAssertNil(navigator.swipeOffset)
        XCTAssertEqual(navigator.scrollOffsets[navigator.top], -(screenWidth - 150))
    }

    func testWithTheGestureOnAFullScreenPanWinsOverTheScroll() {
        // The conflict the seeds' deny list avoids: the same drag goes back instead of scrolling.
        var navigator = navigator(backGesture: true, panMode: .fullscreen)
        navigator.down(Point(x: 200, y: 500))
        navigator.move(Point(x: 300, y: 500))
        XCTAssertEqual(navigator.swipeOffset, 100)
        XCTAssertNil(navigator.scrollOffsets[navigator.top])
    }

    func testAPictureKeepsTheScrollOfItsMomentAndPoppedPagesForgetTheirs() {
        var navigator = navigator()
        navigator.down(Point(x: 300, y: 500))
        navigator.move(Point(x: 200, y: 500))
        navigator.up(Point(x: 200, y: 500))
        navigator.perform(.push)
        let scrolled = navigator.stack[1]
        XCTAssertEqual(navigator.snapshots.entries.first { $0.key.page == scrolled }?.scroll, -100)
        navigator.runUntilSettled()
        navigator.perform(.popToRoot)
        navigator.runUntilSettled()
        XCTAssertTrue(navigator.scrollOffsets.isEmpty)
    }
}
