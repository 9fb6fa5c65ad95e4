import SlideBackCore

/// The `flutter` target: a `PageTransitionsBuilder` that places both pages by the style's pose
/// tables, its push curve as a `Cubic` (a `ThreePointCubic`-like join where the curve has two
/// parts), its spring as a `SpringDescription` with the `SpringSimulation` a back gesture settles on.
extension CodeTarget {
    static let flutter = CodeTarget(
        name: "flutter",
        fileExtension: "dart",
        platform: "Flutter 3.29 or later (PageTransitionsBuilder with transitionDuration, Cubic, SpringDescription, SpringSimulation)",
        write: FlutterExport.code)
}

/// Writes the `flutter` target.
enum FlutterExport {
    static func code(_ spec: StyleSpec) -> String {
        let className = "SlideBack" + ExportText.typeName(spec.name) + "PageTransitionsBuilder"
        var out = ExportText.header(spec, target: .flutter).map { "// " + $0 }
        let decays = [spec.pushCurve, spec.settleEasing].contains { $0.shape.usesDecay }
        // dart:math and the decay class only where a curve needs them, so other styles' code stays as it was.
        out += [""] + (decays ? ["import 'dart:math' as math;", ""] : [])
        out += ["import 'package:flutter/material.dart';", "import 'package:flutter/physics.dart';", ""]
        out += [lookClass + (decays ? decayClass : ""), ""]
        out += looks(spec)
        out += ["", "/// \(ExportText.line(spec.summary))", "class \(className) extends PageTransitionsBuilder {", "  const \(className)();", ""]
        out += ["  // " + ExportText.timing(spec) + "."]
        if spec.pushMotion == .spring {
            out.append("  // A route's animation runs transitionDuration on a curve, not a spring: the spring's own time is not kept.")
        }
        out += ["  @override", "  Duration get transitionDuration => const Duration(microseconds: \(Int((spec.pushDuration * 1_000_000).rounded())));", ""]
        out += ["  static const Curve pushCurve = \(curve(spec.pushCurve.shape));", ""]
        out += settle(spec)
        out += ["  // The gesture: " + ExportText.releaseRule(spec) + "; it starts within \(ExportText.number(spec.edgeWidth)) pt of the edge."]
        out += ExportText.fixedByPlatform(spec, platform: "Flutter").map { "  // " + $0 + "." }
        out += [buildTransitions]
        out += ["}"]
        return out.joined(separator: "\n") + "\n"
    }

    /// How a released swipe settles: the spring as a `SpringDescription` and the `SpringSimulation`
    /// it runs, or the settle's curve and time. Flutter's own back gesture settles on its own curve.
    private static func settle(_ spec: StyleSpec) -> [String] {
        let spring = "  static const SpringDescription spring = SpringDescription(\(ExportText.springArguments(spec)));"
        var lines = ["  // " + ExportText.settle(spec) + ". Flutter's own back gesture settles on its own curve; a gesture you drive"]
        switch spec.settleCurve {
        case .spring:
            lines += ["  // yourself settles on this: controller.animateWith(settle(value, target, velocity)).",
                      spring,
                      "  static Simulation settle(double from, double to, double velocity) => SpringSimulation(spring, from, to, velocity);", ""]
        case .flutter:
            lines += ["  // yourself settles in 0.8 s x the distance left (at most 0.3 s back) on this.",
                      "  static const Curve settleCurve = Curves.fastLinearToSlowEaseIn;", ""]
        case .seed, .velocity:
            lines += ["  // yourself settles on this, in settleDuration\(spec.settleCurve == .velocity ? " at most (the distance left over the release speed)" : "").",
                      "  static const Curve settleCurve = \(curve(spec.settleEasing.shape));",
                      "  static const Duration settleDuration = Duration(microseconds: \(Int((spec.settleDuration * 1_000_000).rounded())));", ""]
        }
        if spec.pushMotion == .spring, spec.settleCurve != .spring {
            lines.insert(spring, at: 0)
        }
        return lines
    }

    /// The drag's, the push's and the pop's tables as constants.
    private static func looks(_ spec: StyleSpec) -> [String] {
        TransitionPhase.allPhases.map { phase -> String in
            let look = spec.look(for: phase)
            if phase != .drag, look == spec.drag { return "const _Look _\(phase.rawValue) = _drag;" }
            let table = PoseTable(look: look)
            func list(_ values: [Double]) -> String { "<double>[" + values.map(ExportText.number).joined(separator: ", ") + "]" }
            let entries = table.columns.map { "    '\($0.name)': \(list($0.values))," }
            return "// The \(phase.rawValue)'s look over p (0: the page in front covers the screen, 1: it has gone).\n"
                + "const _Look _\(phase.rawValue) = _Look(\n  \(list(table.knots)),\n  <String, List<double>>{\n" + entries.joined(separator: "\n")
                + "\n  },\n  shadowWidth: \(ExportText.number(look.shadow.width)),\n  shadowWidthFraction: \(ExportText.number(look.shadowWidthFraction)),\n);"
        }
    }

    /// A curve as a Flutter `Curve` expression.
    static func curve(_ shape: CurveShape) -> String {
        switch shape {
        case .linear: return "Curves.linear"
        case let .cubic(x1, y1, x2, y2): return "Cubic(\([x1, y1, x2, y2].map(ExportText.number).joined(separator: ", ")))"
        case let .joined(at, first, second):
            return "_Joined(\(ExportText.number(at.x)), \(ExportText.number(at.y)), \(curve(first)), \(curve(second)))"
        case .flipped(let inner): return "FlippedCurve(\(curve(inner)))"
        case .decay(let rate): return "_Decay(\(ExportText.number(rate)))"
        }
    }

    private static let lookClass = """
    /// One look sampled over SlideBack's progress p, linear between knots, clamped.
    class _Look {
      const _Look(this.knots, this.values, {required this.shadowWidth, required this.shadowWidthFraction});
      final List<double> knots;
      final Map<String, List<double>> values;
      final double shadowWidth;
      final double shadowWidthFraction;

      double at(String name, double p) {
        final List<double> v = values[name]!;
        final double q = p.clamp(0.0, 1.0);
        int i = 0;
        while (i + 1 < knots.length - 1 && knots[i + 1] <= q) {
          i++;
        }
        if (knots[i + 1] == knots[i]) {
          return v[i + 1];
        }
        final double span = knots[i + 1] - knots[i];
    final double t = span > 0 ? ((q - knots[i]) / span).clamp(0.0, 1.0) : 1.0;
        return v[i] + (v[i + 1] - v[i]) * t;
      }

      double x(String name, double p, double width) => at(name, p) * width + at('${name}Points', p);
    }

    /// Two curves joined at (x, y), each eased within its own part.
    class _Joined extends Curve {
      const _Joined(this.x, this.y, this.first, this.second);
      final double x;
      final double y;
      final Curve first;
      final Curve second;

      @override
      double transformInternal(double t) =>
          t < x ? y * first.transform(t / x) : y + (1 - y) * second.transform((t - x) / (1 - x));
    }
    """

    private static let decayClass = """

    /// Exponential decay, (1 - e^(-rate t)) / (1 - e^(-rate)).
    class _Decay extends Curve {
      const _Decay(this.rate);
      final double rate;

      @override
      double transformInternal(double t) => (1 - math.exp(-rate * t)) / (1 - math.exp(-rate));
    }
    """

    private static let buildTransitions = """

      // SlideBack's p for a route's animation: 1 - value under the finger, the push curve otherwise
      // (a push runs p from 1 down to 0, a pop from 0 up to 1).
      static double _progress(Animation<double> animation, bool dragging) {
        final double v = animation.value;
        if (dragging) {
          return 1 - v;
        }
        return animation.status == AnimationStatus.reverse ? pushCurve.transform(1 - v) : 1 - pushCurve.transform(v);
      }

      static _Look _look(Animation<double> animation, bool dragging) =>
          dragging ? _drag : (animation.status == AnimationStatus.reverse ? _pop : _push);

      @override
      Widget buildTransitions<T>(
        PageRoute<T> route,
        BuildContext context,
        Animation<double> animation,
        Animation<double> secondaryAnimation,
        Widget child,
      ) {
        return AnimatedBuilder(
          animation: Listenable.merge(<Listenable>[animation, secondaryAnimation]),
          child: child,
          builder: (BuildContext context, Widget? child) {
            final bool dragging = route.navigator?.userGestureInProgress ?? false;
            final double width = MediaQuery.sizeOf(context).width;
            // As the page in front, this route's animation; as the page underneath, the next one's.
            final _Look front = _look(animation, dragging);
            final double p = _progress(animation, dragging);
            final _Look back = _look(secondaryAnimation, dragging);
            final double q = _progress(secondaryAnimation, dragging);
            final double x = front.x('frontX', p, width) + back.x('backX', q, width);
            final double scale = front.at('frontScale', p);
            final double radius = front.at('frontRadius', p);
            final double dim = back.at('backDim', q);
            final double shadow = front.at('frontShadow', p);
            final double shadowWidth = front.shadowWidth + front.shadowWidthFraction * width;
            Widget page = child!;
            if (radius > 0) {
              page = ClipRRect(borderRadius: BorderRadius.circular(radius), child: page);
            }
            page = Stack(
              fit: StackFit.passthrough,
              clipBehavior: Clip.none,
              children: <Widget>[
                if (shadow > 0 && shadowWidth > 0)
                  Positioned(
                    left: -shadowWidth,
                    width: shadowWidth,
                    top: 0,
                    bottom: 0,
                    child: DecoratedBox(
                      decoration: BoxDecoration(
                        gradient: LinearGradient(
                          begin: Alignment.centerRight,
                          end: Alignment.centerLeft,
                          colors: <Color>[Color.fromRGBO(0, 0, 0, shadow), const Color(0x00000000)],
                        ),
                      ),
                    ),
                  ),
                page,
                if (dim > 0) Positioned.fill(child: IgnorePointer(child: ColoredBox(color: Color.fromRGBO(0, 0, 0, dim)))),
              ],
            );
            return Opacity(
              opacity: (front.at('frontOpacity', p) * back.at('backOpacity', q)).clamp(0.0, 1.0),
              child: Transform(
                alignment: Alignment.center,
                transform: Matrix4.translationValues(x, 0, 0)
                  ..multiply(Matrix4.diagonal3Values(scale * back.at('backScaleX', q), scale * back.at('backScaleY', q), 1)),
                child: page,
              ),
            );
          },
        );
      }
    """
}
