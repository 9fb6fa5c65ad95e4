import Foundation
import SlideBackCore

/// A style's push and pop as CSS animations (`slideback export --target css`): keyframes for the
/// page in front, the page underneath and the black cover between them, on the style's own curve
/// as `cubic-bezier()` where it is one Bézier, as a sampled `linear()` where it is not (Flutter's
/// three-point curves) or where a spring drives it. Every value comes from the spec's one mapping
/// of progress to transforms (`PhaseLook`), so the CSS moves a page where the program draws it.
public struct CSSExport: Sendable {
    /// The style exported.
    public var spec: StyleSpec
    /// The screen the points are for: 1 CSS pixel is 1 point.
    public var screen: Size

    /// Makes an export of `spec` for a screen of `screen` points.
    public init(spec: StyleSpec, screen: Size) {
        self.spec = spec
        self.screen = screen
    }

    /// Points into which a curve that is not one Bézier is cut for `linear()`.
    public static let timingSamples = 200
    /// Intervals a curve's look that is not linear in progress is sampled in (every 1% of the time).
    public static let keyframeSamples = 100

    /// The stylesheet, ending in a newline.
    public var text: String {
        var lines = [
            "/* SlideBack style \"\(spec.name)\" as CSS animations: slideback export --target css \(spec.name)",
            "   \(spec.summary.replacingOccurrences(of: "*/", with: "* /"))",
            "   Screen \(Self.number(screen.width)) x \(Self.number(screen.height)) points, 1 CSS px a point.",
            "   Put the page in front in .slideback-front, the one under it in .slideback-back and a black cover",
            "   between them in .slideback-dim, and give their container .slideback-push or .slideback-pop. */",
            ".slideback-front, .slideback-back { transform-origin: 50% 50%; }",
        ]
        if ZoomExport.flies(spec) { lines.insert("/* " + "Not expressed: " + ExportText.line(ZoomExport.cannotZoom("CSS")) + ". */", at: 5) }
        for phase in [TransitionPhase.push, .pop] {
            lines += rules(for: phase)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// How one phase moves: where its progress starts and ends, and its timing.
    public struct Timing: Equatable, Sendable {
        /// The progress at the start (1 for a push, 0 for a pop) and at the end.
        public var from: Double, to: Double
        /// Seconds it takes.
        public var duration: Double
        /// The CSS timing function of the whole way: `linear`, `cubic-bezier(...)` or `linear(...)`.
        public var function: String
        /// The fraction of the way gone at evenly spaced moments, the first at the start and the
        /// last at the end.
        public var samples: [Double]
    }

    /// The timing of `phase` (`.push` or `.pop`): the style's push curve over its duration, or
    /// its spring sampled at the program's own step, 1/60 s, until it rests.
    public func timing(of phase: TransitionPhase) -> Timing {
        let (from, to): (Double, Double) = phase == .push ? (1, 0) : (0, 1)
        switch spec.pushMotion {
        case .curve:
            let curve = spec.pushCurve
            let samples = (0...Self.keyframeSamples).map { curve.transform(Double($0) / Double(Self.keyframeSamples)) }
            let function: String
            if curve == .linear {
                function = "linear"
            } else if let p = curve.controlPoints {
                function = "cubic-bezier(\([p.x1, p.y1, p.x2, p.y2].map(Self.number).joined(separator: ", ")))"
            } else {
                function = Self.linearFunction((0...Self.timingSamples).map { curve.transform(Double($0) / Double(Self.timingSamples)) })
            }
            return Timing(from: from, to: to, duration: spec.pushDuration, function: function, samples: samples)
        case .spring:
            var motion = SpringMotion(from: from, to: to, velocity: 0, constants: spec.spring, unit: screen.width)
            var eased = [0.0]
            while !motion.isFinished {
                motion.advance(by: 1.0 / 60)
                eased.append((motion.value - from) / (to - from))
            }
            return Timing(from: from, to: to, duration: Double(eased.count - 1) / 60, function: Self.linearFunction(eased), samples: eased)
        }
    }

    /// The keyframes and the rules that run them, for one phase. A look that is a straight line in
    /// progress takes two keyframes and the timing function; any other is sampled in time, with
    /// linear timing, for CSS eases each keyframe's interval on its own, not the whole way.
    private func rules(for phase: TransitionPhase) -> [String] {
        let name = phase.rawValue, timing = timing(of: phase), look = spec.look(for: phase)
        let straight = isLinear(look, timing)
        let eased = straight ? [0, 1] : timing.samples
        let progress = eased.map { timing.from + (timing.to - timing.from) * $0 }
        var lines = [".slideback-\(name) { --slideback-\(name)-timing: \(Self.number(timing.duration * 1000))ms "
                     + (straight ? timing.function : "linear") + "; }"]
        var roles = [("front", progress.map { look.sourcelessFront(at: $0, width: screen.width, height: screen.height) }),
                     ("back", progress.map { look.backTransform(at: $0, width: screen.width) })]
        if look.dimsBack { roles.append(("dim", roles[1].1)) }
        for (role, transforms) in roles {
            lines.append(".slideback-\(name) .slideback-\(role) { animation: slideback-\(name)-\(role) var(--slideback-\(name)-timing) both; }")
            lines.append("@keyframes slideback-\(name)-\(role) {")
            for (index, transform) in transforms.enumerated() {
                let body = role == "dim" ? "opacity: \(Self.number(transform.dimming ?? 0));"
                    : "transform: translate(\(Self.number(transform.x))px, \(Self.number(transform.y))px) "
                        + "scale(\(Self.number(transform.scale)), \(Self.number(transform.scaleY))); opacity: \(Self.number(transform.opacity));"
                lines.append("  \(Self.number(Double(index) * 100 / Double(transforms.count - 1)))% { \(body) }")
            }
            lines.append("}")
        }
        return lines
    }

    /// Whether every value of the look is a straight line in progress between the phase's ends,
    /// so that two keyframes carry it exactly.
    private func isLinear(_ look: PhaseLook, _ timing: Timing) -> Bool {
        func values(_ p: Double) -> [Double] {
            let front = look.sourcelessFront(at: p, width: screen.width, height: screen.height), back = look.backTransform(at: p, width: screen.width)
            return [front.x, front.scale, front.opacity, back.x, back.scale, back.scaleY, back.opacity, back.dimming ?? 0]
        }
        let start = values(timing.from), end = values(timing.to)
        return (1..<Self.keyframeSamples).allSatisfy { index in
            let fraction = Double(index) / Double(Self.keyframeSamples)
            return zip(values(timing.from + (timing.to - timing.from) * fraction), zip(start, end)).allSatisfy { value, ends in
                abs(value - (ends.0 + (ends.1 - ends.0) * fraction)) < 1e-6 * max(1, abs(ends.0), abs(ends.1))
            }
        }
    }

    /// CSS's `linear()` through evenly spaced values.
    static func linearFunction(_ values: [Double]) -> String {
        "linear(" + values.map(number).joined(separator: ", ") + ")"
    }

    /// A number as CSS takes it: at most five decimals, no trailing zeros, never `-0`.
    static func number(_ value: Double) -> String {
        let rounded = (value * 100_000).rounded() / 100_000
        if rounded == 0 { return "0" }
        var text = String(format: "%.5f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
