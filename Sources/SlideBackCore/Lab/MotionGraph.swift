/// The recent motion of every screen, one point per frame, for the graph panel (G) and `--plot`:
/// the finger, both pages, the dimming, the finger's and the page's speed, with markers at the
/// press, the release and the end of the settle. It keeps the last `seconds` of frames, or for a
/// plot of the whole run (`keepsEverything`) every frame up to `wholeRunLimit` a screen, thinned
/// past it (`Track.thin`), so a run of any length holds and draws a bounded plot.
public struct MotionGraph: Equatable, Sendable {
    /// One frame of one screen.
    public struct Sample: Equatable, Sendable {
        /// The stage's frame number (frames are 1/60 s apart).
        public var frame: Int
        /// The finger's x in the screen's points while it is down.
        public var fingerX: Double?
        /// The page in front's and the page underneath's x, points.
        public var frontX: Double, backX: Double?
        /// Black over the page underneath, 0...1.
        public var dim: Double
        /// The finger's velocity while it is down, and the page's (`nil` where the page in front
        /// changed: see `MotionSample.velocity`), points per second.
        public var fingerVelocity: Double?, pageVelocity: Double?
        /// What is happening.
        public var phase: MotionPhase
        /// The page in front (the top page at rest), whose speed `pageVelocity` is.
        public var page: PageInstance
    }

    /// A moment worth a line across the graphs.
    public struct Marker: Equatable, Sendable {
        /// What happened.
        public enum Kind: Equatable, Sendable {
            /// A finger went down.
            case press
            /// A swipe was let go, decided as the label says ("fling -> pop").
            case release(String)
            /// A settle arrived.
            case settled
        }
        /// The frame it happened at, and what.
        public var frame: Int, kind: Kind
    }

    /// One screen's history.
    public struct Track: Equatable, Sendable {
        /// Its samples, oldest first, and markers.
        public var samples: [Sample] = [], markers: [Marker] = []
        /// The style drawing it, and its completion line and fling speed (points, points/s).
        public var style = "", thresholdX: Double?, flingVelocity: Double?
        /// The screen's width, points.
        public var width = 0.0
    }

    /// Points the panel adds to the window's width when it sits beside the phones.
    public static let panelWidth = 440.0

    /// Seconds shown, up to the newest frame (`--graph-seconds`), or `nil` for the whole run.
    public var seconds: Double?
    /// Whether frames older than `seconds` are kept too (for `--plot`).
    public var keepsEverything: Bool
    /// The samples a screen keeps for the whole run before they are thinned to half; the markers'
    /// own limit is an eighth of it. 4096 is about three samples a pixel across `--plot`'s 1440.
    public var wholeRunLimit: Int
    /// Each screen's track, left to right.
    public private(set) var tracks: [Track] = []
    /// The motions every screen is measured against (`--reference`), and how each is laid over a
    /// screen's clock (`--reference-align`).
    public var references: [ReferenceMotion] = []
    public var referenceAlignment = ReferenceAlignment.auto

    /// A graph showing `seconds` of motion (3 by default), keeping the whole run if asked.
    public init(seconds: Double? = 3, keepsEverything: Bool = false, wholeRunLimit: Int = 4096) {
        self.seconds = seconds
        self.keepsEverything = keepsEverything
        self.wholeRunLimit = max(8, wholeRunLimit)
    }

    /// Forgets every frame after `frame`: the stage went back to it.
    public mutating func drop(after frame: Int) {
        for index in tracks.indices {
            tracks[index].samples.removeAll { $0.frame > frame }
            tracks[index].markers.removeAll { $0.frame > frame }
        }
    }

    /// The same motion, shown whole: what `--plot` draws.
    public var wholeRun: MotionGraph {
        var whole = self
        whole.seconds = nil
        return whole
    }

    /// Adds frame `frame` of every screen of `stage`.
    public mutating func record(frame: Int, stage: Stage) {
        if tracks.count != stage.sessions.count { tracks = Array(repeating: Track(), count: stage.sessions.count) }
        for (index, session) in stage.sessions.enumerated() {
            let navigator = session.navigator, spec = navigator.spec, width = stage.screen.width
            let motion = navigator.motionSample(screen: stage.screen)
            var track = tracks[index]
            let previous = track.samples.last
            let finger = stage.pointerTrail.current.map { stage.toScreen($0, index).x }
            // Across the start or the end of a transition the front page is another page: no speed.
            let pageVelocity = previous.flatMap { motion.velocity(since: $0.page, at: $0.frontX, frames: frame - $0.frame) }
            let fingerVelocity = finger.flatMap { x in previous?.fingerX.map { (x - $0) * 60 / Double(max(1, frame - (previous?.frame ?? frame - 1))) } }
            let sample = Sample(frame: frame, fingerX: finger, frontX: motion.frontX, backX: motion.backX, dim: motion.dim,
                                fingerVelocity: finger == nil ? nil : fingerVelocity ?? 0, pageVelocity: pageVelocity, phase: motion.phase,
                                page: motion.page)
            if finger != nil, previous?.fingerX == nil { track.markers.append(Marker(frame: frame, kind: .press)) }
            if previous?.phase == .drag, sample.phase != .drag, let release = navigator.lastRelease {
                track.markers.append(Marker(frame: frame, kind: .release(release.rule.label(completes: release.completes))))
            }
            if previous?.phase == .settle, sample.phase != .settle { track.markers.append(Marker(frame: frame, kind: .settled)) }
            track.samples.append(sample)
            track.style = spec.name
            track.width = width
            track.thresholdX = spec.releaseThreshold(width: width) * width
            track.flingVelocity = spec.release == .fling ? spec.flingVelocity * width : nil
            if keepsEverything {
                track.thin(samplesOver: wholeRunLimit, markersOver: wholeRunLimit / 8)
            } else if let seconds {
                let oldest = frame - Int((seconds * 60).rounded())
                track.samples.removeAll { $0.frame <= oldest }
                track.markers.removeAll { $0.frame <= oldest }
            }
            tracks[index] = track
        }
    }
}
