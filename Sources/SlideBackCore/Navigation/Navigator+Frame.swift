extension Navigator {
    /// What to draw now on a screen of `screen` points.
    public func frame(screen: Size) -> Frame {
        let (unjudged, unmirrored) = frameBeforeStatusInk(screen: screen)
        var frame = unjudged.withReadableStatus()
        // After the status ink is chosen (a change to the groups drops them), with that ink mirrored.
        if let unmirrored { frame.unmirroredGroups = frame.carryingStatusInk(into: unmirrored) }
        return frame
    }

    /// The frame before its status texts' colours are chosen (each the one its page asks for), and
    /// for a right-to-left scene its groups as laid out before they were mirrored.
    func frameBeforeStatusInk(screen: Size) -> (frame: Frame, unmirrored: [LayerGroup]?) {
        let pages = self.pages(on: screen)
        let context = StyleContext(pages: pages, stack: stack, time: time, snapshots: snapshots, scrolls: scrollOffsets,
                                   verticalScrolls: verticalOffsets)
        let laidOut = spec.groups(for: pose(screen: screen), rest: top, in: context)
        let frame = Frame(screen: screen, snapshots: snapshots.entries, groups: pages.shown(laidOut),
                          topTitle: pages.spec(of: top).title, style: style, styleName: spec.name, pages: pages)
        return (frame, scene.direction.isMirrored ? pages.shown(laidOut, mirroring: false) : nil)
    }

    /// The moment as two sliding pages at the controller's progress, or `nil` at rest: the one
    /// view of a transition, which the pose, the trace and the tests read.
    public var slide: Slide? {
        guard let transition else { return nil }
        let p = transition.controller.value
        switch transition.kind {
        case .swipe(let completes):
            var slide = Slide(front: top, back: stack[stack.count - 2], fraction: p, phase: .drag, lift: transition.lift,
                              mirrored: transition.mirrored)
            slide.releasedAt = transition.releasedAt
            slide.sweep = transition.sweep
            slide.grab = transition.grab
            slide.completing = completes
            return slide
        case .push(let from): return Slide(front: top, back: from, fraction: p, phase: .push)
        case .pop(let leaving): return Slide(front: leaving, back: top, fraction: p, phase: .pop)
        }
    }

    /// The moment posed by the style on a screen of `screen` points: the transforms of both
    /// pages, worked out once from the controller's value; `nil` at rest. What is drawn, traced,
    /// graphed and read out.
    public func pose(screen: Size) -> SlidePose? {
        slide.map { slide in
            let source = spec.look(for: slide.phase).frontGeometry == .zoomSource
                ? pages(on: screen).zoomSource(of: slide.back, scroll: scrollOffsets[slide.back] ?? 0,
                                               verticalScroll: verticalOffsets[slide.back] ?? 0)
                : nil
            return spec.pose(of: slide, screen: screen, source: source)
        }
    }

    /// The transition's controller, its one piece of state (its value and the motion driving it),
    /// or `nil` at rest.
    public var controller: TransitionController? { transition?.controller }
}
