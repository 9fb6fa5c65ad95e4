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
    public func pose(of slide: Slide, screen: Size) -> SlidePose {
        let look = look(for: slide.phase)
        let p = look.drawnProgress(of: slide)
        return SlidePose(slide: slide, look: look, drawnProgress: p,
                         back: look.backTransform(at: p, width: screen.width),
                         front: look.frontTransform(at: p, width: screen.width, height: screen.height, lift: slide.lift,
                                                    liftShare: slide.liftShare, mirrored: slide.mirrored))
    }
}
