extension StyleSpec {
    /// The styles of the cross-platform toolkits as people meet them in 2026 (issue 33), in Tab's
    /// order. Each is a spec with the numbers its source states; docs/techniques-2026.md says what
    /// each spec could not express.
    static let crossPlatform: [StyleSpec] = [ionic, nativeStack, composeIOS, flutterFadeForwards]

    /// Ionic's iOS mode (ionic-team/ionic-framework `core/src/utils/transition/ios.transition.ts`
    /// and `core/src/utils/gesture/swipe-back.ts`): 540 ms on cubic-bezier(0.32, 0.72, 0, 1); the
    /// page underneath at -33% with its opacity from 0.8 to 1 under a cover of 0.1 that lifts; the
    /// leaving page's shadow from 0.7 to 0.03. A swipe starts within 50 px of the edge once it has
    /// moved 10 px, completes when it moves right faster than 0.2 px/ms or lies past half the
    /// width, and settles in the distance left over the release speed, at most 300 ms.
    static var ionic: StyleSpec {
        var spec = StyleSpec(name: "ionic", base: .slideback,
                             summary: "Ionic's iOS transition: -33% at 0.8 opacity, a 0.1 cover, a settle timed by the release speed")
        spec.edgeWidth = 50
        spec.activateAfter = 10
        spec.release = .fling
        spec.flingSpeed = 200
        spec.settleCurve = .velocity
        spec.settleDuration = 0.3
        spec.settleEasing = .ionic
        spec.pushCurve = .ionic
        spec.pushDuration = 0.54
        spec.drag.backParallax = 0.33
        spec.drag.backOpacity = Ramp(from: 0.8, to: 1)
        spec.drag.backDim = Ramp(from: 0.1)
        spec.drag.shadow = PageTransform.Shadow(opacity: 0.7, width: 10, offset: -5)
        spec.drag.shadowOpacityEnd = 0.03
        // The toolkit draws its own transition; the sources read say nothing of the setting (docs/techniques.md).
        spec.reduceMotion = .ignore
        return spec
    }

    /// react-native-screens' native stack on iOS (software-mansion/react-native-screens
    /// `ios/RNSScreenStackAnimator.mm`, `animateSimplePushWithShadowEnabled`): 500 ms
    /// (`RNSDefaultTransitionDuration`), the page underneath at -0.3 W under a black view of 0.1
    /// (`RNSShadowViewMaxAlpha`), pushes, pops and the swipe's completion on
    /// `UISpringTimingParameters(dampingRatio: 4.56)` (UIKit's mass 3, stiffness 1000, damping
    /// 500), linear while the finger is down; a release completes when x + 0.3 v passes half the
    /// width. The full-screen swipe starts anywhere in the content, as iOS 26's does. The
    /// navigation bar is UIKit's: one bar whose items cross-fade.
    static var nativeStack: StyleSpec {
        var spec = StyleSpec(name: "native-stack", base: .system,
                             summary: "react-native-screens' native stack: -0.3 W, a 0.1 shadow view, UIKit's spring, a full-screen swipe")
        spec.pan = .content
        spec.swipeStart = .firstMotion
        spec.velocityEstimator = .line
        spec.release = .projected
        spec.projection = 0.3
        spec.settleCurve = .spring
        spec.pushMotion = .spring
        // RNSDefaultTransitionDuration, the animator's length: kept for the listing, as the
        // spring that runs pushes here has no duration to read (see docs/techniques-2026.md).
        spec.pushDuration = 0.5
        spec.drag.bar = .shared
        spec.drag.backParallax = 0.3
        spec.drag.backDim = Ramp(from: 0.1)
        return spec
    }

    /// Navigation 3 on iOS in Compose Multiplatform (`NavDisplay.ios.kt`): pushes and pops of
    /// 500 ms on Cubic(0.2833, 0.99, 0.31833, 0.99), the page underneath a quarter of the width
    /// to the left, each page with its own bar; the predictive pop follows the edge linearly and
    /// a release finishes on the same curve.
    static var composeIOS: StyleSpec {
        var spec = StyleSpec(name: "compose-ios", base: .slideback,
                             summary: "Compose Multiplatform's iOS navigation: 500 ms on its cubic, the page underneath at W/4")
        spec.release = .fling
        spec.settleCurve = .seed
        spec.settleDuration = 0.5
        spec.settleEasing = .composeIOS
        spec.pushCurve = .composeIOS
        spec.pushDuration = 0.5
        spec.drag.backParallax = 0.25
        // The toolkit draws its own transition; the sources read say nothing of the setting (docs/techniques.md).
        spec.reduceMotion = .ignore
        return spec
    }

    /// Flutter's `FadeForwardsPageTransitionsBuilder` (flutter/flutter
    /// `packages/flutter/lib/src/material/page_transitions_theme.dart`) over its linear 450 ms
    /// (`kTransitionMilliseconds`), every slide a quarter of the width on
    /// `easeInOutCubicEmphasized`, and both ways fading forwards (`DualTransitionBuilder`): the
    /// page arriving fades in over the first 0.75 of the transition, the page going fades out
    /// over the first 0.25. A push brings the new page from +0.25 W while the old one goes to
    /// -0.25 W; a pop (and the drag, which scrubs it) sends the page in front to +0.25 W and brings
    /// the page underneath from -0.25 W.
    static var flutterFadeForwards: StyleSpec {
        var spec = StyleSpec(name: "flutter-fade-forwards", base: .slideback,
                             summary: "Flutter's FadeForwards: a quarter-width slide on easeInOutCubicEmphasized, fading forwards")
        spec.pushCurve = .linear
        spec.pushDuration = 0.45
        spec.drag = fadeForwards(front: Ramp(from: 1, to: 0, until: 0.25), back: Ramp(from: 0, to: 1, until: 0.75), on: .easeInOutCubicEmphasized)
        // A push runs p from 1 to 0: the page in front arrives, the page underneath goes.
        spec.push = fadeForwards(front: Ramp(from: 1, to: 0, after: 0.25, until: 1), back: Ramp(from: 0, to: 1, after: 0.75, until: 1),
                                 on: .easeInOutCubicEmphasizedFlipped)
        // Flutter leaves its transitions as they are unless the app reads MediaQueryData.reduceMotion.
        spec.reduceMotion = .ignore
        return spec
    }

    /// A FadeForwards look: the page in front at `frontShiftFraction` 0.25 W times `curve` of p,
    /// the page underneath a quarter of the width to the left until `curve` of p brings it in,
    /// each at its ramp's opacity.
    private static func fadeForwards(front: Ramp, back: Ramp, on curve: Curve) -> PhaseLook {
        var look = PhaseLook()
        look.frontTravel = 0
        look.frontShiftFraction = 0.25
        look.gestureCurve = curve
        look.frontOpacity = front
        look.backParallax = 0.25
        look.backCurve = curve
        look.backOpacity = back
        return look
    }
}
