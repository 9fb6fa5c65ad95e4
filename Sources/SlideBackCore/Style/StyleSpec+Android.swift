extension StyleSpec {
    /// Android's full-screen, cross-activity predictive back (aosp-mirror/platform_frameworks_base
    /// `libs/WindowManager/Shell/src/com/android/wm/shell/back/CrossActivityBackAnimation.kt`):
    /// during the gesture the leaving page shrinks to `MAX_SCALE` 0.9 on `BACK_GESTURE`, its right
    /// edge kept 8 dp from the screen's, rounded, following the finger up and down; the page it
    /// reveals waits 96 dp to the left at 0.9 under the light theme's 0.2 scrim. Past the commit
    /// point the release runs 300 ms of `FAST_OUT_SLOW_IN`: the leaving page fades in the first
    /// half while the scrim lifts and the revealed page grows into place. Either edge starts it.
    static var predictiveBack: StyleSpec {
        var spec = android("predictive-back", "Android's cross-activity predictive back: the page shrinks and rounds, the next waits under a scrim",
                           commit: 0.3, on: .fastOutSlowIn, cornerRadius: 28)
        spec.drag.gestureCurve = .backGesture
        // The closing page fades as max(1 - 2t, 0) over the commit: gone half-way through it.
        spec.drag.frontOpacity = Ramp(from: 1, to: 0, after: commitPoint, until: commitPoint + (1 - commitPoint) / 2)
        spec.drag.backParallax = 0
        spec.drag.backOffset = 96
        spec.drag.backScale = 0.9
        spec.drag.backDim = Ramp(from: 0.2, to: 0, after: commitPoint, until: 1)
        return spec
    }

    /// Material's in-app shared-element predictive back as Flutter draws it (flutter/flutter
    /// `packages/flutter/lib/src/material/predictive_back_page_transitions_builder.dart`,
    /// `_PredictiveBackSharedElementPageTransition`): the page shrinks to 0.90, shifts `W/20 - 8`
    /// towards the far edge, rounds to 32 and follows the finger up and down; the commit is
    /// 100 ms of `easeOut`, fading it out as it moves on to a tenth of the width. The page
    /// underneath stays still. Pushes and pops, which no finger drives, are Flutter's zoom
    /// (`ZoomPageTransitionsBuilder`, as the builder falls back to off the gesture).
    static var predictiveBackShared: StyleSpec {
        var spec = android("predictive-back-shared", "Material's shared-element predictive back as Flutter draws it: shrink, shift, a 100 ms fade",
                           commit: 0.1, on: .easeOut, cornerRadius: 32)
        spec.drag.frontTravel = 0.1
        spec.drag.frontOpacity = Ramp(from: 1, to: 0, after: commitPoint, until: 1)
        spec.drag.backParallax = 0
        // Each part of the zoom has its own curve, over the route's linear 300 ms.
        spec.pushCurve = .linear
        spec.push = zoomPush
        spec.pop = zoomPop
        // Flutter leaves its transitions as they are unless the app reads MediaQueryData.reduceMotion.
        spec.reduceMotion = .ignore
        return spec
    }

    /// Flutter's zoom push (flutter/flutter `packages/flutter/lib/src/material/page_transitions_theme.dart`,
    /// `_ZoomEnterTransition` and `_ZoomExitTransition`), with t = 1 - p: the new page grows from
    /// 0.85 on `fastOutExtraSlowIn` and fades in over t 0.125-0.25; the page underneath grows to
    /// 1.05 on the same curve under a scrim rising to 0.6 over t 0.2075-0.4175.
    static var zoomPush: PhaseLook {
        var look = zoom(frontScale: 0.85, backScale: 1.05, on: .fastOutExtraSlowInFlipped,
                        frontFade: Ramp(from: 1, to: 0, after: 0.75, until: 0.875))
        look.backDim = Ramp(from: 0.6, to: 0, after: 0.5825, until: 0.7925)
        return look
    }

    /// Flutter's zoom pop, with t = p: the leaving page shrinks to 0.9 on `fastOutExtraSlowIn` and
    /// fades out over t 0.0825-0.2075; the page underneath shrinks from 1.1 to 1 on the same curve,
    /// with no scrim.
    static var zoomPop: PhaseLook {
        zoom(frontScale: 0.9, backScale: 1.1, on: .fastOutExtraSlowIn, frontFade: Ramp(from: 1, to: 0, after: 0.0825, until: 0.2075))
    }

    /// A zoom look: whole pages, each with its own bar, scaled about their centres on `curve`
    /// (the page in front to `frontScale` at p = 1, the page underneath from `backScale` at
    /// p = 0), neither moving sideways, the page in front at `frontFade`'s opacity.
    private static func zoom(frontScale: Double, backScale: Double, on curve: Curve, frontFade: Ramp) -> PhaseLook {
        var look = PhaseLook()
        look.backParallax = 0
        look.frontTravel = 0
        look.frontScale = frontScale
        look.gestureCurve = curve
        look.frontOpacity = frontFade
        look.backScale = backScale
        look.backCurve = curve
        return look
    }

    /// Where the gesture part of both predictive backs ends and a release commits: 35% of the width.
    static let commitPoint = 0.35

    /// What both predictive backs share: either edge starts them, the held progress is Android's
    /// (`TouchTracker` smoothed by `BackProgressAnimator`), a release past the commit point
    /// commits in `commit` seconds on `easing` (a push or pop takes 0.3 s on it), animations end
    /// at once at animator duration scale 0, and the gesture part of `androidGesture(cornerRadius:)`.
    private static func android(_ name: String, _ summary: String, commit: Double, on easing: Curve,
                                cornerRadius: Double) -> StyleSpec {
        var spec = StyleSpec(name: name, base: .slideback, summary: summary)
        spec.edges = .both
        spec.release = .distance
        spec.completeAt = commitPoint
        spec.settleCurve = .seed
        spec.settleDuration = commit
        spec.settleEasing = easing
        spec.pushCurve = easing
        spec.pushDuration = 0.3
        spec.drag = androidGesture(cornerRadius: cornerRadius)
        spec.reduceMotion = .instant
        spec.backProgress = .aosp
        spec.backProgressStiffness = ProgressSmoothing.aospStiffness
        return spec
    }

    /// The gesture part both predictive backs share: each page its own bar, the front page shrunk
    /// to 0.9 and shifted so its far edge stays 8 points in, rounded, following the finger up and
    /// down within an 8-point margin, casting no shadow.
    private static func androidGesture(cornerRadius: Double) -> PhaseLook {
        var look = PhaseLook()
        look.gestureEnd = commitPoint
        look.frontTravel = 0
        look.frontScale = 0.9
        look.frontShiftFraction = 0.05
        look.frontShift = -8
        look.cornerRadius = cornerRadius
        look.followY = 1
        look.followYMargin = 8
        return look
    }
}
