extension StyleSpec {
    /// The Android family's styles as people meet them in 2026 (issue 33), in Tab's order. Each is
    /// a spec with the numbers its source states; docs/techniques-2026.md says what each spec
    /// could not express.
    static let androidFamily: [StyleSpec] = [materialSharedAxis, compose, harmonyOS]

    /// Material's shared axis X (material-components/material-components-android
    /// `lib/java/com/google/android/material/transition/MaterialSharedAxis.java`,
    /// `SlideDistanceProvider.java`, `FadeThroughProvider.java`): 300 ms of `FAST_OUT_SLOW_IN`;
    /// the incoming page slides 30 dp in from the far side while the outgoing one slides 30 dp
    /// away, and the two fade through at 0.35: the outgoing page is gone by 0.35 of the eased
    /// progress, the incoming one appears over the rest. A push brings the new page in, a pop
    /// (and the back swipe, which scrubs the pop) the page underneath; either edge starts the
    /// swipe and a release commits past the predictive back's 35%.
    static var materialSharedAxis: StyleSpec {
        var spec = StyleSpec(name: "material-shared-axis", base: .slideback,
                             summary: "Material's shared axis X: a 30 dp slide, fading through at 0.35")
        spec.edges = .both
        spec.release = .distance
        spec.completeAt = commitPoint
        spec.settleCurve = .seed
        spec.settleEasing = .fastOutSlowIn
        spec.pushCurve = .fastOutSlowIn
        spec.pushDuration = 0.3
        spec.drag = sharedAxis(outgoingFront: true)
        spec.push = sharedAxis(outgoingFront: false)
        // Android at animator duration scale 0: animations end at once.
        spec.reduceMotion = .instant
        // The system's back progress drives the scrub, as in the predictive backs.
        spec.backProgress = .aosp
        spec.backProgressStiffness = ProgressSmoothing.aospStiffness
        return spec
    }

    /// The shared axis look: both pages 30 points apart in their slide, neither covering the
    /// other; the outgoing page (the front one in a pop, the back one in a push) fades out by
    /// 0.35 of the transition, the incoming one in over the rest.
    private static func sharedAxis(outgoingFront: Bool) -> PhaseLook {
        let fadeThrough = 0.35
        var look = PhaseLook()
        look.frontTravel = 0
        look.frontShift = 30
        look.backParallax = 0
        look.backOffset = 30
        if outgoingFront {
            look.frontOpacity = Ramp(from: 1, to: 0, until: fadeThrough)
            look.backOpacity = Ramp(from: 0, to: 1, after: fadeThrough, until: 1)
        } else {
            // A push runs p from 1 to 0: the page underneath is the outgoing one.
            look.backOpacity = Ramp(from: 0, to: 1, after: 1 - fadeThrough, until: 1)
            look.frontOpacity = Ramp(from: 1, to: 0, until: 1 - fadeThrough)
        }
        return look
    }

    /// Navigation Compose's defaults (androidx/androidx `navigation/navigation-compose/src/
    /// androidMain/kotlin/androidx/navigation/compose/DefaultNavTransitions.android.kt`): pushes
    /// and pops fade in and out together over 700 ms (`tween(700)`, `FastOutSlowInEasing`); the
    /// predictive pop shrinks the leaving page towards `scaleOut(0.7)` about its centre while the
    /// page underneath fades in, and finishes on `spring(dampingRatio 1.0, stiffness 1600)`.
    /// Either edge starts it; a release commits past the predictive back's 35%.
    static var compose: StyleSpec {
        var spec = StyleSpec(name: "compose", base: .slideback,
                             summary: "Navigation Compose's defaults: a 700 ms cross-fade; the predictive pop scales out to 0.7")
        spec.edges = .both
        spec.release = .distance
        spec.completeAt = commitPoint
        spec.settleCurve = .spring
        spec.springMass = 1
        spec.springStiffness = 1600
        spec.springDamping = 2 * (1600.0).squareRoot()
        spec.springSolver = .exact
        spec.pushCurve = .fastOutSlowIn
        spec.pushDuration = 0.7
        var drag = PhaseLook()
        drag.frontTravel = 0
        drag.frontScale = 0.7
        drag.backParallax = 0
        drag.backOpacity = Ramp(from: 0, to: 1)
        spec.drag = drag
        var fade = drag
        fade.frontScale = 1
        fade.frontOpacity = Ramp(from: 1, to: 0)
        spec.push = fade
        spec.pop = fade
        // Android at animator duration scale 0: animations end at once.
        spec.reduceMotion = .instant
        // The system's back progress drives the scrub, as in the predictive backs.
        spec.backProgress = .aosp
        spec.backProgressStiffness = ProgressSmoothing.aospStiffness
        return spec
    }

    /// HarmonyOS's ArkUI navigation (openharmony/arkui_ace_engine
    /// `frameworks/core/components_ng/pattern/navigation/navigation_group_node.cpp`): pushes,
    /// pops and the swipe's settle on `InterpolatingSpring(0, 1, 342, 37)` (velocity 0, mass 1,
    /// stiffness 342, damping 37: critically damped); the old page goes to -0.2 W under a mask of
    /// ARGB(25, 0, 0, 0) and the new page comes from the right, each page with its own bar.
    /// ArkUI moves the new page's content only from +0.5 W and reveals it with a growing clip;
    /// without a clip the spec slides the whole page from the edge, so its visible edge is
    /// ArkUI's. Either edge starts the system's back swipe.
    static var harmonyOS: StyleSpec {
        var spec = StyleSpec(name: "harmonyos", base: .slideback,
                             summary: "HarmonyOS ArkUI: a critically damped spring, the old page to -0.2 W under a 25/255 mask")
        spec.edges = .both
        spec.settleCurve = .spring
        spec.pushMotion = .spring
        spec.springMass = 1
        spec.springStiffness = 342
        spec.springDamping = 37
        spec.springSolver = .exact
        spec.drag.backParallax = 0.2
        spec.drag.backDim = Ramp(from: 25.0 / 255)
        // HarmonyOS's own animation scale is not in the sources read; it is treated as Android's.
        spec.reduceMotion = .instant
        return spec
    }
}
