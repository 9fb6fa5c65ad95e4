import Foundation
import SlideBackCore

/// A clock and a display that exist only in numbers, for `slideback bench --pacing`: the
/// display refreshes every 1 / rate seconds, evenly, as scan-out does; a present shows at the
/// first refresh after its draw is done and returns after it, late by the vsync jitter (the
/// absolute value of a Gaussian), so the loop learns of each refresh a little off its time; a draw
/// takes `drawSeconds`; the scripted input is delivered once its time has come; and optionally the
/// loop is held up once before it reads its input (a stall). Every present is kept as a
/// `PacingSample` with the moment its light leaves the screen.
struct SimulatedDisplay: LiveLoopHost {
    /// One present: when it was seen, and what the drawn state shows.
    struct PacingSample {
        /// The refresh that showed it, in seconds.
        let photon: Double
        /// The animation time of the state drawn.
        let animationTime: Double
        /// Whether a push or a pop is drawn moving.
        let animating: Bool
        /// Where a finger-driven page is drawn, in points from rest; `nil` when none is.
        let swipeOffset: Double?
    }

    let refreshPeriod: Double?
    /// The seconds a draw takes.
    let drawSeconds: Double
    /// The input and when it arrives, in time order.
    let input: [(time: Double, action: ScriptAction)]
    /// The run ends at this time.
    let duration: Double
    /// When the loop is held up, and for how long; `nil` for no stall.
    private var stall: (at: Double, seconds: Double)?
    /// Every present so far.
    private(set) var samples: [PacingSample] = []

    private var time = 0.0
    private var nextInput = 0
    private var nextRefresh = 0
    private var random: SeededRandom

    /// A display refreshing at `rate` Hz with `jitter` seconds of standard deviation (seeded, so a
    /// run is the same every time), for a run of `duration` seconds.
    init(rate: Double, jitter: Double, drawSeconds: Double, input: [(time: Double, action: ScriptAction)], duration: Double,
         stall: (at: Double, seconds: Double)?, seed: UInt64) {
        refreshPeriod = 1 / rate
        self.drawSeconds = drawSeconds
        self.input = input
        self.duration = duration
        self.stall = stall
        random = SeededRandom(seed: seed)
        self.jitter = jitter
        // The loop starts at some moment between two refreshes, not on one.
        phase = random.openUnit() * (1 / rate)
    }

    private let jitter: Double
    private let phase: Double

    func now() -> Double { time }

    mutating func poll(_ stage: Stage) -> [ScriptAction]? {
        if let pending = stall, time >= pending.at {
            // Held up before reading its input: the clock runs on, the display too.
            time += pending.seconds
            stall = nil
        }
        guard time < duration else { return nil }
        var arrived: [ScriptAction] = []
        while nextInput < input.count, input[nextInput].time <= time {
            arrived.append(input[nextInput].action)
            nextInput += 1
        }
        return arrived
    }

    func applied(_ action: ScriptAction, frame: Int) {}

    mutating func show(_ shown: Stage, stepState: Stage, frame: Int) throws -> Double {
        time += drawSeconds
        let photon = refresh(notBefore: time)
        let navigator = shown.sessions[0].navigator
        let slide = navigator.slide
        // Points at the edge: the pacing figures are in the screen's points.
        let offset = slide.flatMap { $0.isHeld ? $0.fraction * shown.screen.width : nil }
        let animating = slide.map { !$0.isInteractive } ?? false
        samples.append(PacingSample(photon: photon, animationTime: navigator.time, animating: animating, swipeOffset: offset))
        time = photon + jitter * abs(random.gaussian())
        return drawSeconds
    }

    mutating func wait(until moment: Double) {
        time = max(time, moment)
    }

    /// The first refresh at or after `moment`: a present made by then is shown at it.
    private mutating func refresh(notBefore moment: Double) -> Double {
        let period = refreshPeriod ?? 1
        nextRefresh = max(nextRefresh, Int(((moment - phase) / period).rounded(.up)))
        defer { nextRefresh += 1 }
        return phase + Double(nextRefresh) * period
    }
}
