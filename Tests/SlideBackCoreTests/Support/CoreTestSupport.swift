import XCTest
@testable import SlideBackCore

// Shared fixtures for the core tests. Expected values are computed here from the SPEC's formulas
// and an independent easing reference, never by calling the production helpers under test.

/// The seeds' screen width (414 x 896 pt), the navigator's default.
let screenWidth = 414.0
/// One frame of a 60 fps loop.
let frameSeconds = 1.0 / 60.0
/// A point in the middle of the page body: far from the edge strip, the bar and the tab bar.
let bodyPoint = Point(x: 200, y: 400)
/// The centre of the back-button image: bar button margin 20 pt plus the -15 pt spacer, 25 pt wide,
/// centred in the bar at y = 44...88 (SPEC style 1 and seed 002's layout).
let backButtonPoint = Point(x: 20 - 15 + 12.5, y: 44 + 22)
/// Where edge swipes start: inside the 20 pt edge strip, at mid height.
let edgeStart = Point(x: 5, y: 400)

enum Fixture {
    /// A scene of `count` distinct pages named p0, p1, ...; `adjust` may change any of them.
    static func scene(pageCount count: Int = 4, adjust: (inout [PageSpec]) -> Void = { _ in }) -> Scene {
        var pages = (0..<count).map { (index: Int) -> PageSpec in
            let red = UInt8(40 * (index % 6))
            return PageSpec(id: "p\(index)", title: "Page \(index)", content: .color(Color(red: red, green: 120, blue: 200)),
                            showsTabBar: index == 0)
        }
        adjust(&pages)
        return Scene(pages: pages)
    }

    /// A navigator over `scene`, pushed (and settled) to `depth` pages above the root.
    static func navigator(_ scene: Scene = scene(), depth: Int = 0,
                          configuration: NavigatorConfiguration = NavigatorConfiguration()) -> Navigator {
        var navigator = Navigator(scene: scene, style: .snapshot, configuration: configuration)
        for _ in 0..<depth {
            navigator.perform(.push)
            navigator.runUntilSettled()
        }
        return navigator
    }
}

extension Navigator {
    /// Steps `count` frames of `seconds` each.
    mutating func stepFrames(_ count: Int, seconds: Double = frameSeconds) {
        for _ in 0..<count { step(seconds) }
    }

    /// Steps 1/60 s frames on a screen of `screen` points until nothing moves; returns how many
    /// it took (fails the test past `limit`).
    @discardableResult
    mutating func runUntilSettled(limit: Int = 100_000, screen: Size = ScreenLayout.phone,
                                  file: StaticString = #filePath, line: UInt = #line) -> Int {
        var frames = 0
        while !isSettled {
            guard frames < limit else {
                XCTFail("not settled after \(limit) frames: \(transitionView)", file: file, line: line)
                return frames
            }
            step(frameSeconds, screen: screen)
            frames += 1
        }
        return frames
    }

    mutating func down(_ point: Point, pointer: Int = 0, screen: Size = ScreenLayout.phone) {
        handle(PointerEvent(.down, at: point, pointer: pointer), screen: screen)
    }
    mutating func move(_ point: Point, pointer: Int = 0, screen: Size = ScreenLayout.phone) {
        handle(PointerEvent(.move, at: point, pointer: pointer), screen: screen)
    }
    mutating func up(_ point: Point, pointer: Int = 0, screen: Size = ScreenLayout.phone) {
        handle(PointerEvent(.up, at: point, pointer: pointer), screen: screen)
    }

    /// A press and release without motion.
    mutating func tap(_ point: Point) {
        down(point)
        up(point)
    }

    /// Presses in the edge strip and drags right so that the page has moved by `offset` points
    /// (first 50 pt, so the swipe starts even for offset 0, then to the wanted place). Leaves it held.
    mutating func dragFromEdge(by offset: Double) {
        down(edgeStart)
        move(Point(x: edgeStart.x + 50, y: edgeStart.y))
        move(Point(x: edgeStart.x + offset, y: edgeStart.y))
    }

    /// A complete edge swipe released at `offset`.
    mutating func swipeFromEdge(releasingAt offset: Double) {
        dragFromEdge(by: offset)
        up(Point(x: edgeStart.x + offset, y: edgeStart.y))
    }

    /// The offset of a swipe being dragged or settling, in points (the controller's value over
    /// the width), or `nil` when no swipe is on.
    var swipeOffset: Double? {
        guard let slide, slide.phase == .drag else { return nil }
        return slide.fraction * ScreenLayout.phone.width
    }

    /// The offset of a swipe a finger holds (not settling, not decided), or `nil` otherwise.
    var heldSwipeOffset: Double? {
        guard let slide, !slide.completing, controller?.isAnimating == false else { return nil }
        return swipeOffset
    }

    /// The transition as a whole at this moment, to compare two moments: the view and its controller.
    var transitionView: TransitionView { TransitionView(slide: slide, controller: controller) }
}

/// A transition at one moment: its one view and the controller that holds its state.
struct TransitionView: Equatable {
    var slide: Slide?
    var controller: TransitionController?
}

/// The SPEC's rule for the store once nothing moves: one `.screen` snapshot of every page below the
/// top, in stack order, and nothing else.
func settledKeys(_ navigator: Navigator) -> [SnapshotKey] {
    navigator.stack.dropLast().map { SnapshotKey(page: $0, kind: .screen) }
}

func screenKey(_ page: PageInstance) -> SnapshotKey { SnapshotKey(page: page, kind: .screen) }
func leavingKey(_ page: PageInstance) -> SnapshotKey { SnapshotKey(page: page, kind: .leavingScreen) }

extension Frame {
    /// The one layer showing the snapshot `key`, failing when there is not exactly one.
    func snapshotLayer(_ key: SnapshotKey, file: StaticString = #filePath, line: UInt = #line) -> Layer? {
        let found = layers { $0 == .snapshot(key) }
        XCTAssertEqual(found.count, 1, "layers showing \(key)", file: file, line: line)
        return found.first
    }

    /// The layers of the one live page (its body, bars and status text).
    var livePageLayers: [Layer] {
        layers { content in
            switch content {
            case .pageBody, .scrolledBody, .navigationBar, .statusBar, .tabBar, .clock, .piece: return true
            case .snapshot, .fill, .edgeShadow: return false
            }
        }
    }

    /// The black cover layers.
    var covers: [Layer] { layers { $0 == .fill(.black) } }

    /// Index in drawing order of the first layer matching `predicate`.
    func index(where predicate: (Layer.Content) -> Bool) -> Int? {
        layers.firstIndex { predicate($0.content) }
    }
}

/// Asserts that every live-page layer (body, clock, bar, status, tab bar) is moved right by exactly
/// `dx`: all of them but the clock sit at x = 0 on a page at rest.
func assertLivePage(_ frame: Frame, page: PageInstance, at dx: Double, accuracy: Double = 1e-9,
                    file: StaticString = #filePath, line: UInt = #line) {
    let live = frame.livePageLayers
    XCTAssertTrue(live.contains { $0.content == .pageBody(page) }, "the live page is \(page)", file: file, line: line)
    let bodies = live.filter { if case .pageBody = $0.content { return true } else { return false } }
    XCTAssertEqual(bodies.count, 1, "one live page body", file: file, line: line)
    XCTAssertEqual(bodies.first?.frame.width, screenWidth, "the body covers the screen width", file: file, line: line)
    for layer in live {
        // The clock is the one part not at the page's left edge: a 76 pt pill in the middle.
        let restX = layer.content.isClock ? (screenWidth - 76) / 2 : 0
        XCTAssertEqual(layer.frame.x, restX + dx, accuracy: accuracy, "\(layer.kindName) x", file: file, line: line)
    }
}

/// An independent cubic Bézier timing function (Newton's method with a bisection fallback), to check
/// the production curves against. UIKit's default `UIView.animate` curve is (0.42, 0, 0.58, 1).
func referenceBezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    func curveX(_ t: Double) -> Double { 3 * (1 - t) * (1 - t) * t * x1 + 3 * (1 - t) * t * t * x2 + t * t * t }
    func curveY(_ t: Double) -> Double { 3 * (1 - t) * (1 - t) * t * y1 + 3 * (1 - t) * t * t * y2 + t * t * t }
    func slopeX(_ t: Double) -> Double { 3 * (1 - t) * (1 - t) * x1 + 6 * (1 - t) * t * (x2 - x1) + 3 * t * t * (1 - x2) }
    var t = x
    for _ in 0..<30 {
        let slope = slopeX(t)
        guard abs(slope) > 1e-9 else { break }
        t = min(1, max(0, t - (curveX(t) - x) / slope))
    }
    if abs(curveX(t) - x) > 1e-13 {
        var low = 0.0, high = 1.0
        while high - low > 1e-15 {
            let middle = (low + high) / 2
            if curveX(middle) < x { low = middle } else { high = middle }
        }
        t = (low + high) / 2
    }
    return curveY(t)
}

/// The ease-in-out the seeds' `UIView.animate` calls use.
func referenceEaseInOut(_ x: Double) -> Double { referenceBezier(0.42, 0, 0.58, 1, at: x) }

extension Layer.Content {
    /// Whether this is a page's live clock.
    var isClock: Bool {
        if case .clock = self { return true }
        return false
    }
}
