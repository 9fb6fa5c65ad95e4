extension Navigator {
    /// What to draw now.
    public func frame() -> Frame {
        let pages = PageLayers(scene: scene, layout: layout)
        let context = StyleContext(pages: pages, stack: stack, time: time, snapshots: snapshots, scrolls: scrollOffsets,
                                   verticalScrolls: verticalOffsets)
        let groups = spec.groups(for: pose, rest: top, in: context)
        return Frame(screen: configuration.screen, snapshots: snapshots.entries, groups: groups,
                     topTitle: pages.spec(of: top).title, style: style, styleName: spec.name, pages: pages)
    }

    /// The moment as two sliding pages at the controller's progress, or `nil` at rest.
    public var slide: Slide? {
        guard let transition else { return nil }
        let p = transition.controller.value
        switch transition.kind {
        case .swipe(let completes):
            var slide = Slide(front: top, back: stack[stack.count - 2], fraction: p, phase: .drag, lift: transition.lift,
                              mirrored: transition.mirrored)
            slide.releasedAt = transition.releasedAt
            slide.completing = completes
            return slide
        case .push(let from): return Slide(front: top, back: from, fraction: p, phase: .push)
        case .pop(let leaving): return Slide(front: leaving, back: top, fraction: p, phase: .pop)
        }
    }

    /// The moment posed by the style: the transforms of both pages, worked out once from the
    /// controller's value; `nil` at rest. What is drawn, traced, graphed and read out.
    public var pose: SlidePose? {
        slide.map { spec.pose(of: $0, screen: configuration.screen) }
    }

    /// The current moment in terms of pages and progress.
    public var presentation: Presentation {
        guard let slide else { return .rest(top: top) }
        switch slide.phase {
        case .drag: return .interactivePop(top: slide.front, below: slide.back, offset: slide.fraction * configuration.screen.width)
        case .push: return .push(from: slide.back, to: slide.front, progress: 1 - slide.fraction)
        case .pop: return .pop(leaving: slide.front, destination: slide.back, progress: slide.fraction)
        }
    }

    /// What the navigator is doing, in points and eased progress, with the animation that drives
    /// it: a view of the transition and its controller.
    public var activity: Activity {
        guard let transition else { return .idle }
        let width = configuration.screen.width
        let motion = transition.controller.motion
        switch transition.kind {
        case .swipe(let completes):
            return .interactivePop(offset: transition.controller.value * width, settle: motion.map { Self.points($0, width: width) },
                                   completes: completes)
        case .push(let from):
            return .pushing(from: from, animation: Self.commandTween(motion))
        case .pop(let leaving):
            return .popping(leaving: leaving, animation: Self.commandTween(motion))
        }
    }

    /// A settle motion over progress, as the same motion over points.
    private static func points(_ motion: TransitionController.Motion, width: Double) -> SettleMotion {
        switch motion {
        case .tween(let tween):
            return .tween(Tween(from: tween.from * width, to: tween.to * width, duration: tween.duration, curve: tween.curve,
                                elapsed: tween.elapsed))
        case .spring(let spring):
            return .spring(SpringMotion(from: spring.start * width, to: spring.target * width, velocity: spring.initialVelocity * width,
                                        constants: spring.constants, unit: 1, elapsed: spring.elapsed))
        }
    }

    /// A push or pop animator as the 0-to-1 tween of its eased progress.
    private static func commandTween(_ motion: TransitionController.Motion?) -> Tween {
        guard case .tween(let tween) = motion else { return Tween(from: 0, to: 1, duration: 0, curve: .linear) }
        return Tween(from: 0, to: 1, duration: tween.duration, curve: tween.curve, elapsed: tween.elapsed)
    }
}
