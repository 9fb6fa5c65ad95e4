import SlideBackCore
import SlideBackRender

/// Plays the benchmark's fixed session for one style, frame by frame, and records every frame:
/// up to the deep depth with animated pushes, a visit there (drags, a fling, animated push and
/// pop), three animated pops and an animated pop to the root. Every frame is 1/60 s of
/// animation, as in a headless run, so each run plays the same frames.
///
/// The same visit near the root, the other end of the depth ratio, runs in a second lane (a
/// session of its own on a display of its own) in step with the deep visit: the same input each
/// frame, the two lanes drawn one after the other, first one then the other. Measured minutes
/// apart, the two visits would also measure whatever else the machine did in between (on a
/// shared machine, easily ten per cent); frame by frame, both see the same machine. The shallow
/// visit starts at `shallowDepth`, where the very same pages are on top and underneath as in the
/// deep one, so the ratio measures depth and not which pages happen to be drawn.
public struct BenchmarkSession {
    /// The main session (0) and, from the deep visit on, the shallow lane beside it (1).
    private var lanes: [BenchmarkLane]
    /// Opens (or hands back) the shallow lane's display.
    private let control: () throws -> any StageDisplay
    /// What a lane is made of.
    private let scene: Scene, configuration: NavigatorConfiguration
    /// The lanes the next frames are played in.
    private var active = [0]
    /// Stack depth of the deep visit.
    private let depth: Int
    /// Stack depth of the shallow visit.
    let shallowDepth: Int
    /// Pages visited at each depth.
    private let visits: Int
    /// Screen size in points, where the pointer goes.
    private let screen: Size
    /// Frames played so far, which decides which lane is drawn first.
    private var frames = 0
    /// What has been recorded so far.
    private var record: StyleRecord
    /// Runs once, right after the first frame is presented.
    private var afterFirstFrame: (() -> Void)?

    /// Frames a transition may take to settle before the session counts as stuck.
    static let settleLimit = 60 * 60

    /// Prepares a session of `style` on `display` on a screen of `screen` points, with its shallow
    /// lane on `control`; `visits`
    /// pages are visited at each depth (all of the scene's pushed pages, so both visits draw the
    /// same pages).
    public init(style: StyleSpec, display: any StageDisplay, control: @escaping () throws -> any StageDisplay, scene: Scene,
         screen: Size, configuration: NavigatorConfiguration, depth: Int, visits: Int, afterFirstFrame: (() -> Void)? = nil) {
        lanes = [BenchmarkLane(style: style, scene: scene, screen: screen, configuration: configuration, display: display)]
        self.control = control
        self.scene = scene
        self.configuration = configuration
        self.depth = depth
        shallowDepth = Self.shallowDepth(matching: depth, scene: scene)
        self.visits = visits
        self.screen = screen
        record = StyleRecord(style: style)
        self.afterFirstFrame = afterFirstFrame
    }

    /// Plays the whole session; returns what it recorded.
    public mutating func run() throws -> StyleRecord {
        let compositor = lanes[0].display.compositor
        let counts = (evictions: compositor.snapshotEvictions, repaints: compositor.snapshotRepaints,
                      framesOverBudget: compositor.snapshotFramesOverBudget)
        try idle(10)
        while lanes[0].navigator.stack.count < depth { try push() }
        lanes.append(BenchmarkLane(style: record.style, scene: scene, screen: screen, configuration: configuration, display: try control()))
        active = [1]
        try idle(10)
        while lanes[1].navigator.stack.count < shallowDepth { try push() }
        active = [0, 1]
        lanes[0].part = .deep
        lanes[1].part = .shallow
        try visit()
        lanes[0].part = .other
        lanes[1].part = .other
        active = [1]
        try perform(.popToRoot)
        active = [0]
        for _ in 0..<3 { try perform(.pop) }
        try perform(.popToRoot)
        try idle(10)
        // The compositor counts over its life; this style's share is what it added.
        record.evictions = compositor.snapshotEvictions - counts.evictions
        record.repaints = compositor.snapshotRepaints - counts.repaints
        record.framesOverBudget = compositor.snapshotFramesOverBudget - counts.framesOverBudget
        return record
    }

    /// The shallowest depth of at least 3 whose pages match those at `depth`: pushes cycle through
    /// the scene's pages after the root, so depths a cycle apart show the same pages; from 3 on,
    /// the root (with its tab bar) is never the page underneath, as it never is deep down.
    public static func shallowDepth(matching depth: Int, scene: Scene) -> Int {
        let cycle = max(1, scene.pages.count - 1)
        return min(depth, 3 + (depth - 3) % cycle)
    }

    /// Visits `visits` pages from the current top: on each, a held drag let go where it settles
    /// back, a fling that pops (and a push to come back), an animated push and pop, then a push to
    /// the next page; last, an animated pop back to where it started.
    private mutating func visit() throws {
        let start = lanes.map(\.navigator.stack.count)
        for _ in 0..<visits {
            try idle(20)
            try dragAndLetGo()
            let before = active.map { lanes[$0].navigator.stack.count }
            try fling()
            // Only where the fling popped (a page may refuse the back swipe) is the page pushed back.
            let all = active
            active = all.indices.filter { lanes[all[$0]].navigator.stack.count < before[$0] }.map { all[$0] }
            if !active.isEmpty { try push() }
            active = all
            try push()
            try perform(.pop)
            try push()
        }
        // Each lane back to where it started, in one animated pop.
        try frame { lane in [.popTo(index: start[lane] - 1)] }
        try settle()
    }

    /// From the left edge out to 60 % of the width over half a second, held for ten frames, back
    /// to 20 pt and let go moving left: every release rule settles the page back.
    private mutating func dragAndLetGo() throws {
        let y = screen.height * 2 / 3, far = 2 + screen.width * 0.6, near = 22.0
        try frame([.down(Point(x: 2, y: y), pointer: 0)])
        for step in 1...30 { try frame([.move(Point(x: 2 + (far - 2) * Double(step) / 30, y: y), pointer: 0)]) }
        try idle(10)
        for step in 1...15 { try frame([.move(Point(x: far + (near - far) * Double(step) / 15, y: y), pointer: 0)]) }
        try frame([.up(Point(x: near, y: y), pointer: 0)])
        try settle()
    }

    /// A quick flick from the left edge past the middle in four frames: every release rule pops.
    private mutating func fling() throws {
        let y = screen.height * 2 / 3, far = 2 + screen.width * 0.6
        try frame([.down(Point(x: 2, y: y), pointer: 0)])
        for step in 1...4 { try frame([.move(Point(x: 2 + (far - 2) * Double(step) / 4, y: y), pointer: 0)]) }
        try frame([.up(Point(x: far, y: y), pointer: 0)])
        try settle()
    }

    /// An animated push, until it has settled.
    private mutating func push() throws {
        try perform(.push)
    }

    /// One action, then frames until everything has settled.
    private mutating func perform(_ action: ScriptAction) throws {
        try frame([action])
        try settle()
    }

    /// `count` frames without input.
    private mutating func idle(_ count: Int) throws {
        for _ in 0..<count { try frame([]) }
    }

    /// Frames until nothing moves and no command waits, in every active lane.
    private mutating func settle() throws {
        var waited = 0
        while active.contains(where: { !lanes[$0].isSettled }) {
            try frame([])
            waited += 1
            if waited > Self.settleLimit { throw BenchmarkError(description: "the \(record.style.name) session never settled") }
        }
    }

    /// One frame with the same input in every active lane.
    private mutating func frame(_ actions: [ScriptAction]) throws {
        try frame { _ in actions }
    }

    /// One frame in every active lane, with the input `actions` gives for each lane, each drawn
    /// and timed on its own; which lane goes first alternates, so neither always finds the
    /// caches as the other left them.
    private mutating func frame(_ actions: (Int) -> [ScriptAction]) throws {
        frames += 1
        for index in frames.isMultiple(of: 2) ? active : active.reversed() {
            let sample = try lanes[index].frame(actions(index))
            if let afterFirstFrame {
                afterFirstFrame()
                self.afterFirstFrame = nil
            }
            record.add(sample, part: lanes[index].part, mainLane: index == 0)
        }
    }
}

/// The benchmark could not run its session.
struct BenchmarkError: Error, CustomStringConvertible {
    /// One line saying why.
    let description: String
}
