import SlideBackCore

/// A page only moved and faded, drawn first, lies on nothing but the cleared black, and faded
/// over black it is the page drawn whole and darkened by its opacity: blending a picture at α over
/// black, and blending each layer and darkening the result by α, both give α times the page (a
/// blend commutes with darkening). So such a page is drawn as its own layers under one black
/// cover (its dimming, drawn next over the whole screen, in the same cover), which `CoverFolding`
/// folds into them: one pass, darkened, with what the page in front hides cut away
/// (`OpaqueCores`), instead of painting the page into a picture of its own and blending that
/// over the screen. Ionic's page underneath, at 0.8 with a 0.1 dimming, took 11-15 ms in the
/// frames that painted its picture.
enum FadeOverBlack {
    /// `frame`'s draw items, a first item that is such a page drawn as its layers and one cover;
    /// `scale`, where its points lie in window pixels.
    static func items(of frame: Frame, scale: PixelScale) -> [Frame.DrawItem] {
        let items = frame.drawItems
        guard case .transformed(let group, let outline)? = items.first, group.transform.opacity > 0 else { return items }
        var moved = group.transform
        moved.opacity = 1
        guard moved.isTranslationOnly else { return items }
        // The picture's square edges land on whole pixels (`RoundedMesh.inside`): the layers are
        // moved by as much, so each lands where it lay in the picture.
        guard let corner = RoundedMesh.inside(of: scale.rect(outline), clip: nil, radius: 0, feathered: false) else { return items }
        let dx = (corner.left - scale.origin.x) / scale.factor, dy = (corner.top - scale.origin.y) / scale.factor
        var drawn = group.layers(movedBy: dx, dy).map(Frame.DrawItem.layer)
        // What is kept of each colour, from the very bytes the fade and the dimming are drawn with.
        func byte(_ share: Double) -> Double { Double(Color4.byte(share)) / 255 }
        var kept = byte(group.transform.opacity), rest = items.dropFirst()
        if let dimming = group.transform.dimming, case .layer(let cover)? = rest.first, cover == frame.dimmingCover(dimming) {
            kept *= 1 - byte(dimming)
            rest = rest.dropFirst()
        }
        drawn.append(.layer(frame.dimmingCover(1 - kept)))
        return drawn + rest
    }
}
