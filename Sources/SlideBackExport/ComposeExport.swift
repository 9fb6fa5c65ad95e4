import Foundation
import SlideBackCore

/// The `compose` target: Navigation Compose's `enterTransition`, `exitTransition`,
/// `popEnterTransition` and `popExitTransition` made of `slideIn`/`slideOut`, `fadeIn`/`fadeOut`
/// and `scaleIn`/`scaleOut`, on a `tween` with the style's easing as `CubicBezierEasing`, or on
/// `spring(dampingRatio, stiffness)`. Navigation Compose plays the pop transitions under the
/// predictive back gesture; where the style's drag looks unlike its pop, the drag's are written too.
extension CodeTarget {
    static let compose = CodeTarget(
        name: "compose",
        fileExtension: "kt",
        platform: "Navigation Compose 2.8 (NavHost enterTransition/exitTransition/popEnterTransition/popExitTransition, predictive back) on Compose Animation 1.7",
        write: ComposeExport.code)
}

/// Writes the `compose` target.
enum ComposeExport {
    static func code(_ spec: StyleSpec) -> String {
        let className = "SlideBack" + ExportText.typeName(spec.name) + "Transitions"
        var out = ExportText.header(spec, target: .compose).map { "// " + $0 }
        out += ["", "import androidx.compose.animation.*", "import androidx.compose.animation.core.*",
                "import androidx.compose.ui.graphics.TransformOrigin", "import androidx.navigation.NavBackStackEntry",
                "import kotlin.math.roundToInt", "",
                "// Use: val t = remember(density) { \(className)(LocalDensity.current.density) }",
                "// NavHost(navController, startDestination, enterTransition = t.enterTransition, exitTransition = t.exitTransition,",
                "//         popEnterTransition = t.popEnterTransition, popExitTransition = t.popExitTransition) { ... }",
                "class \(className)(private val density: Float) {"]
        out += ["    // " + ExportText.timing(spec) + "; " + ExportText.settle(spec) + ".",
                "    // Navigation Compose finishes a released predictive back on its own; settle is for a",
                "    // SeekableTransitionState you drive yourself: animateTo(target, animation = settle).",
                "    val settle: FiniteAnimationSpec<Float> = " + settle(spec)]
        if spec.pushMotion == .curve { out.append("    val easing: Easing = \(easing(spec.pushCurve.shape))") }
        out.append("")
        let pushLook = spec.look(for: .push), popLook = spec.look(for: .pop)
        out += transition("enterTransition", enter: true, look: pushLook, front: true, spec: spec)
        out += transition("exitTransition", enter: false, look: pushLook, front: false, spec: spec)
        out += transition("popEnterTransition", enter: true, look: popLook, front: false, spec: spec)
        out += transition("popExitTransition", enter: false, look: popLook, front: true, spec: spec)
        if spec.drag != popLook {
            out.append("    // The drag looks unlike the pop. Navigation Compose 2.8 plays popEnter/popExit under the gesture; these are the drag's,")
            out.append("    // for a host that takes predictive-pop transitions of their own (Navigation 3's NavDisplay.predictivePopTransitionSpec).")
            out += transition("predictivePopEnterTransition", enter: true, look: spec.drag, front: false, spec: spec)
            out += transition("predictivePopExitTransition", enter: false, look: spec.drag, front: true, spec: spec)
        }
        out += ["    // The gesture: " + ExportText.releaseRule(spec) + "; the system's back gesture decides instead (it commits past its own threshold)."]
        out += ExportText.fixedByPlatform(spec, platform: "Navigation Compose").map { "    // " + $0 + "." }
        out.append("}")
        return out.joined(separator: "\n") + "\n"
    }

    /// One transition: a page (`front` or not) of `look` arriving (`enter`) or going. A push runs
    /// p from 1 to 0, a pop from 0 to 1; an arriving page ends at rest, a going one starts there.
    private static func transition(_ name: String, enter: Bool, look: PhaseLook, front: Bool, spec: StyleSpec) -> [String] {
        let pushing = name == "enterTransition" || name == "exitTransition"
        // The moving end: where an arriving page starts, where a going one ends.
        let p = pushing == enter ? 1.0 : 0.0
        func transform(_ width: Double) -> PageTransform {
            front ? look.sourcelessFront(at: p, width: width) : look.backTransform(at: p, width: width)
        }
        let far = transform(1), near = transform(0)
        let opacity = front ? look.frontOpacity : look.backOpacity
        var parts: [String] = [], notes: [String] = []
        let fraction = far.x - near.x, points = near.x
        if fraction != 0 || points != 0 {
            // Points are dp: the offset lambda gets pixels, so they go through the density.
            let dp = points == 0 ? "" : " + \(float(points)) * density"
            let offset = "{ fullWidth -> (fullWidth * \(float(fraction))\(dp)).roundToInt() }"
            // The page in front slides on its travel (linear in p) or its shift (the gesture curve).
            let curve: Curve? = !front ? look.backCurve : look.frontTravel == 0 ? look.gestureCurve
                : look.frontShift == 0 && look.frontShiftFraction == 0 ? .linear : nil
            let spec = motion(spec, "IntOffset", curve: curve, pushing: pushing, look: look)
            parts.append(enter ? "slideInHorizontally(\(spec), initialOffsetX = \(offset))" : "slideOutHorizontally(\(spec), targetOffsetX = \(offset))")
        }
        if opacity.from != 1 || opacity.to != 1 {
            let alpha = float(opacity.value(at: p))
            parts.append(enter ? "fadeIn(\(fade(opacity, pushing: pushing, spec: spec)), initialAlpha = \(alpha))"
                               : "fadeOut(\(fade(opacity, pushing: pushing, spec: spec)), targetAlpha = \(alpha))")
        }
        if far.scale != 1 {
            let spec = motion(spec, "Float", curve: front ? look.gestureCurve : look.backCurve, pushing: pushing, look: look)
            parts.append(enter ? "scaleIn(\(spec), initialScale = \(float(far.scale)), transformOrigin = TransformOrigin.Center)"
                               : "scaleOut(\(spec), targetScale = \(float(far.scale)), transformOrigin = TransformOrigin.Center)")
            if far.scaleY != far.scale { notes.append("scales take one factor: \(ExportText.number(far.scale)) is used, the vertical \(ExportText.number(far.scaleY)) is not") }
        }
        if !front, look.dimsBack { notes.append("the page underneath is dimmed by \(ExportText.number(look.backDim.from)) -> \(ExportText.number(look.backDim.to)): a transition draws no scrim") }
        if front, look.cornerRadius > 0 { notes.append("the page rounds to \(ExportText.number(look.cornerRadius)) pt while it moves: clip it in the destination") }
        if front, look.shadow.opacity > 0 { notes.append("the page casts a shadow of \(ExportText.number(look.shadow.opacity)): a transition draws none") }
        if let end = look.gestureEnd {
            notes.append("the look runs a gesture part to p \(ExportText.number(end)) and the rest after it; each part here runs over the whole transition")
        } else if spec.pushMotion == .spring, look.gestureCurve != .linear || look.backCurve != .linear {
            notes.append("the look eases its parts on curves of their own (\(look.gestureCurve.rawValue), \(look.backCurve.rawValue)); on a spring each part runs on the spring alone")
        }
        let kind = enter ? "EnterTransition" : "ExitTransition"
        var lines = notes.map { "    // " + $0 + "." }
        lines.append("    val \(name): AnimatedContentTransitionScope<NavBackStackEntry>.() -> \(kind) = {")
        lines.append("        " + (parts.isEmpty ? "\(kind).None" : parts.joined(separator: " +\n            ")))
        lines += ["    }", ""]
        return lines
    }

    /// The settle of a released swipe: its spring, or its tween (Flutter's settle at its longest).
    private static func settle(_ spec: StyleSpec) -> String {
        let spring = spec.springUnits
        switch spec.settleCurve {
        case .spring: return "spring(dampingRatio = \(float(spring.dampingRatio)), stiffness = \(float(spring.stiffnessAtUnitMass)))"
        case .flutter: return "tween(durationMillis = 800, easing = CubicBezierEasing(0.18f, 1f, 0.04f, 1f))"
        case .seed, .velocity:
            return "tween(durationMillis = \(Int((spec.settleDuration * 1000).rounded())), easing = \(easing(spec.settleEasing.shape)))"
        }
    }

    /// The motion of a part the look eases on `curve` (`nil`: two curves mixed, the push's alone):
    /// on a tween the curve after the push curve, which is exact, as a pop's p is the push curve of
    /// the time and a push's is 1 minus it; on a spring, the spring.
    private static func motion(_ spec: StyleSpec, _ type: String, curve: Curve?, pushing: Bool, look: PhaseLook) -> String {
        guard let curve, curve != .linear, spec.pushMotion == .curve, look.gestureEnd == nil else { return motion(spec, type) }
        // 1 - f(1 - x) is f played backwards: a flipped curve's own curve, or the curve flipped.
        let shape: CurveShape
        if pushing, case .flipped(let inner) = curve.shape { shape = inner } else { shape = pushing ? .flipped(curve.shape) : curve.shape }
        let eased = spec.pushCurve == .linear ? easing(shape) : "Easing { u -> \(easing(shape)).transform(easing.transform(u)) }"
        return "tween(durationMillis = \(Int((spec.pushDuration * 1000).rounded())), easing = \(eased))"
    }

    /// The push's motion for a value of `type`: its spring or its tween.
    private static func motion(_ spec: StyleSpec, _ type: String) -> String {
        if spec.pushMotion == .spring {
            let spring = spec.springUnits
            return "spring(dampingRatio = \(float(spring.dampingRatio)), stiffness = \(float(spring.stiffnessAtUnitMass)), visibilityThreshold = \(type).VisibilityThreshold)"
                .replacingOccurrences(of: ", visibilityThreshold = Float.VisibilityThreshold", with: "")
        }
        return "tween(durationMillis = \(Int((spec.pushDuration * 1000).rounded())), easing = easing)"
    }

    /// A fade's tween: the ramp's stretch of p turned into time on the push curve.
    private static func fade(_ ramp: Ramp, pushing: Bool, spec: StyleSpec) -> String {
        guard spec.pushMotion == .curve, ramp.after > 0 || ramp.until < 1 else { return motion(spec, "Float") }
        let duration = spec.pushDuration * 1000
        // A pop's p is curve(t); a push's is 1 - curve(t).
        let times = [ramp.after, ramp.until].map { pushing ? inverse(spec.pushCurve, 1 - $0) : inverse(spec.pushCurve, $0) }.sorted()
        return "tween(durationMillis = \(Int(((times[1] - times[0]) * duration).rounded())), delayMillis = \(Int((times[0] * duration).rounded())), easing = LinearEasing)"
    }

    /// The time at which `curve` reaches `value` (curves rise from 0 to 1).
    static func inverse(_ curve: Curve, _ value: Double) -> Double {
        var low = 0.0, high = 1.0
        for _ in 0..<40 {
            let middle = (low + high) / 2
            if curve.transform(middle) < value { low = middle } else { high = middle }
        }
        return (low + high) / 2
    }

    /// A curve as a Compose `Easing`.
    static func easing(_ shape: CurveShape) -> String {
        switch shape {
        case .linear: return "LinearEasing"
        case let .cubic(x1, y1, x2, y2): return "CubicBezierEasing(\([x1, y1, x2, y2].map(float).joined(separator: ", ")))"
        case let .joined(at, first, second):
            let x = float(at.x), y = float(at.y)
            return "Easing { t -> if (t < \(x)) \(y) * \(easing(first)).transform(t / \(x)) else \(y) + (1f - \(y)) * \(easing(second)).transform((t - \(x)) / (1f - \(x))) }"
        case .flipped(let inner): return "Easing { t -> 1f - \(easing(inner)).transform(1f - t) }"
        case .decay(let rate):
            let r = float(rate)
            return "Easing { t -> (1f - kotlin.math.exp(-\(r) * t)) / (1f - kotlin.math.exp(-\(r))) }"
        }
    }

    /// A Kotlin `Float` literal.
    static func float(_ value: Double) -> String { ExportText.number(value) + "f" }
}
