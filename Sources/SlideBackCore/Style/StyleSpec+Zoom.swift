extension StyleSpec {
    /// iOS 18's zoom transition (`preferredTransition = .zoom`, SwiftUI
    /// `navigationTransition(.zoom)`): the pushed page grows out of a source element of the page
    /// underneath (the card or row marked `zoomSource`) and is dismissed from the edge, shrinking
    /// as it follows the finger and landing back on its source. Apple publishes only the API; the
    /// numbers are the fit in JakeThomson/swift_transitions `lib/src/zoom/zoom_dismiss_physics.dart`
    /// (`ZoomDismiss`): 0.67 of scale lost per card width of edge swipe down to 0.37, a release
    /// projected 0.12 s that lands below 0.70, the landing spring k225/c22.5 (mass 1), the page
    /// underneath unmoved and unscaled under 0.07 of black.
    static var iosZoom: StyleSpec {
        let fit = ZoomDismiss()
        var spec = StyleSpec(name: "ios-zoom", base: .slideback,
                             summary: "iOS 18's zoom: the page grows out of a source card and shrinks back into it (fitted constants)")
        spec.release = .projected
        spec.completeAt = fit.edgeCommitTravel
        spec.projection = fit.releaseProjection
        spec.settleCurve = .spring
        spec.pushMotion = .spring
        spec.springStiffness = fit.landing.stiffness
        spec.springDamping = fit.landing.damping
        spec.springMass = 1
        spec.springSolver = .exact
        var look = PhaseLook()
        look.frontGeometry = .zoomSource
        look.frontTravel = 0
        look.backParallax = 0
        look.backDim = Ramp(from: fit.dimming)
        look.cornerRadius = 12
        // The finger's part: progress is the edge swipe's travel in card widths, and the scale
        // falls by 0.67 per width to its floor, reached at 0.94 of the width.
        var drag = look
        drag.frontScale = fit.minimumScale
        drag.gestureEnd = fit.maximumTravel
        spec.drag = drag
        // Pushes and pops fly the whole way between the full screen and the source.
        spec.push = look
        spec.pop = look
        return spec
    }
}
