/// How a bar reacts to content scrolled under it, as iOS bars do between their scroll-edge and
/// standard appearances: a transparent bar gains its background (the page's `barColor`) and the
/// hairline, a translucent one (a `barColor` with alpha under FF) the hairline, both fading in over
/// the first `scrollEdgeDistance` points of scroll past the edge; the title and buttons go from the
/// colours that read on the page to those that read on the bar, and a photo's scrim fades out.
extension BarContent {
    /// Over how many points of scroll the bar's background and hairline fade in.
    public static let scrollEdgeDistance = 10.0

    /// The bar `spec` asks for at `depth` with its content scrolled up by `verticalScroll` points past
    /// its scroll edge (the top; on a large-title page, where the large title has gone under the bar).
    public static func forPage(_ spec: PageSpec, depth: Int, scrolledPastEdge verticalScroll: Double) -> BarContent? {
        guard var bar = forPage(spec, depth: depth) else { return nil }
        let fade = min(1, max(0, verticalScroll / scrollEdgeDistance))
        switch spec.bar {
        case .hidden:
            return nil
        case .opaque:
            // An opaque bar looks the same scrolled or not; a translucent one gains its hairline.
            if spec.barColor.alpha < 255 { bar.hairlineAlpha = fade }
        case .transparent:
            guard fade > 0 else { return bar }
            var standard = spec
            standard.bar = .opaque
            let palette = BarPalette(page: standard)
            let color = spec.barColor
            bar.background = Color(red: color.red, green: color.green, blue: color.blue,
                                   alpha: UInt8((Double(color.alpha) * fade).rounded()))
            bar.hairlineAlpha = fade
            bar.titleColor = SharedBar.mix(bar.titleColor, palette.title, fade)
            bar.tint = SharedBar.mix(bar.tint, palette.tint, fade)
            bar.scrim = bar.scrim.flatMap { scrim in
                fade < 1 ? BarScrim(color: scrim.color, alpha: scrim.alpha * (1 - fade)) : nil
            }
        }
        return bar
    }
}
