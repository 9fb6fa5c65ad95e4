extension StyleSpec {
    /// The styles of the cross-platform toolkits as people meet them in 2026 (issue 33), in Tab's
    /// order. Each is a spec with the numbers its source states; docs/techniques-2026.md says what
    /// each spec could not express.
    static let crossPlatform: [StyleSpec] = [ionic]

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
        return spec
    }
}
