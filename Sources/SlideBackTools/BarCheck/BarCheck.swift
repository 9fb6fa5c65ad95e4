import SlideBackCore
import SlideBackRender

/// Plays one bar-stress case in one style on a scene of two bar states, draws every frame with
/// the software renderer, samples the status area and the bar, and counts four kinds of frame:
/// (a) at rest, a bar that is not the top page's own; (b) mid-transition, a bar pixel that is
/// neither the leaving page's bar nor the entering page's, moved as their pages move (the shadow
/// allowed); (c) a single frame where the bar flashes something its neighbours do not show; (d)
/// status text below 4.5:1 against what is drawn under it (`StatusContrast`).
public struct BarCheck {
    /// The counts of one run.
    public struct Flags: Equatable, Sendable {
        /// Frames flagged (a), (b), (c) and (d).
        public var wrongAtRest = 0, stray = 0, flash = 0, lowContrast = 0
        /// The first frame of each kind, from the case's first frame (0).
        public var firstWrongAtRest: Int?, firstStray: Int?, firstFlash: Int?, firstLowContrast: Int?
        /// The lowest contrast of the status text in any frame (21 when none was drawn).
        public var worstContrast = 21.0
        /// Frames drawn.
        public var frames = 0

        /// Nothing counted yet.
        public init() {}

        /// No frame flagged at all.
        public var isClean: Bool { wrongAtRest == 0 && stray == 0 && flash == 0 && lowContrast == 0 }

        /// Adds another run's counts, keeping the earliest first frames.
        public mutating func add(_ other: Flags) {
            wrongAtRest += other.wrongAtRest
            stray += other.stray
            flash += other.flash
            lowContrast += other.lowContrast
            frames += other.frames
            worstContrast = min(worstContrast, other.worstContrast)
            firstWrongAtRest = [firstWrongAtRest, other.firstWrongAtRest].compactMap { $0 }.min()
            firstStray = [firstStray, other.firstStray].compactMap { $0 }.min()
            firstFlash = [firstFlash, other.firstFlash].compactMap { $0 }.min()
            firstLowContrast = [firstLowContrast, other.firstLowContrast].compactMap { $0 }.min()
        }
    }

    /// The renderer every frame is drawn with: a hidden window of the screen's size, scale 1.
    let renderer: SDLRenderer
    /// The back button image and the font, as the program draws them.
    let backButtonPath: String, fontPath: String?
    /// Frames a case may take before it is cut off (ten seconds).
    public static let frameLimit = 600
    /// The screen the cases are played on, in points: the seeds' phone, which they are written for.
    public static let screen = ScreenLayout.phone

    /// A check drawing with `renderer`.
    public init(renderer: SDLRenderer, backButtonPath: String, fontPath: String?) {
        self.renderer = renderer
        self.backButtonPath = backButtonPath
        self.fontPath = fontPath
    }

    /// Plays `stressCase` in `spec` on `scene` (the lower bar state first). `frame` makes what is
    /// drawn from the navigator: the navigator's own frame, unless a test stands in a faulty one.
    public func run(_ stressCase: BarStressCase, spec: StyleSpec, scene: Scene,
                    frame makeFrame: (Navigator) -> Frame = { $0.frame(screen: BarCheck.screen) }) throws -> Flags {
        let compositor = Compositor(renderer: renderer, scene: scene, backButtonPath: backButtonPath, fontPath: fontPath)
        func restPicture(depth: Int, withStatus: Bool) throws -> PixelBuffer {
            var navigator = Navigator(scene: scene, spec: spec)
            for _ in 0..<depth { navigator.perform(.push, screen: Self.screen); Self.settle(&navigator) }
            var frame = navigator.frame(screen: Self.screen)
            if !withStatus {
                for index in frame.groups.indices {
                    frame.groups[index].layers.removeAll(where: Self.isStatus)
                }
            }
            try compositor.draw(frame)
            return try renderer.readPixels()
        }
        let references = try (0...stressCase.depth).map { try restPicture(depth: $0, withStatus: true) }
        // What a page group carries mid-transition: without the status text where the style
        // draws that once, in place, as the system's (a shrinking page does not shrink it).
        let pageReferences = try spec.drag.drawsSystemStatusBar
            ? (0...stressCase.depth).map { try restPicture(depth: $0, withStatus: false) } : references
        var navigator = Navigator(scene: scene, spec: spec)
        for _ in 0..<stressCase.depth { navigator.perform(.push, screen: Self.screen); Self.settle(&navigator) }
        let screen = Self.screen
        let samples = BarSamples(width: Int(screen.width))
        let contrast = try StatusContrast(compositor: compositor, renderer: renderer, screen: screen)
        var flags = Flags(), history: [(colors: [RGBSample], explained: [Bool])] = [], state = 0, frameNumber = 0
        var lastContrast: (frame: Frame, worst: Double?)?
        while frameNumber < Self.frameLimit {
            let step = stressCase.step(frameNumber, width: screen.width, height: screen.height, settled: navigator.isSettled, state: &state)
            if step == nil, navigator.isSettled { break }
            // The cases are written for a left-to-right screen: a right-to-left one's back swipe
            // drags from the right edge leftwards.
            for event in step?.events ?? [] { navigator.handle(scene.direction.isMirrored ? event.mirrored(width: screen.width) : event, screen: screen) }
            navigator.step(1.0 / 60, screen: screen)
            let drawn = makeFrame(navigator)
            try compositor.draw(drawn)
            let pixels = try renderer.readPixels()
            let colors = samples.read(pixels)
            // A frame alike the last (held still, or at rest) reads as it did: not drawn again.
            if lastContrast.map({ !StatusContrast.readsAlike(drawn, $0.frame) }) ?? true {
                lastContrast = (drawn, try contrast.worstContrast(of: drawn, drawn: pixels, compositor: compositor))
            }
            if let worst = lastContrast?.worst {
                flags.worstContrast = min(flags.worstContrast, worst)
                if worst < Color.minimumTextContrast { Self.flag(&flags.lowContrast, first: &flags.firstLowContrast, frame: frameNumber) }
            }
            var explained = [Bool](repeating: false, count: colors.count)
            if navigator.isSettled, !navigator.isPressed {
                let own = samples.read(references[min(references.count - 1, navigator.stack.count - 1)])
                explained = zip(colors, own).map { $0.distance(to: $1) <= WholePageBarModel.tolerance }
                if explained.filter({ !$0 }).count > max(2, samples.points.count / 200) {
                    Self.flag(&flags.wrongAtRest, first: &flags.firstWrongAtRest, frame: frameNumber)
                }
            } else if let model = wholePageModel(of: drawn, navigator: navigator, references: pageReferences) {
                var strays = 0, judged = 0
                for (index, (point, color)) in zip(samples.points, colors).enumerated() {
                    let allowed = model.allows(color, at: Point(x: Double(point.x) + 0.5, y: Double(point.y) + 0.5))
                    explained[index] = allowed ?? true
                    guard point.inBar, let allowed else { continue }
                    judged += 1
                    if !allowed { strays += 1 }
                }
                if strays > max(2, judged / 100) { Self.flag(&flags.stray, first: &flags.firstStray, frame: frameNumber) }
            }
            history.append((colors, explained))
            if history.count == 3 {
                if Self.flashes(history.map(\.colors), unexplained: history[1].explained.map { !$0 }, limit: max(4, samples.points.count / 50)) {
                    Self.flag(&flags.flash, first: &flags.firstFlash, frame: frameNumber - 1)
                }
                history.removeFirst()
            }
            frameNumber += 1
        }
        flags.frames = frameNumber
        return flags
    }

    static func isStatus(_ layer: Layer) -> Bool {
        if case .statusBar = layer.content { return true } else { return false }
    }

    /// The whole-page model of a frame mid-transition: its two pages' groups and pictures at rest.
    private func wholePageModel(of frame: Frame, navigator: Navigator, references: [PixelBuffer]) -> WholePageBarModel? {
        guard let slide = navigator.slide, let front = frame.groups.first(where: { $0.role == .front }),
              let back = frame.groups.first(where: { $0.role == .back }) else { return nil }
        func reference(_ page: PageInstance) -> PixelBuffer {
            references[min(references.count - 1, navigator.stack.lastIndex(of: page) ?? navigator.stack.count)]
        }
        return WholePageBarModel(front: reference(slide.front), back: reference(slide.back), frontTransform: front.transform,
                                 backTransform: back.transform, bounds: Rect(size: frame.screen))
    }

    /// Whether the middle of three frames shows, at more than `limit` of the samples it cannot
    /// explain, a colour far from both neighbours while the neighbours agree: a one-frame flash
    /// or disappearance (a shadow passing over, which the model explains, is neither).
    static func flashes(_ frames: [[RGBSample]], unexplained: [Bool], limit: Int) -> Bool {
        var count = 0
        for index in frames[1].indices where unexplained[index] {
            let before = frames[0][index], now = frames[1][index], after = frames[2][index]
            if now.distance(to: before) > 60, now.distance(to: after) > 60, before.distance(to: after) < WholePageBarModel.tolerance {
                count += 1
            }
        }
        return count > limit
    }

    private static func flag(_ count: inout Int, first: inout Int?, frame: Int) {
        count += 1
        if first == nil { first = frame }
    }

    /// Steps a navigator at 60 Hz until it rests (a push or a settle), at most ten seconds.
    private static func settle(_ navigator: inout Navigator) {
        for _ in 0..<frameLimit where !navigator.isSettled { navigator.step(1.0 / 60, screen: screen) }
    }
}
