import XCTest
@testable import SlideBackCore

/// The store on its own, then a long random run of commands, swipes, taps and steps against the
/// navigator's store rules.
final class SnapshotStoreTests: XCTestCase {
    private let a = PageInstance(serial: 0, specIndex: 0)
    private let b = PageInstance(serial: 1, specIndex: 1)
    private let c = PageInstance(serial: 2, specIndex: 2)

    private func entry(_ page: PageInstance, _ kind: SnapshotKind = .screen, at time: Double = 0) -> SnapshotEntry {
        SnapshotEntry(key: SnapshotKey(page: page, kind: kind), depth: page.serial, capturedAt: time)
    }

    // MARK: The store

    func testCaptureKeepsCaptureOrder() {
        var store = SnapshotStore()
        store.capture(entry(a))
        store.capture(entry(b))
        store.capture(entry(c, .leavingScreen))
        XCTAssertEqual(store.keys, [screenKey(a), screenKey(b), leavingKey(c)])
        XCTAssertTrue(store.contains(screenKey(b)))
        XCTAssertFalse(store.contains(leavingKey(b)))
    }

    func testCapturingAgainReplacesThePicture() {
        var store = SnapshotStore()
        store.capture(entry(a, at: 1))
        store.capture(entry(b, at: 2))
        store.capture(entry(a, at: 3))
        XCTAssertEqual(store.keys, [screenKey(b), screenKey(a)])
        XCTAssertEqual(store.entries.last?.capturedAt, 3)
        XCTAssertEqual(store.entries.count, 2)
    }

    func testDropForgetsOneKeyAndIgnoresMissingOnes() {
        var store = SnapshotStore()
        store.capture(entry(a))
        store.capture(entry(a, .leavingScreen))
        store.drop(leavingKey(a))
        XCTAssertEqual(store.keys, [screenKey(a)])
        store.drop(leavingKey(a))
        store.drop(screenKey(c))
        XCTAssertEqual(store.keys, [screenKey(a)])
    }

    func testDropPagesForgetsEveryKindOfThosePages() {
        var store = SnapshotStore()
        store.capture(entry(a))
        store.capture(entry(b))
        store.capture(entry(b, .bar))
        store.capture(entry(c, .leavingScreen))
        store.drop(pages: [b, c])
        XCTAssertEqual(store.keys, [screenKey(a)])
        store.drop(pages: [])
        XCTAssertEqual(store.keys, [screenKey(a)])
    }

    // MARK: Random runs

    /// What the store must hold at any moment, from the SPEC rules: one `.screen` per page below the
    /// top; during an animated pop also the destination's (still shown) and the leaving screen.
    private func expectedKeys(_ navigator: Navigator) -> [SnapshotKey] {
        guard let slide = navigator.slide, slide.phase == .pop else { return settledKeys(navigator) }
        return navigator.stack.map(screenKey) + [leavingKey(slide.front)]
    }

    private func checkInvariants(_ navigator: Navigator, _ context: @autoclosure () -> String) {
        XCTAssertFalse(navigator.stack.isEmpty, context())
        XCTAssertEqual(navigator.snapshots.keys, expectedKeys(navigator), context())
        if navigator.isSettled {
            XCTAssertEqual(navigator.snapshots.keys, settledKeys(navigator), "settled: " + context())
        }
        XCTAssertEqual(Set(navigator.stack).count, navigator.stack.count, context())
        XCTAssertEqual(navigator.stack[0].specIndex, 0, context())
        for index in navigator.stack.indices.dropFirst() {
            XCTAssertEqual(navigator.stack[index].specIndex, navigator.specIndex(after: navigator.stack[index - 1].specIndex),
                           "each page is the scene's next after the one below: " + context())
        }
        let frame = navigator.frame()
        let listed = Set(frame.snapshots.map(\.key))
        for layer in frame.layers {
            if case .snapshot(let key) = layer.content {
                XCTAssertTrue(listed.contains(key), "a drawn snapshot is in the store: \(key), " + context())
            }
        }
        XCTAssertLessThanOrEqual(navigator.pendingCommands.count, navigator.configuration.commandQueueLimit)
    }

    private struct Coverage {
        var settledChecks = 0, swipePops = 0, animatedPops = 0, pushes = 0, maxDepth = 0
    }

    private func randomRun(seed: UInt64, actions: Int, panMode: PanMode, coverage: inout Coverage) {
        var random = SeededRandom(seed: seed)
        var configuration = NavigatorConfiguration()
        configuration.panMode = panMode
        configuration.commandQueueLimit = 4
        let scene = Fixture.scene(pageCount: 5) { $0[3].allowsBackGesture = false; $0[2].bar = .hidden }
        var navigator = Navigator(scene: scene, style: .snapshot, configuration: configuration)
        var pointerX = 0.0
        for step in 0..<actions {
            let before = navigator.stack.count
            let wasSwiping = navigator.swipeOffset != nil
            let context = "seed \(seed), step \(step)"
            switch random.below(24) {
            case 0, 1: navigator.perform(.push)
            case 2: navigator.perform(.pop)
            case 3: navigator.perform(.popTo(index: random.below(navigator.stack.count + 2) - 1))
            case 4: navigator.perform(.popToRoot)
            case 5, 6:
                pointerX = random.double(in: 0...30)
                navigator.down(Point(x: pointerX, y: random.double(in: 0...896)))
            case 7, 8, 9:
                pointerX += random.double(in: -60...140)
                navigator.move(Point(x: pointerX, y: random.double(in: 100...800)))
            case 10, 11: navigator.up(Point(x: pointerX, y: 400))
            case 12: navigator.cancelPointer()
            case 13, 14, 15: navigator.stepFrames(1 + random.below(30))
            case 16: navigator.step(random.double(in: 0...0.5))
            case 17: navigator.tap(random.below(2) == 0 ? bodyPoint : backButtonPoint)
            case 18:
                let point = Point(x: random.double(in: 0...414), y: random.double(in: 0...896))
                navigator.down(point, pointer: 1)
                navigator.move(Point(x: point.x + 200, y: point.y), pointer: 1)
                navigator.up(point, pointer: 1)
            default:
                // A whole swipe once things are still, checked at every frame of its settle.
                navigator.cancelPointer()
                navigator.runUntilSettled()
                checkInvariants(navigator, context + " before a swipe")
                let offset = random.double(in: 0...450), depth = navigator.stack.count
                navigator.dragFromEdge(by: offset)
                navigator.up(Point(x: edgeStart.x + offset, y: edgeStart.y))
                while navigator.isAnimating {
                    navigator.step(frameSeconds)
                    checkInvariants(navigator, context + " settling")
                }
                if navigator.stack.count < depth { coverage.swipePops += 1 }
            }
            if navigator.slide?.phase == .pop, before > navigator.stack.count { coverage.animatedPops += 1 }
            if navigator.slide?.phase == .push, before < navigator.stack.count { coverage.pushes += 1 }
            if wasSwiping, navigator.stack.count < before { coverage.swipePops += 1 }
            coverage.maxDepth = max(coverage.maxDepth, navigator.stack.count - 1)
            if navigator.isSettled { coverage.settledChecks += 1 }
            let failuresBefore = testRun?.totalFailureCount ?? 0
            checkInvariants(navigator, context)
            // One broken rule floods every later step: report the first and stop this run.
            if (testRun?.totalFailureCount ?? 0) > failuresBefore { return }
        }
        navigator.cancelPointer()
        navigator.runUntilSettled()
        checkInvariants(navigator, "seed \(seed), end")
    }

    func testRandomRunsKeepTheStoreInStepWithTheStack() {
        var coverage = Coverage()
        for (seed, mode) in [(1 as UInt64, PanMode.edge), (2, .fullscreen), (0x5EED, .edge), (77, .fullscreen)] {
            randomRun(seed: seed, actions: 2500, panMode: mode, coverage: &coverage)
        }
        // The run must actually have exercised what it claims to check.
        XCTAssertGreaterThan(coverage.settledChecks, 1000)
        XCTAssertGreaterThan(coverage.pushes, 100)
        XCTAssertGreaterThan(coverage.animatedPops, 100)
        XCTAssertGreaterThan(coverage.swipePops, 20)
        XCTAssertGreaterThan(coverage.maxDepth, 4)
    }
}
