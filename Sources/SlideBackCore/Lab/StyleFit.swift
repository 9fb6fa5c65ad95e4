import Foundation

/// Fits a style's constants to a reference motion (`slideback fit`): the same input is played
/// through the program's own navigator at its 1/60 s step for each candidate, the page in front's
/// x compared with the reference's (`MotionError`), and the RMS made least by `NelderMead` over
/// the chosen keys, each kept within its documented range.
public struct StyleFit: Sendable {
    /// What every candidate is played through: the scene, the screen, the input, and the reference.
    public struct Setup: Sendable {
        /// The pages the script is played on.
        public var scene: Scene
        /// The screen's size in points, which the script's points are in.
        public var screen: Size
        /// The run's overrides.
        public var configuration: NavigatorConfiguration
        /// The input the reference's motion answers.
        public var script: InputScript
        /// The motion fitted to.
        public var reference: ReferenceMotion
        /// How its clock is laid over each candidate's.
        public var alignment: ReferenceAlignment
        /// Frames played after the script's last event at most, while something still moves.
        public var framesAfterInput = 600

        /// Makes a setup.
        public init(scene: Scene, screen: Size, configuration: NavigatorConfiguration, script: InputScript, reference: ReferenceMotion,
                    alignment: ReferenceAlignment = .auto) {
            self.scene = scene
            self.screen = screen
            self.configuration = configuration
            self.script = script
            self.reference = reference
            self.alignment = alignment
        }
    }

    /// A fit's outcome.
    public struct Result: Sendable {
        /// The fitted style, named `NAME-fitted`, and the style it started from.
        public var fitted: StyleSpec, original: StyleSpec
        /// The error before and after; `nil` where the motion and the reference share no moment.
        public var before: MotionError?, after: MotionError?
        /// The keys fitted, and those the reference does not show (a change moves nothing), kept.
        public var keys: [String], unseen: [String]
        /// Candidates played.
        public var evaluations: Int
    }

    /// A key `fit` cannot take, or a fit that cannot start.
    public struct Problem: Error, Equatable, CustomStringConvertible {
        public var description: String
    }

    /// The keys fitted when none are given: the settle's (a spring's stiffness and damping, its
    /// mass being redundant with them; a fixed settle's duration) and the push's (its duration,
    /// or the same spring). Flutter's settle has no constant of its own to fit.
    public static func defaultKeys(for spec: StyleSpec) -> [String] {
        var keys: [String] = []
        switch spec.settleCurve {
        case .spring: keys += ["springStiffness", "springDamping"]
        case .seed, .velocity: keys.append("settleDuration")
        case .flutter: break
        }
        switch spec.pushMotion {
        case .curve: keys.append("pushDuration")
        case .spring: if !keys.contains("springStiffness") { keys += ["springStiffness", "springDamping"] }
        }
        return keys
    }

    /// The numeric field of `key`, or a problem naming the numeric keys.
    static func field(_ key: String) throws -> (field: StyleField<StyleSpec>, range: ClosedRange<Double>) {
        guard let field = StyleSpec.fields.first(where: { $0.key == key }) else {
            throw Problem(description: "--keys: unknown key \"\(key.prefix(40))\" (a numeric style-file key, as in slideback styles --keys)")
        }
        guard case .number(let range) = field.kind else {
            throw Problem(description: "--keys: \(key) is not a number a fit can change (\(field.allowed))")
        }
        return (field, range)
    }

    /// The page in front at every frame of `spec` played through `setup`, at `frame / 60` s, and
    /// what an alignment needs (its moments at rest left out, as a trace's reference leaves them).
    public static func play(_ spec: StyleSpec, _ setup: Setup) -> (all: ReferenceMotion, style: ReferenceAlignment.StyleMotion)? {
        var session = Session(navigator: Navigator(scene: setup.scene, spec: spec, configuration: setup.configuration), clock: PlaybackClock())
        let events = setup.script.events
        let last = max(setup.script.lastFrame ?? 0, events.last?.frame ?? 0)
        var all: [ReferenceMotion.Sample] = [], moving: [ReferenceMotion.Sample] = []
        var release: ReferenceMotion.Sample?
        var next = 0, frame = 0
        while frame <= last + setup.framesAfterInput {
            while next < events.count, events[next].frame == frame {
                session.apply(events[next].action, screen: setup.screen)
                next += 1
            }
            let sample = session.navigator.motionSample(screen: setup.screen)
            let point = ReferenceMotion.Sample(time: MotionGraph.drawnTime(ofSample: frame), x: sample.frontX)
            all.append(point)
            if sample.phase != .rest { moving.append(point) }
            if sample.phase == .settle, release == nil { release = point }
            if frame > last, !session.navigator.isAnimating, sample.phase == .rest { break }
            session.advanceFrame(screen: setup.screen)
            frame += 1
        }
        let width = setup.screen.width
        guard let motion = try? ReferenceMotion(name: spec.name, width: width, samples: moving), let start = motion.samples.first,
              let whole = try? ReferenceMotion(name: spec.name, width: width, samples: all) else { return nil }
        var style = ReferenceAlignment.StyleMotion(motion: motion, start: start, end: start, release: release)
        style.end = style.end(after: start)
        return (whole, style)
    }

    /// The error of `spec`'s motion against the reference, as `--reference` reports it.
    public static func error(of spec: StyleSpec, _ setup: Setup) -> MotionError? {
        play(spec, setup).flatMap { MotionError(reference: setup.reference, style: $0.style, alignment: setup.alignment, width: setup.screen.width) }
    }

    /// What the fit makes least: the RMS over every frame the reference has a value at, the
    /// frames at rest included, so a candidate that stops early or starts late pays for it.
    static func cost(of spec: StyleSpec, _ setup: Setup) -> Double {
        guard let played = play(spec, setup) else { return .infinity }
        let offset = setup.alignment.offset(of: setup.reference, onto: played.style)
        return MotionError.deviation(of: setup.reference, from: played.all, offset: offset)?.rms ?? .infinity
    }

    /// Fits `keys` of `spec` (`defaultKeys` when empty) to `setup`'s reference.
    public static func fit(_ spec: StyleSpec, keys given: [String], _ setup: Setup) throws -> Result {
        let keys = given.isEmpty ? defaultKeys(for: spec) : given
        guard !keys.isEmpty else {
            throw Problem(description: "\(spec.name) has no settle or push constant to fit by default (its settle is Flutter's); name them with --keys")
        }
        let fields = try keys.map { key -> (key: String, field: StyleField<StyleSpec>, range: ClosedRange<Double>, start: Double) in
            let (field, range) = try field(key)
            guard case .number(let start) = field.read(spec), start > 0 else {
                throw Problem(description: "--keys: \(key) is 0 in \(spec.name); a fit scales a constant, so start from a style where it is not")
            }
            return (key, field, range, start)
        }
        func candidate(_ x: [Double], of chosen: [Int]) -> StyleSpec {
            var candidate = spec
            for (slot, index) in chosen.enumerated() {
                let item = fields[index]
                // Scaled, so every key moves by a share of itself; clamped, so nothing leaves its range.
                let value = min(item.range.upperBound, max(item.range.lowerBound, item.start * exp(x[slot])))
                item.field.write(&candidate, .number(value))
            }
            return candidate
        }
        var evaluations = 0
        func cost(_ x: [Double], _ chosen: [Int]) -> Double {
            evaluations += 1
            return Self.cost(of: candidate(x, of: chosen), setup)
        }
        let all = Array(fields.indices), startCost = cost(Array(repeating: 0, count: fields.count), all)
        // A key whose change moves nothing the reference shows (a push's duration against a swipe,
        // the damping of a spring solved as critically damped) is kept as it was.
        let seen = all.filter { index in
            [0.05, -0.05].contains { step in
                var x = Array(repeating: 0.0, count: fields.count)
                x[index] = step
                return abs(cost(x, all) - startCost) > 1e-9
            }
        }
        var fitted = spec
        if !seen.isEmpty {
            let found = NelderMead().minimize(Array(repeating: 0, count: seen.count)) { cost($0, seen) }
            fitted = candidate(found.point, of: seen)
            for index in seen {
                let item = fields[index]
                guard case .number(let value) = item.field.read(fitted) else { continue }
                item.field.write(&fitted, .number(min(item.range.upperBound, max(item.range.lowerBound, Self.rounded(value)))))
            }
        }
        fitted.name = String(spec.name.prefix(StyleSpec.nameLimit - 7)) + "-fitted"
        fitted.baseName = StyleSpec.builtIns.contains(spec) ? spec.name : spec.baseName
        return Result(fitted: fitted, original: spec, before: error(of: spec, setup), after: error(of: fitted, setup),
                      keys: seen.map { fields[$0].key }, unseen: all.filter { !seen.contains($0) }.map { fields[$0].key },
                      evaluations: evaluations)
    }

    /// `value` to 5 significant digits, as a style file is read by people.
    static func rounded(_ value: Double) -> Double {
        guard value != 0, value.isFinite else { return value }
        let scale = pow(10, 4 - floor(log10(abs(value))))
        return (value * scale).rounded() / scale
    }
}
