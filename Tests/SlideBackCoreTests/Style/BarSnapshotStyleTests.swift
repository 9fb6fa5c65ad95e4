import Foundation
import XCTest
@testable import SlideBackCore

/// SPEC style 4, the navigation-bar snapshot (seed 002): during a transition each page slides with a
/// picture of its own bar over the bar's visible boundary (y 0, h 88: status area included) while the
/// real bar is hidden; at rest the real bar is back.
final class BarSnapshotStyleTests: XCTestCase {
    /// Whether the scene (as the test wrote it) gives a page a bar picture: it has a bar and did not opt out.
    private func pictured(_ look: Look) -> Bool { look.hasBar && look.spec.takesBarSnapshot }

    /// The stock slide of the bodies, each page's bar picture over its own body, the status text on top.
    private func barSlide(front: Look, back: Look, fraction f: Double, time: Double) -> [Expected] {
        let backX = parallaxX(f), frontX = f * screenWidth
        var layers = back.body(dx: backX, time: time)
        if pictured(back) { layers.append(Expected(shown: .picture(barKey(back.page)), x: backX)) }
        layers.append(coverLayer(0.2 * (1 - f)))
        layers += front.body(dx: frontX, time: time)
        if pictured(front) { layers.append(Expected(shown: .picture(barKey(front.page)), x: frontX)) }
        return layers + [Expected(shown: .status, x: 0)]
    }

    /// Every bar picture in the frame covers the bar's visible boundary, and no live bar is drawn.
    private func assertBarPictures(_ frame: Frame, _ message: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(frame.layers { if case .navigationBar = $0 { return true } else { return false } }.isEmpty,
                      "the real bar is hidden during a transition " + message, file: file, line: line)
        let listed = Set(frame.snapshots.map(\.key))
        for layer in frame.layers {
            guard case .snapshot(let key) = layer.content else { continue }
            XCTAssertEqual(key.kind, .bar, message, file: file, line: line)
            XCTAssertTrue(listed.contains(key), message, file: file, line: line)
            XCTAssertEqual(layer.frame.y, 0, "from the top of the status area " + message, file: file, line: line)
            XCTAssertEqual(layer.frame.height, 88, "status area (44) + bar (44) " + message, file: file, line: line)
            XCTAssertEqual(layer.frame.width, screenWidth, message, file: file, line: line)
        }
    }

    func testRules() {
        assertRules(.barSnapshot, pan: .edge, completion: .atFraction(0.5), settle: 0.3, snapshots: .barWhenLaidOut)
    }

    func testAtRestTheRealBarIsShown() {
        for depth in 0...4 {
            var frames = 0
            let navigator = StyleFixture.navigator(.barSnapshot, depth: depth, frames: &frames)
            assertLayers(navigator.frame(), Look(navigator, navigator.top, depth: depth).live(dx: 0, time: seconds(frames: frames)),
                         "depth \(depth)")
        }
    }

    // MARK: Frames

    func testDragFramesCarryEachPagesOwnBarPicture() {
        // Front over back: transparent over red root, hidden over transparent, blue over hidden, opted-out over blue.
        for depth in 1...4 {
            for offset in [0, 30, 103.5, screenWidth / 2, 300, screenWidth] {
                var frames = 0
                var navigator = StyleFixture.navigator(.barSnapshot, depth: depth, frames: &frames)
                navigator.dragFromEdge(by: offset)
                let frame = navigator.frame()
                assertLayers(frame, barSlide(front: Look(navigator, navigator.top, depth: depth),
                                             back: Look(navigator, navigator.stack[depth - 1], depth: depth - 1),
                                             fraction: offset / screenWidth, time: seconds(frames: frames)),
                             "depth \(depth), offset \(offset)")
                assertBarPictures(frame, "depth \(depth), offset \(offset)")
            }
        }
    }

    func testPushAndPopFramesCarryTheBarPictures() {
        var frames = 0
        var navigator = StyleFixture.navigator(.barSnapshot, depth: 2, frames: &frames)
        let from = navigator.top
        navigator.perform(.push)
        let to = navigator.top
        for frameIndex in 0...23 {
            if frameIndex > 0 { navigator.step(frameSeconds); frames += 1 }
            let frame = navigator.frame()
            assertLayers(frame, barSlide(front: Look(navigator, to, depth: 3), back: Look(navigator, from, depth: 2),
                                         fraction: 1 - animatorProgress(frames: frameIndex), time: seconds(frames: frames)),
                         accuracy: 1e-6, "push frame \(frameIndex)")
            assertBarPictures(frame, "push frame \(frameIndex)")
        }
        frames += navigator.runUntilSettled()
        navigator.perform(.popToRoot)
        for frameIndex in 0...23 {
            if frameIndex > 0 { navigator.step(frameSeconds); frames += 1 }
            let frame = navigator.frame()
            assertLayers(frame, barSlide(front: Look(navigator, to, depth: 3), back: Look(navigator, navigator.stack[0], depth: 0),
                                         fraction: animatorProgress(frames: frameIndex), time: seconds(frames: frames)),
                         accuracy: 1e-6, "pop frame \(frameIndex)")
            assertBarPictures(frame, "pop frame \(frameIndex)")
        }
        navigator.step(frameSeconds)
        XCTAssertNil(navigator.slide)
        XCTAssertEqual(navigator.snapshots.keys, [barKey(navigator.stack[0])])
    }

    // MARK: When pictures are taken

    func testTheRootIsPicturedOnlyOnceItHasAppeared() {
        var navigator = Navigator(scene: StyleFixture.scene(), style: .barSnapshot)
        XCTAssertTrue(navigator.snapshots.keys.isEmpty, "the root's size is final only once it has appeared")
        XCTAssertTrue(navigator.frame().snapshots.isEmpty)
        navigator.step(frameSeconds)
        XCTAssertEqual(navigator.snapshots.keys, [barKey(navigator.stack[0])])
        XCTAssertEqual(navigator.snapshots.entries.first?.capturedAt ?? -1, seconds(frames: 1), accuracy: 1e-12)
        navigator.step(frameSeconds)
        XCTAssertEqual(navigator.snapshots.entries.first?.capturedAt ?? -1, seconds(frames: 1), accuracy: 1e-12, "taken once")
    }

    func testARootPushedOverBeforeItsFirstFrameIsPicturedAtThePush() {
        var navigator = Navigator(scene: StyleFixture.scene(), style: .barSnapshot)
        navigator.perform(.push)
        let root = navigator.stack[0], pushed = navigator.top
        XCTAssertEqual(Set(navigator.snapshots.keys), [barKey(root), barKey(pushed)])
        XCTAssertTrue(navigator.snapshots.entries.allSatisfy { $0.capturedAt == 0 })
        let frame = navigator.frame()
        assertLayers(frame, barSlide(front: Look(navigator, pushed, depth: 1), back: Look(navigator, root, depth: 0), fraction: 1, time: 0))
        assertBarPictures(frame, "first push frame")
    }

    func testAPushedPageIsPicturedWhenLaidOutAtThePush() {
        var frames = 0
        var navigator = StyleFixture.navigator(.barSnapshot, depth: 2, frames: &frames)
        navigator.stepFrames(7)
        navigator.perform(.push)
        let entry = navigator.snapshots.entries.first { $0.key == barKey(navigator.top) }
        XCTAssertEqual(entry?.capturedAt ?? -1, seconds(frames: frames + 7), accuracy: 1e-9)
        XCTAssertEqual(entry?.depth, 3, "its bar shows the back button")
    }

    func testHiddenBarsAndOptedOutPagesHaveNoPicture() {
        let navigator = StyleFixture.navigator(.barSnapshot, depth: 4)
        // Page 2 hides its bar and page 4 opts out: only the root, page 1 and page 3 are pictured.
        let s = navigator.stack
        XCTAssertEqual(Set(navigator.snapshots.keys), [barKey(s[0]), barKey(s[1]), barKey(s[3])])
        XCTAssertTrue(navigator.snapshots.keys.allSatisfy { $0.kind == .bar })
    }

    func testTheSceneKeyOptsOut() throws {
        let json = """
        {"pages": [{"id": "root"}, {"id": "plain"}, {"id": "out", "barSnapshot": false}, {"id": "in", "barSnapshot": true}]}
        """
        let scene = try Scene.parse(Data(json.utf8), file: "scene.json", baseDirectory: "")
        XCTAssertEqual(scene.pages.map(\.takesBarSnapshot), [true, true, false, true])
        let navigator = StyleFixture.navigator(.barSnapshot, depth: 3, scene: scene)
        let s = navigator.stack
        XCTAssertEqual(Set(navigator.snapshots.keys), [barKey(s[0]), barKey(s[1]), barKey(s[3])])
    }

    // MARK: When pictures go

    func testPopsDropThePicturesOfRemovedPages() {
        var navigator = StyleFixture.navigator(.barSnapshot, depth: 4)
        let s = navigator.stack
        navigator.perform(.popTo(index: 1))
        XCTAssertEqual(Set(navigator.snapshots.keys), [barKey(s[0]), barKey(s[1])], "page 3's picture is never shown again")
        navigator.runUntilSettled()
        XCTAssertEqual(Set(navigator.snapshots.keys), [barKey(s[0]), barKey(s[1])])

        navigator.perform(.push)
        navigator.runUntilSettled()
        navigator.perform(.push)
        navigator.runUntilSettled()
        let t = navigator.stack
        XCTAssertEqual(Set(navigator.snapshots.keys), [barKey(t[0]), barKey(t[1]), barKey(t[3])])
        navigator.perform(.pop)
        navigator.stepFrames(6)
        XCTAssertTrue(navigator.snapshots.contains(barKey(t[3])), "the leaving page keeps its picture while it is drawn")
        XCTAssertEqual(navigator.frame().layers { $0 == .snapshot(barKey(t[3])) }.count, 1)
        navigator.runUntilSettled()
        XCTAssertEqual(Set(navigator.snapshots.keys), [barKey(t[0]), barKey(t[1])])
    }

    func testACompletedSwipeDropsTheTopsPicture() {
        var navigator = StyleFixture.navigator(.barSnapshot, depth: 1)
        let s = navigator.stack
        navigator.swipeFromEdge(releasingAt: 100)
        navigator.runUntilSettled()
        XCTAssertEqual(navigator.snapshots.keys.count, 2, "a cancelled swipe keeps both")
        navigator.swipeFromEdge(releasingAt: 300)
        navigator.runUntilSettled()
        XCTAssertEqual(navigator.stack, [s[0]])
        XCTAssertEqual(navigator.snapshots.keys, [barKey(s[0])])
    }
}
