/// Where the page in front goes as the progress reaches 1 (`frontGeometry`).
public enum FrontGeometry: String, CaseIterable, Equatable, Sendable {
    /// It travels, shrinks and shifts as the look's other numbers say (every style but the zoom).
    case slide
    /// It lands on the page underneath's source element, the card or row marked `zoomSource`
    /// (iOS 18's zoom): pushes and pops fly between the full screen and that rectangle; a finger
    /// shrinks it by `frontScale` over the gesture part about the point it grabbed, which stays
    /// under the finger as it moves (`ZoomGrip`), and a completing release
    /// flies it from where it was let go to the source. Without a source it flies to the centre,
    /// 5% in from each edge, and fades, as UIKit's fallback does.
    case zoomSource
}

extension PhaseLook {
    /// How far in from each edge the fallback rectangle lies, as a fraction of each dimension
    /// (JakeThomson/swift_transitions `lib/src/zoom/zoom_page_transition.dart`, `fallbackInset`).
    public static let zoomFallbackInset = 0.05

    /// The page in front's transform for `frontGeometry` `zoomSource` at progress `p` on a screen
    /// `screen`, landing on `source` (`nil`: the fallback). `landingFrom` is the progress the
    /// flight to the source started at: 0 for a push or pop, the release point of a completing
    /// swipe, `nil` while a finger holds the page or it returns (it is then only shrunk). `grip`
    /// is the finger's hold on the page, for a swipe: the page then shrinks about the point
    /// it grabbed, carried with the finger, so that point stays under it (the fit's
    /// `dismissedRect`, whose pivot is the grabbed point carried down with the drag); `share`
    /// of the finger's move still applies (going to none as a cancelled release returns).
    public func zoomTransform(at p: Double, screen: Size, source: Rect?, landingFrom: Double?, grip: ZoomGrip? = nil,
                              share: Double = 1) -> PageTransform {
        let full = Rect(size: screen)
        let target = source ?? full.insetBy(fraction: Self.zoomFallbackInset)
        var landing = 0.0, held = p
        if let start = landingFrom {
            held = start
            landing = start < 1 ? min(1, max(0, (p - start) / (1 - start))) : 1
        }
        let scale = 1 + (frontScale - 1) * gestureAmount(at: min(1, max(0, held)))
        let shrunk = grip.map { grip in
            Rect(x: grip.point.x * (1 - scale) + grip.moved.x * share, y: grip.point.y * (1 - scale) + grip.moved.y * share,
                 width: screen.width * scale, height: screen.height * scale)
        } ?? full.insetBy(fraction: (1 - scale) / 2)
        let rect = shrunk.interpolated(to: target, by: landing)
        let sx = screen.width > 0 ? rect.width / screen.width : 1, sy = screen.height > 0 ? rect.height / screen.height : 1
        return PageTransform(x: rect.x - screen.width / 2 * (1 - sx), y: rect.y - screen.height / 2 * (1 - sy), scale: sx, scaleY: sy,
                             cornerRadius: p != 0 && p != 1 ? cornerRadius : 0,
                             opacity: frontOpacity.value(at: p) * (source == nil ? 1 - landing : 1))
    }

    /// The page in front as code that knows no source element draws it (the export): for a zoom
    /// look, the flight to the fallback rectangle that a push, a pop and a completing release
    /// draw without a source; for a slide, `frontTransform`. `height` 0: a square screen.
    public func sourcelessFront(at p: Double, width: Double, height: Double = 0) -> PageTransform {
        guard frontGeometry == .zoomSource else { return frontTransform(at: p, width: width, height: height) }
        return zoomTransform(at: p, screen: Size(width: width, height: height > 0 ? height : width), source: nil, landingFrom: 0)
    }
}
