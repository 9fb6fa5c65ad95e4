import XCTest
@testable import SlideBackCore

/// Issue 4's model-based random test: 100,000 seeded sequences of pointer input with random timing,
/// commands and style switches, each checked after every step against `ReferenceStackModel` and the
/// navigator's own invariants. A failure names its seed and the shortest failing sequence found.
final class ModelBasedNavigationTests: XCTestCase {
    /// One random step of a sequence.
    enum Step: CustomStringConvertible {
        case command(NavigationCommand)
        case drag(startX: Double, moves: [(dx: Double, dy: Double, frames: Int)], cancel: Bool)
        case wait(frames: Int)
        case style(StyleName)

        var description: String {
            switch self {
            case .command(let command): return "\(command)"
            case .drag(let x, let moves, let cancel):
                let path = moves.map { "(\(Int($0.dx)),\(Int($0.dy)))+\($0.frames)f" }.joined(separator: " ")
                return "drag from x=\(Int(x)) \(path)\(cancel ? " cancel" : " up")"
            case .wait(let frames): return "wait \(frames)f"
            case .style(let style): return "style \(style.rawValue)"
            }
        }
    }

    static let sequenceCount = 100_000
    static let scene = Fixture.scene(pageCount: 4) { $0[3].allowsBackGesture = false }

    func testRandomSequencesAgreeWithTheReferenceModel() {
        var swipePops = 0, caughtPops = 0
        for seed in 0..<UInt64(Self.sequenceCount) {
            let steps = Self.sequence(seed: seed)
            var model = ReferenceStackModel(pageCount: Self.scene.pages.count)
            let failure = Self.run(steps, model: &model)
            swipePops += model.swipePops
            caughtPops += model.caughtPops
            guard let failure else { continue }
            let minimal = Self.shrink(steps)
            XCTFail("seed \(seed): \(failure)\nminimal sequence (\(minimal.count) steps): \(minimal.map(\.description).joined(separator: "; "))")
            return
        }
        // The random input must reach the rules it is meant to test.
        XCTAssertGreaterThan(swipePops, Self.sequenceCount / 20, "swipes that pop")
        XCTAssertGreaterThan(caughtPops, 100, "pops caught by a press")
    }

    /// The checks can fail: a model that forgets one rule is caught at once.
    func testTheModelDisagreesWithAWrongRule() {
        var model = ReferenceStackModel(pageCount: 4)
        model.issue(.push)
        model.sync(before: TransitionView(), after: TransitionView(), decision: nil, stillWaiting: 0)
        XCTAssertEqual(model.pages, [0, 1])
        XCTAssertNotNil(Self.run([.command(.push), .wait(frames: 60)], pushTwice: true), "a navigator that disagrees is reported")
    }

    /// The steps of sequence `seed`.
    static func sequence(seed: UInt64) -> [Step] {
        var random = SeededRandom(seed: seed)
        return (0..<(4 + random.below(12))).map { _ in
            switch random.below(10) {
            case 0, 1:
                let commands: [NavigationCommand] = [.push, .push, .pop, .popToRoot, .popTo(index: random.below(4))]
                return .command(commands[random.below(commands.count)])
            case 2, 3, 4, 5:
                let startX = random.below(3) == 0 ? random.double(in: 0...414) : random.double(in: 0...19)
                let moves = (0..<(1 + random.below(6))).map { _ in
                    (dx: random.double(in: -80...160), dy: random.double(in: -20...20), frames: random.below(4))
                }
                return .drag(startX: startX, moves: moves, cancel: random.below(8) == 0)
            case 6, 7, 8:
                return .wait(frames: random.below(30))
            default:
                return .style(StyleName.allCases[random.below(StyleName.allCases.count)])
            }
        }
    }

    /// Runs the steps on a navigator and the model; the first disagreement, or `nil`.
    static func run(_ steps: [Step], pushTwice: Bool = false) -> String? {
        var model = ReferenceStackModel(pageCount: scene.pages.count)
        return run(steps, model: &model, pushTwice: pushTwice)
    }

    /// Runs the steps against `model`, which keeps its counts.
    static func run(_ steps: [Step], model: inout ReferenceStackModel, pushTwice: Bool = false) -> String? {
        var navigator = Navigator(scene: scene, style: .snapshot)
        // Only `call` changes the navigator, so the moment after one call is the moment before the
        // next (read once: reading it was a tenth of this test's time).
        var moment = navigator.transitionView
        func call(_ body: (inout Navigator) -> Void) {
            let before = moment
            body(&navigator)
            moment = navigator.transitionView
            model.sync(before: before, after: moment, decision: navigator.lastRelease, stillWaiting: navigator.pendingCommands.count)
        }
        for (index, step) in steps.enumerated() {
            switch step {
            case .command(let command):
                model.issue(command)
                if pushTwice, command == .push { model.issue(.push) }
                call { $0.perform(command) }
            case .drag(let startX, let moves, let cancel):
                let start = Point(x: startX, y: 400)
                var point = start
                // A press at rest that never leaves the tap slop and lifts is a tap: a push.
                var isTap = navigator.slide == nil && !cancel
                model.pressed(during: navigator.slide, grabbable: navigator.grabbable)
                call { $0.handle(PointerEvent(.down, at: point)) }
                for move in moves {
                    for _ in 0..<move.frames { call { $0.step(frameSeconds) } }
                    point = Point(x: point.x + move.dx, y: point.y + move.dy)
                    if ((point.x - start.x) * (point.x - start.x) + (point.y - start.y) * (point.y - start.y)).squareRoot() > 10 {
                        isTap = false
                    }
                    call { $0.handle(PointerEvent(.move, at: point)) }
                }
                if isTap, navigator.slide?.phase == .drag { isTap = false }
                if isTap { model.issue(.push) }
                call { $0.handle(PointerEvent(cancel ? .cancel : .up, at: point)) }
            case .wait(let frames):
                for _ in 0..<frames { call { $0.step(frameSeconds) } }
            case .style(let style):
                call { $0.switchStyle(to: style) }
            }
            if let problem = check(navigator, model, settledOnly: false) { return "after step \(index) (\(step)): \(problem)" }
        }
        // With no more input, everything must come to rest within the longest animation per
        // command still waiting (spring settles are the longest, 2 s).
        let allowance = Double(navigator.pendingCommands.count + 2) * max(SpringMotion.longestDuration, 0.4)
        var waited = 0.0
        while !navigator.isSettled {
            guard waited <= allowance else { return "still moving \(waited) s after the last input: \(String(describing: navigator.slide))" }
            call { $0.step(frameSeconds) }
            waited += frameSeconds
        }
        return check(navigator, model, settledOnly: true)
    }

    /// The invariants; settled ones only when nothing moves. Plain loops over indices: they run
    /// after each of the test's steps, and in the unoptimized tests each generic call (a `Set`,
    /// `zip`, `flatMap`) cost more than the navigator's own step.
    static func check(_ navigator: Navigator, _ model: ReferenceStackModel, settledOnly: Bool) -> String? {
        let stack = navigator.stack
        guard !stack.isEmpty, stack[0].specIndex == 0 else { return "the root is gone: \(stack)" }
        for index in 1..<stack.count where stack[index].specIndex != model.page(after: stack[index - 1].specIndex) {
            return "page \(stack[index]) does not follow \(stack[index - 1])"
        }
        // What is checked is which pictures and pages the layers show, which the status texts'
        // inks do not change: while moving, the frame before them (choosing the inks was a fifth
        // of this test's time); at rest, the frame as drawn. Read from the groups: placing their
        // layers on the screen (`Frame.layers`) moves frames, never contents.
        let frame = settledOnly ? navigator.frame() : navigator.frameBeforeStatusInk(screen: ScreenLayout.phone).frame
        let listed = frame.snapshots, groups = frame.groups
        var bodies: [PageInstance] = []
        for group in 0..<groups.count {
            let layers = groups[group].layers
            for layer in 0..<layers.count {
                switch layers[layer].content {
                case .snapshot(let key):
                    var isListed = false
                    for entry in 0..<listed.count where listed[entry].key == key { isListed = true }
                    if !isListed { return "draws \(key), which the store lacks" }
                case .pageBody(let page):
                    bodies.append(page)
                default:
                    break
                }
            }
        }
        guard navigator.isSettled || !settledOnly else { return "not settled" }
        guard navigator.isSettled else { return nil }
        var pages: [Int] = []
        for index in 0..<stack.count { pages.append(stack[index].specIndex) }
        if pages != model.pages { return "stack \(pages), model \(model.pages)" }
        let stored = navigator.snapshots.keys, expected = navigator.expectedSnapshotKeys
        if !Self.sameMembers(stored, expected) { return "\(navigator.style) store \(stored), expected \(expected)" }
        if bodies != [navigator.top] { return "at rest it shows \(bodies), not the top \(navigator.top)" }
        return nil
    }

    /// Whether `a` and `b` hold the same keys, as sets: a few keys each, compared pairwise.
    static func sameMembers(_ a: [SnapshotKey], _ b: [SnapshotKey]) -> Bool {
        func has(_ keys: [SnapshotKey], _ key: SnapshotKey) -> Bool {
            for index in 0..<keys.count where keys[index] == key { return true }
            return false
        }
        for index in 0..<a.count where !has(b, a[index]) { return false }
        for index in 0..<b.count where !has(a, b[index]) { return false }
        return true
    }

    /// Drops steps while the sequence still fails, to report a short one.
    static func shrink(_ steps: [Step]) -> [Step] {
        var current = steps
        var index = 0
        while index < current.count {
            var candidate = current
            candidate.remove(at: index)
            if run(candidate) != nil { current = candidate } else { index += 1 }
        }
        return current
    }
}
