/// What a style does when motion is reduced (`reduceMotion`): what its platform does with the
/// person's setting. docs/techniques.md gives each built-in's choice and its source.
public enum ReduceMotion: String, CaseIterable, Equatable, Sendable {
    /// iOS: opacity replaces motion, a cross-fade over the same time and curve (SwiftUI's
    /// `TransitionProperties.hasMotion`: a transition with motion "will be replaced by opacity
    /// when Reduce Motion is enabled").
    case crossFade
    /// Android with the animator duration scale at 0: every animation ends at once
    /// (`ValueAnimator.areAnimatorsEnabled()` is false); the finger still moves the page.
    case instant
    /// Flutter: nothing changes unless the app reads `MediaQueryData.reduceMotion` itself (it
    /// "does not automatically alter framework animations").
    case ignore
}

extension StyleSpec {
    /// The style as it runs when motion is reduced, by its `reduceMotion`: a cross-fade in which
    /// no page moves or scales, transitions and releases that end at once (with the held
    /// progress no longer smoothed, as no animator runs), or itself.
    public func reducedMotion() -> StyleSpec {
        var spec = self
        switch reduceMotion {
        case .ignore:
            break
        case .crossFade:
            spec.drag = drag.crossFaded()
            spec.push = push?.crossFaded()
            spec.pop = pop?.crossFaded()
        case .instant:
            spec.pushMotion = .curve
            spec.pushDuration = 0
            spec.settleCurve = .seed
            spec.settleDuration = 0
            spec.backProgressStiffness = nil
        }
        return spec
    }
}

extension PhaseLook {
    /// The same phase with its motion replaced by opacity: neither page moves, scales or rounds,
    /// the page in front fades out over p (in over a push, which runs p from 1 to 0) above the
    /// page underneath, which stays opaque; the dimming and the bar's treatment stay, and no edge
    /// shadow is cast, as no edge moves.
    func crossFaded() -> PhaseLook {
        var look = self
        look.backParallax = 0
        look.backOffset = 0
        look.backScale = 1
        look.backScaleY = nil
        look.backOpacity = .constant(1)
        look.frontTravel = 0
        look.frontScale = 1
        look.frontShift = 0
        look.frontShiftFraction = 0
        look.followY = 0
        look.frontGeometry = .slide
        look.cornerRadius = 0
        look.gestureEnd = nil
        look.frontOpacity = Ramp(from: 1, to: 0)
        look.shadow.opacity = 0
        look.shadowOpacityEnd = nil
        return look
    }
}
