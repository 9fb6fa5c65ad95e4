extension StyleSpec {
    /// The release of a swipe let go at `progress`, moving at `velocity` widths per second
    /// (positive to the right), on a screen `width` points wide: the one computation of the
    /// decision, its completion line and the projected end. A release at `decisiveSpeed` points
    /// per second or faster (a trackpad's, `TrackpadSwipe.decisiveSpeed`) is a fling whatever
    /// the style's rule: its direction decides.
    public func judgeRelease(progress: Double, velocity: Double, width: Double, decisiveSpeed: Double? = nil) -> ReleaseJudgement {
        let projected = progress + projection * velocity, threshold = releaseThreshold(width: width)
        if let decisiveSpeed, abs(velocity * width) >= decisiveSpeed {
            return ReleaseJudgement(rule: .fling, completes: velocity > 0, threshold: threshold, projected: projected)
        }
        return ReleaseJudgement(rule: release, completes: completes(progress: progress, velocity: velocity, width: width),
                                threshold: threshold, projected: projected)
    }

    /// The completion line a release is judged against, as a fraction of a screen `width` points
    /// wide: the distance rule's `completeDistance` when it has one, else `completeAt`.
    public func releaseThreshold(width: Double) -> Double {
        guard release == .distance, let distance = completeDistance else { return completeAt }
        return width > 0 ? distance / width : completeAt
    }

    /// Whether a swipe released at `progress`, moving at `velocity` widths per second (positive to
    /// the right), completes the pop, by the spec's rule and thresholds. The rules compare in
    /// points, as the first version did, so a release exactly on a line is judged as it always was.
    public func completes(progress: Double, velocity: Double, width: Double) -> Bool {
        // A fling speed in points is the same line in widths on this screen.
        let fling = flingSpeed.map { width > 0 ? $0 / width : flingVelocity } ?? flingVelocity
        return release.completes(offset: progress * width, velocity: velocity * width, width: width, threshold: completion,
                                 completeAt: completeAt, flingVelocity: fling, projection: projection)
    }

    /// How a swipe released at `progress` travels to `target` (0 or 1), thrown at `velocity`
    /// widths per second, on a screen `width` points wide.
    public func settleMotion(from progress: Double, to target: Double, velocity: Double, width: Double) -> TransitionController.Motion {
        switch settleCurve {
        case .seed:
            return .tween(Tween(from: progress, to: target, duration: settleDuration, curve: settleEasing))
        case .flutter:
            let duration = SettleCurve.flutterDuration(remaining: abs(target - progress), completing: target > progress)
            return .tween(Tween(from: progress, to: target, duration: duration, curve: .fastLinearToSlowEaseIn))
        case .spring:
            return .spring(SpringMotion(from: progress, to: target, velocity: velocity, constants: spring, unit: width))
        case .velocity:
            let duration = SettleCurve.velocityDuration(remaining: abs(target - progress) * width, speed: velocity * width, longest: settleDuration)
            return .tween(Tween(from: progress, to: target, duration: duration, curve: settleEasing))
        }
    }

    /// The spec with the configuration's overrides (the command line's gesture and timing flags)
    /// put in: made once for each style a run may use (`Navigator.init`, `StyleCatalog.overridden(by:)`).
    public func overridden(by configuration: NavigatorConfiguration) -> StyleSpec {
        var spec = self
        if let pan = configuration.panMode { spec.pan = pan }
        if let edgeWidth = configuration.edgeWidth { spec.edgeWidth = edgeWidth }
        if let slop = configuration.tapSlop { spec.slop = slop }
        if let distance = configuration.maximumStartDistance { spec.maxStartDistance = distance }
        if let duration = configuration.transitionDuration { spec.pushDuration = duration }
        if let settle = configuration.settleDuration { spec.settleDuration = settle }
        if let release = configuration.release { spec.release = release }
        if let curve = configuration.settleCurve { spec.settleCurve = curve }
        switch configuration.completion {
        case .beyondDistance(let distance): spec.completeDistance = distance
        case .atFraction(let fraction):
            spec.completeDistance = nil
            spec.completeAt = fraction
        case nil: break
        }
        return spec
    }
}
