import SlideBackCore

/// What the `swiftui` and `uikit` targets share: the pose tables as a `SlideBackLook` value, the
/// push curve as a function (one cubic, or the parts a `Curve` joins), and the release rule as
/// a function of the translation and the velocity.
enum SwiftExport {
    /// The type that holds one look's table and reads it.
    static let lookType = """
    /// One look sampled over SlideBack's progress p (0: the page in front covers the screen, 1: it
    /// has gone), linear between knots and clamped; an x is a fraction of the width plus points.
    struct SlideBackLook {
        let knots: [Double]
        let values: [String: [Double]]
        let shadowWidth: Double
        let shadowWidthFraction: Double

        func at(_ name: String, _ p: Double) -> Double {
            guard let v = values[name] else { return 0 }
            let q = min(1, max(0, p))
            var i = 0
            while i + 2 < knots.count, knots[i + 1] <= q { i += 1 }
            let span = knots[i + 1] - knots[i]
            let t = span > 0 ? min(1, max(0, (q - knots[i]) / span)) : 1
            return v[i] + (v[i + 1] - v[i]) * t
        }

        func x(_ name: String, _ p: Double, width: Double) -> Double { at(name, p) * width + at(name + "Points", p) }
    }

    /// A cubic Bézier timing function from (0, 0) to (1, 1), solved for x by bisection.
    func slideBackBezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        func coordinate(_ t: Double, _ a: Double, _ b: Double) -> Double { 3 * (1 - t) * (1 - t) * t * a + 3 * (1 - t) * t * t * b + t * t * t }
        var low = 0.0, high = 1.0
        for _ in 0..<40 {
            let middle = (low + high) / 2
            if coordinate(middle, x1, x2) < x { low = middle } else { high = middle }
        }
        return coordinate((low + high) / 2, y1, y2)
    }
    """

    /// The opening every Swift target shares, up to the style's enum closing: the header, the
    /// import of `framework`, the look type, and `enum NAMEStyle` with the looks, the `motion`
    /// lines (the push and settle in the framework's terms), the gesture and the `extra` members.
    static func styleEnum(_ spec: StyleSpec, target: CodeTarget, framework: String, motion: [String], extra: [String] = []) -> [String] {
        var out = ExportText.header(spec, target: target).map { "// " + $0 }
        out += ["", "import \(framework)", "", lookType, ""]
        out += ["/// The style's constants: its looks, its motion and its gesture.", "enum \(typeName(spec))Style {"]
        out += looks(spec, indent: "    ")
        out += ["", "    // " + ExportText.timing(spec) + "."]
        out += motion.map { $0.isEmpty ? "" : "    " + $0 }
        if spec.springSolver == .reactNative, spec.pushMotion == .spring || spec.settleCurve == .spring {
            out.append("    // \(framework) solves the spring exactly; the style solves it as React Native does (a damping ratio of 1 or more as critical), which comes to rest sooner.")
        }
        out += ["    // The gesture: it starts within \(ExportText.number(spec.edgeWidth)) pt of the edge; " + ExportText.releaseRule(spec) + "."]
        out += ExportText.fixedByPlatform(spec, platform: framework, zoomsNatively: true).map { "    // " + $0 + "." }
        out += ["    static let edgeWidth: CGFloat = \(ExportText.number(spec.edgeWidth))",
                "    static func completes(translation: Double, velocity: Double, width: Double) -> Bool {"]
        out += releaseBody(spec, indent: "        ")
        out += ["    }"] + extra + ["}", ""]
        return out
    }

    /// The prefix of the style's Swift type names: `SlideBack` and its name's words.
    static func typeName(_ spec: StyleSpec) -> String { "SlideBack" + ExportText.typeName(spec.name) }

    /// The drag's, the push's and the pop's looks as static constants, indented by `indent`.
    static func looks(_ spec: StyleSpec, indent: String) -> [String] {
        TransitionPhase.allPhases.map { phase -> String in
            let look = spec.look(for: phase)
            if phase != .drag, look == spec.drag { return indent + "static let \(phase.rawValue) = drag" }
            let table = PoseTable(look: look)
            func list(_ values: [Double]) -> String { "[" + values.map(ExportText.number).joined(separator: ", ") + "]" }
            let entries = table.columns.map { "\(indent)        \"\($0.name)\": \(list($0.values))," }
            return "\(indent)// The \(phase.rawValue)'s look.\n\(indent)static let \(phase.rawValue) = SlideBackLook(\n\(indent)    knots: \(list(table.knots)),\n"
                + "\(indent)    values: [\n" + entries.joined(separator: "\n") + "\n\(indent)    ],\n"
                + "\(indent)    shadowWidth: \(ExportText.number(look.shadow.width)), shadowWidthFraction: \(ExportText.number(look.shadowWidthFraction)))"
        }
    }

    /// A curve as a Swift expression of `t`.
    static func curve(_ shape: CurveShape, of t: String = "t") -> String {
        switch shape {
        case .linear: return t
        case let .cubic(x1, y1, x2, y2): return "slideBackBezier(\([x1, y1, x2, y2].map(ExportText.number).joined(separator: ", ")), \(t))"
        case let .joined(at, first, second):
            let x = ExportText.number(at.x), y = ExportText.number(at.y)
            return "(\(t) < \(x) ? \(y) * \(curve(first, of: "\(t) / \(x)")) : \(y) + (1 - \(y)) * \(curve(second, of: "(\(t) - \(x)) / (1 - \(x))")))"
        case .flipped(let inner): return "(1 - \(curve(inner, of: "(1 - \(t))")))"
        case .decay(let rate):
            let r = ExportText.number(rate)
            return "((1 - exp(-\(r) * \(t))) / (1 - exp(-\(r))))"
        }
    }

    /// The release rule as the body of `func completes(translation: Double, velocity: Double,
    /// width: Double) -> Bool` (points and points per second, positive to the right).
    static func releaseBody(_ spec: StyleSpec, indent: String) -> [String] {
        let at = ExportText.number(spec.completeAt)
        switch spec.release {
        case .distance:
            return [indent + (spec.completeDistance.map { "return translation > \(ExportText.number($0))" } ?? "return translation >= width * \(at)")]
        case .fling:
            let fling = spec.flingSpeed.map(ExportText.number) ?? "width * \(ExportText.number(spec.flingVelocity))"
            return [indent + "if abs(velocity) >= \(fling) { return velocity > 0 }", indent + "return translation >= width * \(at)"]
        case .projected:
            return [indent + "return translation + \(ExportText.number(spec.projection)) * velocity > width * \(at)"]
        }
    }
}

extension TransitionPhase {
    /// The phases in the order the exported code lists their looks.
    static let allPhases: [TransitionPhase] = [.drag, .push, .pop]
}
