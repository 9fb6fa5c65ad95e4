import XCTest
@testable import SlideBackCore

/// Long random runs over all five styles: pushes, pops, popTo, popToRoot, drags anywhere, taps,
/// steps and style switches. Whenever things are settled the store holds exactly what the style
/// needs, and at every moment every picture drawn is one the frame lists.
final class StyleRandomRunTests: XCTestCase {
    private struct Coverage {
        var settledChecks: [StyleName: Int] = [:]
        var switches = 0, refusedSwitches = 0, swipePops = 0, animatedPops = 0, pushes = 0, maxDepth = 0
    }

    private func check(_ navigator: Navigator, rootAppeared: Bool, _ context: @autoclosure () -> String,
                       coverage: inout Coverage) {
        let frame = navigator.frame()
        let listed = Set(frame.snapshots.map(\.key))
        let keys = navigator.snapshots.keys
        XCTAssertEqual(keys.count, Set(keys).count, "no picture twice: " + context())
        XCTAssertEqual(frame.style, navigator.style, context())
        for layer in frame.layers {
            guard case .snapshot(let key) = layer.content else { continue }
            XCTAssertTrue(listed.contains(key), "a drawn picture is in the frame's list: \(key), " + context())
            switch navigator.style {
            case .system, .slideback: XCTFail("\(navigator.style) draws no pictures: " + context())
            case .barSnapshot: XCTAssertEqual(key.kind, .bar, context())
            case .weibo: XCTAssertEqual(key.kind, .screen, context())
            case .snapshot: XCTAssertNotEqual(key.kind, .bar, context())
            }
        }
        if navigator.style == .barSnapshot, navigator.slide != nil {
            XCTAssertTrue(frame.layers { if case .navigationBar = $0 { return true } else { return false } }.isEmpty,
                          "the real bar hides during a transition: " + context())
        }
        if navigator.slide == nil {
            XCTAssertTrue(frame.covers.isEmpty && !frame.layers.contains { if case .snapshot = $0.content { true } else { false } },
                          "at rest the page is live: " + context())
        }
        XCTAssertEqual(navigator.rootHasAppeared, rootAppeared, "the root appears at its first frame or first push: " + context())
        if navigator.isSettled {
            coverage.settledChecks[navigator.style, default: 0] += 1
            XCTAssertEqual(Set(keys), Set(navigator.expectedSnapshotKeys), "settled: " + context())
            XCTAssertEqual(Set(keys), styleNeeds(navigator.style, navigator.stack, navigator.scene, rootHasAppeared: rootAppeared),
                           "settled, by the SPEC: " + context())
        }
    }

    private func randomRun(seed: UInt64, actions: Int, coverage: inout Coverage) {
        var random = SeededRandom(seed: seed)
        var configuration = NavigatorConfiguration()
        configuration.commandQueueLimit = 4
        let scene = Fixture.scene(pageCount: 6) { pages in
            pages[1].bar = .transparent
            pages[2].bar = .hidden
            pages[3].showsRightButton = true
            pages[4].takesBarSnapshot = false
            pages[5].allowsBackGesture = false
        }
        var navigator = Navigator(scene: scene, style: StyleName.allCases[random.below(5)], configuration: configuration)
        var rootAppeared = false
        var pointer = Point(x: 0, y: 0)
        for step in 0..<actions {
            let before = navigator.stack.count
            let wasSwiping = navigator.swipeOffset != nil
            let context = "seed \(seed), step \(step), \(navigator.style)"
            let timeBefore = navigator.time
            switch random.below(30) {
            case 0, 1, 2: navigator.perform(.push)
            case 3: navigator.perform(.pop)
            case 4: navigator.perform(.popTo(index: random.below(navigator.stack.count + 2) - 1))
            case 5: navigator.perform(.popToRoot)
            case 6, 7:
                // Half the presses in the edge strip, half anywhere (weibo's full-screen pan).
                pointer = Point(x: random.below(2) == 0 ? random.double(in: 0...25) : random.double(in: 0...414),
                                y: random.double(in: 0...896))
                navigator.down(pointer)
            case 8, 9, 10:
                pointer = Point(x: pointer.x + random.double(in: -60...140), y: pointer.y + random.double(in: -30...30))
                navigator.move(pointer)
            case 11, 12: navigator.up(pointer)
            case 13: navigator.cancelPointer()
            case 14, 15, 16:
                navigator.stepFrames(1 + random.below(30))
            case 17:
                navigator.step(random.double(in: 0...0.5))
            case 18:
                navigator.tap([bodyPoint, backButtonPoint, Point(x: 396.5, y: 66)][random.below(3)])
            case 19, 20, 21, 22:
                let target = StyleName.allCases[random.below(5)]
                let free = navigator.isSettled && navigator.press == nil
                let old = (navigator.style, navigator.snapshots)
                let switched = navigator.switchStyle(to: target)
                XCTAssertEqual(switched, free, "switching is allowed exactly when nothing moves: " + context)
                if switched {
                    coverage.switches += 1
                    XCTAssertEqual(navigator.style, target, context)
                } else {
                    coverage.refusedSwitches += 1
                    XCTAssertEqual(navigator.style, old.0, context)
                    XCTAssertEqual(navigator.snapshots, old.1, context)
                }
            default:
                // A whole swipe once things are still, checked at every frame of its settle.
                navigator.cancelPointer()
                navigator.runUntilSettled()
                rootAppeared = rootAppeared || navigator.stack.count > 1 || navigator.time > 0
                check(navigator, rootAppeared: rootAppeared, context + " before a swipe", coverage: &coverage)
                let offset = random.double(in: 0...450), depth = navigator.stack.count
                let start = random.below(2) == 0 ? edgeStart : bodyPoint
                navigator.down(start)
                navigator.move(Point(x: start.x + 12, y: start.y))
                navigator.move(Point(x: start.x + offset, y: start.y))
                check(navigator, rootAppeared: rootAppeared, context + " dragging", coverage: &coverage)
                navigator.up(Point(x: start.x + offset, y: start.y))
                while navigator.isAnimating {
                    navigator.step(frameSeconds)
                    check(navigator, rootAppeared: rootAppeared, context + " settling", coverage: &coverage)
                }
                if navigator.stack.count < depth { coverage.swipePops += 1 }
            }
            // The root appears with the first frame that passes, or when a push covers it.
            rootAppeared = rootAppeared || navigator.time > timeBefore || navigator.stack.count > 1
            if navigator.slide?.phase == .pop, before > navigator.stack.count { coverage.animatedPops += 1 }
            if navigator.slide?.phase == .push, before < navigator.stack.count { coverage.pushes += 1 }
            if wasSwiping, navigator.stack.count < before { coverage.swipePops += 1 }
            coverage.maxDepth = max(coverage.maxDepth, navigator.stack.count - 1)
            let failuresBefore = testRun?.totalFailureCount ?? 0
            check(navigator, rootAppeared: rootAppeared, context, coverage: &coverage)
            // One broken rule floods every later step: report the first and stop this run.
            if (testRun?.totalFailureCount ?? 0) > failuresBefore { return }
        }
        navigator.cancelPointer()
        navigator.runUntilSettled()
        check(navigator, rootAppeared: rootAppeared || navigator.time > 0, "seed \(seed), end", coverage: &coverage)
    }

    func testRandomRunsOverAllStylesKeepTheStoreAsEachStyleNeeds() {
        var coverage = Coverage()
        for seed: UInt64 in [3, 0xC0FFEE, 2024, 0x5_7A1E] {
            randomRun(seed: seed, actions: 2000, coverage: &coverage)
        }
        // The runs must actually have exercised what they claim to check.
        for style in StyleName.allCases {
            XCTAssertGreaterThan(coverage.settledChecks[style, default: 0], 500, "settled checks in \(style)")
        }
        XCTAssertGreaterThan(coverage.switches, 300)
        XCTAssertGreaterThan(coverage.refusedSwitches, 200)
        XCTAssertGreaterThan(coverage.pushes, 400)
        XCTAssertGreaterThan(coverage.animatedPops, 100)
        XCTAssertGreaterThan(coverage.swipePops, 150)
        XCTAssertGreaterThan(coverage.maxDepth, 5)
    }
}
