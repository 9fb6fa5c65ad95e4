extension StyleSpec {
    /// The built-in styles: the first five in key order (1-5: SPEC.md's order, then ours), then
    /// the platforms and peer libraries.
    public static let builtIns: [StyleSpec] = StyleName.allCases.map(builtIn) + peers

    /// A built-in style's spec, with exactly the constants its seed (or we) chose.
    public static func builtIn(_ name: StyleName) -> StyleSpec {
        switch name {
        case .system: return systemSpec
        case .snapshot: return snapshotSpec
        case .weibo: return weiboSpec
        case .barSnapshot: return barSnapshotSpec
        case .slideback: return slidebackSpec
        }
    }

    /// SPEC style 1, the stock transition and the problem the others solve: pages slide (the one
    /// underneath a third as fast, dimmed by 0.2) while ONE shared bar stays put and cross-fades.
    /// Edge swipe; a fling or half the width completes, as Flutter's Cupertino route has it. It
    /// moves as UIKit measures (`takeUIKitMotion`: the 400 ms decay push and pop, the 22 rad/s
    /// settle), stopping at its end; the seed styles keep the seeds' 0.4 s ease-in-out.
    private static var systemSpec: StyleSpec {
        var spec = StyleSpec(name: StyleName.system.rawValue, base: .system,
                             summary: "the stock transition: pages slide under one shared, cross-fading bar")
        spec.drag.bar = .shared
        spec.drag.backDim = Ramp(from: 0.2)
        spec.takeUIKitMotion()
        return spec
    }

    /// SPEC styles 2 and 5: the page leaves with its bar over a screenshot of the page underneath
    /// (parallax 0.6, a 0.6 cover gone at three quarters, the edge shadow); 40 pt completes in a
    /// 0.3 s settle. Its push slides a screenshot of the old screen out by the full width, its pop
    /// moves two pictures together.
    private static var snapshotSpec: StyleSpec {
        var spec = StyleSpec(name: StyleName.snapshot.rawValue, base: .snapshot,
                             summary: "the seeds' whole-page slide-back over a screenshot of the page underneath")
        spec.release = .distance
        spec.completeDistance = 40
        spec.settleCurve = .seed
        spec.snapshots = .screenWhenLeft
        var look = PhaseLook()
        look.back = .picture
        look.backParallax = 0.6
        look.backDim = Ramp(from: 0.6, to: 0, until: 0.75)
        look.shadow.opacity = 0.6
        spec.drag = look
        look.backParallax = 1
        look.backDim = Ramp(from: 0)
        spec.push = look
        look.front = .picture
        spec.pop = look
        return spec
    }

    /// SPEC style 3, Weibo's full-screen drag off a picture of the page below, which does not move,
    /// under a fixed 0.5 cover; half the width completes in 0.25 s. Push and pop are the stock ones.
    private static var weiboSpec: StyleSpec {
        var spec = StyleSpec(name: StyleName.weibo.rawValue, base: .weibo,
                             summary: "Weibo's full-screen drag over a fixed picture of the page below")
        spec.pan = .fullscreen
        spec.release = .distance
        spec.settleCurve = .seed
        spec.settleDuration = 0.25
        spec.snapshots = .screenWhenShown
        spec.drag.back = .picture
        spec.drag.backParallax = 0
        spec.drag.backDim = .constant(0.5)
        spec.push = systemSpec.drag
        spec.pop = systemSpec.drag
        return spec
    }

    /// SPEC style 4: each page slides with a picture of its own bar while the real bar hides;
    /// the stock parallax and dimming, half the width completes in 0.3 s.
    private static var barSnapshotSpec: StyleSpec {
        var spec = StyleSpec(name: StyleName.barSnapshot.rawValue, base: .barSnapshot,
                             summary: "every page carries a picture of its own bar; the real bar hides")
        spec.release = .distance
        spec.settleCurve = .seed
        spec.snapshots = .barWhenLaidOut
        spec.drag.bar = .barPicture
        spec.drag.backDim = Ramp(from: 0.2)
        return spec
    }

    /// Ours: whole live pages with their own bars, the stock parallax, and the shadow and dimming
    /// measured in Flutter (a soft gradient over 5% of the width, a barrier of 0.094 times the
    /// progress) rather than the seeds' hard, dark edge; no pictures at all. A command during a
    /// held swipe acts at once on the stack, as in Flutter.
    private static var slidebackSpec: StyleSpec {
        var spec = StyleSpec(name: StyleName.slideback.rawValue, base: .slideback,
                             summary: "ours: whole live pages with their own bars, nothing ever stale")
        spec.drag.takeFlutterShadowAndBarrier()
        spec.commandsWhileSwiping = .act
        return spec
    }
}
