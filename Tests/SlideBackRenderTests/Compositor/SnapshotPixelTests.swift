import CSDL2
import SlideBackCore
import SlideBackPixelComparison
import SlideBackRender
import XCTest

/// Snapshot textures: a picture must look exactly like the live page it stands for, follow the
/// pixel scale, and come back after the renderer lost its render targets.
final class SnapshotPixelTests: XCTestCase {
    let width = RenderHarness.screen.width

    func testSnapshotLooksLikeTheLivePageItReplaced() throws {
        // The root (image, bar with title, clock, tab bar) drawn live at rest, then shown from its
        // screenshot with the top page dragged all the way out: there the picture sits at
        // (W - W) * 0.6 = 0 and the cover's opacity is 0, so the two must agree pixel for pixel.
        let scene = try TestScenes.marker()
        let harness = try RenderHarness(scene: scene)
        var navigator = Navigator(scene: scene, style: .snapshot)
        let live = try harness.render(navigator.frame())
        navigator.pushAndSettle()
        navigator.edgeDrag(by: width)
        let frame = navigator.frame()
        XCTAssertFalse(frame.layers(where: { if case .snapshot = $0 { return true } else { return false } }).isEmpty,
                       "the dragged frame must show the root through its screenshot, or this test compares nothing")
        XCTAssertFalse(frame.layers(where: { $0 == .pageBody(navigator.stack[0]) }).contains { $0.frame.x < width },
                       "the root must not be drawn live in the dragged frame")
        let pictured = try harness.render(frame)

        // Skip the right-most columns, where the moving page's edge shadow falls.
        let shadowStart = Int(width - 3.8 - 1)
        var mismatches: [String] = []
        var worst = 0
        for y in 0..<live.height {
            for x in 0..<shadowStart {
                let a = live.pixel(x: x, y: y), b = pictured.pixel(x: x, y: y)
                let difference = max(abs(Int(a.red) - Int(b.red)), abs(Int(a.green) - Int(b.green)), abs(Int(a.blue) - Int(b.blue)))
                worst = max(worst, difference)
                if difference > 2 && mismatches.count < 5 { mismatches.append("(\(x), \(y)): live \(a), snapshot \(b)") }
            }
        }
        XCTAssertLessThanOrEqual(worst, 2, "snapshot differs from the live page: \(mismatches.joined(separator: "; "))")
    }

    func testScaleTwoDrawsEveryPointAsTwoPixels() throws {
        let harness = try RenderHarness(scene: TestScenes.solid, scale: 2)
        XCTAssertEqual(harness.renderer.outputSize.width, Int(width) * 2)
        for offset in [0, 103.5, 207] {
            var navigator = Navigator(scene: TestScenes.solid, style: .snapshot)
            navigator.pushAndSettle()
            navigator.edgeDrag(by: offset)
            DragExpectations.assertSolidDrag(try harness.render(navigator.frame()), offset: offset, scale: 2)
        }
    }

    func testSnapshotsArePaintedOnceAndAgainAfterTargetsAreLost() throws {
        let harness = try RenderHarness(scene: TestScenes.solid)
        var navigator = Navigator(scene: TestScenes.solid, style: .snapshot)
        navigator.pushAndSettle()
        navigator.edgeDrag(by: 103.5)
        let frame = navigator.frame()
        XCTAssertFalse(frame.snapshots.isEmpty, "a pushed stack keeps a screenshot of the page below")

        DragExpectations.assertSolidDrag(try harness.render(frame), offset: 103.5, scale: 1)
        let afterFirst = harness.renderer.texturesCreated
        DragExpectations.assertSolidDrag(try harness.render(frame), offset: 103.5, scale: 1)
        XCTAssertEqual(harness.renderer.texturesCreated, afterFirst, "an unchanged frame must not make textures")
        XCTAssertEqual(harness.compositor.snapshotTextureCount, frame.snapshots.count)

        harness.compositor.renderTargetsLost()
        XCTAssertEqual(harness.compositor.snapshotTextureCount, 0)
        DragExpectations.assertSolidDrag(try harness.render(frame), offset: 103.5, scale: 1)
        XCTAssertEqual(harness.renderer.texturesCreated, afterFirst + frame.snapshots.count,
                       "every snapshot is painted again, once")
        XCTAssertEqual(harness.compositor.snapshotTextureCount, frame.snapshots.count)
    }

    func testResetEventsMidDragRebuildEveryTextureBeforeTheNextFrame() throws {
        for type in [SDL_RENDER_TARGETS_RESET, SDL_RENDER_DEVICE_RESET] {
            try assertResetEventMidDragIsRepaired(type)
        }
    }

    /// Pushes a real SDL reset event in the middle of a drag, handles the queue as the live loop
    /// does, and checks the next frame is the same picture.
    private func assertResetEventMidDragIsRepaired(_ type: SDL_EventType) throws {
        let harness = try RenderHarness(scene: TestScenes.solid)
        var navigator = Navigator(scene: TestScenes.solid, style: .snapshot)
        navigator.pushAndSettle()
        navigator.edgeDrag(by: 103.5)
        let frame = navigator.frame()
        let before = try harness.render(frame)
        let alive = harness.renderer.texturesAlive
        var event = SDL_Event()
        event.type = type.rawValue
        XCTAssertEqual(SDL_PushEvent(&event), 1)
        var handled = 0
        while SDL_PollEvent(&event) != 0 {
            if harness.compositor.respond(to: event) { handled += 1 }
        }
        XCTAssertEqual(handled, 1, "the reset event reached the compositor")
        XCTAssertEqual(harness.compositor.snapshotTextureCount, 0, "pictures go at once")
        let after = try harness.render(frame)
        DragExpectations.assertSolidDrag(after, offset: 103.5, scale: 1)
        XCTAssertEqual(PixelComparison.differingBytes(after.bytes, before.bytes), 0, "the next frame is the same picture, text and shadow included")
        XCTAssertEqual(harness.renderer.texturesAlive, alive, "old textures are released as new ones are made")
    }

    func testAPixelDensityChangeRepaintsThePicturesAtTheNewDensity() throws {
        // The same screen of points on twice the pixels, as when a window moves to a HiDPI display.
        let harness = try RenderHarness(scene: TestScenes.solid, scale: 1)
        var navigator = Navigator(scene: TestScenes.solid, style: .snapshot)
        navigator.pushAndSettle()
        navigator.edgeDrag(by: 103.5)
        DragExpectations.assertSolidDrag(try harness.render(navigator.frame()), offset: 103.5, scale: 1)
        let created = harness.renderer.texturesCreated
        harness.renderer.window.resize(width: Int(width) * 2, height: 896 * 2)
        XCTAssertEqual(harness.renderer.outputSize.width, Int(width) * 2)
        DragExpectations.assertSolidDrag(try harness.render(navigator.frame()), offset: 103.5, scale: 2)
        XCTAssertGreaterThan(harness.renderer.texturesCreated, created, "the picture was painted again at 2x")
    }

    func testSnapshotTexturesFollowTheStore() throws {
        // Pushing twice keeps two screenshots; popping to the root lets both go.
        let harness = try RenderHarness(scene: TestScenes.solid)
        var navigator = Navigator(scene: TestScenes.solid, style: .snapshot)
        navigator.pushAndSettle()
        navigator.pushAndSettle()
        _ = try harness.render(navigator.frame())
        XCTAssertEqual(harness.compositor.snapshotTextureCount, 2)
        navigator.perform(.popToRoot)
        navigator.step(0.5)
        let buffer = try harness.render(navigator.frame())
        XCTAssertEqual(harness.compositor.snapshotTextureCount, 0)
        assertPixel(buffer, x: 200, y: 600, RGB(Palette.rootBody), "root at rest after popToRoot")
        assertPixel(buffer, x: 150, y: 66, RGB(Palette.rootBar), "root's bar after popToRoot")
    }
}
