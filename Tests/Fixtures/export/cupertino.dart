// SlideBack style "cupertino": iOS as Flutter's CupertinoPageRoute draws it: each page with its own bar, a faint shadow
// A built-in style of SlideBack.
// Written by `slideback export --target flutter cupertino` against Flutter 3.29 or later (PageTransitionsBuilder with transitionDuration, Cubic, SpringDescription, SpringSimulation).
// Every constant the platform can take is carried over; what it cannot is said where it would go.

import 'package:flutter/material.dart';
import 'package:flutter/physics.dart';

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

// The drag's look over p (0: the page in front covers the screen, 1: it has gone).
const _Look _drag = _Look(
  <double>[0, 1],
  <String, List<double>>{
    'frontX': <double>[0, 1],
    'frontScale': <double>[1, 1],
    'frontOpacity': <double>[1, 1],
    'frontRadius': <double>[0, 0],
    'frontShadow': <double>[0.015686, 0],
    'backX': <double>[-0.333333, 0],
    'backScaleX': <double>[1, 1],
    'backScaleY': <double>[1, 1],
    'backOpacity': <double>[1, 1],
    'backDim': <double>[0.094118, 0],
    'frontXPoints': <double>[0, 0],
    'backXPoints': <double>[0, 0],
  },
  shadowWidth: 0,
  shadowWidthFraction: 0.05,
);
const _Look _push = _drag;
const _Look _pop = _drag;

/// iOS as Flutter's CupertinoPageRoute draws it: each page with its own bar, a faint shadow
class SlideBackCupertinoPageTransitionsBuilder extends PageTransitionsBuilder {
  const SlideBackCupertinoPageTransitionsBuilder();

  // pushes and pops take 0.5 s on fastEaseInToSlowEaseOut.
  @override
  Duration get transitionDuration => const Duration(microseconds: 500000);

  static const Curve pushCurve = _Joined(0.198, 0.541, Cubic(0.282828, 0.044362, 0.545455, 0.57024), Cubic(0.208853, 1, 0.434539, 0.976035));

  // a released swipe settles in the distance left x 0.8 s (at most 0.3 s back) on fastLinearToSlowEaseIn. Flutter's own back gesture settles on its own curve; a gesture you drive
  // yourself settles in 0.8 s x the distance left (at most 0.3 s back) on this.
  static const Curve settleCurve = Curves.fastLinearToSlowEaseIn;

  // The gesture: a fling of at least 1 widths/s decides by its direction, else it pops past 0.5 of the width; it starts within 20 pt of the edge.
  // the bar: each page moves with its own bar (put the bar inside each page).

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
}
