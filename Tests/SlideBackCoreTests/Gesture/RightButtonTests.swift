import Foundation
import XCTest
@testable import SlideBackCore

/// The right-hand bar button: on a page that shows it, a tap on it pops to the root; elsewhere (or on
/// a page without it) a tap on the page pushes, as every tap does.
final class RightButtonTests: XCTestCase {
    /// The button mirrors the back button: 25 pt image, UIKit's 20 pt margin less the seeds' 15 pt
    /// spacer from the right edge (x = 414 - 20 + 15 - 25 = 384), and a hit area 20 pt wider on its
    /// left, reaching the edge, over the bar's height (y = 44...88).
    private let hitArea = Rect(x: 364, y: 44, width: 50, height: 44)
    private let inside = [Point(x: 364, y: 44), Point(x: 396.5, y: 66), Point(x: 413.9, y: 87.9)]
    private let outside = [Point(x: 363.9, y: 66), Point(x: 396.5, y: 43.9), Point(x: 396.5, y: 88)]

    func testTheHitAreaFollowsTheSeedsLayout() {
        let layout = ScreenLayout(screen: Size(width: screenWidth, height: screenHeight))
        XCTAssertEqual(layout.rightButtonHitArea, hitArea)
        XCTAssertEqual(layout.rightButtonImage, Rect(x: 384, y: 53.5, width: 25, height: 25))
    }

    func testATapOnTheButtonPopsToTheRootInEveryStyle() {
        for style in StyleName.allCases {
            for point in inside {
                // Page 3 (the top at depth 3) shows the button.
                var navigator = StyleFixture.navigator(style, depth: 3)
                let root = navigator.stack[0], leaving = navigator.top
                XCTAssertTrue(navigator.scene.pages[leaving.specIndex].showsRightButton)
                navigator.tap(point)
                XCTAssertEqual(navigator.stack, [root], "\(style), tap at \(point)")
                guard navigator.slide?.phase == .pop, navigator.slide?.front == leaving else { return XCTFail("\(style): \(String(describing: navigator.slide))") }
                navigator.runUntilSettled()
                XCTAssertNil(navigator.slide)
        XCTAssertEqual(navigator.top, root)
                XCTAssertEqual(Set(navigator.snapshots.keys), Set(navigator.expectedSnapshotKeys), "\(style)")
            }
        }
    }

    func testATapBesideTheButtonPushes() {
        for point in outside {
            var navigator = StyleFixture.navigator(.slideback, depth: 3)
            navigator.tap(point)
            XCTAssertEqual(navigator.stack.count, 5, "tap at \(point)")
            guard navigator.slide?.phase == .push else { return XCTFail("tap at \(point): \(String(describing: navigator.slide))") }
        }
    }

    func testWithoutTheButtonTheSameTapPushes() {
        // Page 1 (transparent bar) and page 4 do not show it; page 2 asks for it but hides its bar.
        let scene = Fixture.scene(pageCount: 5) { pages in
            pages[2].bar = .hidden
            pages[2].showsRightButton = true
        }
        for depth in [0, 1, 2, 4] {
            var navigator = StyleFixture.navigator(.system, depth: depth, scene: scene)
            navigator.tap(Point(x: 396.5, y: 66))
            XCTAssertEqual(navigator.stack.count, depth + 2, "depth \(depth)")
            guard navigator.slide?.phase == .push else { return XCTFail("depth \(depth): \(String(describing: navigator.slide))") }
        }
    }

    func testTheBarShowsTheButtonOnlyOnPagesThatAskForIt() {
        for depth in 0...4 {
            let navigator = StyleFixture.navigator(.slideback, depth: depth)
            let bars = navigator.frame().layers { if case .navigationBar = $0 { return true } else { return false } }
            let wanted = depth == 3
            for bar in bars {
                guard case .navigationBar(let content) = bar.content else { continue }
                XCTAssertEqual(content.showsRightButton, wanted, "depth \(depth)")
            }
            XCTAssertEqual(bars.count, depth == 2 ? 0 : 1, "page 2 hides its bar")
        }
    }

    func testTheSceneKeyTurnsTheButtonOn() throws {
        let json = #"{"pages": [{"id": "root"}, {"id": "home", "rightButton": true}, {"id": "plain", "rightButton": false}]}"#
        let scene = try Scene.parse(Data(json.utf8), file: "scene.json", baseDirectory: "")
        XCTAssertEqual(scene.pages.map(\.showsRightButton), [false, true, false])
        var navigator = StyleFixture.navigator(.snapshot, depth: 1, scene: scene)
        navigator.tap(Point(x: 396.5, y: 66))
        XCTAssertEqual(navigator.stack.count, 1, "a popToRoot from page 1")
    }
}
