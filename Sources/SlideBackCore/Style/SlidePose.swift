/// Where the two pages of a transition stand at one moment: the style's one mapping of the
/// transition controller's value to the groups' transforms. The drawing, the trace and the graphs
/// (`MotionSample`), the HUD's readout and the layer overlay all read these transforms, so no two
/// of them can place a page differently.
public struct SlidePose: Equatable, Sendable {
    /// The moment as two sliding pages.
    public var slide: Slide
    /// The look of its phase.
    public var look: PhaseLook
    /// The progress the look is drawn at (see `PhaseLook.drawnProgress(of:)`).
    public var drawnProgress: Double
    /// The page underneath's transform.
    public var back: PageTransform
    /// The page in front's transform.
    public var front: PageTransform
}

extension StyleSpec {
    /// `slide` posed on a screen of `screen` points: the one place a page's transform is worked out.
    /// `source` is where the page underneath's `zoomSource` element lies, for a zoom look.
    public func pose(of slide: Slide, screen: Size, source: Rect? = nil) -> SlidePose {
        let look = look(for: slide.phase)
        let p = look.drawnProgress(of: slide)
        let front: PageTransform
        switch look.frontGeometry {
        case .slide:
            front = look.frontTransform(at: p, width: screen.width, height: screen.height, lift: slide.lift,
                                        liftShare: slide.liftShare, mirrored: slide.mirrored)
        case .zoomSource:
            // A push or pop flies the whole way; a swipe flies only once released to complete.
            let landingFrom = slide.phase == .drag ? (slide.completing ? slide.releasedAt : nil) : 0
            // A finger's hold stays whole up to the release a landing flies from; a return takes it away.
            let grip = slide.grab.map { ZoomGrip(point: $0, moved: Point(x: slide.sweep, y: slide.lift)) }
            front = look.zoomTransform(at: p, screen: screen, source: source, landingFrom: landingFrom, grip: grip,
                                       share: slide.completing ? 1 : slide.liftShare)
        }
        return SlidePose(slide: slide, look: look, drawnProgress: p, back: look.backTransform(at: p, width: screen.width), front: front)
    }
}
