extension StyleSpec {
    /// Whether a swipe released at `progress`, moving at `velocity` widths per second (positive to
    /// the right), completes the pop, by the spec's rule and thresholds.
    public func completes(progress: Double, velocity: Double, width: Double) -> Bool {
        release.completes(offset: progress * width, velocity: velocity * width, width: width, threshold: completion,
                          completeAt: completeAt, flingVelocity: flingVelocity, projection: projection)
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
        }
    }

    /// The spec with the configuration's overrides (the command line's gesture and timing flags)
    /// put in: what runs.
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
