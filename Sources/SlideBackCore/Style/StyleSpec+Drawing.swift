extension StyleSpec {
    /// The groups that draw a moment, back to front, for a posed slide, or for the page `top` at
    /// rest when there is none: one drawing for every spec, so a new technique is a new spec and
    /// never new drawing code.
    public func groups(for pose: SlidePose?, rest top: PageInstance, in context: StyleContext) -> [LayerGroup] {
        guard let pose else { return [LayerGroup(.page, layers: context.live(top, dx: 0))] }
        let slide = pose.slide, look = pose.look, p = pose.drawnProgress
        var groups = [
            LayerGroup(.back, transform: pose.back, layers: layers(of: slide.back, source: look.back, kind: .screen, look: look, in: context)),
            LayerGroup(.front, transform: pose.front, layers: layers(of: slide.front, source: look.front, kind: .leavingScreen, look: look, in: context)),
        ]
        switch look.bar {
        case .shared, .fakeBackground:
            groups.append(LayerGroup(.chrome, layers: SharedBar(context: context).crossFade(from: slide.front, to: slide.back, fraction: slide.fraction,
                                                                                             withBackground: look.bar == .shared)))
        case .barPicture:
            groups.append(LayerGroup(.chrome, layers: [Layer(.statusBar(StatusInk(context.pages.statusColor(of: slide.front))),
                                                             frame: context.pages.layout.statusArea)]))
        case .perPage:
            if look.drawsSystemStatusBar {
                groups.append(LayerGroup(.chrome, layers: [context.pages.systemStatus(from: slide.front, to: slide.back, progress: p)]))
            }
        }
        return groups
    }

    /// One page's layers, unmoved: its stored picture (of `kind`) if the look asks for one and the
    /// store has it, else the live page with its bar treated as the look says.
    private func layers(of page: PageInstance, source: PageSource, kind: SnapshotKind, look: PhaseLook,
                        in context: StyleContext) -> [Layer] {
        // A page underneath is pictured as it was left, a leaving page as it left (or, without
        // that picture, as it was shown).
        if source == .picture, let held = [kind, .screen].first(where: { context.snapshots.contains(SnapshotKey(page: page, kind: $0)) }) {
            return [context.picture(page, held, dx: 0)]
        }
        switch look.bar {
        case .perPage:
            return context.live(page, dx: 0, withStatus: !look.drawsSystemStatusBar)
        case .shared:
            return context.body(page, dx: 0)
        case .fakeBackground:
            // Only an opaque bar has a background to copy; a transparent or hidden one shows the page.
            guard let bar = context.bar(of: page), let background = bar.background else {
                return context.body(page, dx: 0)
            }
            let plain = BarContent(background: background, title: "", titleColor: bar.titleColor, showsBackButton: false)
            return context.body(page, dx: 0) + [Layer(.navigationBar(plain), frame: context.pages.layout.barBackground)]
        case .barPicture:
            let key = SnapshotKey(page: page, kind: .bar)
            let bar = context.snapshots.contains(key) ? [Layer(.snapshot(key), frame: context.pages.layout.barBackground)] : []
            return context.body(page, dx: 0) + bar
        }
    }
}

extension PhaseLook {
    /// Whether the status text belongs to the system: drawn once, in place, above both pages,
    /// never sliding with one. So it is in every look that draws both pages live with their own
    /// bars; a look showing a picture keeps the status text the picture holds, as the seeds' do.
    public var drawsSystemStatusBar: Bool {
        bar == .perPage && back == .live && front == .live
    }
}
