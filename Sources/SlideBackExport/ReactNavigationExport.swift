import SlideBackCore

/// The `react-navigation` target: a `cardStyleInterpolator`, a `transitionSpec` and the gesture
/// options of React Navigation 7's stack (`@react-navigation/stack`, `StackNavigationOptions`),
/// as an ES module. The interpolator reads the drag's pose table through
/// `progress.interpolate` (piecewise linear, clamped), so a card stands where `StyleSpec.pose`
/// puts the page at every knot.
extension CodeTarget {
    static let reactNavigation = CodeTarget(
        name: "react-navigation",
        fileExtension: "js",
        platform: "React Navigation 7 (@react-navigation/stack: cardStyleInterpolator, transitionSpec, gestureResponseDistance, gestureVelocityImpact) on React Native 0.7x (Animated.interpolate, Easing.bezier)",
        write: ReactNavigationExport.code)
}

/// Writes the `react-navigation` target.
enum ReactNavigationExport {
    static func code(_ spec: StyleSpec) -> String {
        let table = PoseTable(look: spec.drag)
        // React Navigation's progress is 1 while the card is shown: 1 - p, ascending.
        let input = table.knots.reversed().map { ExportText.number(1 - $0) }
        func list(_ values: [Double]) -> String { "[" + values.reversed().map(ExportText.number).joined(separator: ", ") + "]" }
        var out = ExportText.header(spec, target: .reactNavigation).map { "// " + $0 }
        out += ["", "import { Animated, Easing } from 'react-native';", "",
                "// The drag's look over React Navigation's progress (1 - SlideBack's p), one value a knot.",
                "const inputRange = [\(input.joined(separator: ", "))];"]
        for channel in table.channels {
            out.append("// \(channel.name): \(channel.meaning).")
            out.append("const \(channel.name) = \(list(channel.values));")
            if let offsets = channel.offsets { out.append("const \(channel.name)Points = \(list(offsets));") }
        }
        out += ["", """
        const along = (progress, outputRange) =>
          progress.interpolate({ inputRange, outputRange, extrapolate: 'clamp' });
        const across = (progress, fractions, points, width) =>
          along(progress, fractions.map((fraction, i) => fraction * width + points[i]));

        // The card's own progress places it as the page in front; the next card's places it as the
        // page underneath. Translations come before scales, so a scale never scales the travel.
        export function cardStyleInterpolator({ current, next, inverted, layouts: { screen } }) {
          const front = current.progress;
          const style = {
            cardStyle: {
              opacity: next ? Animated.multiply(along(front, frontOpacity), along(next.progress, backOpacity)) : along(front, frontOpacity),
              borderRadius: along(front, frontRadius),
              overflow: 'hidden',
              transform: [
                { translateX: Animated.multiply(across(front, frontX, frontXPoints, screen.width), inverted) },
                { translateX: next ? Animated.multiply(across(next.progress, backX, backXPoints, screen.width), inverted) : 0 },
                { scale: along(front, frontScale) },
                { scaleX: next ? along(next.progress, backScaleX) : 1 },
                { scaleY: next ? along(next.progress, backScaleY) : 1 },
              ],
            },
            // The overlay lies under the card, over the card before it: the page underneath's dimming.
            overlayStyle: { opacity: along(front, backDim) },
            shadowStyle: { shadowOpacity: along(front, frontShadow) },
          };
          return style;
        }
        """]
        out += ["", "// " + ExportText.timing(spec) + "; " + ExportText.settle(spec) + "."]
        out += transitionSpec(spec)
        out += ["", "// The gesture: " + ExportText.releaseRule(spec) + "."] + gestureNotes(spec)
        out += ["export const gestureResponseDistance = \(ExportText.number(spec.edgeWidth));",
                "export const gestureVelocityImpact = \(ExportText.number(spec.projection));", ""]
        out += notes(spec).map { "// " + $0 }
        out += ["export const screenOptions = {",
                "  cardStyleInterpolator,", "  transitionSpec,", "  gestureEnabled: true,", "  gestureDirection: 'horizontal',",
                "  gestureResponseDistance,", "  gestureVelocityImpact,",
                "  cardOverlayEnabled: \(spec.drag.dimsBack),", "  cardShadowEnabled: \(spec.drag.shadow.opacity > 0),", "};"]
        return out.joined(separator: "\n") + "\n"
    }

    /// `transitionSpec`: React Navigation runs pushes, pops and the release's settle on it.
    private static func transitionSpec(_ spec: StyleSpec) -> [String] {
        let config: String
        if spec.pushMotion == .spring {
            config = "{ animation: 'spring', config: { stiffness: \(ExportText.number(spec.springStiffness)), damping: \(ExportText.number(spec.springDamping)), "
                + "mass: \(ExportText.number(spec.springMass)), overshootClamping: \(spec.springOvershoot == .clamp), "
                + "restDisplacementThreshold: \(ExportText.number(spec.springRestDistance)), restSpeedThreshold: \(ExportText.number(spec.springRestSpeed)) } }"
        } else {
            config = "{ animation: 'timing', config: { duration: \(ExportText.number(spec.pushDuration * 1000)), easing: \(easing(spec.pushCurve.shape)) } }"
        }
        var lines = ["const motion = \(config);", "export const transitionSpec = { open: motion, close: motion };"]
        if (spec.pushMotion == .spring) != (spec.settleCurve == .spring) {
            lines.insert("// React Navigation settles a released swipe on transitionSpec too, so the style's own settle is not kept.", at: 0)
        }
        if spec.pushMotion == .spring, spec.springSolver == .exact {
            lines.insert("// The style solves its spring exactly; React Native treats a damping ratio of 1 or more as critical.", at: 0)
        }
        return lines
    }

    /// A curve as a JavaScript easing function.
    static func easing(_ shape: CurveShape) -> String {
        switch shape {
        case .linear: return "Easing.linear"
        case let .cubic(x1, y1, x2, y2): return "Easing.bezier(\([x1, y1, x2, y2].map(ExportText.number).joined(separator: ", ")))"
        case let .joined(at, first, second):
            let x = ExportText.number(at.x), y = ExportText.number(at.y)
            return "((first, second) => (t) => (t < \(x) ? \(y) * first(t / \(x)) : \(y) + (1 - \(y)) * second((t - \(x)) / (1 - \(x)))))"
                + "(\(easing(first)), \(easing(second)))"
        case .flipped(let inner): return "((inner) => (t) => 1 - inner(1 - t))(\(easing(inner)))"
        case .decay(let rate):
            let r = ExportText.number(rate)
            return "((t) => (1 - Math.exp(-\(r) * t)) / (1 - Math.exp(-\(r))))"
        }
    }

    /// What the gesture options cannot say.
    private static func gestureNotes(_ spec: StyleSpec) -> [String] {
        var lines: [String] = []
        if spec.release != .projected || spec.completeAt != 0.5 || spec.completeDistance != nil {
            lines.append("// React Navigation always pops when x + gestureVelocityImpact x velocity passes half the width; the style's rule is the one above.")
        }
        if spec.pan != .edge { lines.append("// The style's swipe starts \(spec.pan == .fullscreen ? "anywhere" : "anywhere but on sideways-scrolling content"); gestureResponseDistance is its edge width.") }
        if spec.edges == .both { lines.append("// The style also swipes from the right edge; gestureDirection takes one direction.") }
        if let fail = spec.failVertical { lines.append("// The swipe activates after \(ExportText.number(spec.activateAfter)) pt and fails past \(ExportText.number(fail)) pt up or down, as React Navigation's own.") }
        return lines
    }

    /// What the interpolator cannot say.
    private static func notes(_ spec: StyleSpec) -> [String] {
        var lines = ExportText.fixedByPlatform(spec, platform: "React Navigation")
        let own = ExportText.ownLooks(spec)
        if !own.isEmpty {
            lines.append("the \(own.joined(separator: " and ")) have a look of their own in the style; React Navigation draws every transition with the one interpolator (the drag's)")
        }
        return lines
    }
}
