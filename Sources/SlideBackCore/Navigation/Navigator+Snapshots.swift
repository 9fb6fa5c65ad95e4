/// The snapshot bookkeeping of every style, in one place: what each `SnapshotPolicy` captures and
/// drops at each moment of the stack's life. Whatever the style, once nothing moves the store holds
/// exactly `expectedSnapshotKeys`.
extension Navigator {
    /// The running style's constants (overrides included) in the first version's shape.
    public var rules: StyleRules { spec.rules }

    /// The snapshots the style needs when nothing moves, in stack order.
    public var expectedSnapshotKeys: [SnapshotKey] {
        switch spec.snapshots {
        case .none:
            return []
        case .screenWhenLeft:
            return stack.dropLast().map { SnapshotKey(page: $0, kind: .screen) }
        case .screenWhenShown:
            return stack.filter(hasAppeared).map { SnapshotKey(page: $0, kind: .screen) }
        case .barWhenLaidOut:
            return stack.filter { hasAppeared($0) && wantsBarPicture($0) }.map { SnapshotKey(page: $0, kind: .bar) }
        }
    }

    /// Switches the technique to `newStyle` exactly as given (a session's catalogue holds its
    /// styles with the overrides already in), only while nothing moves (a transition keeps the style it began
    /// with). The store is rebuilt for the new style's needs, from the pages as they are now.
    /// Returns whether the style changed.
    @discardableResult
    public mutating func switchStyle(to newStyle: StyleSpec) -> Bool {
        guard isSettled, !recognizer.isPressed else { return false }
        chosenSpec = newStyle
        spec = reducesMotion ? newStyle.reducedMotion() : newStyle
        snapshots = SnapshotStore()
        for key in expectedSnapshotKeys { capture(key.page, kind: key.kind) }
        return true
    }

    /// Switches to a built-in style as it is built in, with no overrides, as `switchStyle(to:)` does.
    @discardableResult
    public mutating func switchStyle(to newStyle: StyleName) -> Bool {
        switchStyle(to: StyleSpec.builtIn(newStyle))
    }

    /// A root counts as shown once it has appeared; pushed pages are laid out when pushed.
    func hasAppeared(_ page: PageInstance) -> Bool {
        page != stack[0] || rootHasAppeared
    }

    /// Whether the bar-snapshot style pictures this page's bar: it has a bar and has not opted out.
    func wantsBarPicture(_ page: PageInstance) -> Bool {
        let spec = scene.pages[page.specIndex]
        return spec.bar != .hidden && spec.takesBarSnapshot
    }

    /// A push begins: `from` is being left and `page` is laid out. A root pushed over before its
    /// first frame has been on screen all the same: it counts as appeared, and gets its pictures.
    mutating func pageWillBeCovered(_ from: PageInstance, by page: PageInstance) {
        if !rootHasAppeared {
            rootHasAppeared = true
            for key in expectedSnapshotKeys where key.page == from && !snapshots.contains(key) {
                capture(key.page, kind: key.kind)
            }
        }
        switch spec.snapshots {
        case .screenWhenLeft: capture(from, kind: .screen)
        case .barWhenLaidOut: if wantsBarPicture(page) { capture(page, kind: .bar) }
        case .none, .screenWhenShown: break
        }
    }

    /// A pop begins; `removed` are the pages leaving the stack, `leaving` (the old top) among them.
    /// Pictures of pages in between are never shown again, so they go now; the leaving page's stay
    /// until the animation ends, because some styles draw them while it runs.
    mutating func pagesWillBeRemoved(_ removed: [PageInstance], leaving: PageInstance) {
        if spec.snapshots == .screenWhenLeft { capture(leaving, kind: .leavingScreen) }
        snapshots.drop(pages: Set(removed.filter { $0 != leaving }))
    }

    /// A transition has ended with `top` on top: pictures of pages no longer on the stack go, the
    /// top's own stored screen goes (the live page replaces it), and the top has appeared.
    mutating func finishTransition() {
        transition = nil
        snapshots.drop(pages: Set(snapshots.keys.map(\.page)).subtracting(stack))
        scrollOffsets = scrollOffsets.filter { stack.contains($0.key) }
        verticalScrolls = verticalScrolls.filter { stack.contains($0.key) }
        if spec.snapshots == .screenWhenLeft { snapshots.drop(SnapshotKey(page: top, kind: .screen)) }
        pageDidAppear()
    }

    /// The top page is now fully shown.
    mutating func pageDidAppear() {
        for key in expectedSnapshotKeys where key.page == top && !snapshots.contains(key) {
            capture(key.page, kind: key.kind)
        }
    }
}
